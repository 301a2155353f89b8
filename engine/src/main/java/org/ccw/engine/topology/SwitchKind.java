package org.ccw.engine.topology;

/** How a switch treats contention. */
public enum SwitchKind {
    /** Output-queued, per-port buffer in cells; overflow drops cells (Fore ASX-100, ASX-200WG). */
    ATM,
    /** Cut-through with backpressure: a blocked packet holds its path, nothing is lost. */
    MYRINET,
    /** Store-and-forward, output-queued with a per-port buffer in frames; overflow drops frames. */
    ETHERNET
}
