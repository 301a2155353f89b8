package org.ccw.app.window;

import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Supplier;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.model.cluster.Scenario;

/**
 * What File does to the open document (New, New from preset, Open, Open Recent, Save, Save As, Exit, and closing
 * the window), with the two questions it asks in the window first: what to do with unsaved changes before they
 * would be lost, and at start-up whether to recover the autosave a crashed session left. The work itself is
 * {@link MainWindowViewModel}'s; this is the part that needs the window to ask in.
 */
final class DocumentActions {
    private final Stage stage;
    private final MainWindowViewModel viewModel;
    /** The window's file dialogs, read at each use: a UI test replaces them after the window is built. */
    private final Supplier<FilePrompt> filePrompt;

    DocumentActions(Stage stage, MainWindowViewModel viewModel, Supplier<FilePrompt> filePrompt) {
        this.stage = stage;
        this.viewModel = viewModel;
        this.filePrompt = filePrompt;
    }

    void newScenario() {
        replaceDocument(viewModel::newEmptyScenario);
    }

    void newFrom(Scenario scenario) {
        replaceDocument(() -> viewModel.newScenario(scenario));
    }

    /**
     * Replaces the open document by what {@code replace} loads, once the user has agreed to lose unsaved changes;
     * the old document's crash-recovery copy goes with it.
     */
    void replaceDocument(Runnable replace) {
        if (confirmDiscard()) {
            viewModel.discardRecovery();
            replace.run();
        }
    }

    void open() {
        if (!confirmDiscard()) {
            return;
        }
        filePrompt.get().open(stage, viewModel.fileProperty().get()).ifPresent(chosen -> {
            viewModel.discardRecovery();
            viewModel.open(chosen);
        });
    }

    void openFile(Path path) {
        replaceDocument(() -> viewModel.open(path));
    }

    boolean save() {
        return viewModel.save() || saveAs();
    }

    boolean saveAs() {
        return filePrompt.get().saveAs(stage, viewModel.fileProperty().get()).map(viewModel::saveAs).orElse(false);
    }

    void exit() {
        if (confirmDiscard()) {
            viewModel.closed();
            stage.close();
        }
    }

    /** The window's close button: closes as Exit does, or stays open when the user cancels. */
    void closeRequested(WindowEvent event) {
        if (confirmDiscard()) {
            viewModel.closed();
        } else {
            event.consume();
        }
    }

    /**
     * Asks what to do with unsaved changes: Save (true once saved), Don't Save (true) or Cancel (false). True at
     * once when there is nothing to lose.
     */
    boolean confirmDiscard() {
        if (!viewModel.dirtyProperty().get()) {
            return true;
        }
        ButtonType saveButton = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't Save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
            "Your changes will be lost if you don't save them.", saveButton, discard, ButtonType.CANCEL);
        alert.initOwner(stage);
        alert.setTitle("Unsaved changes");
        alert.setHeaderText("Save changes to " + viewModel.fileStatusProperty().get() + "?");
        alert.getDialogPane().setId(MainWindow.UNSAVED_DIALOG_ID);
        Optional<ButtonType> answer = Dialogs.fitted(alert).showAndWait();
        if (answer.isEmpty() || answer.get() == ButtonType.CANCEL) {
            return false;
        }
        return answer.get() == discard || save();
    }

    /** At start-up: offers the autosave a crashed session left, to recover or discard. */
    void offerRecovery() {
        viewModel.pendingRecovery().ifPresent(recovery -> {
            ButtonType recover = new ButtonType("Recover", ButtonBar.ButtonData.YES);
            ButtonType discard = new ButtonType("Discard", ButtonBar.ButtonData.NO);
            Alert alert = new Alert(Alert.AlertType.CONFIRMATION,
                "The last session ended with unsaved changes"
                    + recovery.originalFile().map(f -> " to " + f.getFileName()).orElse(" to an untitled scenario")
                    + ". Recover them?", recover, discard);
            alert.initOwner(stage);
            alert.setTitle("Recover unsaved work");
            alert.setHeaderText("Recover unsaved work?");
            alert.getDialogPane().setId(MainWindow.RECOVERY_DIALOG_ID);
            if (Dialogs.fitted(alert).showAndWait().filter(recover::equals).isPresent()) {
                viewModel.recover();
            } else {
                viewModel.discardRecovery();
            }
        });
    }
}
