package org.ccw.engine.tcp;

/**
 * A sender's congestion window (RFC 5681 §3) with NewReno's fast recovery (RFC 6582), in bytes:
 * <ul>
 * <li><b>slow start</b> while the window is below the slow-start threshold: each new acknowledgment opens it by the
 * bytes it acknowledges, at most one segment (RFC 5681 §3.1, eq. 2);</li>
 * <li><b>congestion avoidance</b> from the threshold on: about one segment per round trip, SMSS × SMSS / cwnd per
 * acknowledgment (eq. 3);</li>
 * <li><b>fast retransmit</b> at the third duplicate acknowledgment: the threshold halves the flight (at least two
 * segments, eq. 4), the first unacknowledged segment goes again, and <b>fast recovery</b> sets the window to the
 * threshold plus the three segments that have left the network, one more for each further duplicate;</li>
 * <li>NewReno: an acknowledgment that does not cover everything sent before the loss (a <b>partial
 * acknowledgment</b>) means the next hole is lost too: it is sent at once, the window deflated by what was
 * acknowledged (one segment added back), and recovery goes on; the <b>full acknowledgment</b> ends it with the
 * window at min(ssthresh, max(FlightSize, SMSS) + SMSS) (RFC 6582 §3.2 step 3, option 1). Duplicates of data sent
 * before a timeout do not start another recovery (step 2: only those above {@code recover});</li>
 * <li>a <b>timeout</b> halves the flight into the threshold and sets the window to one segment (the loss
 * window, RFC 5681 §3.1).</li>
 * </ul>
 * The window grows to at most {@value #MAX_WINDOW} bytes. Sequence numbers are the stream's byte offsets.
 */
public final class CongestionControl {
    /** Duplicate acknowledgments that mean a loss (RFC 5681 §3.2). */
    public static final int DUPLICATE_THRESHOLD = 3;
    /** The largest window without window scaling, which these stacks did not have (4.4BSD's TCP_MAXWIN). */
    public static final int MAX_WINDOW = 65_535;

    /** Where the sender is. */
    public enum Phase {
        SLOW_START("slow-start"), CONGESTION_AVOIDANCE("congestion-avoidance"), FAST_RECOVERY("fast-recovery");

        private final String text;

        Phase(String text) {
            this.text = text;
        }

        /** As the trace writes it. */
        public String text() {
            return text;
        }
    }

    private final int mss;
    private final int initialWindowSegments;
    private long cwnd;
    private long ssthresh;
    private int duplicates;
    private boolean recovering;
    /** The highest byte sent when the last recovery or timeout began (RFC 6582's {@code recover}). */
    private long recover = -1;

    /**
     * @param mss                   the sender's maximum segment, bytes
     * @param initialWindowSegments the initial window, segments
     * @param initialSsthresh       the initial slow-start threshold, bytes
     */
    public CongestionControl(int mss, int initialWindowSegments, long initialSsthresh) {
        if (mss < 1 || initialWindowSegments < 1 || initialSsthresh < 1) {
            throw new IllegalArgumentException("congestion control of mss " + mss + ", initial window "
                    + initialWindowSegments + ", ssthresh " + initialSsthresh);
        }
        this.mss = mss;
        this.initialWindowSegments = initialWindowSegments;
        this.cwnd = (long) mss * initialWindowSegments;
        this.ssthresh = initialSsthresh;
    }

    /** The congestion window, bytes. */
    public long cwnd() {
        return cwnd;
    }

    /** The slow-start threshold, bytes. */
    public long ssthresh() {
        return ssthresh;
    }

    public Phase phase() {
        return recovering ? Phase.FAST_RECOVERY : cwnd < ssthresh ? Phase.SLOW_START : Phase.CONGESTION_AVOIDANCE;
    }

    /**
     * An acknowledgment of new data.
     *
     * @param ack         its cumulative acknowledgment: the next byte the receiver expects
     * @param newlyAcked  bytes it acknowledges for the first time
     * @param flightAfter bytes sent and still unacknowledged after it
     * @return whether it is a partial acknowledgment in recovery: the first unacknowledged segment must go again now
     */
    public boolean acknowledged(long ack, long newlyAcked, long flightAfter) {
        duplicates = 0;
        if (recovering) {
            if (ack > recover) {
                recovering = false;
                cwnd = Math.min(ssthresh, Math.max(flightAfter, mss) + mss);
                return false;
            }
            cwnd = Math.max(mss, cwnd - newlyAcked + (newlyAcked >= mss ? mss : 0));
            return true;
        }
        if (cwnd < ssthresh) {
            cwnd += Math.min(newlyAcked, mss);
        } else {
            cwnd += Math.max(1, (long) mss * mss / cwnd);
        }
        cwnd = Math.min(cwnd, Math.max(MAX_WINDOW, mss));
        return false;
    }

    /**
     * A duplicate acknowledgment (RFC 5681 §2: no data, no new acknowledgment, the same window, data outstanding).
     *
     * @param ack        its acknowledgment, the first unacknowledged byte
     * @param flight     bytes sent and unacknowledged
     * @param highestSent the last byte sent so far
     * @return whether to retransmit the first unacknowledged segment now (fast retransmit)
     */
    public boolean duplicate(long ack, long flight, long highestSent) {
        if (recovering) {
            cwnd += mss;
            return false;
        }
        duplicates++;
        if (duplicates != DUPLICATE_THRESHOLD || ack <= recover) {
            return false;
        }
        ssthresh = Math.max(flight / 2, 2L * mss);
        cwnd = ssthresh + (long) DUPLICATE_THRESHOLD * mss;
        recover = highestSent;
        recovering = true;
        return true;
    }

    /**
     * The retransmission timer expired.
     *
     * @param flight      bytes sent and unacknowledged
     * @param highestSent the last byte sent so far
     */
    public void timedOut(long flight, long highestSent) {
        ssthresh = Math.max(flight / 2, 2L * mss);
        cwnd = mss;
        duplicates = 0;
        recovering = false;
        recover = highestSent;
    }

    /** The sender was idle longer than the timeout: the window starts again from the initial one (RFC 5681 §4.1). */
    public void restartAfterIdle() {
        cwnd = Math.min(cwnd, (long) mss * initialWindowSegments);
    }
}
