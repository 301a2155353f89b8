package org.ccw.engine.kernel;

import java.util.Arrays;

/**
 * The pending-event set: a 4-ary min-heap kept in primitive arrays, with O(1) cancellation by id.
 *
 * <p>Each heap entry is two {@code long} keys compared lexicographically: the due time in picoseconds, then an
 * order key that packs the priority (signed, upper 16 bits) above a 48-bit tie-breaker. The tie-breaker is the
 * insertion sequence, so events due at the same time with the same priority leave in the order they were
 * scheduled; in shuffle mode it is drawn from a seeded {@link RandomStream} instead, so that order becomes a
 * reproducible permutation that exposes code which silently depends on it. The two keys of an entry sit side
 * by side in one array, so the four children a sift compares share one or two cache lines.
 *
 * <p>An event's action and cause live in a <em>slot</em> that its heap entry names. An event id packs the slot
 * (low {@value #SLOT_BITS} bits) with the slot's generation, which grows whenever an event in the slot runs or
 * is cancelled, so an id is never reused and a dead id is recognised in O(1). Cancelling is lazy: the slot
 * forgets its action and the heap entry stays until it reaches the root, where it is discarded unseen. Heap
 * moves therefore touch only the heap arrays; the price is that cancelled timers hold heap space until their
 * due time.
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
    /** At most this many events (pending, or cancelled but not yet discarded) can be held at once. */
    public static final int MAX_PENDING = 1 << SLOT_BITS;
    private static final long SLOT_MASK = MAX_PENDING - 1;
    private static final int TIE_BITS = 48;
    private static final long TIE_MASK = (1L << TIE_BITS) - 1;
    private static final int INITIAL_CAPACITY = 64;

    private final RandomStream tieShuffle;
    private long nextSequence;

    /** Entry i's due time at [2i], its order key at [2i + 1]. */
    private long[] heapKeys;
    private int[] heapSlot;
    private int size;
    private boolean holeAtRoot;
    private int live;

    /** A slot's action, or null while it is free or holds a cancelled event. */
    private Runnable[] slotAction;
    private long[] slotCause;
    private long[] slotGeneration;
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
        heapKeys = new long[2 * INITIAL_CAPACITY];
        heapSlot = new int[INITIAL_CAPACITY];
        slotAction = new Runnable[INITIAL_CAPACITY];
        slotCause = new long[INITIAL_CAPACITY];
        slotGeneration = new long[INITIAL_CAPACITY];
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
        live++;
        if (holeAtRoot) {
            holeAtRoot = false;
            siftDown(0, timePs, order, slot);
        } else {
            if (size == heapSlot.length) {
                growHeap();
            }
            siftUp(size++, timePs, order, slot);
        }
        return (slotGeneration[slot] << SLOT_BITS) | slot;
    }

    /** Number of pending events (cancelled ones not counted). */
    public int size() {
        return live;
    }

    public boolean isEmpty() {
        return live == 0;
    }

    /** Due time of the next event in picoseconds; only valid when not {@link #isEmpty()}. */
    public long headTime() {
        discardCancelledHead();
        return heapKeys[0];
    }

    /**
     * Removes the next event and returns its action; its time and cause are then {@link #polledTime()} and
     * {@link #polledCause()}. Its id is dead from here on: cancelling it returns false.
     */
    public Runnable pollHead() {
        discardCancelledHead();
        int slot = heapSlot[0];
        polledTime = heapKeys[0];
        polledCause = slotCause[slot];
        Runnable action = slotAction[slot];
        kill(slot);
        freeSlots[freeCount++] = slot;
        live--;
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

    /** Cancels a pending event. Returns false when the id is unknown, already ran or was already cancelled. */
    public boolean cancel(long eventId) {
        int slot = (int) (eventId & SLOT_MASK);
        if (eventId < 0 || slot >= slotsEverUsed || slotGeneration[slot] != eventId >>> SLOT_BITS
                || slotAction[slot] == null) {
            return false;
        }
        kill(slot);
        live--;
        return true;
    }

    private long nextTie() {
        if (nextSequence > TIE_MASK) {
            throw new IllegalStateException("more than 2^48 events scheduled in one run");
        }
        long sequence = nextSequence++;
        return tieShuffle == null ? sequence : tieShuffle.nextLong() & TIE_MASK;
    }

    /** Closes the hole and drops cancelled entries until a live event is at the root. */
    private void discardCancelledHead() {
        if (live == 0) {
            throw new IllegalStateException("no pending event");
        }
        if (holeAtRoot) {
            holeAtRoot = false;
            removeRoot();
        }
        while (slotAction[heapSlot[0]] == null) {
            freeSlots[freeCount++] = heapSlot[0];
            removeRoot();
        }
    }

    /** Fills the root (whose slot is already free) with the last entry. */
    private void removeRoot() {
        int last = --size;
        if (last > 0) {
            siftDown(0, heapKeys[2 * last], heapKeys[2 * last + 1], heapSlot[last]);
        }
    }

    private void siftUp(int position, long time, long order, int slot) {
        long[] keys = heapKeys;
        while (position > 0) {
            int parent = (position - 1) >>> 2;
            long parentTime = keys[2 * parent];
            long parentOrder = keys[2 * parent + 1];
            if (time > parentTime || (time == parentTime && order >= parentOrder)) {
                break;
            }
            place(position, parentTime, parentOrder, heapSlot[parent]);
            position = parent;
        }
        place(position, time, order, slot);
    }

    private void siftDown(int position, long time, long order, int slot) {
        long[] keys = heapKeys;
        int n = size;
        while (true) {
            int first = 4 * position + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bestTime = keys[2 * first];
            long bestOrder = keys[2 * first + 1];
            int end = Math.min(first + 4, n);
            for (int child = first + 1; child < end; child++) {
                long childTime = keys[2 * child];
                if (childTime < bestTime || (childTime == bestTime && keys[2 * child + 1] < bestOrder)) {
                    best = child;
                    bestTime = childTime;
                    bestOrder = keys[2 * child + 1];
                }
            }
            if (time < bestTime || (time == bestTime && order <= bestOrder)) {
                break;
            }
            place(position, bestTime, bestOrder, heapSlot[best]);
            position = best;
        }
        place(position, time, order, slot);
    }

    private void place(int position, long time, long order, int slot) {
        heapKeys[2 * position] = time;
        heapKeys[2 * position + 1] = order;
        heapSlot[position] = slot;
    }

    private int allocateSlot() {
        if (freeCount > 0) {
            return freeSlots[--freeCount];
        }
        if (slotsEverUsed == MAX_PENDING) {
            throw new IllegalStateException("more than " + MAX_PENDING + " events held at once");
        }
        if (slotsEverUsed == slotAction.length) {
            int capacity = Math.min(MAX_PENDING, slotAction.length * 2);
            slotAction = Arrays.copyOf(slotAction, capacity);
            slotCause = Arrays.copyOf(slotCause, capacity);
            slotGeneration = Arrays.copyOf(slotGeneration, capacity);
            freeSlots = Arrays.copyOf(freeSlots, capacity);
        }
        return slotsEverUsed++;
    }

    /** Ends the event in {@code slot}: its id dies and its action is forgotten (the slot is freed separately). */
    private void kill(int slot) {
        slotAction[slot] = null;
        slotGeneration[slot]++;
    }

    private void growHeap() {
        heapKeys = Arrays.copyOf(heapKeys, heapKeys.length * 2);
        heapSlot = Arrays.copyOf(heapSlot, heapSlot.length * 2);
    }
}
