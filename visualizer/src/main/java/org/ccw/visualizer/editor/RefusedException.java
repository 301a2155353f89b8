package org.ccw.visualizer.editor;

/**
 * An edit the model cannot take (a host without a free NIC, a drop beside every host), with a one-line message for
 * the status bar. Thrown by the plans that build an edit's command ({@link LinkPlan}, {@link Creation}); the editor
 * catches it and shows the message, so a refusal never reaches the user as an exception.
 */
final class RefusedException extends Exception {
    private static final long serialVersionUID = 1L;

    RefusedException(String message) {
        super(message);
    }
}
