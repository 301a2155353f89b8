package org.ccw.engine.trace;

import java.util.Comparator;

/**
 * Which queue a {@link TraceEvent.QueueLengthChanged} or {@link TraceEvent.SlotStateChanged} is about, so that a
 * view reads the queue's kind and place instead of parsing a name. {@code owner} is the node whose hardware or
 * memory holds the queue; {@code index} tells apart the queues of one kind there: the port or NIC index for the
 * hardware queues ({@link #PORT}, {@link #NIC_OUT}, {@link #NIC_IN}, {@link #LINE_WAIT}; it equals the record's
 * component), the token for the token queues ({@link #TOKEN_WAIT}, {@link #TOKEN_REQUESTS}), the endpoint for a
 * stack's queue in host memory. An id names one queue in the whole run, whoever records it.
 *
 * @param kind  what the queue is, a lower-case word: one of the constants here, or a stack's own kind
 * @param owner node id holding the queue
 * @param index port, NIC, token or endpoint within the owner, by kind
 */
public record QueueId(String kind, int owner, int index) implements Comparable<QueueId> {

    /** A switch's output-port buffer: cells waiting for the line (the cell on the line has left it). */
    public static final String PORT = "port";
    /** A NIC's send FIFO. */
    public static final String NIC_OUT = "nic-out";
    /** A NIC's receive FIFO: cells between arrival and the host taking them. */
    public static final String NIC_IN = "nic-in";
    /** Myrinet heads blocked on a switch's line (unbounded). */
    public static final String LINE_WAIT = "line-wait";
    /** A sender's own messages waiting for link token {@code index}. */
    public static final String TOKEN_WAIT = "token-wait";
    /** Other units' requests for link token {@code index} that a unit has registered. */
    public static final String TOKEN_REQUESTS = "token-requests";

    private static final Comparator<QueueId> ORDER = Comparator.comparing(QueueId::kind)
            .thenComparingInt(QueueId::owner).thenComparingInt(QueueId::index);

    public QueueId {
        if (kind == null || kind.isEmpty()) {
            throw new IllegalArgumentException("a queue's kind must be a non-empty word");
        }
    }

    /** Whether this is a queue of {@code kind}. */
    public boolean is(String kind) {
        return this.kind.equals(kind);
    }

    @Override
    public int compareTo(QueueId other) {
        return ORDER.compare(this, other);
    }

    /** Short text for a person, {@code kind/index} (e.g. {@code token-wait/5}); the owner is the record's node. */
    @Override
    public String toString() {
        return kind + "/" + index;
    }
}
