/**
 * The classroom (issue #16): {@link org.ccw.app.window.lab.Classroom} holds the Lab menu, the lab browser
 * ({@link org.ccw.app.window.lab.LabBrowser}), the step panel beside the canvas
 * ({@link org.ccw.app.window.lab.LabStepPanel}: a question, its answer graded against the lab's evidence, "Show me"
 * in the run), the student's name and progress kept as answers files
 * ({@link org.ccw.app.window.lab.StudentProgress}), the course folders the window adds and Export lab report
 * ({@code org.ccw.app.report}). The "Lab steps" tab ({@link org.ccw.app.window.lab.LabStepsTab}) shows a lab's
 * instructions beside its checks, run through the "Charts" tab's lab runner
 * ({@link org.ccw.app.window.lab.ChartsTab}) so one run feeds both; the figures are a grouped, filterable
 * {@link org.ccw.app.window.lab.MetricsTable}. It uses the run's views ("Show me" moves the run's cursor), never the
 * other way round.
 */
package org.ccw.app.window.lab;
