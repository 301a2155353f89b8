/**
 * What every part of the window asks the user or writes for them: one-line message dialogs
 * ({@link org.ccw.app.window.dialogs.Dialogs}: a sentence, never a stack trace), the file prompts
 * ({@link org.ccw.app.window.dialogs.FilePrompt}, which a UI test answers itself), and File → Export… with the views'
 * Export buttons ({@link org.ccw.app.window.dialogs.ExportDialog} over each view's
 * {@link org.ccw.app.window.dialogs.Exportable}s, and the run's frames for Wireshark,
 * {@link org.ccw.app.window.dialogs.CaptureExport}). It knows no view: the views offer, this package asks and writes.
 */
package org.ccw.app.window.dialogs;
