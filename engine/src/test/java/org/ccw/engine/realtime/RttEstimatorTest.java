package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/** Jacobson and Karels' estimator as RFC 6298 states it, and the seam that hands it out only in real time. */
class RttEstimatorTest {

    private static long ms(long millis) {
        return millis * Time.PS_PER_MS;
    }

    @Test
    void beforeAnySampleTheTimeoutIsTheInitialOneAndDoublesPerRetransmissionUpToTheCeiling() {
        RttEstimator timer = new RttEstimator();

        assertEquals(RttEstimator.INITIAL_PS, timer.timeoutPs(0));
        assertEquals(2 * RttEstimator.INITIAL_PS, timer.timeoutPs(1));
        assertEquals(RttEstimator.CEILING_PS, timer.timeoutPs(30), "backed off, never past the ceiling");
    }

    @Test
    void theFirstSampleSetsSrttAndHalfOfItAsVariationThenGainsAreOneEighthAndOneQuarter() {
        RttEstimator timer = new RttEstimator();

        timer.roundTrip(ms(400));
        assertEquals(ms(400), timer.smoothedPs());
        assertEquals(ms(200), timer.variationPs());
        assertEquals(ms(400 + 4 * 200), timer.timeoutPs(0), "RTO = SRTT + 4 RTTVAR");

        timer.roundTrip(ms(800));
        assertEquals(ms(450), timer.smoothedPs(), "7/8 of 400 + 1/8 of 800");
        assertEquals(ms(250), timer.variationPs(), "3/4 of 200 + 1/4 of |400 - 800|");
        assertEquals(ms(1450), timer.timeoutPs(0));
        assertEquals(2, timer.samples());
    }

    @Test
    void loopbackRoundTripsOfMicrosecondsBringTheTimeoutDownToTheFloorAndNoLower() {
        RttEstimator timer = new RttEstimator();
        for (int i = 0; i < 100; i++) {
            timer.roundTrip(Time.micros(40 + i % 7));
        }

        assertEquals(RttEstimator.FLOOR_PS, timer.timeoutPs(0));
        assertEquals(2 * RttEstimator.FLOOR_PS, timer.timeoutPs(1), "a retransmitted request waits twice as long");
    }

    @Test
    void theRealTimeSchedulerHandsOutAnEstimatorWhileTheSimulationKeepsTheModelsTimer() throws Exception {
        RetransmitTimeout model = RetransmitTimeout.fixed(ms(1));
        try (RealTimeScheduler real = new RealTimeScheduler(1)) {
            assertEquals(RttEstimator.class, real.retransmitTimeout(model).getClass());
        }
        RetransmitTimeout simulated = new SimulationKernel(1).retransmitTimeout(model);
        simulated.roundTrip(Time.micros(5));

        assertEquals(model, simulated);
        assertEquals(ms(1), simulated.timeoutPs(3), "a fixed model timeout does not back off or adapt");
        assertEquals(ms(8), RetransmitTimeout.doubling(ms(1)).timeoutPs(3));
    }
}
