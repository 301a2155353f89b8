package org.ccw.engine.pvmam.pvm;

import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A task's queue of whole messages that have arrived and wait for {@code pvm_recv} (PVM's receive queue, seed 003
 * §6.2), whichever route brought them. {@link #take} and {@link #peek} find a message by PVM's matching rule: the
 * first in arrival order whose source and tag match, −1 ({@link #ANY}) matching any.
 */
public final class ReceiveQueue {
    /** The tid or tag that matches any ({@code -1}, PVM's wildcard). */
    public static final int ANY = -1;

    /**
     * A message on the receive queue: its source tid, the message, and whether it came through the daemons (the
     * trace names such messages by the daemon route's count).
     */
    public record Received(int source, PvmMessage message, boolean viaDaemon) {
    }

    private final List<Received> queue = new ArrayList<>();
    private Consumer<Received> onArrival = r -> { };

    /** Runs each time a whole message joins the queue (inside a handler when the route is Active Messages). */
    public void onArrival(Consumer<Received> onArrival) {
        this.onArrival = onArrival;
    }

    /** A whole message from {@code source} has arrived by a task-to-task route. */
    void add(int source, PvmMessage message) {
        add(source, message, false);
    }

    /** A whole message from {@code source} has arrived, through the daemons when {@code viaDaemon}. */
    void add(int source, PvmMessage message, boolean viaDaemon) {
        Received received = new Received(source, message, viaDaemon);
        queue.add(received);
        onArrival.accept(received);
    }

    /** {@code pvm_nrecv}: takes the first message from {@code tid} with {@code tag}, or nothing when none matches. */
    public Optional<Received> take(int tid, int tag) {
        for (Iterator<Received> it = queue.iterator(); it.hasNext(); ) {
            Received r = it.next();
            if (matches(r, tid, tag)) {
                it.remove();
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    /** {@code pvm_probe}: as {@link #take}, but the message stays queued. */
    public Optional<Received> peek(int tid, int tag) {
        return queue.stream().filter(r -> matches(r, tid, tag)).findFirst();
    }

    /** Messages waiting to be received. */
    public int size() {
        return queue.size();
    }

    private static boolean matches(Received r, int tid, int tag) {
        return (tid == ANY || r.source() == tid) && (tag == ANY || r.message().header().tag() == tag);
    }
}
