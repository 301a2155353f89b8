package org.ccw.visualizer.branch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.Playback;
import org.junit.jupiter.api.Test;

class BranchesTest {

    /** Runs "in the background" on the test's thread, so results arrive before start() returns. */
    private final List<Throwable> failures = new ArrayList<>();
    private final Branches branches = new Branches(TestRuns.throughSwitch(0, 3_000), 1,
        new BranchRunner(Runnable::run, Runnable::run));

    @Test
    void aWhatIfDropMakesTheProtocolRetransmitAndTheOriginalStaysReachable() {
        branches.runOriginal(failures::add);
        Branch original = branches.currentProperty().get();
        Playback playback = branches.playbackProperty().get();
        assertEquals(0, original.summary().retransmissions(), "a loss-free run needs no retransmission");

        playback.next(EventKind.CELL_DEPARTED);
        playback.next(EventKind.CELL_DEPARTED);
        CellFlight victim = playback.state().flights().iterator().next();
        long clock = playback.clockPs();
        branches.whatIfDrop(victim, failures::add);

        assertTrue(failures.isEmpty(), failures.toString());
        Branch whatIf = branches.currentProperty().get();
        assertEquals(2, branches.branches().size());
        assertTrue(whatIf.note().startsWith("dropped cell #" + victim.cellId()), whatIf.note());
        TraceLog.Snapshot trace = whatIf.index().trace();
        assertTrue(trace.countOf(TraceEvent.Retransmitted.class) > 0, "the drop is recovered by a retransmission");
        Playback opened = branches.playbackProperty().get();
        assertEquals(WhatIf.scriptedDrop(trace, victim.cellId()), opened.position(),
            "the new branch opens where it parts from the original: the victim's drop");
        assertTrue(opened.clockPs() > clock, "the cell dies where it would have arrived, after the moment it was picked");

        branches.currentProperty().set(original);
        assertSame(original.index(), branches.playbackProperty().get().index());
        assertEquals(0, branches.playbackProperty().get().trace().countOf(TraceEvent.Retransmitted.class));
    }

    @Test
    void aWhatIfDelayHoldsTheCellBackByTheChosenTime() {
        branches.runOriginal(failures::add);
        Playback playback = branches.playbackProperty().get();
        playback.next(EventKind.CELL_DEPARTED);
        CellFlight victim = playback.state().flights().iterator().next();

        branches.whatIfDelay(victim, Branches.DEFAULT_DELAY_PS, failures::add);

        assertTrue(failures.isEmpty(), failures.toString());
        TraceLog.Snapshot trace = branches.currentProperty().get().index().trace();
        TraceEvent.CellDeparted late = (TraceEvent.CellDeparted) trace.at(WhatIf.departure(trace, victim.cellId(),
            victim.link()));
        assertEquals(victim.arrivalPs() + Branches.DEFAULT_DELAY_PS, late.arrivalPs());
        assertSame(late, branches.playbackProperty().get().current(), "the branch opens at the delayed departure");
    }

    @Test
    void theNthCellOnALinkIsCountedInOrderOfEntryNotOfDeparture() {
        // 16 hosts through one switch: port queues make departures lag entries.
        Branch busy = TestRuns.run(org.ccw.engine.ssam.SsamPresets.atmCluster(16), 2);
        TraceLog.Snapshot trace = busy.index().trace();
        int[] departures = trace.positionsOf(TraceEvent.CellDeparted.class);
        int victimPosition = departures[departures.length / 2];
        TraceEvent.CellDeparted victim = (TraceEvent.CellDeparted) trace.at(victimPosition);
        CellFlight flight = new CellFlight(victim.cellId(), victim.messageId(), victim.kind(), victim.sizeBytes(),
            victim.link(), victim.node(), victim.component(), victim.timePs(), victim.arrivalPs(), 0);

        Branches cluster = new Branches(org.ccw.engine.ssam.SsamPresets.atmCluster(16), 2,
            new BranchRunner(Runnable::run, Runnable::run));
        cluster.runOriginal(failures::add);
        cluster.whatIfDrop(flight, failures::add);

        assertTrue(failures.isEmpty(), failures.toString());
        assertNotNull(cluster.currentProperty().get());
        assertTrue(WhatIf.droppedByScript(cluster.currentProperty().get().index().trace(), victim.cellId()),
            cluster.currentProperty().get().note());
    }
}
