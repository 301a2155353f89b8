package org.ccw.engine.amii;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;

/**
 * A packet queue of the shared-memory queue block (seed 002 §3.2): a ring of packet slots, each on its own cache
 * line, whose type field is the handshake between senders and the receiver — free → claimed → ready → free. Any
 * process of the SMP may send into it; senders share the tail, which they advance with compare-and-swap, and
 * claim a slot with a second compare-and-swap on its type; only the owning endpoint's process reads the head.
 * The two compare-and-swaps are the only atomic steps: everything else a sender does between them may interleave
 * with other senders, as on the machine.
 *
 * <p>Invariant: {@code head <= tail}; a slot is claimed or ready only between a sender's claim and the receiver's
 * free.
 */
final class PacketQueue {
    private final QueueId id;
    private final SlotState[] types;
    private final Packet[] packets;
    private final long firstLine;
    private long tail;
    private long head;

    /**
     * @param firstLine the cache line of the tail; slot i lies on line {@code firstLine + 1 + i}
     */
    PacketQueue(QueueId id, int capacity, long firstLine) {
        if (capacity < 1) {
            throw new IllegalArgumentException("a packet queue needs at least one packet, got " + capacity);
        }
        this.id = id;
        this.types = new SlotState[capacity];
        this.packets = new Packet[capacity];
        java.util.Arrays.fill(types, SlotState.FREE);
        this.firstLine = firstLine;
    }

    QueueId id() {
        return id;
    }

    int capacity() {
        return types.length;
    }

    /** The cache line of the tail counter. */
    long tailLine() {
        return firstLine;
    }

    /** The cache line of packet slot {@code slot}. */
    long lineOf(int slot) {
        return firstLine + 1 + slot;
    }

    /** The slot packet assignment {@code assignment} (a tail value) lands in. */
    int slotOf(long assignment) {
        return (int) (assignment % types.length);
    }

    /** The tail as a sender reads it: the next packet assignment. */
    long tail() {
        return tail;
    }

    /** Compare-and-swap on the tail: takes assignment {@code expected} if no other sender took it first. */
    boolean casTail(long expected) {
        if (tail != expected) {
            return false;
        }
        tail++;
        return true;
    }

    SlotState type(int slot) {
        return types[slot];
    }

    /** Compare-and-swap on a slot's type; false when the type was not {@code expected}. */
    boolean casType(int slot, SlotState expected, SlotState next) {
        if (types[slot] != expected) {
            return false;
        }
        types[slot] = next;
        return true;
    }

    /** A plain store of a slot's type, by the one process that owns the slot's current state. */
    void setType(int slot, SlotState next) {
        types[slot] = next;
    }

    void put(int slot, Packet packet) {
        packets[slot] = packet;
    }

    Packet packet(int slot) {
        return packets[slot];
    }

    /** The slot the receiver reads next. */
    int headSlot() {
        return slotOf(head);
    }

    /** The receiver has freed the head packet. */
    void advanceHead() {
        head++;
    }

    /** Packets marked ready and not yet freed. */
    int ready() {
        int n = 0;
        for (SlotState t : types) {
            if (t == SlotState.READY || t == SlotState.READY_BULK) {
                n++;
            }
        }
        return n;
    }
}
