/**
 * The SSAM labs (seed 000/004 §2.1, §3.3-3.4, SS-20 preset): {@code ssam-traps} (Tables 1-2), {@code ssam-costs}
 * (Table 3), {@code ssam-remote-read} (Split-C read/store, and the ASX-100 in the path), {@code ssam-bulk} (bulk
 * write and the fibre's limit), {@code ssam-loss} (recovery under loss, duplication and reordering: exactly-once
 * handlers, retransmissions, goodput) and {@code ssam-contention} (the parallel sort's permutation phase through one
 * switch with small port buffers, driven by {@link org.ccw.engine.ssam.driver.SsamDriver#permutation}: the sort's
 * data-dependent pattern against the contention-free cyclic shift with the same bytes, each a
 * {@link org.ccw.labs.ssam.PermutationPattern}; cell loss by place, retransmissions, goodput and phase time vs
 * window, one {@link org.ccw.labs.ssam.PhaseOutcome} per run). Each runs {@link org.ccw.engine.ssam.SsamCluster}s
 * of the model's presets and reads its metrics from the endpoints' cost ledgers and counters, the trace's {@code HandlerRan} times or the simulated clock; all runs of a
 * lab feed one trace fingerprint. Table 1 and the library cycles are the only calibrated inputs; Table 2 is stored
 * as totals and the switch latency is calibrated (both said in the checks). Validation figures use
 * {@link org.ccw.labs.Check#validation}: they fail only outside ±50% (a broken stack) and state any miss of more
 * than 10% with its reason.
 */
package org.ccw.labs.ssam;
