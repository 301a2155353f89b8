/**
 * The lab report a student hands in (issue #16), built without a window: {@link org.ccw.app.report.LabReport} puts
 * the student's name, every question of the lab with their answer and its verdict, the measured figures beside the
 * paper's, the checks, and the timing diagrams and charts they made into a
 * {@link org.ccw.visualizer.export.Report}, which {@link org.ccw.visualizer.export.ReportExport} writes as PDF or
 * HTML through the same painters as every export. It lives in the application because it joins the labs (answers,
 * verdicts, figures) and the visualizer (figures), which do not know each other.
 */
package org.ccw.app.report;
