package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/** One permutation phase's figures: loss counts every dropped cell, goodput is user bytes over the phase. */
class PhaseOutcomeTest {

    private static PhaseOutcome phase(long requestsHandled, long finishedPs, int misplacedWords) {
        return new PhaseOutcome(PermutationPattern.DATA_DEPENDENT, 8, 32, 1_000, 30, 10, 200, 1_792,
                requestsHandled, 57_344, finishedPs, misplacedWords, 11);
    }

    @Test
    void lossRateCountsSwitchAndFifoDropsPerCellSent() {
        PhaseOutcome phase = phase(1_792, Time.micros(4_000), 0);

        assertEquals(0.04, phase.lossRate(), 1e-12);
        assertEquals("data_dependent_8h_w32", phase.tag());
        assertTrue(phase.summary().contains("30 in switch buffers, 10 in input FIFOs"), phase.summary());
    }

    @Test
    void goodputIsUserBytesPerMicrosecondOfThePhase() {
        assertEquals(57_344 / 4_000.0, phase(1_792, Time.micros(4_000), 0).goodputMBps(), 1e-9);
        assertEquals(0, phase(1_792, -1, 0).goodputMBps(), "an unfinished phase moved nothing to count");
    }

    @Test
    void deliveryFailsOnAMisplacedWordATwiceRunHandlerOrAPhaseThatDidNotFinish() {
        assertTrue(phase(1_792, Time.micros(4_000), 0).delivered().passed());
        assertFalse(phase(1_792, Time.micros(4_000), 3).delivered().passed());
        assertFalse(phase(1_793, Time.micros(4_000), 0).delivered().passed());
        assertFalse(phase(1_792, -1, 0).delivered().passed());
    }
}
