package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * A ring of slots in an SMP's shared memory, each on a cache line of its own after the line of the ring's tail
 * (seed 002 §3.2: one packet per cache line, bulk blocks on cache boundaries, so no two slots share a line): what
 * a packet queue and a bulk-data queue have in common. Senders share the tail and advance it with compare-and-swap
 * for a slot assignment; a slot's state is the handshake between a sender and the receiver, changed by
 * compare-and-swap where senders race, by a plain store where one party owns the slot. The tail, the states and the
 * contents live in a {@link SlotStore}: Java arrays in a simulation, a memory-mapped queue block across OS processes.
 *
 * @param <T> what a slot holds
 */
class SlotRing<T> {
    private final SlotStore<T> store;
    private final long firstLine;
    private final int capacity;
    /** capacity - 1 when the capacity is a power of two (a slot is then a mask, not a division, per poll); else -1. */
    private final int mask;

    /** A ring in simulated memory ({@link HeapSlots}); the tail on line {@code firstLine}, slot i on {@code firstLine + 1 + i}. */
    SlotRing(int capacity, long firstLine, String what) {
        this(heap(capacity, what), firstLine);
    }

    /** A ring over {@code store}; the tail on line {@code firstLine}, slot i on {@code firstLine + 1 + i}. */
    SlotRing(SlotStore<T> store, long firstLine) {
        this.store = store;
        this.firstLine = firstLine;
        this.capacity = store.capacity();
        this.mask = Integer.bitCount(capacity) == 1 ? capacity - 1 : -1;
    }

    private static <T> SlotStore<T> heap(int capacity, String what) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a " + what + " needs at least one slot, got " + capacity);
        }
        return new HeapSlots<>(capacity);
    }

    final int capacity() {
        return capacity;
    }

    /** The cache line of the tail. */
    final long tailLine() {
        return firstLine;
    }

    /** The cache line of slot {@code slot}. */
    final long lineOf(int slot) {
        return firstLine + 1 + slot;
    }

    /** The slot assignment {@code assignment} (a tail value) lands in. */
    final int slotOf(long assignment) {
        return mask >= 0 ? (int) (assignment & mask) : (int) (assignment % capacity);
    }

    /** The tail as a sender reads it: the next assignment. */
    final long tail() {
        return store.tail();
    }

    /** Compare-and-swap on the tail: takes assignment {@code expected} if no other sender took it first. */
    final boolean casTail(long expected) {
        return store.casTail(expected);
    }

    final SlotState state(int slot) {
        return store.state(slot);
    }

    /** Compare-and-swap on a slot's state; false when it was not {@code expected}. */
    final boolean casState(int slot, SlotState expected, SlotState next) {
        return store.casState(slot, expected, next);
    }

    /** A plain store of a slot's state, by the one party that owns the slot's current state. */
    final void setState(int slot, SlotState next) {
        store.setState(slot, next);
    }

    final void put(int slot, T item) {
        store.put(slot, item);
    }

    final T get(int slot) {
        return store.get(slot);
    }

    /** Slots in {@code state} now. */
    final int count(SlotState state) {
        int n = 0;
        for (int slot = 0; slot < store.capacity(); slot++) {
            n += store.state(slot) == state ? 1 : 0;
        }
        return n;
    }
}
