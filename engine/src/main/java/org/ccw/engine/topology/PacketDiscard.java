package org.ccw.engine.topology;

/**
 * How an ATM switch's output port discards the cells of multi-cell AAL5 packets when it is overloaded. A receiver
 * throws away an AAL5 packet that lost any cell (its CRC fails), so the cells that follow a drop only waste the
 * buffer and the line; the two packet-level policies stop sending them.
 */
public enum PacketDiscard {
    /** Cells are dropped one by one when the buffer is full; the rest of a broken packet still crosses the line. */
    NONE(false, false),
    /**
     * Partial Packet Discard: once one cell of a packet is dropped, every remaining cell of it is dropped too, its
     * last cell included. This is what seed 001's footnote calls Early Packet Discard ("drop all the remaining
     * cells in an AAL5 packet once they drop one of the cells in the packet"), the feature of its ASX-200WG.
     */
    PARTIAL(true, false),
    /**
     * Early Packet Discard proper (Romanow and Floyd, "Dynamics of TCP traffic over ATM networks", 1995):
     * {@link #PARTIAL}, and besides the port refuses a new packet whole, at its first cell, while it holds at least
     * the switch's threshold number of cells, so that packets already under way find room.
     */
    EARLY(true, true);

    private final boolean dropsRestOfPacket;
    private final boolean refusesNewPackets;

    PacketDiscard(boolean dropsRestOfPacket, boolean refusesNewPackets) {
        this.dropsRestOfPacket = dropsRestOfPacket;
        this.refusesNewPackets = refusesNewPackets;
    }

    /** Whether the cells after a dropped cell of the same packet are dropped too. */
    public boolean dropsRestOfPacket() {
        return dropsRestOfPacket;
    }

    /** Whether a new packet is refused whole when the port's buffer is at or above the threshold. */
    public boolean refusesNewPackets() {
        return refusesNewPackets;
    }
}
