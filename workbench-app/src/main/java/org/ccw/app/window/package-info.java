/**
 * The main window: {@link org.ccw.app.window.MainWindow} lays out the frame sketched in {@code UI.md} (menu
 * bar, tool bar, outline, topology canvas, bottom tabs, status bar) from the views of {@code visualizer} and binds
 * them to {@link org.ccw.app.window.MainWindowViewModel}, which owns the open document (scenario and file) and its
 * New/Open/Save actions through the model's XMI persistence; File, Edit and View ({@code DocumentMenus}) call the
 * window's own actions and File's ({@code DocumentActions}: the unsaved-changes and recovery questions), so they
 * stay here with it. Failures reach the user as a dialog with one line naming the
 * file and the problem, never a stack trace. A {@link org.ccw.app.window.StartUp} (from the command line's
 * {@code --run}, {@code --pause-at}, {@code --tab}, {@code --lecture}) brings the window to the moment a lecture or a
 * screenshot needs through the same run controls a user has ({@link org.ccw.app.window.run.PauseAt}).
 * <p>
 * The rest of the window is one package per concern, each read without the ones above it: the frame here uses all;
 * {@code lab} (the classroom, the Lab steps and Charts tabs) and {@code sweepchart} (File → Open sweep results…) use
 * {@code run} (the run's views, its tool bar's buttons); {@code run}'s timing diagram hosts {@code compare}'s panes;
 * {@code help} reads the menu bar; every one may use {@code dialogs} (message dialogs, file prompts, export) and the
 * frame's view-model uses {@code document} (autosave, recent files, examples). Each view's logic is a view-model
 * tested without a window; the tests that drive the whole window stay here, beside the frame they open.
 */
package org.ccw.app.window;
