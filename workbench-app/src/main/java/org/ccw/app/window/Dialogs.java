package org.ccw.app.window;

import javafx.scene.control.Alert;
import javafx.scene.control.Alert.AlertType;
import javafx.stage.Window;

/** Modal message dialogs of the main window. Messages are one line for the user, never a stack trace. */
final class Dialogs {

    private Dialogs() {
    }

    /** Shows a failed action's message (e.g. "a.ccw: line 3: not XML") and waits until it is dismissed. */
    static void error(Window owner, String header, String message) {
        show(AlertType.ERROR, owner, "Error", header, message);
    }

    static void information(Window owner, String title, String header, String message) {
        show(AlertType.INFORMATION, owner, title, header, message);
    }

    private static void show(AlertType type, Window owner, String title, String header, String message) {
        Alert alert = new Alert(type, message);
        alert.initOwner(owner);
        alert.setTitle(title);
        alert.setHeaderText(header);
        alert.showAndWait();
    }
}
