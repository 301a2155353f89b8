package org.ccw.engine.topology;

/**
 * A switch with {@code ports} numbered from 0.
 *
 * @param id                  node id, dense and shared with hosts
 * @param bufferCellsPerPort  cells (ATM) or frames (Ethernet) each output port can hold waiting for its line;
 *                            the cell on the line is no longer in the buffer. Unused by Myrinet.
 * @param packetDiscard       how an ATM switch discards the cells of AAL5 packets ({@link PacketDiscard#NONE}
 *                            for Myrinet and Ethernet)
 * @param epdThresholdCells   with {@link PacketDiscard#EARLY}, a new packet is refused when its port holds at least
 *                            this many cells; unused otherwise
 * @param fabricLatencyPs     time in picoseconds from a cell's arrival at an input port to its entry into the
 *                            output port (Myrinet: the routing delay of the packet's head)
 */
public record SwitchSpec(int id, String name, SwitchKind kind, int ports, int bufferCellsPerPort,
                         PacketDiscard packetDiscard, int epdThresholdCells, long fabricLatencyPs) {
    public SwitchSpec {
        if (ports < 1) {
            throw new IllegalArgumentException("switch " + name + " needs at least one port");
        }
        if (kind != SwitchKind.MYRINET && bufferCellsPerPort < 1) {
            throw new IllegalArgumentException("switch " + name + ": port buffer must hold >= 1 cell");
        }
        if (packetDiscard == null) {
            throw new IllegalArgumentException("switch " + name + ": packet discard policy missing");
        }
        if (packetDiscard.refusesNewPackets() && (epdThresholdCells < 0 || epdThresholdCells > bufferCellsPerPort)) {
            throw new IllegalArgumentException("switch " + name + ": EPD threshold must be within the buffer");
        }
        if (fabricLatencyPs < 0) {
            throw new IllegalArgumentException("switch " + name + ": fabric latency must be >= 0 ps");
        }
    }
}
