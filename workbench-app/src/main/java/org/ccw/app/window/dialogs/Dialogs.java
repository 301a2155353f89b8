package org.ccw.app.window.dialogs;

import javafx.geometry.Rectangle2D;
import javafx.scene.control.Alert;
import javafx.scene.control.Alert.AlertType;
import javafx.scene.control.Dialog;
import javafx.scene.layout.Region;
import javafx.stage.Screen;
import javafx.stage.Window;

/** Modal message dialogs of the main window. Messages are one line for the user, never a stack trace. */
public final class Dialogs {

    private Dialogs() {
    }

    /** Shows a failed action's message (e.g. "a.ccw: line 3: not XML") and waits until it is dismissed. */
    public static void error(Window owner, String header, String message) {
        show(AlertType.ERROR, owner, "Error", header, message);
    }

    public static void information(Window owner, String title, String header, String message) {
        show(AlertType.INFORMATION, owner, title, header, message);
    }

    private static void show(AlertType type, Window owner, String title, String header, String message) {
        Alert alert = new Alert(type, message);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(header);
        fitted(alert);
        alert.showAndWait();
    }

    /**
     * Makes {@code dialog} as big as its content and no smaller, resizable, and wholly on its owner's screen when it
     * shows: some window managers (openbox) otherwise open a dialog at a default size that cuts its text with "…" or
     * place it partly off-screen. Every dialog of the window goes through here.
     */
    public static <T extends Dialog<?>> T fitted(T dialog) {
        dialog.setResizable(true);
        dialog.getDialogPane().setMinSize(Region.USE_PREF_SIZE, Region.USE_PREF_SIZE);
        dialog.addEventHandler(javafx.scene.control.DialogEvent.DIALOG_SHOWN, e -> {
            Window shown = dialog.getDialogPane().getScene().getWindow();
            shown.sizeToScene();
            Rectangle2D screen = Screen.getScreensForRectangle(shown.getX(), shown.getY(), Math.max(1, shown.getWidth()),
                Math.max(1, shown.getHeight())).stream().findFirst().orElse(Screen.getPrimary()).getVisualBounds();
            shown.setX(Math.max(screen.getMinX(), Math.min(shown.getX(), screen.getMaxX() - shown.getWidth())));
            shown.setY(Math.max(screen.getMinY(), Math.min(shown.getY(), screen.getMaxY() - shown.getHeight())));
        });
        return dialog;
    }
}
