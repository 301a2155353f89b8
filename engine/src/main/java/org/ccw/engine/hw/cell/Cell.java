package org.ccw.engine.hw.cell;

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
    /** The destination host's NIC it is addressed to, or {@link #ANY_NIC}: the route's choice. */
    private final int destinationNic;
    private final Object payload;

    /** A cell addressed to its destination host, not to one of its NICs. */
    public static final int ANY_NIC = -1;

    /**
     * @param index position of this cell in its message, from 0
     * @param count cells in the message (1 for a single-cell message)
     */
    public Cell(long cellId, long messageId, String kind, int sizeBytes, int source, int destination,
                int index, int count, Object payload) {
        this(cellId, messageId, kind, sizeBytes, source, destination, index, count, false, ANY_NIC, payload);
    }

    private Cell(long cellId, long messageId, String kind, int sizeBytes, int source, int destination,
                 int index, int count, boolean corrupted, int destinationNic, Object payload) {
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
        this.destinationNic = destinationNic;
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

    /** The destination host's NIC this cell is addressed to, or {@link #ANY_NIC}. */
    public int destinationNic() {
        return destinationNic;
    }

    /** This cell addressed to NIC {@code nic} of its destination host (an SMP with several, seed 002). */
    public Cell toNic(int nic) {
        return new Cell(cellId, messageId, kind, sizeBytes, source, destination, index, count, corrupted, nic,
                payload);
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
        return new Cell(cellId, messageId, kind, sizeBytes, source, destination, index, count, true, destinationNic,
                payload);
    }

    /** A second copy of this cell, as a faulty link makes it, under a new id. */
    public Cell duplicate(long newCellId) {
        return new Cell(newCellId, messageId, kind, sizeBytes, source, destination, index, count, corrupted,
                destinationNic, payload);
    }

    @Override
    public String toString() {
        return kind + "#" + cellId + " (" + source + "->" + destination + ", " + (index + 1) + "/" + count + ")";
    }
}
