package org.ccw.engine.realtime;

/**
 * The events a {@link RealTimeScheduler}'s loop schedules for now (delay 0, the default priority), in the order it
 * scheduled them: a stack's continuations, most of its events over a real transport (SSAM's poll, read, dispatch and
 * send steps). They are due the moment they are made, so they need no ordering by time, no lock (only the loop
 * touches them) and no clock read to run; the loop still runs an earlier-due event of its queue before them.
 * Each keeps its time (for that comparison) and the trace cause to restore while it runs. An id is
 * {@link #ID_BIT} plus a sequence number, so it never equals an {@link org.ccw.engine.kernel.EventQueue} id (whose
 * slot generation would need 2^38 reuses of one slot to reach that bit).
 */
final class DueNow {
    /** The bit that marks an id as one of these events'. */
    static final long ID_BIT = 1L << 62;

    private Runnable[] actions = new Runnable[64];
    private long[] times = new long[64];
    private long[] causes = new long[64];
    /** Sequence numbers of the oldest waiting event and of the next one added. */
    private long head;
    private long tail;
    private long polledCause;

    boolean isEmpty() {
        return head == tail;
    }

    /** Adds an event due at {@code timePs} (not before any already here); its id. */
    long add(long timePs, Runnable action, long cause) {
        if (tail - head == actions.length) {
            grow();
        }
        int i = index(tail);
        actions[i] = action;
        times[i] = timePs;
        causes[i] = cause;
        return ID_BIT | tail++;
    }

    /** Due time of the oldest event, in picoseconds; only when not {@link #isEmpty()}. */
    long headTime() {
        return times[index(head)];
    }

    /** Removes the oldest event and returns its action (null: cancelled); its cause is {@link #polledCause()}. */
    Runnable poll() {
        int i = index(head++);
        Runnable action = actions[i];
        actions[i] = null;
        polledCause = causes[i];
        return action;
    }

    long polledCause() {
        return polledCause;
    }

    /** Whether {@code eventId} is one of these events' ids (waiting, run or cancelled). */
    static boolean owns(long eventId) {
        return eventId >= 0 && (eventId & ID_BIT) != 0;
    }

    /** Cancels a waiting event; false when it already ran or was cancelled. */
    boolean cancel(long eventId) {
        long sequence = eventId & ~ID_BIT;
        if (sequence < head || sequence >= tail || actions[index(sequence)] == null) {
            return false;
        }
        actions[index(sequence)] = null;
        return true;
    }

    private int index(long sequence) {
        return (int) (sequence & (actions.length - 1));
    }

    private void grow() {
        int size = actions.length;
        Runnable[] a = new Runnable[2 * size];
        long[] t = new long[2 * size];
        long[] c = new long[2 * size];
        for (long s = head; s < tail; s++) {
            int from = index(s);
            int to = (int) (s & (2 * size - 1));
            a[to] = actions[from];
            t[to] = times[from];
            c[to] = causes[from];
        }
        actions = a;
        times = t;
        causes = c;
    }
}
