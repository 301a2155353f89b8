package org.ccw.engine.kernel;

import java.util.Arrays;

/**
 * The sorted end of the pending-event set: a 4-ary min-heap of (time, order key, slot) entries kept in primitive
 * arrays. Entries compare by time in picoseconds, then by order key (see {@link EventQueue}); the slot is carried
 * along. The two keys of an entry sit side by side in one array, so the four children a sift compares share one
 * or two cache lines.
 *
 * <p>{@link #takeRoot()} leaves a hole at the root instead of sifting at once: when the event just taken
 * schedules another one that lands here (the common case in a simulation), {@link #insert} drops the new entry
 * into the hole and sifts it down once, instead of a sift-down for the removal plus a sift-up for the insertion.
 * Every other operation first closes the hole the ordinary way.
 */
final class EventHeap {
    private static final int INITIAL_CAPACITY = 64;

    /** Entry i's due time at [2i], its order key at [2i + 1]. */
    private long[] keys = new long[2 * INITIAL_CAPACITY];
    private int[] slots = new int[INITIAL_CAPACITY];
    /** Entries in use, counting the hole at the root when there is one. */
    private int size;
    private boolean holeAtRoot;

    /** Entries held, not counting a hole. */
    int size() {
        return holeAtRoot ? size - 1 : size;
    }

    /** Due time of the root; the hole must be closed and the heap not empty. */
    long rootTime() {
        return keys[0];
    }

    /** Slot of the root; the hole must be closed and the heap not empty. */
    int rootSlot() {
        return slots[0];
    }

    /** Marks the root as taken; the caller has read it already. */
    void takeRoot() {
        holeAtRoot = true;
    }

    /** Adds an entry, into the hole at the root if there is one. */
    void insert(long time, long order, int slot) {
        if (holeAtRoot) {
            holeAtRoot = false;
            siftDown(0, time, order, slot);
        } else {
            ensureCapacity(size + 1);
            siftUp(size++, time, order, slot);
        }
    }

    /** Fills the hole left by {@link #takeRoot()}, if any, with the last entry. */
    void closeHole() {
        if (holeAtRoot) {
            holeAtRoot = false;
            removeRoot();
        }
    }

    /** Drops the root (the hole must be closed). */
    void removeRoot() {
        int last = --size;
        if (last > 0) {
            siftDown(0, keys[2 * last], keys[2 * last + 1], slots[last]);
        }
    }

    /** Appends an entry without ordering it; call {@link #heapify()} before reading the root again. */
    void append(long time, long order, int slot) {
        ensureCapacity(size + 1);
        place(size++, time, order, slot);
    }

    /** Restores the heap order after {@link #append}s, in time linear in the size (Floyd). */
    void heapify() {
        if (size < 2) {
            return;
        }
        for (int position = (size - 2) >>> 2; position >= 0; position--) {
            siftDown(position, keys[2 * position], keys[2 * position + 1], slots[position]);
        }
    }

    /** Due time of entry {@code i} in storage order, for draining (the hole must be closed). */
    long timeAt(int i) {
        return keys[2 * i];
    }

    /** Order key of entry {@code i} in storage order. */
    long orderAt(int i) {
        return keys[2 * i + 1];
    }

    /** Slot of entry {@code i} in storage order. */
    int slotAt(int i) {
        return slots[i];
    }

    /** Forgets every entry (the hole must be closed); used after draining them elsewhere. */
    void clear() {
        size = 0;
    }

    private void siftUp(int position, long time, long order, int slot) {
        long[] k = keys;
        while (position > 0) {
            int parent = (position - 1) >>> 2;
            long parentTime = k[2 * parent];
            long parentOrder = k[2 * parent + 1];
            if (time > parentTime || (time == parentTime && order >= parentOrder)) {
                break;
            }
            place(position, parentTime, parentOrder, slots[parent]);
            position = parent;
        }
        place(position, time, order, slot);
    }

    private void siftDown(int position, long time, long order, int slot) {
        long[] k = keys;
        int n = size;
        while (true) {
            int first = 4 * position + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            long bestTime = k[2 * first];
            long bestOrder = k[2 * first + 1];
            int end = Math.min(first + 4, n);
            for (int child = first + 1; child < end; child++) {
                long childTime = k[2 * child];
                if (childTime < bestTime || (childTime == bestTime && k[2 * child + 1] < bestOrder)) {
                    best = child;
                    bestTime = childTime;
                    bestOrder = k[2 * child + 1];
                }
            }
            if (time < bestTime || (time == bestTime && order <= bestOrder)) {
                break;
            }
            place(position, bestTime, bestOrder, slots[best]);
            position = best;
        }
        place(position, time, order, slot);
    }

    private void place(int position, long time, long order, int slot) {
        keys[2 * position] = time;
        keys[2 * position + 1] = order;
        slots[position] = slot;
    }

    private void ensureCapacity(int entries) {
        if (entries > slots.length) {
            int capacity = Math.max(entries, 2 * slots.length);
            keys = Arrays.copyOf(keys, 2 * capacity);
            slots = Arrays.copyOf(slots, capacity);
        }
    }
}
