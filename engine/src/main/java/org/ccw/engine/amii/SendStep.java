package org.ccw.engine.amii;

/**
 * The parts of a short message's send overhead, in the order the sender meets them (seed 002 Figure 4): the
 * components a {@link SendLedger} reads back from a real send.
 */
public enum SendStep {
    /** Calling the layer with the arguments. */
    CALL,
    /** Argument and destination-tag checks (the tag line's read included). */
    CHECKS,
    /** The local poll before the send. */
    POLL,
    /** Locating the destination queue. */
    LOCATE,
    /** Reading the tail and compare-and-swapping it for the packet assignment (the base layer: an increment). */
    TAIL_CAS,
    /** Reading the assigned packet's type: the queue-overflow check, a bus transaction when the receiver freed it. */
    OVERFLOW_CHECK,
    /** Compare-and-swap on the packet's type, free → claimed. */
    CLAIM_CAS,
    /** Writing the packet (less what it hides of the line's miss) and marking it ready. */
    FILL,
    /** Backing off after a failed claim: the queue was full. */
    BACKOFF,
    /** The network protocol: the packet's words written into NIC memory with uncached stores, and the doorbell. */
    NIC_WRITE,
    /** A bulk transfer claiming its block: compare-and-swap on the block tail, then on the block's flag. */
    BULK_CLAIM,
    /** A bulk transfer copying its data into the block at the host's memcpy rate. */
    COPY
}
