package org.ccw.app.window;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableStringValue;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.outline.OutlineNode;
import org.ccw.visualizer.topology.TopologyViewModel;

/**
 * The open document behind the main window: the scenario, the file it came from, and what the title and status
 * bar say about them. New, Open, Save and Save As go through {@link ClusterModelIO}; a failure is handed to the
 * error reporter as one line naming the file and the problem (the window shows it in a dialog), and leaves the
 * open document as it was. Needs no window, so it is tested directly.
 */
public final class MainWindowViewModel {

    static final String APPLICATION_NAME = "Cluster Communication Workbench";

    private final Consumer<String> errorReporter;
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyObjectWrapper<Path> file = new ReadOnlyObjectWrapper<>(this, "file");
    private final ObjectProperty<OutlineNode> outline = new SimpleObjectProperty<>(this, "outline");
    private final TopologyViewModel topology = new TopologyViewModel();

    private final ObservableStringValue fileStatus = Bindings.createStringBinding(
        () -> file.get() == null ? "untitled" : file.get().getFileName().toString(), file);
    private final ObservableStringValue title = Bindings.createStringBinding(
        () -> fileStatus.get() + " — " + APPLICATION_NAME, fileStatus);
    private final ObservableStringValue seedStatus = Bindings.createStringBinding(
        () -> scenario.get() == null ? "" : "seed " + scenario.get().getSeed(), scenario);

    /**
     * @param errorReporter receives a one-line message (file and problem) whenever an action fails
     */
    public MainWindowViewModel(Consumer<String> errorReporter) {
        this.errorReporter = Objects.requireNonNull(errorReporter);
        scenario.addListener((obs, old, shown) -> {
            topology.show(shown);
            outline.set(OutlineNode.of(shown));
        });
    }

    /** Replaces the open document with the default scenario from the preset library, not yet saved to a file. */
    public void newScenario() {
        show(Presets.defaultScenario(), null);
    }

    /** Opens {@code path}; on failure reports the problem and keeps the current document. */
    public void open(Path path) {
        try {
            show(ClusterModelIO.load(path), path);
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
            ClusterModelIO.save(scenario.get(), path);
        } catch (IOException e) {
            errorReporter.accept(path + ": cannot save: " + e.getMessage());
            return false;
        }
        file.set(path);
        return true;
    }

    private void show(Scenario shown, Path from) {
        file.set(from);
        scenario.set(shown);
    }

    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario.getReadOnlyProperty();
    }

    /** The file of the open document; null while untitled. */
    public ReadOnlyObjectProperty<Path> fileProperty() {
        return file.getReadOnlyProperty();
    }

    /** The containment tree of the open scenario, for the outline pane. */
    public ObjectProperty<OutlineNode> outlineProperty() {
        return outline;
    }

    /** The topology canvas's view-model, fed with every scenario this document shows. */
    public TopologyViewModel topology() {
        return topology;
    }

    /** The window title: file name, then the application name. */
    public ObservableStringValue titleProperty() {
        return title;
    }

    /** Status bar: the file name, or "untitled". */
    public ObservableStringValue fileStatusProperty() {
        return fileStatus;
    }

    /** Status bar: the scenario's random seed, e.g. {@code "seed 42"}. */
    public ObservableStringValue seedStatusProperty() {
        return seedStatus;
    }

    /** Status bar: element counts of the cluster on show. */
    public ObservableStringValue countsStatusProperty() {
        return topology.summaryProperty();
    }
}
