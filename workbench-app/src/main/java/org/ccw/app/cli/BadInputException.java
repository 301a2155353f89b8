package org.ccw.app.cli;

/**
 * Thrown by a subcommand when its input cannot be used. The message is shown to the user as one line, so it
 * must name the file (or option) and the problem, e.g. {@code "runs/a.ccw: not found"}.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
