package org.ccw.app.cli;

/**
 * The workbench's process exit codes, shared by every subcommand so that scripts and CI can tell a failed check
 * from a mistake in the input.
 */
public final class ExitCode {

    /** The command did what was asked and every check passed. */
    public static final int OK = 0;

    /** The input was understood, but a check failed (e.g. the model breaks a constraint, a lab check failed). */
    public static final int CHECK_FAILED = 1;

    /**
     * The input could not be used: unknown option, missing or malformed file, or no display for the window.
     * Reported as one line on stderr.
     */
    public static final int BAD_INPUT = 2;

    /** A bug in the workbench itself, not the user's input; rerun with {@code --debug} for the stack trace. */
    public static final int INTERNAL_ERROR = 3;

    private ExitCode() {
    }
}
