package org.ccw.engine.amii;

import java.util.Arrays;

import org.ccw.engine.trace.SlotState;

/**
 * A ring of slots in an SMP's shared memory, each on a cache line of its own after the line of the ring's tail
 * (seed 002 §3.2: one packet per cache line, bulk blocks on cache boundaries, so no two slots share a line): what
 * a packet queue and a bulk-data queue have in common. Senders share the tail and advance it with compare-and-swap
 * for a slot assignment; a slot's state is the handshake between a sender and the receiver, changed by
 * compare-and-swap where senders race, by a plain store where one party owns the slot.
 *
 * @param <T> what a slot holds
 */
class SlotRing<T> {
    private final SlotState[] states;
    private final Object[] items;
    private final long firstLine;
    private long tail;

    /** @param firstLine the cache line of the tail; slot i lies on line {@code firstLine + 1 + i} */
    SlotRing(int capacity, long firstLine, String what) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a " + what + " needs at least one slot, got " + capacity);
        }
        this.states = new SlotState[capacity];
        this.items = new Object[capacity];
        Arrays.fill(states, SlotState.FREE);
        this.firstLine = firstLine;
    }

    final int capacity() {
        return states.length;
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
        return (int) (assignment % states.length);
    }

    /** The tail as a sender reads it: the next assignment. */
    final long tail() {
        return tail;
    }

    /** Compare-and-swap on the tail: takes assignment {@code expected} if no other sender took it first. */
    final boolean casTail(long expected) {
        if (tail != expected) {
            return false;
        }
        tail++;
        return true;
    }

    final SlotState state(int slot) {
        return states[slot];
    }

    /** Compare-and-swap on a slot's state; false when it was not {@code expected}. */
    final boolean casState(int slot, SlotState expected, SlotState next) {
        if (states[slot] != expected) {
            return false;
        }
        states[slot] = next;
        return true;
    }

    /** A plain store of a slot's state, by the one party that owns the slot's current state. */
    final void setState(int slot, SlotState next) {
        states[slot] = next;
    }

    final void put(int slot, T item) {
        items[slot] = item;
    }

    @SuppressWarnings("unchecked")
    final T get(int slot) {
        return (T) items[slot];
    }

    /** Slots in {@code state} now. */
    final int count(SlotState state) {
        int n = 0;
        for (SlotState s : states) {
            n += s == state ? 1 : 0;
        }
        return n;
    }
}
