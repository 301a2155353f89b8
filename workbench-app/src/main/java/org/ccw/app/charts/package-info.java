/**
 * Lab results as charts: {@link org.ccw.app.charts.LabCharts} turns a lab's measured series (and the paper's,
 * where it has figures) into the visualizer's {@code Chart}s, so the command line's {@code export chart} and the
 * window's Charts tab draw exactly the same pictures. It sits in the application because only the application
 * sees both {@code labs} and {@code visualizer}. {@link org.ccw.app.charts.SweepChart} does the same for a
 * {@code workbench sweep}'s {@code results.csv} ({@link org.ccw.app.charts.SweepResults}): a metric against a swept
 * setting, the seeds' mean with their spread, a curve per value of the other settings.
 */
package org.ccw.app.charts;
