/**
 * The headless command line (picocli). {@link org.ccw.app.cli.WorkbenchCommand} is the root; every subcommand
 * ({@code validate} now; {@code run}, {@code bench}, {@code lab list|run}, {@code export} later) is one class
 * registered there, returns an {@link org.ccw.app.cli.ExitCode} and throws on bad input. The one
 * {@link org.ccw.app.cli.ErrorReporter} turns every failure into an exit code and a single line on stderr that
 * names the file and the problem (exit 2 for bad input, 3 for a bug), with a stack trace only under
 * {@code --debug}. Output meant for programs ({@code --json}) goes to stdout; messages for people to stderr.
 */
package org.ccw.app.cli;
