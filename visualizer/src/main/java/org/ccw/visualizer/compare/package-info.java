/**
 * Model beside measurement (issue 17): two runs of one scenario — typically the simulated run and a run of the same
 * stack over real sockets on this machine — compared message by message. {@link
 * org.ccw.visualizer.compare.RunComparison} pairs their delivered messages ({@code MessageSent} to {@code
 * MessageDelivered}, {@code engine/TRACE.md}) by the stack's message id where the two runs agree on ids (same seed
 * and workload give the same ids in SSAM, AM-II and PVMAM), else by kind, endpoints and order, puts the two time
 * axes on one origin, and lists each message's latency in both runs, their difference and ratio ({@link
 * org.ccw.visualizer.compare.ComparisonCsv} writes the list). The timing diagram draws the second run's messages
 * over the first's lanes ({@link org.ccw.visualizer.timing.Ghosts}) with the comparison's shift. Pure Java, no
 * JavaFX: the window and the headless {@code export timing --compare-real} share it. {@link
 * org.ccw.visualizer.compare.BranchComparison} compares a what-if with the run it was made from the same way (one
 * seed, one time axis), saying what became of each message there: delivered alike, later, retransmitted, lost.
 */
package org.ccw.visualizer.compare;
