package org.ccw.engine.trace;

/**
 * What the trace needs to know about a cell or packet so that a view can follow it from injection to delivery or
 * drop. Hardware and protocol cell types implement it; the trace copies the four values into each record.
 */
public interface CellIdentity {
    /** Unique within a run; a duplicate made by a faulty link gets a new id. */
    long cellId();

    /** The message (AAL5 packet, active message, fragment) the cell belongs to; equals {@link #cellId()} for a
     * single-cell message. */
    long messageId();

    /** What the cell carries, in the protocol's vocabulary: {@code "data"}, {@code "request"}, {@code "reply"},
     * {@code "ack"}, {@code "control"}… */
    String kind();

    /** Bytes on the wire (53 for an ATM cell; header plus payload for a packet). */
    int sizeBytes();

    /**
     * The identity of a stack's own packet that is its message (its cell id the message's), for the records a stack
     * makes itself ({@code Retransmitted}, {@code CellDropped}).
     */
    static CellIdentity ofMessage(long messageId, String kind, int sizeBytes) {
        record Message(long cellId, long messageId, String kind, int sizeBytes) implements CellIdentity {
        }
        return new Message(messageId, messageId, kind, sizeBytes);
    }
}
