/**
 * Timing (sequence) diagrams of a run, computed from its trace alone (issue 7), with no JavaFX types so that the
 * command line exports them headless. {@link org.ccw.visualizer.timing.TimingDiagram#of} turns trace records into
 * lanes (one per node, or per layer of a host: application, AM library / trap, NIC; on a DVCM host application,
 * DVCM unit, NIC), one {@link org.ccw.visualizer.timing.MessageArrow} per cell hop from departure to arrival
 * labelled with its kind and the handler it ran, {@link org.ccw.visualizer.timing.ActivityBox}es for handler runs,
 * the CPU overheads o_s and o_r of LogP (Culler et al.; the SSAM paper's Table 3 splits the same costs) and a DVCM
 * application's command posts and polls and its unit's DMAs (seed 001 §2), drop marks with their reason,
 * optional polls strips ({@link org.ccw.visualizer.timing.PollMark}: a tick per {@code PollPerformed} under its
 * process's lane, tall for the network, a diamond where it took a message) and an optional
 * {@link org.ccw.visualizer.timing.LogPOverlay} measured on one request/reply pair (by its cells, or as a message
 * when no cell's delivery ran its handler: shared memory, a layer whose poll takes network messages late).
 * {@link org.ccw.visualizer.timing.TimingLayout} places it on a width and hit-tests arrows;
 * {@link org.ccw.visualizer.timing.TimingPainter} draws it on any drawing surface, so the JavaFX view
 * ({@code timing.fx}) and the SVG/PNG/PDF exports are one picture.
 */
package org.ccw.visualizer.timing;
