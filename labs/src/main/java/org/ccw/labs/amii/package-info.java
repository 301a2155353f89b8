/**
 * Labs of AM-II on clusters of SMPs (seed 002): {@link org.ccw.labs.amii.AmIISendBreakdownLab} reads Figure 4's
 * send overhead from the cost ledger of real shared-memory sends.
 */
package org.ccw.labs.amii;
