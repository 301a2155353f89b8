/**
 * Measurement charts of the labs' sweeps (issue 7): bandwidth vs message size with the half-power point n1/2
 * marked ({@link org.ccw.visualizer.chart.HalfPowerPoint}), latency vs size, loss rate and goodput vs window
 * size, and (with DVCM) receive bandwidth vs size for 1, 2 and 3 senders. A {@link org.ccw.visualizer.chart.Chart}
 * is plain data — curves marked as ours or the paper's, so each chart can show the paper's figure beside ours —
 * and {@link org.ccw.visualizer.chart.ChartPainter} draws it on the same drawing surfaces as the timing diagram,
 * so the GUI and the SVG/PNG/PDF exports agree. The lab results themselves are turned into charts by the
 * application, since views know nothing of labs.
 */
package org.ccw.visualizer.chart;
