package org.ccw.engine.amii;

import java.util.HashMap;
import java.util.Map;

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
    /** Fills under way, by assignment: what a read served after the fill is done sees there. */
    private final Map<Long, Filling> filling = new HashMap<>();

    /** A sender's fill of assignment's packet: the packet, the ready state it ends with, and when. */
    private record Filling(Packet packet, SlotState ready, long donePs) {
    }

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

    /** The receiver has taken the head packet: the next one is the head now. */
    void advanceHead() {
        if (!filling.isEmpty()) {
            // only a simulated queue records fills; a real one's head moves without a look-up (or a boxed key)
            filling.remove(head);
        }
        head++;
    }

    /**
     * A sender fills assignment {@code assignment}'s packet with {@code packet}, marking it {@code ready} at
     * {@code donePs}: a receiver's read of the line served after that sees the packet ready.
     */
    void filling(long assignment, Packet packet, SlotState ready, long donePs) {
        filling.put(assignment, new Filling(packet, ready, donePs));
    }

    /**
     * The head packet's type as a read served at {@code servedPs} sees it: a read that misses is served by the line's
     * holder at the end of the miss, so a fill done by then shows as ready even if it was under way when the poll
     * began.
     */
    SlotState headTypeSeenAt(long servedPs) {
        SlotState type = state(headSlot());
        Filling f = filling.get(head);
        return type == SlotState.CLAIMED && f != null && f.donePs() <= servedPs ? f.ready() : type;
    }

    /** The head packet as a read served at {@code servedPs} sees it (null: none there yet). */
    Packet headPacketSeenAt(long servedPs) {
        Filling f = filling.get(head);
        return state(headSlot()) == SlotState.CLAIMED && f != null && f.donePs() <= servedPs ? f.packet()
                : get(headSlot());
    }

    /** Packets marked ready (or ready-bulk) and not yet freed. */
    int ready() {
        return count(SlotState.READY) + count(SlotState.READY_BULK);
    }
}
