/**
 * The XPVM-style space-time view (PVM's XPVM, as seed 003 §7 uses it to show where a program's time goes), for any
 * stack whose presentation reads its records as task state changes (PVM's {@code TaskStateChanged}):
 * {@link org.ccw.visualizer.spacetime.SpaceTime} reads the trace
 * into task rows (computing, inside the library, waiting), messages from send to the return of their receive,
 * pending messages and utilization; {@link org.ccw.visualizer.spacetime.SpaceTimeFigure} draws it on any surface.
 *
 * <p>Invariants: built from trace records only, no stack named; a message's line joins the two task state changes
 * that carry its id (the send's entry, the receive's return); a task's stretches
 * tile its time from its first record to its exit or the trace's end.
 */
package org.ccw.visualizer.spacetime;
