package org.ccw.engine.amii;

/**
 * Why a message came back to its sender's handler 0 instead of running at its destination (AM-II's returned
 * messages; REFERENCE.md lists the implementation's reasons, these are the ones the shared-memory protocol meets).
 */
public enum ReturnReason {
    /** The destination endpoint's tag is not the one the sender's translation entry holds. */
    BAD_TAG,
    /** The destination endpoint has no handler at the index the message names. */
    BAD_HANDLER,
    /** The sender's translation table has no entry at the index it sent to. */
    BAD_TRANSLATION_ENTRY,
    /** The destination is on another SMP and the sender's has no network interface to reach it. */
    UNREACHABLE,
    /** A bulk transfer's offset and length reach outside the destination's segment. */
    BAD_SEGMENT_OFFSET
}
