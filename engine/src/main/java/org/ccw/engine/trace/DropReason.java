package org.ccw.engine.trace;

/** Why a cell or packet died; carried by {@link TraceEvent.CellDropped}. */
public enum DropReason {
    /** A switch output-port buffer was full when the cell arrived. */
    BUFFER_FULL,
    /** The switch refused or cut short an AAL5 packet (Early Packet Discard, or the rest of a packet one of
     * whose cells was already dropped). */
    EARLY_PACKET_DISCARD,
    /** The link lost the cell (random loss from the scenario's fault settings). */
    LINK_LOSS,
    /** The receiver found a corrupted cell by its checksum. */
    CHECKSUM,
    /** A NIC FIFO was full (output FIFO when the host pushed, input FIFO when the link delivered). */
    FIFO_FULL,
    /** The scenario's fault script named this cell ("drop the n-th cell on link X"). */
    SCRIPTED,
    /** A protocol discarded it on purpose (duplicate, stale sequence number, wrong tag). */
    PROTOCOL
}
