/**
 * Labs of AM-II on clusters of SMPs (seed 002): Figure 4's send overhead read from the cost ledger of real sends
 * ({@link org.ccw.labs.amii.AmIISendBreakdownLab}), Table 2's LogGP by the §4.1 microbenchmark
 * ({@link org.ccw.labs.amii.AmIILogGPLab}, {@link org.ccw.labs.amii.Microbenchmark}; G and the half-power point by
 * 8 kB chunks pipelined through the layer, {@link org.ccw.labs.amii.ChunkedTransfer}), §3.3's polling strategies
 * ({@link org.ccw.labs.amii.AmIIPollingLab}), and §5's applications as bulk-synchronous phases
 * ({@link org.ccw.labs.amii.ExchangePhase}): EM3D's virtual-processor layout and the 3-D FFT's processor-to-NIC
 * balance ({@link org.ccw.labs.amii.AmIIEm3dLab}, {@link org.ccw.labs.amii.AmIINicBalanceLab}).
 * {@link org.ccw.labs.amii.AmIIRealLab} measures this machine instead of a simulated one: o_s, o_r and the round
 * trip through real memory-mapped queue blocks, and a UDP round trip, beside the Enterprise 5000's figures (no
 * fingerprint: real time). With {@code --ledger} each simulated lab books, per figure with a paper value, the
 * named charges of the processes and the stretch of the run the paper's procedure timed, per operation
 * ({@link org.ccw.labs.amii.Books}).
 */
package org.ccw.labs.amii;
