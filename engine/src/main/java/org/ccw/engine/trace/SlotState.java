package org.ccw.engine.trace;

/**
 * The state of one slot of a queue whose entries are claimed and filled in place, such as a packet queue in shared
 * memory: {@code FREE → CLAIMED → READY} (or {@code READY_BULK}) {@code → FREE}.
 */
public enum SlotState {
    /** Empty: a sender may claim it. */
    FREE,
    /** A sender owns it and is writing into it; a receiver must not read it yet. */
    CLAIMED,
    /** Holds a whole short message for the receiver. */
    READY,
    /** Holds the descriptor of a bulk transfer whose data lies elsewhere (a buffer the receiver copies from). */
    READY_BULK
}
