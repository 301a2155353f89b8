package org.ccw.app.window;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.BooleanBinding;
import javafx.beans.binding.StringBinding;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.ObservableList;
import org.ccw.app.window.document.Autosave;
import org.ccw.app.window.document.RecentFiles;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.engine.stack.Stacks;

/**
 * The open document behind the main window: the {@link ScenarioEditor} of the scenario, the file it came from,
 * whether it has unsaved changes, the autosave that guards them and the recent-files list; and what the title
 * and status bar say about all that. New, Open, Save and Save As go through {@link ClusterModelIO}; a failure
 * is handed to the error reporter as one line naming the file and the problem (the window shows it in a
 * dialog), and leaves the open document as it was. Needs no window, so it is tested directly.
 */
public final class MainWindowViewModel {

    static final String APPLICATION_NAME = "Cluster Communication Workbench";

    private final Consumer<String> errorReporter;
    private final Autosave autosave;
    private final RecentFiles recentFiles;
    private final ReadOnlyObjectWrapper<ScenarioEditor> editor = new ReadOnlyObjectWrapper<>(this, "editor");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    /** Set for a document recovered from the autosave: unsaved although its command stack is fresh. */
    private final BooleanProperty recoveredUnsaved = new SimpleBooleanProperty(this, "recoveredUnsaved");

    private final BooleanBinding dirty = Bindings.createBooleanBinding(
        () -> recoveredUnsaved.get() || (editor.get() != null && editor.get().dirtyProperty().get()),
        recoveredUnsaved, editor);
    private final ObservableStringValue fileStatus = Bindings.createStringBinding(
        () -> file.get() == null ? "untitled" : file.get().getFileName().toString(), file);
    /** An untitled document is named by its scenario (a lab's, a preset's), so two of them are told apart. */
    private final StringBinding title = Bindings.createStringBinding(
        () -> (dirty.get() ? "*" : "") + (file.get() != null || editor.get() == null ? fileStatus.get()
            : editor.get().scenario().getName() + " (untitled)") + " — " + APPLICATION_NAME, fileStatus, dirty, editor);

    /**
     * @param settingsDir   where the autosave and the recent-files list live (e.g. {@code ~/.ccw})
     * @param errorReporter receives a one-line message (file and problem) whenever an action fails
     */
    public MainWindowViewModel(Path settingsDir, Consumer<String> errorReporter) {
        this.errorReporter = Objects.requireNonNull(errorReporter);
        this.autosave = new Autosave(settingsDir);
        this.recentFiles = new RecentFiles(settingsDir);
    }

    /** File → New: an empty scenario to draw from the palette, untitled. */
    public void newEmptyScenario() {
        show(Presets.empty(), null);
    }

    /** Replaces the open document with the default scenario from the preset library, not yet saved to a file. */
    public void newScenario() {
        show(Stacks.defaultScenario(), null);
    }

    /** Replaces the open document with {@code scenario} (a preset, say), untitled. */
    public void newScenario(Scenario scenario) {
        show(scenario, null);
    }

    /**
     * Opens {@code path}; a cluster without positions of its own is laid out (ELK). On failure reports the
     * problem and keeps the current document.
     */
    public void open(Path path) {
        try {
            show(ClusterModelIO.load(path), path);
            if (editor.get().layoutIfOverlapping()) {
                // The layout on open is not an unsaved change; the autosave its command wrote is not needed.
                clearAutosave();
            }
            recentFiles.add(path);
        } catch (ModelLoadException e) {
            errorReporter.accept(e.getMessage());
        }
    }

    /** Opens an example as a new untitled document: its file is the workbench's, saving asks for another. */
    public void openExample(Path example) {
        try {
            show(ClusterModelIO.load(example), null);
        } catch (ModelLoadException e) {
            errorReporter.accept(e.getMessage());
        }
    }

    /**
     * Saves to the document's file.
     *
     * @return false when the document has no file yet (the caller asks for one and calls {@link #saveAs(Path)})
     *         or the save failed (reported)
     */
    public boolean save() {
        return file.get() != null && saveAs(file.get());
    }

    /** Saves to {@code path}, which becomes the document's file. Returns false (and reports) on failure. */
    public boolean saveAs(Path path) {
        try {
            ClusterModelIO.save(scenario(), path);
        } catch (IOException e) {
            errorReporter.accept(path + ": cannot save: " + e.getMessage());
            return false;
        }
        file.set(path);
        editor.get().markSaved();
        recoveredUnsaved.set(false);
        recentFiles.add(path);
        clearAutosave();
        return true;
    }

    /** The window closes (after the user chose to save or discard): the autosave is no longer needed. */
    public void closed() {
        clearAutosave();
    }

    /** The autosave a crashed session left behind, with the file it belonged to, if any. */
    public Optional<Autosave.Recovery> pendingRecovery() {
        return autosave.pending();
    }

    /** Opens the autosave as an unsaved document of its original file (untitled if it had none). */
    public void recover() {
        Optional<Autosave.Recovery> recovery = autosave.pending();
        if (recovery.isEmpty()) {
            return;
        }
        try {
            show(autosave.load(), recovery.get().originalFile().orElse(null));
            recoveredUnsaved.set(true);
        } catch (ModelLoadException e) {
            errorReporter.accept(e.getMessage());
        }
    }

    /**
     * At start-up, after the recovery offer: opens the file named on the command line — unless recovered work
     * is on show, which a file must never silently replace. Then the file is not opened but put first in the
     * recent files, one click away once the recovered work is saved, and the returned notice tells the user so.
     *
     * @return the notice to show the user; empty when the file was simply opened (or failed, reported as usual)
     */
    public Optional<String> openAtStart(Path requested) {
        if (!recoveredUnsaved.get()) {
            open(requested);
            return Optional.empty();
        }
        Path recoveredFile = file.get();
        if (recoveredFile != null && sameFile(recoveredFile, requested)) {
            return Optional.of("Showing the recovered unsaved changes to " + requested.getFileName()
                + " instead of the file as last saved. Save to keep them.");
        }
        recentFiles.add(requested);
        return Optional.of(requested.getFileName() + " was not opened, so that it would not replace the recovered "
            + "work. Save the recovered work, then open " + requested.getFileName() + " from File → Open Recent.");
    }

    private static boolean sameFile(Path a, Path b) {
        return a.toAbsolutePath().normalize().equals(b.toAbsolutePath().normalize());
    }

    /** Throws the autosave away (the user declined to recover it). */
    public void discardRecovery() {
        clearAutosave();
    }

    private void clearAutosave() {
        try {
            autosave.clear();
        } catch (IOException e) {
            errorReporter.accept("cannot remove the autosave file: " + e.getMessage());
        }
    }

    private void writeAutosave() {
        if (!dirty.get()) {
            clearAutosave();
            return;
        }
        try {
            autosave.write(scenario(), file.get());
        } catch (IOException e) {
            errorReporter.accept("cannot write the autosave file: " + e.getMessage());
        }
    }

    private void show(Scenario shown, Path from) {
        ScenarioEditor opened = new ScenarioEditor(shown);
        opened.dirtyProperty().addListener((obs, was, now) -> dirty.invalidate());
        opened.addChangeListener(this::writeAutosave);
        // a renamed scenario renames an untitled window
        opened.addChangeListener(title::invalidate);
        recoveredUnsaved.set(false);
        file.set(from);
        editor.set(opened);
    }

    /** The editor of the open document; replaced by New, Open and recovery. */
    public ReadOnlyObjectProperty<ScenarioEditor> editorProperty() {
        return editor.getReadOnlyProperty();
    }

    public ScenarioEditor editor() {
        return editor.get();
    }

    public Scenario scenario() {
        return editor.get().scenario();
    }

    /** The file of the open document; null while untitled. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** True when closing now would lose changes. */
    public BooleanBinding dirtyProperty() {
        return dirty;
    }

    /** Recently opened or saved files, newest first. */
    public ObservableList<Path> recentFiles() {
        return recentFiles.files();
    }

    /**
     * The window title: a star when there are unsaved changes, the file name (an untitled document's scenario name
     * and "(untitled)"), then the application name.
     */
    public ObservableStringValue titleProperty() {
        return title;
    }

    /** Status bar: the file name, or "untitled". */
    public ObservableStringValue fileStatusProperty() {
        return fileStatus;
    }
}
