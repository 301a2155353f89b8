package org.ccw.engine.realtime;

import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Time;

/**
 * A retransmission timer that adapts to the measured round trip, as TCP's does (Jacobson and Karels, SIGCOMM 1988;
 * the rules of RFC 6298): the smoothed round trip {@code SRTT} and its mean deviation {@code RTTVAR} are updated by
 * each sample with gains 1/8 and 1/4, and {@code RTO = SRTT + 4·RTTVAR}, kept between a floor and a ceiling. Before
 * the first sample {@code RTO} is {@link #INITIAL_PS}. A request sent again waits twice as long each time (the
 * exponential back-off); the protocol follows Karn's rule and reports no sample from such a request, so the back-off
 * holds until a request that went once is answered.
 *
 * <p>The real-time scheduler hands one to each path of a stack ({@link RealTimeScheduler#retransmitTimeout}); a
 * simulated run keeps the model's fixed timeout. Round trips on 127.0.0.1 are tens of microseconds, so there the
 * floor decides: it is set for a JVM on a busy machine, where a thread may wait that long for a core.
 */
public final class RttEstimator implements RetransmitTimeout {
    /**
     * The least timeout: 200 ms, Linux's TCP floor ({@code TCP_RTO_MIN}). Round trips on 127.0.0.1 are tens of
     * microseconds, but a JVM on a loaded 2-core machine may wait a hundred milliseconds for a core (measured: a
     * 137 ms stall at a load of 12 made a 50 ms floor retransmit spuriously); RFC 6298 asks 1 s of the Internet.
     */
    public static final long FLOOR_PS = 200 * Time.PS_PER_MS;
    /** The timeout before any round trip was measured: 1 s, RFC 6298's (a fresh JVM's first answers are slow). */
    public static final long INITIAL_PS = Time.PS_PER_S;
    /** The most a backed-off timeout grows to: 4 s (ASSUMED: a LAN or a loopback, not the Internet's 60 s). */
    public static final long CEILING_PS = 4 * Time.PS_PER_S;

    private long smoothedPs = -1;
    private long variationPs;
    private long rtoPs = INITIAL_PS;
    private long samples;

    @Override
    public long timeoutPs(int retransmissions) {
        long timeout = rtoPs;
        for (int i = 0; i < retransmissions && timeout < CEILING_PS; i++) {
            timeout *= 2;
        }
        return Math.min(CEILING_PS, timeout);
    }

    @Override
    public void roundTrip(long roundTripPs) {
        long r = Math.max(0, roundTripPs);
        if (smoothedPs < 0) {
            smoothedPs = r;
            variationPs = r / 2;
        } else {
            variationPs = variationPs - variationPs / 4 + Math.abs(smoothedPs - r) / 4;
            smoothedPs = smoothedPs - smoothedPs / 8 + r / 8;
        }
        samples++;
        rtoPs = Math.max(FLOOR_PS, Math.min(CEILING_PS, smoothedPs + 4 * variationPs));
    }

    /** The smoothed round trip, or -1 before the first sample. */
    public long smoothedPs() {
        return smoothedPs;
    }

    /** The round trip's mean deviation. */
    public long variationPs() {
        return variationPs;
    }

    /** Round trips measured so far. */
    public long samples() {
        return samples;
    }
}
