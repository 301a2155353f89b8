package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.engine.kernel.Time;
import org.ccw.labs.Check;
import org.junit.jupiter.api.Test;

/**
 * ssam-contention's §2.1 checks compare the two patterns, so they hold for any seed whose sort still loses more
 * than the shift, and fail when it does not.
 */
class SsamContentionLabTest {
    private static final int HOSTS = 16;
    private static final int[] WINDOWS = {1, 4, 8, 32};
    /** 16 hosts each writing 15 blocks of 1,024 bytes. */
    private static final long USER_BYTES = HOSTS * (HOSTS - 1) * 1_024L;
    /** Seed 3's cyclic shift at 16 hosts: drops and goodput (MB/s) per window. */
    private static final List<PhaseOutcome> SHIFT = sweep(PermutationPattern.CYCLIC_SHIFT,
            new long[] {0, 0, 0, 129}, new double[] {10.86, 33.30, 33.13, 30.34});

    private static List<PhaseOutcome> sweep(PermutationPattern pattern, long[] drops, double[] goodputMBps) {
        List<PhaseOutcome> sweep = new java.util.ArrayList<>();
        for (int i = 0; i < WINDOWS.length; i++) {
            long finishedPs = Time.micros((long) (USER_BYTES / goodputMBps[i]));
            sweep.add(new PhaseOutcome(pattern, HOSTS, WINDOWS[i], 10_000, drops[i], 0, 5 * drops[i], 7_680, 7_680,
                    USER_BYTES, finishedPs, 0, pattern == PermutationPattern.CYCLIC_SHIFT ? 15 : 22));
        }
        return sweep;
    }

    private static Map<String, Boolean> verdicts(List<PhaseOutcome> sort) {
        return SsamContentionLab.contention(SHIFT, sort).stream()
                .collect(Collectors.toMap(Check::name, Check::passed));
    }

    @Test
    void seedThreesSortLosingLessThanTwiceTheShiftStillShowsTheContention() {
        // 234 drops against the shift's 129: "at most half the sort's drops" failed here though the sort lost more
        Map<String, Boolean> verdicts = verdicts(sweep(PermutationPattern.DATA_DEPENDENT,
                new long[] {0, 3, 21, 234}, new double[] {10.72, 21.59, 26.46, 23.98}));

        assertEquals(Map.of("data_dependent_loses_cells_16h", true, "data_dependent_loss_grows_with_window_16h", true,
                "cyclic_shift_loses_less_16h", true, "data_dependent_goodput_below_cyclic_shift_16h", true), verdicts);
    }

    @Test
    void aShiftLosingMoreThanTheSortAtAnyWindowFails() {
        Map<String, Boolean> verdicts = verdicts(sweep(PermutationPattern.DATA_DEPENDENT,
                new long[] {0, 3, 21, 120}, new double[] {10.72, 21.59, 26.46, 23.98}));

        assertFalse(verdicts.get("cyclic_shift_loses_less_16h"), "129 shift drops against the sort's 120");
        assertTrue(verdicts.get("data_dependent_loses_cells_16h"));
    }

    @Test
    void aSortThatLosesNothingAtTheWidestWindowFails() {
        Map<String, Boolean> verdicts = verdicts(sweep(PermutationPattern.DATA_DEPENDENT,
                new long[] {0, 0, 0, 0}, new double[] {10.72, 21.59, 26.46, 23.98}));

        assertFalse(verdicts.get("data_dependent_loses_cells_16h"));
        assertFalse(verdicts.get("data_dependent_loss_grows_with_window_16h"));
        assertFalse(verdicts.get("cyclic_shift_loses_less_16h"));
    }
}
