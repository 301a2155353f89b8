package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * Where a {@link SlotRing}'s tail, slot states and slot contents live: the storage seam under the handshake
 * (seed 002 §3.2-3.3), so that one piece of code ({@link Handshake}) runs it whether the queue block is simulated
 * ({@link HeapSlots}: Java arrays in one process, priced by {@link CacheLines}) or real ({@link MappedQueueBlock}:
 * a memory-mapped file shared by OS processes, compare-and-swap through VarHandles).
 *
 * <p>Contract: {@link #casTail} and {@link #casState} are atomic against every other party using the same store
 * (in any process); {@link #setState} is a release store (everything {@link #put} wrote before it is visible to a
 * party that then reads the new state through {@link #state}, an acquire read).
 *
 * @param <T> what a slot holds (a {@link Packet}, or a bulk block's bytes)
 */
interface SlotStore<T> {
    /** Slots in the ring. */
    int capacity();

    /** The tail as a sender reads it: the next slot assignment. */
    long tail();

    /** Compare-and-swap on the tail, {@code expected} → {@code expected + 1}; false when another sender took it. */
    boolean casTail(long expected);

    /** Slot {@code slot}'s state (an acquire read). */
    SlotState state(int slot);

    /**
     * Compare-and-swap on slot {@code slot}'s state; false when it was not {@code expected}. A store shared between
     * processes records who claimed the slot, and when, on a successful claim (→ {@code CLAIMED}).
     */
    boolean casState(int slot, SlotState expected, SlotState next);

    /** A release store of slot {@code slot}'s state, by the one party that owns its current state. */
    void setState(int slot, SlotState next);

    /** Writes {@code item} into slot {@code slot} (null: the receiver is done with it), by the slot's owner. */
    void put(int slot, T item);

    /** What slot {@code slot} holds, read after its state said it is ready. */
    T get(int slot);
}
