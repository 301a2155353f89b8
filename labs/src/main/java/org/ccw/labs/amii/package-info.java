/**
 * Labs of AM-II on clusters of SMPs (seed 002): {@link org.ccw.labs.amii.AmIISendBreakdownLab} reads Figure 4's
 * send overhead from the cost ledger of real shared-memory sends. {@link org.ccw.labs.amii.AmIIRealLab} measures this
 * machine instead of a simulated one: o_s, o_r and the round trip through real memory-mapped queue blocks, and a UDP
 * round trip, beside the Enterprise 5000's figures (no fingerprint: real time).
 */
package org.ccw.labs.amii;
