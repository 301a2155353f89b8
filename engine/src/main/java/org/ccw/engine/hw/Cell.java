package org.ccw.engine.hw;

import org.ccw.engine.trace.CellIdentity;

/**
 * A cell (or packet) in flight: identity for the trace, source and destination hosts (node ids), its place in
 * its message (an AAL5 packet is a message of {@code count} cells; the last one carries the end-of-packet mark),
 * whether a link damaged it, and an opaque payload for the protocol stack that sent it. Immutable; a faulty link
 * makes corrupted or duplicated copies.
 */
public final class Cell implements CellIdentity {
    private final long cellId;
    private final long messageId;
    private final String kind;
    private final int sizeBytes;
    private final int source;
    private final int destination;
    private final int index;
    private final int count;
    private final boolean corrupted;
    private final Object payload;

    /**
     * @param index position of this cell in its message, from 0
     * @param count cells in the message (1 for a single-cell message)
     */
    public Cell(long cellId, long messageId, String kind, int sizeBytes, int source, int destination,
                int index, int count, Object payload) {
        this(cellId, messageId, kind, sizeBytes, source, destination, index, count, false, payload);
    }

    private Cell(long cellId, long messageId, String kind, int sizeBytes, int source, int destination,
                 int index, int count, boolean corrupted, Object payload) {
        if (index < 0 || index >= count) {
            throw new IllegalArgumentException("cell index " + index + " outside a message of " + count);
        }
        this.cellId = cellId;
        this.messageId = messageId;
        this.kind = kind;
        this.sizeBytes = sizeBytes;
        this.source = source;
        this.destination = destination;
        this.index = index;
        this.count = count;
        this.corrupted = corrupted;
        this.payload = payload;
    }

    @Override
    public long cellId() {
        return cellId;
    }

    @Override
    public long messageId() {
        return messageId;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public int sizeBytes() {
        return sizeBytes;
    }

    /** Node id of the sending host. */
    public int source() {
        return source;
    }

    /** Node id of the receiving host. */
    public int destination() {
        return destination;
    }

    public int index() {
        return index;
    }

    public int count() {
        return count;
    }

    /** Whether this is the first cell of its message (where Early Packet Discard decides). */
    public boolean firstOfMessage() {
        return index == 0;
    }

    /** Whether this cell carries the end-of-message mark (the AAL5 end-of-packet bit). */
    public boolean lastOfMessage() {
        return index == count - 1;
    }

    /** Whether a link damaged it; the receiver's checksum (or AAL5 CRC) finds out. */
    public boolean corrupted() {
        return corrupted;
    }

    public Object payload() {
        return payload;
    }

    /** This cell with damaged bits. */
    public Cell corruptedCopy() {
        return new Cell(cellId, messageId, kind, sizeBytes, source, destination, index, count, true, payload);
    }

    /** A second copy of this cell, as a faulty link makes it, under a new id. */
    public Cell duplicate(long newCellId) {
        return new Cell(newCellId, messageId, kind, sizeBytes, source, destination, index, count, corrupted,
                payload);
    }

    @Override
    public String toString() {
        return kind + "#" + cellId + " (" + source + "->" + destination + ", " + (index + 1) + "/" + count + ")";
    }
}
