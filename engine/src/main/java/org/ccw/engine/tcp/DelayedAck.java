package org.ccw.engine.tcp;

/**
 * The receiver's acknowledgment policy (RFC 1122 §4.2.3.2, RFC 5681 §4.2): in-order data is acknowledged at once
 * when two full-sized segments' worth is unacknowledged, else when the delayed-acknowledgment clock next ticks (BSD's
 * 200 ms fast timer, which fires for all connections together: a delay of up to one period), or, for a kernel
 * whose connections time their own (Solaris's 50 ms), one period after the data came — unless data going the
 * other way carries the acknowledgment first. A segment out of order, or one that fills a gap, is acknowledged at
 * once (the duplicate acknowledgments fast retransmit counts).
 */
public final class DelayedAck {
    private final int mss;
    private final long periodPs;
    private final long phasePs;
    private final boolean fromArrival;
    private long unacknowledgedBytes;

    /**
     * @param mss      a full-sized segment, bytes
     * @param periodPs the delayed-acknowledgment clock's period; 0 acknowledges every segment at once
     * @param phasePs  when it ticks: at {@code phasePs} + k × {@code periodPs} (the host's own phase)
     */
    public DelayedAck(int mss, long periodPs, long phasePs) {
        this(mss, periodPs, phasePs, false);
    }

    /**
     * @param fromArrival the acknowledgment goes {@code periodPs} after the data that started the wait (a timer
     *                    of the connection's own, as Solaris's), not on a shared clock's next tick (BSD's)
     */
    public DelayedAck(int mss, long periodPs, long phasePs, boolean fromArrival) {
        this.mss = mss;
        this.periodPs = periodPs;
        this.phasePs = phasePs;
        this.fromArrival = fromArrival;
    }

    /**
     * {@code bytes} of in-order data arrived.
     *
     * @return whether to acknowledge now; else by {@link #duePs}
     */
    public boolean arrived(int bytes) {
        unacknowledgedBytes += bytes;
        return periodPs == 0 || unacknowledgedBytes >= 2L * mss;
    }

    /** An acknowledgment went (alone or on data): nothing is waiting. */
    public void acknowledged() {
        unacknowledgedBytes = 0;
    }

    /** Whether data is waiting for an acknowledgment. */
    public boolean pending() {
        return unacknowledgedBytes > 0;
    }

    /**
     * When the delayed acknowledgment goes if data arrived at {@code nowPs}: the shared clock's next tick after it,
     * or one period after it.
     */
    public long duePs(long nowPs) {
        return fromArrival ? nowPs + periodPs : RtoEstimator.onTick(nowPs + 1, periodPs, phasePs);
    }
}
