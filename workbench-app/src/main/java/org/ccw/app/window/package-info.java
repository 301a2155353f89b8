/**
 * The main window: {@link org.ccw.app.window.MainWindow} lays out the frame sketched in {@code UI.md} (menu
 * bar, tool bar, outline, topology canvas, status bar) from the views of {@code visualizer} and binds them to
 * {@link org.ccw.app.window.MainWindowViewModel}, which owns the open document (scenario and file) and its
 * New/Open/Save actions through the model's XMI persistence. Failures reach the user as a dialog with one line
 * naming the file and the problem, never a stack trace. A {@link org.ccw.app.window.StartUp} (from the command
 * line's {@code --run}, {@code --pause-at}, {@code --tab}, {@code --lecture}) brings the window to the moment a
 * lecture or a screenshot needs through the same run controls a user has ({@link org.ccw.app.window.PauseAt}).
 * A run's part of the window is {@link org.ccw.app.window.RunPerspective}, which wires the run's state and
 * decisions ({@link org.ccw.app.window.RunViewModel}, {@link org.ccw.app.window.RunKeys}, both tested without a
 * window) to one class per view: tool bar, Run menu, canvas, bookmarks, event list, breakpoints, inspector.
 * The Lab menu opens a lab's representative scenario and the "Lab steps" tab ({@link org.ccw.app.window.LabStepsTab}):
 * its instructions beside its checks, run through the Charts tab's lab runner so one run feeds both tabs; the figures
 * are a grouped, filterable {@link org.ccw.app.window.MetricsTable}. The classroom (issue #16) is
 * {@link org.ccw.app.window.Classroom}: the Lab menu, the lab browser ({@link org.ccw.app.window.LabBrowser}), the
 * step panel beside the canvas ({@link org.ccw.app.window.LabStepPanel}: a question, its answer graded against the
 * lab's evidence, "Show me"), the student's progress kept as answers files ({@link org.ccw.app.window.StudentProgress})
 * and Export lab report ({@code org.ccw.app.report}); each view's logic is a view-model tested without a window.
 */
package org.ccw.app.window;
