/**
 * Animated runs: the view-models that turn a finished trace into what the canvas shows at any moment, and the
 * canvas layer that draws it. The engine runs a scenario off the UI thread ({@link org.ccw.visualizer.animation.BranchRunner})
 * into a {@link org.ccw.engine.trace.TraceLog}; a {@link org.ccw.visualizer.animation.VisualState} is rebuilt from
 * trace records alone — cells in flight per link, NIC FIFO and switch port occupancy, SSAM's sliding windows,
 * the slot states of packet queues in memory, fading drops, handler flashes, retransmissions and DVCM tokens — and the {@link org.ccw.visualizer.animation.StateIndex}
 * keeps a snapshot of it every few thousand records, so a {@link org.ccw.visualizer.animation.Playback} can step
 * back or seek anywhere by copying a snapshot and replaying the rest, never by re-running the engine.
 * {@link org.ccw.visualizer.animation.Breakpoint}s are protocol predicates on records; the
 * {@link org.ccw.visualizer.animation.EventList} filters the trace for the event table; a what-if
 * ({@link org.ccw.visualizer.animation.WhatIf}, {@link org.ccw.visualizer.animation.Branches}) re-runs the same seed
 * with one more scripted drop or delay and keeps every branch reachable. {@link org.ccw.visualizer.animation.AnimationLayer}
 * draws the state over the static topology on one {@code Canvas} (plain rectangles, no per-cell nodes), placed by
 * {@link org.ccw.visualizer.animation.AnimationGeometry}. Nothing here reads live engine objects.
 */
package org.ccw.visualizer.animation;
