package org.ccw.engine.amii;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;

/**
 * A packet queue of the shared-memory queue block (seed 002 §3.2): a {@link SlotRing} of packets whose state is
 * the handshake between senders and the receiver — free → claimed → ready (or ready-bulk) → free. Any process of
 * the SMP may send into it; only the owning endpoint's process reads the head. The two compare-and-swaps (tail,
 * then free → claimed) are the only atomic steps: everything else a sender does between them may interleave with
 * other senders, as on the machine.
 *
 * <p>Invariant: {@code head <= tail}; a slot is claimed or ready only between a sender's claim and the receiver's
 * free.
 */
final class PacketQueue extends SlotRing<Packet> {
    private final QueueId id;
    private long head;

    PacketQueue(QueueId id, int capacity, long firstLine) {
        super(capacity, firstLine, "packet queue");
        this.id = id;
    }

    /** A packet queue over {@code store} (a mapped queue block's), its tail on line {@code firstLine}. */
    PacketQueue(QueueId id, SlotStore<Packet> store, long firstLine) {
        super(store, firstLine);
        this.id = id;
    }

    QueueId id() {
        return id;
    }

    /** The receiver's head: the assignment it reads next. */
    long head() {
        return head;
    }

    /** The slot the receiver reads next. */
    int headSlot() {
        return slotOf(head);
    }

    /** The receiver has freed the head packet. */
    void advanceHead() {
        head++;
    }

    /** Packets marked ready (or ready-bulk) and not yet freed. */
    int ready() {
        return count(SlotState.READY) + count(SlotState.READY_BULK);
    }
}
