package org.ccw.engine.ssam;

import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.CellIdentity;

/**
 * How SSAM names its messages and cells in the trace and on the wire: a message id packs the requester, the
 * responder and the request's sequence number (a reply and an acknowledgment share their request's id), and a cell's
 * sequence number on the wire is the sequence modulo the cell header's field (seed 000 §2.1).
 */
final class SsamMessageIds {
    /** An SSAM cell on the fibre: 48 bytes of payload and the 5-byte ATM header. */
    static final int CELL_WIRE_BYTES = 53;
    /** Bit 62 marks SSAM's message ids, so that one never equals a fabric cell id. */
    private static final long MESSAGE_MARK = 1L << 62;

    private SsamMessageIds() {
    }

    static int wire(long sequence) {
        return (int) Math.floorMod(sequence, (long) SsamCell.SEQUENCE_MODULUS);
    }

    /**
     * The trace's name for an SSAM message: requester node, responder node and the request's sequence number
     * (replies and ACKs share their request's id). Offset by 2^62 so it never equals a fabric cell id.
     */
    static long messageId(int requester, int responder, long sequence) {
        return MESSAGE_MARK | ((long) (requester & 0xFFFF) << 40) | ((long) (responder & 0xFFFF) << 24)
                | (sequence & 0xFFFFFF);
    }

    /** Whether {@code id} is one {@link #messageId} made. */
    static boolean isMessageId(long id) {
        return (id & MESSAGE_MARK) != 0;
    }

    static int requesterOf(long messageId) {
        return (int) (messageId >>> 40 & 0xFFFF);
    }

    static int responderOf(long messageId) {
        return (int) (messageId >>> 24 & 0xFFFF);
    }

    static long sequenceOf(long messageId) {
        return messageId & 0xFFFFFF;
    }

    /** The label of a cell of request {@code sequence} from {@code requester} to {@code responder}. */
    static FrameTag tag(int requester, int responder, long sequence, String kind) {
        return new FrameTag(kind, messageId(requester, responder, sequence));
    }

    static CellIdentity identity(int requester, int responder, long sequence, String kind) {
        long id = messageId(requester, responder, sequence);
        return new MessageCell(id, id, kind, CELL_WIRE_BYTES);
    }

    private record MessageCell(long cellId, long messageId, String kind, int sizeBytes) implements CellIdentity {
    }
}
