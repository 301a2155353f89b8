/**
 * Animated runs, painted from the trace alone: the view-models that turn a finished trace (a
 * {@link org.ccw.engine.trace.TraceLog}'s snapshot) into what the canvas shows at any moment, and the canvas layer that
 * draws it. A {@link org.ccw.visualizer.animation.VisualState} is rebuilt from trace records alone — cells in flight
 * per link, NIC FIFO and switch port occupancy, SSAM's sliding windows, the slot states of packet queues in memory,
 * fading drops, handler flashes, retransmissions and DVCM tokens — and the
 * {@link org.ccw.visualizer.animation.StateIndex} keeps a snapshot of it every few thousand records, so a
 * {@link org.ccw.visualizer.animation.Playback} can step back or seek anywhere by copying a snapshot and replaying the
 * rest, never by re-running the engine. {@link org.ccw.visualizer.animation.Breakpoint}s are protocol predicates on
 * records; the {@link org.ccw.visualizer.animation.EventList} filters the trace for the event table.
 * {@link org.ccw.visualizer.animation.AnimationLayer} draws the state over the static topology on one {@code Canvas}
 * (plain rectangles, no per-cell nodes), placed by {@link org.ccw.visualizer.animation.AnimationGeometry}. Nothing
 * here runs the engine or reads its live objects (ArchUnit holds it off {@code org.ccw.engine.run}): the runs it
 * paints, the original and each what-if, are made by {@code org.ccw.visualizer.branch}.
 */
package org.ccw.visualizer.animation;
