package org.ccw.visualizer.branch;

import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.visualizer.animation.CellFlight;

/**
 * Turns "drop (or delay) this cell in flight" into the scenario's own vocabulary — a scripted fault on the n-th
 * cell to enter a link — and checks afterwards that the re-run hit that very cell. The engine counts cells as they
 * enter a link (when a NIC or switch hands them to the line), in either direction; the trace records each
 * departure when its first bit leaves, which can be later for a queued cell. The record that was current when a
 * cell entered the line is its departure's {@code cause}, so ordering the link's departures by cause, then by
 * number, recovers the order of entry.
 */
public final class WhatIf {

    private WhatIf() {
    }

    /** The position of {@code cellId}'s departure onto {@code link}; -1 when the trace has none. */
    public static int departure(TraceLog.Snapshot trace, long cellId, int link) {
        for (int position : trace.positionsOf(TraceEvent.CellDeparted.class)) {
            TraceEvent.CellDeparted d = (TraceEvent.CellDeparted) trace.at(position);
            if (d.cellId() == cellId && d.link() == link) {
                return position;
            }
        }
        return -1;
    }

    /** Which cell, counting from 1 in order of entry onto its link, the departure at {@code position} is. */
    public static long nthOnLink(TraceLog.Snapshot trace, int position) {
        TraceEvent.CellDeparted victim = (TraceEvent.CellDeparted) trace.at(position);
        long nth = 1;
        for (int p : trace.positionsOf(TraceEvent.CellDeparted.class)) {
            TraceEvent.CellDeparted d = (TraceEvent.CellDeparted) trace.at(p);
            boolean enteredEarlier = d.cause() < victim.cause() || (d.cause() == victim.cause() && p < position);
            if (d.link() == victim.link() && p != position && enteredEarlier) {
                nth++;
            }
        }
        return nth;
    }

    /** The scripted drop that kills {@code flight} (a cell on a wire in {@code trace}). */
    public static ScriptedDrop drop(TraceLog.Snapshot trace, CellFlight flight) {
        return new ScriptedDrop(flight.link(), nthOnLink(trace, requireDeparture(trace, flight)));
    }

    /** The scripted delay that holds {@code flight} back by {@code delayPs} picoseconds. */
    public static ScriptedDelay delay(TraceLog.Snapshot trace, CellFlight flight, long delayPs) {
        return new ScriptedDelay(flight.link(), nthOnLink(trace, requireDeparture(trace, flight)), delayPs);
    }

    private static int requireDeparture(TraceLog.Snapshot trace, CellFlight flight) {
        int position = departure(trace, flight.cellId(), flight.link());
        if (position < 0) {
            throw new IllegalArgumentException("cell #" + flight.cellId() + " never departed on link " + flight.link());
        }
        return position;
    }

    /** Whether {@code trace} (the re-run) drops cell {@code cellId} by script: the what-if hit its target. */
    public static boolean droppedByScript(TraceLog.Snapshot trace, long cellId) {
        return scriptedDrop(trace, cellId) >= 0;
    }

    /**
     * The position of cell {@code cellId}'s scripted drop in {@code trace} (the re-run), -1 when it has none. The
     * cell dies where it would have arrived, so this is the first record in which a drop branch differs from the run
     * it was made from: its departure is the same in both.
     */
    public static int scriptedDrop(TraceLog.Snapshot trace, long cellId) {
        for (int position : trace.positionsOf(TraceEvent.CellDropped.class)) {
            TraceEvent.CellDropped d = (TraceEvent.CellDropped) trace.at(position);
            if (d.cellId() == cellId && d.reason() == DropReason.SCRIPTED) {
                return position;
            }
        }
        return -1;
    }
}
