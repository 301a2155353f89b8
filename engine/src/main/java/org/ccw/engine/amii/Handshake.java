package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * The handshake of a shared-memory queue (seed 002 §3.3), step by step, on a {@link SlotRing}: the one piece of code
 * that moves a packet free → claimed → ready → free, whichever memory holds the ring. The simulated {@link Send}
 * charges each step to its processor before it takes the next; a {@link RealEndpoint} takes them in real time
 * against a {@link MappedQueueBlock} other OS processes share. Neither repeats them.
 *
 * <ol>
 *   <li>(the tag check is the caller's: it needs the destination's tag, not the ring)</li>
 *   <li>{@link #assign}: compare-and-swap the tail from the value read, for a packet assignment;</li>
 *   <li>{@link #claim}: compare-and-swap the assigned packet free → claimed (false: the queue is full — back off
 *       and poll, then claim again);</li>
 *   <li>and 5. {@link #fill}: write the packet, then mark it ready (a release store).</li>
 * </ol>
 * The receiver, who alone reads the head, {@link #receive}s the head packet for its handler and {@link #release}s it
 * once the handler has returned ({@link #free}: both at once).
 */
final class Handshake {
    private Handshake() {
    }

    /** Step 2: takes assignment {@code tailRead} (the tail as read) unless another sender took it first. */
    static boolean assign(SlotRing<?> ring, long tailRead) {
        return ring.casTail(tailRead);
    }

    /** Step 3: claims slot {@code slot}, free → claimed; false when it is still in use: the queue is full. */
    static boolean claim(SlotRing<?> ring, int slot) {
        return ring.casState(slot, SlotState.FREE, SlotState.CLAIMED);
    }

    /**
     * The paper's base layer's step 3: takes the slot with a plain store, without compare-and-swap (correct only
     * while it is the queue's one sender).
     */
    static void take(SlotRing<?> ring, int slot) {
        ring.setState(slot, SlotState.CLAIMED);
    }

    /** Steps 4 and 5: writes {@code item} into the claimed slot, then marks it {@code ready} (READY or READY_BULK). */
    static <T> void fill(SlotRing<T> ring, int slot, T item, SlotState ready) {
        ring.put(slot, item);
        ring.setState(slot, ready);
    }

    /** The receiver takes the head packet out and frees it for the next sender; returns what it held. */
    static Packet free(PacketQueue queue, int slot) {
        Packet packet = receive(queue, slot);
        release(queue, slot);
        return packet;
    }

    /**
     * The receiver takes the head packet: it advances the head and has what the packet holds for the handler; the
     * packet stays ready until {@link #release}d (seed 002 §3.3: it is marked free after the handler returns).
     */
    static Packet receive(PacketQueue queue, int slot) {
        Packet packet = queue.get(slot);
        queue.advanceHead();
        return packet;
    }

    /** The receiver marks a packet it took free, for the next sender. */
    static void release(PacketQueue queue, int slot) {
        queue.put(slot, null);
        queue.setState(slot, SlotState.FREE);
    }

    /**
     * The receiver frees a head packet that a sender claimed and will never mark ready (it died): forgets the claim,
     * frees the packet and moves the head past it. False when the packet was no longer claimed.
     */
    static boolean recover(PacketQueue queue, int slot) {
        queue.put(slot, null);
        if (!queue.casState(slot, SlotState.CLAIMED, SlotState.FREE)) {
            return false;
        }
        queue.advanceHead();
        return true;
    }
}
