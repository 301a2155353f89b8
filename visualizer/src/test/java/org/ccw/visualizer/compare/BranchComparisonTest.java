package org.ccw.visualizer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.BranchRunner;
import org.ccw.visualizer.branch.Branches;
import org.ccw.visualizer.compare.BranchComparison.Outcome;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

class BranchComparisonTest {

    @Test
    void eachMessageSaysWhatBecameOfItInTheWhatIf() {
        List<TraceEvent> original = TwoRuns.startedAt(0)
            .trip(1, "request", 0, 1, 1, 4).trip(1, "reply", 1, 0, 5, 8)
            .trip(2, "request", 0, 1, 10, 14).trip(3, "request", 0, 1, 20, 24).trace();
        List<TraceEvent> whatIf = new ArrayList<>(TwoRuns.startedAt(0)
            .trip(1, "request", 0, 1, 1, 4).trip(1, "reply", 1, 0, 5, 8)
            .trip(2, "request", 0, 1, 10, 30).trip(4, "request", 0, 1, 40, 44).trace());
        whatIf.add(new TraceEvent.Retransmitted(whatIf.size(), TwoRuns.ps(25), 0, 0, -1, 9, 2, "request", 53, 1));

        BranchComparison c = BranchComparison.of(original, whatIf);

        assertEquals(List.of(Outcome.SAME, Outcome.SAME, Outcome.RETRANSMITTED, Outcome.LOST, Outcome.ONLY_IN_BRANCH),
            c.rows().stream().map(BranchComparison.Row::outcome).toList());
        BranchComparison.Row resent = c.rows().get(2);
        assertEquals(TwoRuns.ps(16), resent.deltaPs(), "delivered 16 µs later");
        assertEquals(2, resent.ordinal(), "the second request from 0 to 1");
        assertEquals(3, c.rows().get(3).ordinal());
        assertFalse(c.rows().get(3).hasDelta(), "lost: no delivery to subtract");
        assertEquals(BranchComparison.NONE, c.rows().get(4).originalSentPs());
        assertEquals(3, c.differences().size());
        assertEquals(1, c.count(Outcome.LOST));
    }

    @Test
    void aLaterDeliveryWithoutAResendIsLater() {
        List<TraceEvent> original = TwoRuns.startedAt(0).trip(1, "request", 0, 1, 1, 4).trace();
        List<TraceEvent> whatIf = TwoRuns.startedAt(0).trip(1, "request", 0, 1, 1, 24).trace();

        BranchComparison.Row row = BranchComparison.of(original, whatIf).rows().get(0);

        assertEquals(Outcome.LATER, row.outcome());
        assertEquals(TwoRuns.ps(20), row.deltaPs());
    }

    @Test
    void aDroppedCellIsRetransmittedAndItsMessageDeliveredLater() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(3_000);
        Branches runs = new Branches(scenario, 1, new BranchRunner(Runnable::run, Runnable::run));
        runs.runOriginal(e -> { throw new AssertionError(e); });
        Playback p = runs.playbackProperty().get();
        for (int departures = 0; departures < 10; departures++) {
            p.next(EventKind.CELL_DEPARTED);
        }
        CellFlight victim = p.state().flights().iterator().next();
        runs.whatIfDrop(victim, e -> { throw new AssertionError(e); });

        BranchComparison c = BranchComparison.of(runs.branches().get(0).index().records(),
            runs.branches().get(1).index().records());

        assertEquals(RunComparison.Matching.MESSAGE_ID, c.matchedBy(), "one seed: one set of ids");
        assertEquals(Outcome.SAME, c.rows().get(0).outcome(), "the runs are one up to the drop");
        assertEquals(List.of("request"), c.rows().stream().filter(r -> r.outcome() == Outcome.RETRANSMITTED)
            .map(r -> r.message().kind()).toList(), "the dropped request, sent again; not its reply of the same id");
        assertTrue(c.rows().stream().anyMatch(r -> r.outcome() == Outcome.RETRANSMITTED && r.deltaPs() > 0),
            "the dropped cell's message came late");
        assertTrue(c.rows().stream().anyMatch(r -> r.outcome() == Outcome.LATER && r.message().kind().equals("reply")),
            "its reply later, not sent again");
        assertEquals(c.originalTrips().size(), c.ghosts(true, "original").trips().size());
    }
}
