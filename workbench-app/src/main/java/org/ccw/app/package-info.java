/**
 * The workbench application: {@link org.ccw.app.Launcher}, the distribution's plain main class, hands the
 * command line to {@link org.ccw.app.cli} and, when no subcommand is given, starts
 * {@link org.ccw.app.WorkbenchApplication}, which opens the main window ({@link org.ccw.app.window}). This is
 * the top of the dependency line {@code model ← engine ← visualizer ← workbench-app}; nothing depends on it.
 */
package org.ccw.app;
