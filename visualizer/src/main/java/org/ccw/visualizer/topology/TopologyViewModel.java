package org.ccw.visualizer.topology;

import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ObservableStringValue;
import javafx.collections.FXCollections;
import javafx.collections.ObservableSet;
import org.ccw.model.cluster.Scenario;

/**
 * State behind the {@link TopologyView}: the diagram on show, the ids of the selected elements, the active tool
 * (the palette's link tool, or a palette entry armed to be placed by the next click on the canvas — the two
 * exclude each other), the zoom, the receiver of the user's gestures, and a one-line summary of the diagram for
 * the status bar. Usable without a window (JavaFX properties need no running toolkit).
 */
public final class TopologyViewModel {

    /** Zoom factor of one zoom-in step. */
    static final double ZOOM_STEP = 1.25;
    /** Zoom limits: from a whole machine room on a laptop screen to a single NIC filling it. */
    static final double MIN_ZOOM = 0.05;
    static final double MAX_ZOOM = 8;

    private boolean shownOnce;
    private final ObjectProperty<TopologyDiagram> diagram = new SimpleObjectProperty<>(this, "diagram",
        TopologyDiagram.EMPTY);
    private final ObservableSet<String> selectedIds = FXCollections.observableSet();
    private final BooleanProperty linkMode = new SimpleBooleanProperty(this, "linkMode");
    private final ObjectProperty<String> armedEntry = new SimpleObjectProperty<>(this, "armedEntry");
    private final BooleanProperty fitToView = new SimpleBooleanProperty(this, "fitToView", true);
    private final DoubleProperty zoom = new SimpleDoubleProperty(this, "zoom", 1);
    private final ObjectProperty<TopologyGestures> gestures = new SimpleObjectProperty<>(this, "gestures",
        TopologyGestures.NONE);
    private final ObservableStringValue summary = Bindings.createStringBinding(
        () -> summarize(diagram.get()), diagram);

    public TopologyViewModel() {
        linkMode.addListener((obs, was, on) -> {
            if (on) {
                armedEntry.set(null);
            }
        });
        armedEntry.addListener((obs, was, entry) -> {
            if (entry != null) {
                linkMode.set(false);
            }
        });
    }

    /**
     * Shows the cluster of {@code scenario}, read through {@link ScenarioDiagrams#of(Scenario)}. The first drawing
     * is fitted to the view; a drawing that changes after that (an edit) is shown where the user sees it, at the
     * current scale: re-fitting after every add or delete moved every box away from under the pointer, and a box
     * placed by a click no longer sat where the user clicked.
     */
    public void show(Scenario scenario) {
        if (shownOnce) {
            fitToView.set(false);
        }
        shownOnce = true;
        diagram.set(ScenarioDiagrams.of(scenario));
    }

    public ObjectProperty<TopologyDiagram> diagramProperty() {
        return diagram;
    }

    public TopologyDiagram getDiagram() {
        return diagram.get();
    }

    /** Ids of the selected boxes and lines; the view marks them with the {@code selected} style class. */
    public ObservableSet<String> selectedIds() {
        return selectedIds;
    }

    /** True while the palette's link tool is active: every drag between two boxes links them. */
    public BooleanProperty linkModeProperty() {
        return linkMode;
    }

    /**
     * The id of the palette entry the next click on the canvas creates (at the click, or in the box clicked), or
     * null. Arming is the palette's click-then-place mode: it works with touch, a pen or a clicker as well as a
     * mouse, where drag and drop does not. Arming an entry ends link mode and vice versa.
     */
    public ObjectProperty<String> armedEntryProperty() {
        return armedEntry;
    }

    /** Back to plain selection: no armed entry, no link tool (Esc). */
    public void cancelTool() {
        armedEntry.set(null);
        linkMode.set(false);
    }

    /** True (the start) when the drawing is scaled to fit the view; false at a fixed {@link #zoomProperty()}. */
    public BooleanProperty fitToViewProperty() {
        return fitToView;
    }

    /** Scale of the drawing when not fitting: 1 draws boxes at their natural size. The view keeps it current. */
    public DoubleProperty zoomProperty() {
        return zoom;
    }

    /** One step closer, from the current scale (whether fitted or not). */
    public void zoomIn() {
        zoomTo(zoom.get() * ZOOM_STEP);
    }

    /** One step further out. */
    public void zoomOut() {
        zoomTo(zoom.get() / ZOOM_STEP);
    }

    /** Back to fitting the whole drawing into the view. */
    public void fit() {
        fitToView.set(true);
    }

    private void zoomTo(double scale) {
        fitToView.set(false);
        zoom.set(Math.max(MIN_ZOOM, Math.min(MAX_ZOOM, scale)));
    }

    /** Receives selection, move, link and drop gestures; {@link TopologyGestures#NONE} for a read-only canvas. */
    public ObjectProperty<TopologyGestures> gesturesProperty() {
        return gestures;
    }

    /** E.g. {@code "4 hosts · 4 NICs · 1 switch · 4 links"}. */
    public ObservableStringValue summaryProperty() {
        return summary;
    }

    static String summarize(TopologyDiagram diagram) {
        return plural(diagram.count(ElementKind.HOST), "host", "hosts")
            + " · " + plural(diagram.count(ElementKind.NIC), "NIC", "NICs")
            + " · " + plural(diagram.count(ElementKind.SWITCH), "switch", "switches")
            + " · " + plural(diagram.count(TopologyConnection.Kind.LINK), "link", "links");
    }

    private static String plural(long count, String one, String many) {
        return count + " " + (count == 1 ? one : many);
    }
}
