package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.labs.Check.Outcome;
import org.ccw.labs.Metric;
import org.ccw.labs.amii.AmIILogGPLab.Column;
import org.ccw.labs.measure.LogGPFit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * amii-loggp's procedures on known timings: L as Table 2 derives it, G and the bandwidth from a pipeline's steady
 * state, the half-power point from a known bandwidth curve, and the checks on L and the half-power point.
 */
class AmIILogGPLabTest {

    @ParameterizedTest
    @EnumSource(Column.class)
    void everyColumnOfTableTwoHasLEqualToHalfItsRoundTripLessBothOverheadsAndBandwidthOneOverG(Column column) {
        // Table 2 prints each figure to 0.1 us: L may differ from its parts' difference by that much
        assertEquals(column.paperL, LogGPFit.latencyUs(column.paperRtt, column.paperOs, column.paperOr), 0.1 + 1e-9,
                column.tag);
        assertEquals(column.paperBw, 1 / column.paperBigG, 0.005 * column.paperBw, column.tag);
    }

    @Test
    void latencyWithinTenPercentOfTheRoundTripsHalfPassesBeyondItMissesAndUndefinedFails() {
        // shared memory alone: RTT/2 = 2.8 us, so L may lie 0.28 us either side of the paper's -0.3
        assertEquals(Outcome.PASS, AmIILogGPLab.latency(l(-0.3), Column.SHM).outcome());
        assertEquals(Outcome.PASS, AmIILogGPLab.latency(l(-0.05), Column.SHM).outcome());
        assertEquals(Outcome.MISS, AmIILogGPLab.latency(l(0.0), Column.SHM).outcome());
        assertEquals(Outcome.MISS, AmIILogGPLab.latency(l(-0.6), Column.SHM).outcome());
        assertEquals(Outcome.FAIL, AmIILogGPLab.latency(l(Double.NaN), Column.SHM).outcome());
        // across Myrinet the same 0.4 us is well within 10% of 27.5
        assertEquals(Outcome.PASS, AmIILogGPLab.latency(new Metric("mp_myri_L_us", 15.9, "us", 15.5, null,
                Metric.Basis.EMERGES), Column.MP_MYRI).outcome());
    }

    @Test
    void theHalfPowerPointPassesWithinAQuarterMissesToHalfAndFailsBeyond() {
        assertEquals(Outcome.PASS, AmIILogGPLab.halfPower(half(1.2 * 5.1), Column.SHM).outcome());
        assertEquals(Outcome.MISS, AmIILogGPLab.halfPower(half(1.3 * 5.1), Column.SHM).outcome());
        assertEquals(Outcome.MISS, AmIILogGPLab.halfPower(half(0.6 * 5.1), Column.SHM).outcome());
        assertEquals(Outcome.FAIL, AmIILogGPLab.halfPower(half(1.6 * 5.1), Column.SHM).outcome());
        assertEquals(Outcome.FAIL, AmIILogGPLab.halfPower(half(0.4 * 5.1), Column.SHM).outcome());
    }

    @Test
    void bigGIsTheSteadyStateTimePerByteFromTheMiddleChunksArrivalToTheLast() {
        // 32 chunks of 8 kB: the first four slow (the pipeline filling), then one every 50 us
        long[] arrived = new long[ChunkedTransfer.LONG_CHUNKS];
        for (int c = 0; c < arrived.length; c++) {
            arrived[c] = us(c < 4 ? 200 * (c + 1) : 800 + 50 * (c - 3));
        }

        double g = ChunkedTransfer.gapPerByteUs(arrived);
        assertEquals(50.0 / ChunkedTransfer.CHUNK, g, 1e-12);
        assertEquals(163.84, 1 / g, 1e-9, "MB/s: 8,192 bytes every 50 us");
    }

    @Test
    void theHalfPowerPointOfATransferOfFixedCostFAndPipelinePIsPTimesF() {
        // a single transfer of n bytes takes F + n/P: it reaches P/2 at n = P F
        double pipeline = 160;
        double fixedUs = 30;
        int half = ChunkedTransfer.halfPowerBytes(n -> fixedUs + n / pipeline, pipeline);

        assertTrue(half >= pipeline * fixedUs && half <= pipeline * fixedUs + 64, "found to 64 bytes: " + half);
    }

    @Test
    void aTransferAtHalfPowerAlreadyAtItsSmallestSizeIsThatSize() {
        assertEquals(ChunkedTransfer.CHUNK / 16, ChunkedTransfer.halfPowerBytes(n -> n / 160.0, 160));
    }

    @Test
    void aTransfersTimeIsItsLastReplysAndUndefinedWhenOneNeverCame() {
        assertEquals(90, ChunkedTransfer.endToEndUs(new long[] {us(40), us(90), us(70)}), 1e-12);
        assertTrue(Double.isNaN(ChunkedTransfer.endToEndUs(new long[] {us(40), -1, us(70)})));
    }

    @Test
    void theMicrobenchmarksOverheadsAreTimePerOperationAndOrWhatADelayedIterationLeaves() {
        // a burst of 16 sends over 28.8 us: o_s 1.8 us
        Microbenchmark.Window burst = new Microbenchmark.Window(us(1_000), us(1_000) + us(28.8), 16);
        assertEquals(1.8, burst.perOperationUs(), 1e-9);
        // 40 iterations of o_s + 11.2 us of delay + o_r in 572 us: o_r 1.3 us
        Microbenchmark.Window loop = new Microbenchmark.Window(0, us(572), 40);
        assertEquals(1.3, Microbenchmark.receiveOverheadUs(loop, 1.8, 11.2), 1e-9);
    }

    private static Metric l(double us) {
        return Metric.of("shm_L_us", us, "us", -0.3);
    }

    private static Metric half(double kB) {
        return Metric.of("shm_half_power_kB", kB, "kB", 5.1);
    }

    private static long us(double micros) {
        return Math.round(micros * 1_000_000);
    }
}
