/**
 * File → Open sweep results…: a window of its own showing a {@code workbench sweep}'s results as a chart
 * ({@link org.ccw.app.window.sweepchart.SweepChartWindow} over
 * {@link org.ccw.app.window.sweepchart.SweepChartViewModel}), drawn by the same painter as
 * {@code workbench export chart --from}. Apart from the main window's views: it shares only the dialogs and the run
 * tool bar's buttons.
 */
package org.ccw.app.window.sweepchart;
