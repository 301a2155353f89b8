package org.ccw.engine.kernel;

/**
 * How long a sender waits for a request's answer before sending it again: the policy a {@link Scheduler} hands a
 * protocol ({@link Scheduler#retransmitTimeout}), one per path (a connection, a destination, a peer task). A
 * protocol reports what it measures and asks for each timer's length; it never knows whether it runs in virtual
 * or real time.
 *
 * <p>Under simulation the policy is the model's own ({@link #fixed} or {@link #doubling}): its timeout is a
 * parameter the labs sweep, and round trips change nothing, so a simulated trace depends only on the model. Over a
 * real transport the real-time scheduler hands out an adaptive estimator instead (smoothed round trip and
 * variance, as TCP's).
 */
public interface RetransmitTimeout {

    /**
     * Picoseconds to wait for the answer of a request already sent again {@code retransmissions} times (0: its
     * first transmission).
     */
    long timeoutPs(int retransmissions);

    /**
     * A round trip measured on a request that was sent only once: by Karn's rule the caller never reports one whose
     * request went again, since its answer may be the first transmission's.
     */
    void roundTrip(long roundTripPs);

    /** The model's timer of a protocol that waits {@code timeoutPs} every time (round trips ignored). */
    static RetransmitTimeout fixed(long timeoutPs) {
        return doubling(timeoutPs, 0);
    }

    /** The model's timer of a protocol that doubles {@code firstPs} at each retransmission (round trips ignored). */
    static RetransmitTimeout doubling(long firstPs) {
        return doubling(firstPs, 1);
    }

    private static RetransmitTimeout doubling(long firstPs, int shift) {
        if (firstPs <= 0) {
            throw new IllegalArgumentException("a retransmission timeout must be > 0 ps, not " + firstPs);
        }
        return new RetransmitTimeout() {
            @Override
            public long timeoutPs(int retransmissions) {
                long timeout = firstPs;
                for (int i = 0; i < retransmissions * shift && timeout < Long.MAX_VALUE / 2; i++) {
                    timeout *= 2;
                }
                return timeout;
            }

            @Override
            public void roundTrip(long roundTripPs) {
                // the model's timeout does not adapt
            }
        };
    }
}
