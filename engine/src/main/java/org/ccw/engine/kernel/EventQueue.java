package org.ccw.engine.kernel;

import java.util.Arrays;

/**
 * The pending-event set: a ladder of time buckets over a 4-ary heap, all in primitive arrays, with O(1)
 * cancellation by id.
 *
 * <p><b>Order.</b> Each event has two {@code long} keys compared lexicographically: the due time in picoseconds
 * (never negative), then an order key that packs the priority (signed, upper 16 bits) above a 48-bit tie-breaker.
 * The tie-breaker is the insertion sequence, so events due at the same time with the same priority leave in the
 * order they were scheduled; in shuffle mode it is drawn from a seeded {@link RandomStream} instead, so that order
 * becomes a reproducible permutation that exposes code which silently depends on it.
 *
 * <p><b>Slots and ids.</b> An event's action and cause live in a <em>slot</em>. An event id packs the slot (low
 * {@value #SLOT_BITS} bits) with the slot's generation, which grows whenever an event in the slot runs or is
 * cancelled, so an id is never reused and a dead id is recognised in O(1). Cancelling is lazy: the slot forgets
 * its action and its entry stays wherever it is until it is met again, when it is discarded unseen. The price is
 * that cancelled timers hold their slot until their due time draws near.
 *
 * <p><b>Structure.</b> While few events are pending they all live in one {@link EventHeap}. Beyond
 * {@value #LADDER_THRESHOLD} the queue becomes a two-level ladder queue (after Tang, Goh and Thng, <i>Ladder
 * queue: an O(1) priority queue structure for large-scale discrete event simulation</i>, ACM TOMACS 2005) with the
 * heap as its bottom: far-future events are appended, unsorted, to an unbounded <em>top</em> list; when the rest
 * runs out the top is spread over one <em>rung</em> of equal-width time buckets (a power of two picoseconds wide,
 * sized for about {@value #EVENTS_PER_BUCKET} events each); a bucket is heapified into the bottom only when the
 * bottom has run dry. New events go to the bottom when due no later than the bucket being consumed, to a later
 * bucket of the rung, or to the top. A large heap costs a cache miss per level per operation; here an event is
 * touched about once while parked and then sorted among a few dozen neighbours that fit in the first-level
 * cache. Every event due at one time always sits in the same bucket, so the heap alone decides the order among
 * them and the total order above is exactly that of a single heap. When a new top holds few events the queue
 * falls back to the heap alone.
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
    private static final int NONE = -1;

    /** Heap size at which the ladder takes over; below a quarter of it a rebuilt top goes back to the heap. */
    static final int LADDER_THRESHOLD = 256;
    /** Average events per bucket when a rung is spread. */
    static final int EVENTS_PER_BUCKET = 4;

    private final RandomStream tieShuffle;
    private long nextSequence;
    private int live;

    /** A slot's action, or null while it is free or holds a cancelled event. */
    private Runnable[] slotAction;
    private long[] slotCause;
    private long[] slotGeneration;
    private int[] freeSlots;
    private int freeCount;
    private int slotsEverUsed;

    private final EventHeap bottom = new EventHeap();
    /** The top (list {@value #TOP}) and the rung's buckets (list {@value #FIRST_BUCKET} + i). */
    private final ChunkedLists chunks = new ChunkedLists();
    private static final int TOP = 0;
    private static final int FIRST_BUCKET = 1;
    private boolean laddered;
    /** Bucket i of the rung holds times in [rungStart + i << bucketShift, rungStart + (i + 1) << bucketShift). */
    private long rungStart;
    private int bucketShift;
    private int bucketCount;
    /** The bucket the bottom was last filled from (-1 before the first); earlier times belong to the bottom. */
    private int currentBucket = NONE;
    private int topCount;
    private long topMin;
    private long topMax;

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
        slotAction = new Runnable[INITIAL_CAPACITY];
        slotCause = new long[INITIAL_CAPACITY];
        slotGeneration = new long[INITIAL_CAPACITY];
        freeSlots = new int[INITIAL_CAPACITY];
    }

    /**
     * Adds an event.
     *
     * @param timePs   due time in picoseconds, not negative
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
        if (timePs < 0) {
            throw new IllegalArgumentException("negative time " + timePs + " ps");
        }
        long order = ((long) priority << TIE_BITS) | nextTie();
        int slot = allocateSlot();
        slotAction[slot] = action;
        slotCause[slot] = cause;
        live++;
        if (!laddered) {
            if (bottom.size() < LADDER_THRESHOLD) {
                bottom.insert(timePs, order, slot);
            } else {
                spillBottomToTop();
                park(timePs, order, slot);
            }
        } else {
            long bucket = (timePs - rungStart) >> bucketShift;
            if (bucket <= currentBucket) {
                bottom.insert(timePs, order, slot);
            } else {
                park(timePs, order, slot, bucket);
            }
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
        settleHead();
        return bottom.rootTime();
    }

    /**
     * Removes the next event and returns its action; its time and cause are then {@link #polledTime()} and
     * {@link #polledCause()}. Its id is dead from here on: cancelling it returns false.
     */
    public Runnable pollHead() {
        settleHead();
        int slot = bottom.rootSlot();
        polledTime = bottom.rootTime();
        polledCause = slotCause[slot];
        Runnable action = slotAction[slot];
        kill(slot);
        freeSlots[freeCount++] = slot;
        live--;
        bottom.takeRoot();
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

    /** Brings the next live event to the root of the bottom heap, discarding cancelled entries on the way. */
    private void settleHead() {
        if (live == 0) {
            throw new IllegalStateException("no pending event");
        }
        bottom.closeHole();
        while (true) {
            if (bottom.size() == 0) {
                refillBottom();
            } else if (slotAction[bottom.rootSlot()] == null) {
                release(bottom.rootSlot());
                bottom.removeRoot();
            } else {
                return;
            }
        }
    }

    /** Moves the next non-empty bucket into the (empty) bottom, spreading the top over a new rung first if needed. */
    private void refillBottom() {
        int next = currentBucket + 1;
        while (next < bucketCount && chunks.isEmpty(FIRST_BUCKET + next)) {
            next++;
        }
        if (next == bucketCount) {
            spreadTop();
            return;
        }
        currentBucket = next;
        chunks.drain(FIRST_BUCKET + next, bottom::append);
        bottom.heapify();
    }

    /**
     * Empties the top: into the bottom alone when it holds few events, else over a fresh rung of buckets whose
     * width is the power of two that spreads its time span over about one bucket per {@value #EVENTS_PER_BUCKET}
     * events.
     */
    private void spreadTop() {
        if (topCount < LADDER_THRESHOLD / 4) {
            laddered = false;
            bucketCount = 0;
            currentBucket = NONE;
            topCount = 0;
            chunks.drain(TOP, bottom::append);
            bottom.heapify();
            return;
        }
        long widthAtLeast = (topMax - topMin) / (topCount / EVENTS_PER_BUCKET) + 1;
        bucketShift = 64 - Long.numberOfLeadingZeros(widthAtLeast - 1);
        rungStart = topMin;
        bucketCount = (int) ((topMax - topMin) >> bucketShift) + 1;
        chunks.ensureLists(FIRST_BUCKET + bucketCount);
        currentBucket = NONE;
        topCount = 0;
        chunks.drain(TOP, (time, order, slot) ->
                chunks.append(FIRST_BUCKET + (int) ((time - rungStart) >> bucketShift), time, order, slot));
    }

    /** Leaves heap-only operation: every heap entry moves, unsorted, to the top (cancelled ones are freed). */
    private void spillBottomToTop() {
        bottom.closeHole();
        for (int i = 0; i < bottom.size(); i++) {
            int slot = bottom.slotAt(i);
            if (slotAction[slot] == null) {
                release(slot);
            } else {
                park(bottom.timeAt(i), bottom.orderAt(i), slot);
            }
        }
        bottom.clear();
        laddered = true;
        bucketCount = 0;
        currentBucket = NONE;
        rungStart = 0;
        bucketShift = 62;
    }

    /** Parks an event in its bucket of the rung, or in the top when it is beyond the rung. */
    private void park(long time, long order, int slot, long bucket) {
        if (bucket < bucketCount) {
            chunks.append(FIRST_BUCKET + (int) bucket, time, order, slot);
        } else {
            park(time, order, slot);
        }
    }

    /** Appends an event to the top. */
    private void park(long time, long order, int slot) {
        chunks.append(TOP, time, order, slot);
        if (topCount++ == 0) {
            topMin = time;
            topMax = time;
        } else if (time < topMin) {
            topMin = time;
        } else if (time > topMax) {
            topMax = time;
        }
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

    private void release(int slot) {
        freeSlots[freeCount++] = slot;
    }
}
