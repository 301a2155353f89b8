package org.ccw.engine.trace;

/** Why a cell or packet died; carried by {@link TraceEvent.CellDropped}. */
public enum DropReason {
    /** A switch output-port buffer was full when the cell arrived. */
    BUFFER_FULL,
    /** Early Packet Discard: the switch refused a new AAL5 packet whole (its port at or above the threshold), at
     * its first cell and every later one. */
    EARLY_PACKET_DISCARD,
    /** Partial Packet Discard: the rest of an AAL5 packet one of whose cells the switch had to drop. */
    PARTIAL_PACKET_DISCARD,
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
