/**
 * The panes under the timing diagram that put two runs of one scenario side by side, message by message: "Compare
 * real" ({@link org.ccw.app.window.compare.CompareRealPane}, issue 17: the simulated run beside the same scenario
 * run over real UDP, with both runs' LogGP beside the paper's) and "Compare branches"
 * ({@link org.ccw.app.window.compare.CompareBranchesPane} over
 * {@link org.ccw.app.window.compare.BranchComparisonViewModel}, issue 27: a what-if beside its original). The
 * timing tab hosts them and draws the other run as ghosts; they know nothing of the tab.
 */
package org.ccw.app.window.compare;
