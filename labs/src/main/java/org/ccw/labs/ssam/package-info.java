/**
 * The SSAM labs (seed 000/004 §3.4, SS-20 preset): {@code ssam-traps} (Tables 1-2), {@code ssam-costs} (Table 3),
 * {@code ssam-remote-read} (Split-C read/store, and the ASX-100 in the path) and {@code ssam-bulk} (bulk write and
 * the fibre's limit). Each runs {@link org.ccw.engine.ssam.SsamCluster}s of the model's presets and reads its
 * metrics from the endpoints' cost ledgers, the trace's {@code HandlerRan} times or the simulated clock; all runs
 * of a lab feed one trace fingerprint. Table 1 and the library cycles are the only inputs; Table 2 is stored as
 * totals (said in the check) and the switch latency is calibrated (said in the check).
 */
package org.ccw.labs.ssam;
