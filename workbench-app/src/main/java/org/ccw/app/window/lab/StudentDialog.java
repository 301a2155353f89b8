package org.ccw.app.window.lab;

import java.util.Optional;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.scene.layout.GridPane;
import javafx.stage.Window;
import org.ccw.app.window.dialogs.Dialogs;

/**
 * Asks who the student is: their name (for their progress and reports) and, optionally, the id their course knows
 * them by ({@code student_id} in an answers file), which picks their own variant of a lab that has variants.
 */
public final class StudentDialog {
    public static final String NAME_FIELD_ID = "student-name-field";
    public static final String ID_FIELD_ID = "student-id-field";

    private StudentDialog() {
    }

    /** The name and id given ({@code [name, id]}, the id possibly blank); empty when cancelled or no name given. */
    static Optional<String[]> ask(Window owner, String name, String id) {
        Dialog<String[]> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle("Student");
        dialog.setHeaderText("Your name, for your lab progress and reports; your student id if your course gave you"
            + " one (it picks your own variant of a lab)");
        TextField nameField = new TextField(name);
        nameField.setId(NAME_FIELD_ID);
        TextField idField = new TextField(id);
        idField.setId(ID_FIELD_ID);
        idField.setPromptText("optional, e.g. s1234567");
        GridPane grid = new GridPane();
        grid.setHgap(8);
        grid.setVgap(6);
        grid.addRow(0, new Label("Name:"), nameField);
        grid.addRow(1, new Label("Student id:"), idField);
        dialog.getDialogPane().setContent(grid);
        dialog.getDialogPane().getButtonTypes().addAll(ButtonType.OK, ButtonType.CANCEL);
        dialog.getDialogPane().setId(Classroom.NAME_DIALOG_ID);
        dialog.setOnShown(e -> nameField.requestFocus());
        dialog.setResultConverter(button -> button == ButtonType.OK
            ? new String[] {nameField.getText(), idField.getText()} : null);
        return Dialogs.fitted(dialog).showAndWait().filter(given -> !given[0].isBlank());
    }
}
