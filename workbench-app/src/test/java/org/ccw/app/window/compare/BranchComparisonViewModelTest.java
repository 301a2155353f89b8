package org.ccw.app.window.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.BranchRunner;
import org.ccw.visualizer.branch.Branches;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/** "Compare branches" without a window: SSAM through a switch, and a what-if that drops one of its cells. */
class BranchComparisonViewModelTest {

    private final Branches runs;

    BranchComparisonViewModelTest() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(3_000);
        runs = new Branches(scenario, 1, new BranchRunner(Runnable::run, Runnable::run));
        runs.runOriginal(e -> { throw new AssertionError(e); });
    }

    private void dropACell() {
        Playback p = runs.playbackProperty().get();
        for (int departures = 0; departures < 10; departures++) {
            p.next(EventKind.CELL_DEPARTED);
        }
        CellFlight victim = p.state().flights().iterator().next();
        runs.whatIfDrop(victim, e -> { throw new AssertionError(e); });
    }

    @Test
    void nothingToCompareBeforeAWhatIf() {
        assertNull(BranchComparisonViewModel.of(runs, runs.currentProperty().get()));
    }

    @Test
    void theWhatIfOnShowIsComparedWithTheOriginalMessageByMessage() {
        dropACell();
        Branch whatIf = runs.currentProperty().get();

        BranchComparisonViewModel vm = BranchComparisonViewModel.of(runs, whatIf);

        assertTrue(vm.lines().stream().anyMatch(l -> l.happened().equals("retransmitted") && l.delta().startsWith("+")
            && !l.delta().equals("+0.000 µs")), "the dropped cell's message, sent again, came later: " + vm.lines());
        assertTrue(vm.lines().stream().noneMatch(l -> l.happened().equals("delivered in both")),
            "the differences only, at first");
        BranchComparisonViewModel.Line first = vm.lines().get(0);
        assertTrue(first.message().matches("(request|reply) \\d+"), "a short name, not a 64-bit id: " + first);
        assertEquals("ss20-a → ss20-b", first.fromTo().replace("ss20-b → ss20-a", "ss20-a → ss20-b"));
        assertTrue(first.detail().startsWith("SSAM:"), "the id as its stack reads it, on hover: " + first.detail());
        assertTrue(vm.summary().startsWith("what-if 1 beside the original: "), vm.summary());
        assertTrue(vm.summary().contains("retransmitted") && vm.summary().contains("matched by message id"),
            vm.summary());
        assertEquals(BranchComparisonViewModel.ORIGINAL, vm.ghosts().name(), "the original drawn over the what-if");
        assertEquals(vm.comparison().originalTrips(), vm.ghosts().trips());

        int differences = vm.lines().size();
        vm.allMessagesProperty().set(true);
        assertEquals(vm.comparison().rows().size(), vm.lines().size());
        assertTrue(vm.lines().size() > differences, "every message, alike ones too");
    }

    @Test
    void onTheOriginalTheLatestWhatIfIsGhosted() {
        dropACell();
        Branch original = runs.branches().get(0);
        runs.currentProperty().set(original);

        BranchComparisonViewModel vm = BranchComparisonViewModel.of(runs, original);

        assertEquals("what-if 1", vm.ghosts().name());
        assertEquals(vm.comparison().branchTrips(), vm.ghosts().trips());
    }
}
