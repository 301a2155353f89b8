package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * The sender's side of a {@link RealEndpoint}, in real time: the send's steps 2 to 5 through {@link Handshake} —
 * compare-and-swap the tail for an assignment (a lost race reads it again), claim the packet, fill it, mark it ready —
 * and, for a bulk transfer, its block claimed the same way first (seed 002 §3.3). A claim that fails finds the queue
 * full: the sender backs off exponentially, from {@value #BACKOFF_NANOS} ns doubled up to
 * {@link Endpoint#MAX_BACKOFF_DOUBLINGS} times as in simulation, and polls meanwhile, so two full queues never
 * deadlock.
 */
final class RealSends {
    /** The first back-off after a failed claim, ns. */
    static final long BACKOFF_NANOS = 1_000;

    private final Runnable poll;
    private long casFailures;
    /** Volatile: another thread may watch a sender back off (only the slow path writes it). */
    private volatile long backoffs;

    /** @param poll the poll a waiting sender runs (its endpoint says which queues it may take from) */
    RealSends(Runnable poll) {
        this.poll = poll;
    }

    /** Steps 2 to 5: {@code packet} into {@code queue}, marked {@code ready} (READY, or READY_BULK). */
    void packet(PacketQueue queue, Packet packet, SlotState ready) {
        int slot = claim(queue);
        Handshake.fill(queue, slot, packet, ready);
    }

    /**
     * Steps 2 to 5 for a short message: its words go straight from {@code args} into the claimed packet's line in
     * {@code store} (the queue's own), then it is marked ready — {@link Handshake#fill} without a {@link Packet} made
     * per message.
     */
    void shortPacket(PacketQueue queue, MappedQueueBlock.Packets store, long messageId, EndpointName source,
                     int handler, int[] args) {
        int slot = claim(queue);
        store.putShort(slot, messageId, source, handler, args);
        queue.setState(slot, SlotState.READY);
    }

    /** A bulk transfer's block: claimed, then {@code data} copied in; returns the block, still claimed. */
    int block(BulkBlocks bulk, byte[] data) {
        int block = claim(bulk);
        bulk.put(block, data);
        return block;
    }

    /** Takes an assignment on {@code ring} and claims its slot, backing off while it is in use. */
    private int claim(SlotRing<?> ring) {
        long assignment;
        while (true) {
            long tail = ring.tail();
            if (Handshake.assign(ring, tail)) {
                assignment = tail;
                break;
            }
            casFailures++;
        }
        int slot = ring.slotOf(assignment);
        for (int doublings = 0; !Handshake.claim(ring, slot); doublings++) {
            backoffs = backoffs + 1;
            poll.run();
            long until = System.nanoTime() + (BACKOFF_NANOS << Math.min(doublings, Endpoint.MAX_BACKOFF_DOUBLINGS));
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        return slot;
    }

    /** Compare-and-swaps on a tail that another sender won. */
    long casFailures() {
        return casFailures;
    }

    /** Claims that found their queue full and backed off. */
    long backoffs() {
        return backoffs;
    }
}
