package org.ccw.engine.topology;

/** Traffic patterns the engine can drive over the fabric with raw cells (no protocol stack needed). */
public enum WorkloadKind {
    /** Host 0 sends a message to host 1, which answers when the whole message has arrived; repeated. */
    PING_PONG,
    /** Phases of a permutation: in phase k every host i sends a message to host (i + k) mod H (the
     * all-to-all exchange of the SSAM paper's parallel sort). */
    ALL_TO_ALL_PERMUTATION,
    /** Every host but the first sends its messages back to back to host 0 at the same time (DVCM's
     * contention experiment). */
    ALL_TO_ONE_BURST,
    /** Every host sends single-cell messages to uniformly chosen other hosts at a fraction of its link rate
     * (the fabric benchmark). */
    UNIFORM_RANDOM
}
