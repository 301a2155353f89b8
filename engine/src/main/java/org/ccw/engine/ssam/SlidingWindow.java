package org.ccw.engine.ssam;

/**
 * The requester's half of a connection's flow control (seed 000 §3.3.1): at most {@code size} requests are
 * unacknowledged, and a copy of each is kept until its reply or explicit ACK arrives, so that it can be sent
 * again. Sequence numbers count up without bound here; the wire carries them modulo
 * {@value SsamCell#SEQUENCE_MODULUS}, which is unambiguous because the window never spans more than
 * {@link SsamCell#MAX_WINDOW} of them.
 *
 * <p>Invariant: {@code base <= next <= base + size}; every sequence number below {@code base} is acknowledged.
 */
final class SlidingWindow {
    private final int size;
    private final byte[][] copies;
    private final boolean[] acknowledged;
    private final int[] attempts;
    private final long[] sentPs;
    private long base;
    private long next;

    SlidingWindow(int size) {
        this.size = size;
        this.copies = new byte[size][];
        this.acknowledged = new boolean[size];
        this.attempts = new int[size];
        this.sentPs = new long[size];
    }

    int size() {
        return size;
    }

    /** Whether one more request may be sent now. */
    boolean hasRoom() {
        return next - base < size;
    }

    /** Requests sent and not yet acknowledged. */
    int inFlight() {
        int unacknowledged = 0;
        for (long s = base; s < next; s++) {
            unacknowledged += acknowledged[slot(s)] ? 0 : 1;
        }
        return unacknowledged;
    }

    boolean empty() {
        return base == next;
    }

    /** The sequence number the next request will get. */
    long nextSequence() {
        return next;
    }

    /**
     * Keeps {@code cell}, the encoded request with sequence number {@link #nextSequence()}, sent at {@code nowPs},
     * until acknowledged.
     */
    void add(byte[] cell, long nowPs) {
        if (!hasRoom()) {
            throw new IllegalStateException("window of " + size + " is full");
        }
        int slot = slot(next);
        copies[slot] = cell;
        acknowledged[slot] = false;
        attempts[slot] = 0;
        sentPs[slot] = nowPs;
        next++;
    }

    /**
     * The unbounded sequence number of an unacknowledged request whose wire number is {@code wireSequence}, or -1
     * when no such request is outstanding (a duplicate reply or ACK).
     */
    long outstanding(int wireSequence) {
        long s = base + Math.floorMod(wireSequence - base, SsamCell.SEQUENCE_MODULUS);
        return s < next && !acknowledged[slot(s)] ? s : -1;
    }

    /** Marks {@code sequence} (from {@link #outstanding}) acknowledged and slides the window past acked ones. */
    void acknowledge(long sequence) {
        int slot = slot(sequence);
        acknowledged[slot] = true;
        copies[slot] = null;
        while (base < next && acknowledged[slot(base)]) {
            base++;
        }
    }

    /** Unacknowledged requests from oldest, for retransmission: their sequence numbers. */
    long[] unacknowledged() {
        return java.util.stream.LongStream.range(base, next).filter(s -> !acknowledged[slot(s)]).toArray();
    }

    /** The kept copy of unacknowledged request {@code sequence}. */
    byte[] copy(long sequence) {
        return copies[slot(sequence)];
    }

    /** Counts one more transmission of {@code sequence}; returns the retransmission's attempt number (1 first). */
    int retransmitted(long sequence) {
        return ++attempts[slot(sequence)];
    }

    /** Times unacknowledged request {@code sequence} was sent again (0: only once). */
    int attempts(long sequence) {
        return attempts[slot(sequence)];
    }

    /** When unacknowledged request {@code sequence} was first sent. */
    long sentPs(long sequence) {
        return sentPs[slot(sequence)];
    }

    /** Times the oldest unacknowledged request was sent again (0 when none is or it went once). */
    int oldestAttempts() {
        for (long s = base; s < next; s++) {
            if (!acknowledged[slot(s)]) {
                return attempts[slot(s)];
            }
        }
        return 0;
    }

    private int slot(long sequence) {
        return (int) (sequence % size);
    }
}
