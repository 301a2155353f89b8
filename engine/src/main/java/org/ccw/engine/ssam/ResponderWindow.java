package org.ccw.engine.ssam;

/**
 * The responder's half of a connection's flow control (seed 000 §3.3.1). Requests are handled exactly once and
 * in order: one that arrives early (within the window ahead of the next expected) waits in one of {@code size}
 * buffers; one that arrives again after it was handled is a duplicate, and since the requester only sends again
 * when it heard nothing, "a duplicate request signals a lost reply": the kept reply (or explicit ACK) for the
 * last {@code size} handled requests is sent again. Anything else is stale and dropped.
 *
 * <p>With the requester's {@code size} copies, these {@code size} early buffers and {@code size} kept replies, and
 * {@code size} reply buffers at the requester, a process holds the paper's 4w cells per peer.
 */
final class ResponderWindow {
    /** What an arriving request is, relative to the window. */
    enum Arrival { EXPECTED, EARLY, ALREADY_BUFFERED, DUPLICATE, STALE }

    /** Kept outcome of a handled request that was acknowledged explicitly rather than by a reply. */
    static final byte[] ACKNOWLEDGED = new byte[0];

    private final int size;
    private final SsamCell[] early;
    private final byte[][] outcomes;
    private long expected;

    ResponderWindow(int size) {
        this.size = size;
        this.early = new SsamCell[size];
        this.outcomes = new byte[size][];
    }

    /** The unbounded sequence number an arriving wire number stands for (relative to the next expected). */
    long sequenceOf(int wireSequence) {
        int ahead = Math.floorMod(wireSequence - expected, SsamCell.SEQUENCE_MODULUS);
        return ahead < size ? expected + ahead : expected + ahead - SsamCell.SEQUENCE_MODULUS;
    }

    Arrival classify(long sequence) {
        if (sequence == expected) {
            return Arrival.EXPECTED;
        }
        if (sequence > expected && sequence < expected + size) {
            return early[slot(sequence)] != null ? Arrival.ALREADY_BUFFERED : Arrival.EARLY;
        }
        if (sequence < expected && sequence >= expected - size && outcomes[slot(sequence)] != null) {
            return Arrival.DUPLICATE;
        }
        return Arrival.STALE;
    }

    long expected() {
        return expected;
    }

    /** Keeps an early request until the ones before it have been handled. */
    void buffer(long sequence, SsamCell request) {
        early[slot(sequence)] = request;
    }

    /**
     * Records that the expected request was handled with {@code outcome} (the encoded reply, or
     * {@link #ACKNOWLEDGED}) and moves on.
     *
     * @return the buffered request that is now expected, or null
     */
    SsamCell handled(byte[] outcome) {
        outcomes[slot(expected)] = outcome;
        expected++;
        SsamCell next = early[slot(expected)];
        early[slot(expected)] = null;
        return next;
    }

    /** The kept outcome of handled request {@code sequence} (a {@link Arrival#DUPLICATE}). */
    byte[] outcome(long sequence) {
        return outcomes[slot(sequence)];
    }

    private int slot(long sequence) {
        return (int) Math.floorMod(sequence, (long) size);
    }
}
