package org.ccw.engine.amii;

import java.util.Arrays;

import org.ccw.engine.trace.SlotState;

/**
 * A {@link SlotStore} in Java arrays: the simulated shared memory, where every process of an SMP is an
 * {@link Endpoint} of one simulation and the kernel runs one event at a time, so a compare-and-swap is a compare
 * and a store (atomic because nothing else runs between them), and what it costs is charged by {@link Send}.
 *
 * @param <T> what a slot holds
 */
final class HeapSlots<T> implements SlotStore<T> {
    private final SlotState[] states;
    private final Object[] items;
    private long tail;

    HeapSlots(int capacity) {
        this.states = new SlotState[capacity];
        this.items = new Object[capacity];
        Arrays.fill(states, SlotState.FREE);
    }

    @Override
    public int capacity() {
        return states.length;
    }

    @Override
    public long tail() {
        return tail;
    }

    @Override
    public boolean casTail(long expected) {
        if (tail != expected) {
            return false;
        }
        tail++;
        return true;
    }

    @Override
    public SlotState state(int slot) {
        return states[slot];
    }

    @Override
    public boolean casState(int slot, SlotState expected, SlotState next) {
        if (states[slot] != expected) {
            return false;
        }
        states[slot] = next;
        return true;
    }

    @Override
    public void setState(int slot, SlotState next) {
        states[slot] = next;
    }

    @Override
    public void put(int slot, T item) {
        items[slot] = item;
    }

    @Override
    @SuppressWarnings("unchecked")
    public T get(int slot) {
        return (T) items[slot];
    }
}
