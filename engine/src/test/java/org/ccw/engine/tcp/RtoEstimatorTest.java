package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/** RFC 6298's timeout, on a fine clock and on 4.4BSD's 500 ms one. */
class RtoEstimatorTest {
    private static final long MS = Time.micros(1_000);

    @Test
    void theFirstSampleSetsSrttAndHalfOfItAsVariationAndLaterOnesSmooth() {
        RtoEstimator rto = new RtoEstimator(0, 1_000 * MS, 10 * MS, 60_000 * MS, 0);

        rto.sample(0, 100 * MS);
        assertEquals(100 * MS, rto.srttPs());
        assertEquals(50 * MS, rto.rttvarPs());
        assertEquals(300 * MS, rto.rtoPs(), "SRTT + 4 RTTVAR");

        rto.sample(0, 200 * MS);
        assertEquals(Time.micros(62_500), rto.rttvarPs(), "3/4 of 50 + 1/4 of |100 - 200| ms");
        assertEquals(Time.micros(112_500), rto.srttPs(), "7/8 of 100 + 1/8 of 200 ms");
    }

    @Test
    void onTheBsdClockALanRoundTripMeasuresNothingAndTheTimeoutIsItsOneSecondMinimum() {
        RtoEstimator rto = RtoEstimator.of(TcpSettings.BSD_1998, 0);
        assertEquals(1_000 * MS, rto.rtoPs(), "1 s before any sample");

        rto.sample(100 * MS, 101 * MS);

        assertEquals(0, rto.srttPs(), "no tick of the 500 ms clock between send and ack");
        assertEquals(1_000 * MS, rto.rtoPs(), "max(G, 4 RTTVAR) = 500 ms, raised to the 1 s minimum");
        rto.sample(400 * MS, 600 * MS);
        assertEquals(500 * MS / 8, rto.srttPs(), "a round trip across a tick measures one whole tick");
    }

    @Test
    void aTimerOnTheCoarseClockExpiresOnATick() {
        RtoEstimator rto = RtoEstimator.of(TcpSettings.BSD_1998, 0);

        assertEquals(1_500 * MS, rto.expiryPs(100 * MS), "1 s after 0.1 s is 1.1 s: the next tick is 1.5 s");
        assertEquals(1_500 * MS, rto.expiryPs(500 * MS), "a deadline on a tick expires on it");
    }

    @Test
    void eachHostsClockTicksAtItsOwnPhase() {
        RtoEstimator rto = RtoEstimator.of(TcpSettings.BSD_1998, 130 * MS);

        assertEquals(1_130 * MS, rto.expiryPs(100 * MS), "ticks at 0.13 s + k 0.5 s: 1.1 s expires at 1.13 s");
        rto.sample(100 * MS, 140 * MS);
        assertEquals(500 * MS, rto.srttPs(), "a tick at 0.13 s fell between send and ack");
    }

    @Test
    void eachExpiryDoublesTheTimeoutUpToTheMaximum() {
        RtoEstimator rto = RtoEstimator.of(TcpSettings.BSD_1998, 0);

        for (int i = 0; i < 10; i++) {
            rto.backOff();
        }

        assertEquals(64_000 * MS, rto.rtoPs(), "1, 2, 4 ... 64 s and no more");
        rto.sample(0, 1 * MS);
        assertEquals(1_000 * MS, rto.rtoPs(), "a new sample ends the back-off");
    }
}
