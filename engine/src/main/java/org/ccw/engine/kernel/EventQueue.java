package org.ccw.engine.kernel;

import java.util.Arrays;

/**
 * The pending-event set: a 4-ary min-heap kept in primitive arrays, with O(log n) cancellation by id.
 *
 * <p>Each heap entry is two {@code long} keys compared lexicographically: the due time in picoseconds, then an
 * order key that packs the priority (signed, upper 16 bits) above a 48-bit tie-breaker. The tie-breaker is the
 * insertion sequence, so events due at the same time with the same priority leave in the order they were
 * scheduled; in shuffle mode it is drawn from a seeded {@link RandomStream} instead, so that order becomes a
 * reproducible permutation that exposes code which silently depends on it.
 *
 * <p>An event's action, cause and heap position live in a <em>slot</em>; heap entries name their slot, and the
 * slot remembers where its entry sits so that {@link #cancel(long)} can find it without searching. An event id
 * packs the slot (low {@value #SLOT_BITS} bits) with the slot's generation, which grows each time the slot is
 * released, so an id is never reused and a stale id (run or cancelled event) is recognised in O(1).
 *
 * <p>{@link #pollHead()} leaves a hole at the root instead of sifting at once: when the event it returns
 * schedules another one (the common case in a simulation), {@link #add} drops the new entry into the hole and
 * sifts it down once, instead of a sift-down for the removal plus a sift-up for the insertion. Every other
 * operation first closes the hole the ordinary way.
 *
 * <p>Not thread-safe: callers serialise access.
 */
public final class EventQueue {
    /** Lowest accepted priority (runs first at equal times). */
    public static final int MIN_PRIORITY = Short.MIN_VALUE;
    /** Highest accepted priority (runs last at equal times). */
    public static final int MAX_PRIORITY = Short.MAX_VALUE;

    private static final int SLOT_BITS = 24;
    /** At most this many events can be pending at once (16,777,216). */
    public static final int MAX_PENDING = 1 << SLOT_BITS;
    private static final long SLOT_MASK = MAX_PENDING - 1;
    private static final int TIE_BITS = 48;
    private static final long TIE_MASK = (1L << TIE_BITS) - 1;
    private static final int INITIAL_CAPACITY = 64;

    private final RandomStream tieShuffle;
    private long nextSequence;

    private long[] heapTime;
    private long[] heapOrder;
    private int[] heapSlot;
    private int size;
    private boolean holeAtRoot;

    private Runnable[] slotAction;
    private long[] slotCause;
    private long[] slotGeneration;
    private int[] slotPosition;
    private int[] freeSlots;
    private int freeCount;
    private int slotsEverUsed;

    private long polledTime;
    private long polledCause;

    /** A queue whose same-time, same-priority events leave in insertion order. */
    public EventQueue() {
        this(null);
    }

    /**
     * A queue whose same-time, same-priority events leave in an order drawn from {@code tieShuffle}
     * (insertion order when null).
     */
    public EventQueue(RandomStream tieShuffle) {
        this.tieShuffle = tieShuffle;
        heapTime = new long[INITIAL_CAPACITY];
        heapOrder = new long[INITIAL_CAPACITY];
        heapSlot = new int[INITIAL_CAPACITY];
        slotAction = new Runnable[INITIAL_CAPACITY];
        slotCause = new long[INITIAL_CAPACITY];
        slotGeneration = new long[INITIAL_CAPACITY];
        slotPosition = new int[INITIAL_CAPACITY];
        freeSlots = new int[INITIAL_CAPACITY];
    }

    /**
     * Adds an event.
     *
     * @param timePs   due time in picoseconds
     * @param priority in [{@link #MIN_PRIORITY}, {@link #MAX_PRIORITY}]; lower runs first at equal times
     * @param action   what to run
     * @param cause    the trace record number to restore while it runs
     * @return the event's id, never reused by this queue
     */
    public long add(long timePs, int priority, Runnable action, long cause) {
        if (priority < MIN_PRIORITY || priority > MAX_PRIORITY) {
            throw new IllegalArgumentException(
                    "priority " + priority + " outside [" + MIN_PRIORITY + ", " + MAX_PRIORITY + "]");
        }
        if (action == null) {
            throw new NullPointerException("action");
        }
        long order = ((long) priority << TIE_BITS) | nextTie();
        int slot = allocateSlot();
        slotAction[slot] = action;
        slotCause[slot] = cause;
        if (holeAtRoot) {
            holeAtRoot = false;
            siftDown(0, timePs, order, slot);
        } else {
            if (size == heapTime.length) {
                growHeap();
            }
            siftUp(size++, timePs, order, slot);
        }
        return (slotGeneration[slot] << SLOT_BITS) | slot;
    }

    /** Number of pending events. */
    public int size() {
        return holeAtRoot ? size - 1 : size;
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    /** Due time of the next event in picoseconds; only valid when not {@link #isEmpty()}. */
    public long headTime() {
        closeHole();
        if (size == 0) {
            throw new IllegalStateException("no pending event");
        }
        return heapTime[0];
    }

    /**
     * Removes the next event and returns its action; its time and cause are then {@link #polledTime()} and
     * {@link #polledCause()}. Its id is dead from here on: cancelling it returns false.
     */
    public Runnable pollHead() {
        closeHole();
        if (size == 0) {
            throw new IllegalStateException("no pending event");
        }
        int slot = heapSlot[0];
        polledTime = heapTime[0];
        polledCause = slotCause[slot];
        Runnable action = slotAction[slot];
        releaseSlot(slot);
        holeAtRoot = true;
        return action;
    }

    /** Time in picoseconds of the event last returned by {@link #pollHead()}. */
    public long polledTime() {
        return polledTime;
    }

    /** Cause of the event last returned by {@link #pollHead()}. */
    public long polledCause() {
        return polledCause;
    }

    /** Removes a pending event. Returns false when the id is unknown, already ran or was already cancelled. */
    public boolean cancel(long eventId) {
        int slot = (int) (eventId & SLOT_MASK);
        if (eventId < 0 || slot >= slotsEverUsed || slotGeneration[slot] != eventId >>> SLOT_BITS
                || slotPosition[slot] < 0) {
            return false;
        }
        closeHole();
        int position = slotPosition[slot];
        releaseSlot(slot);
        removeAt(position);
        return true;
    }

    private long nextTie() {
        if (nextSequence > TIE_MASK) {
            throw new IllegalStateException("more than 2^48 events scheduled in one run");
        }
        long sequence = nextSequence++;
        return tieShuffle == null ? sequence : tieShuffle.nextLong() & TIE_MASK;
    }

    private void closeHole() {
        if (holeAtRoot) {
            holeAtRoot = false;
            removeAt(0);
        }
    }

    /** Fills heap position {@code position} (whose slot is already released) with the last entry. */
    private void removeAt(int position) {
        int last = --size;
        if (position == last) {
            return;
        }
        long time = heapTime[last];
        long order = heapOrder[last];
        int slot = heapSlot[last];
        if (position > 0 && before(time, order, heapTime[parent(position)], heapOrder[parent(position)])) {
            siftUp(position, time, order, slot);
        } else {
            siftDown(position, time, order, slot);
        }
    }

    private void siftUp(int position, long time, long order, int slot) {
        while (position > 0) {
            int parent = parent(position);
            if (!before(time, order, heapTime[parent], heapOrder[parent])) {
                break;
            }
            place(position, heapTime[parent], heapOrder[parent], heapSlot[parent]);
            position = parent;
        }
        place(position, time, order, slot);
    }

    private void siftDown(int position, long time, long order, int slot) {
        while (true) {
            int first = 4 * position + 1;
            if (first >= size) {
                break;
            }
            int best = first;
            long bestTime = heapTime[first];
            long bestOrder = heapOrder[first];
            int end = Math.min(first + 4, size);
            for (int child = first + 1; child < end; child++) {
                long childTime = heapTime[child];
                if (childTime < bestTime || (childTime == bestTime && heapOrder[child] < bestOrder)) {
                    best = child;
                    bestTime = childTime;
                    bestOrder = heapOrder[child];
                }
            }
            if (!before(bestTime, bestOrder, time, order)) {
                break;
            }
            place(position, bestTime, bestOrder, heapSlot[best]);
            position = best;
        }
        place(position, time, order, slot);
    }

    private void place(int position, long time, long order, int slot) {
        heapTime[position] = time;
        heapOrder[position] = order;
        heapSlot[position] = slot;
        slotPosition[slot] = position;
    }

    private static boolean before(long time, long order, long otherTime, long otherOrder) {
        return time < otherTime || (time == otherTime && order < otherOrder);
    }

    private static int parent(int position) {
        return (position - 1) >>> 2;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsEverUsed == MAX_PENDING) {
            throw new IllegalStateException("more than " + MAX_PENDING + " pending events");
        }
        if (slotsEverUsed == slotAction.length) {
            int capacity = Math.min(MAX_PENDING, slotAction.length * 2);
            slotAction = Arrays.copyOf(slotAction, capacity);
            slotCause = Arrays.copyOf(slotCause, capacity);
            slotGeneration = Arrays.copyOf(slotGeneration, capacity);
            slotPosition = Arrays.copyOf(slotPosition, capacity);
            freeSlots = Arrays.copyOf(freeSlots, capacity);
        }
        return slotsEverUsed++;
    }

    private void releaseSlot(int slot) {
        slotAction[slot] = null;
        slotGeneration[slot]++;
        slotPosition[slot] = -1;
        freeSlots[freeCount++] = slot;
    }

    private void growHeap() {
        int capacity = heapTime.length * 2;
        heapTime = Arrays.copyOf(heapTime, capacity);
        heapOrder = Arrays.copyOf(heapOrder, capacity);
        heapSlot = Arrays.copyOf(heapSlot, capacity);
    }
}
