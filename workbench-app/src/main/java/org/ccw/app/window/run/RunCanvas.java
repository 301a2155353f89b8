package org.ccw.app.window.run;

import java.util.function.Supplier;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.Priority;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.visualizer.animation.AnimationGeometry;
import org.ccw.visualizer.animation.AnimationLayer;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.visualizer.topology.TopologyView;

/**
 * The topology canvas with the animation layer over it and the bookmark bar above: a click on a cell selects it
 * (the inspector shows it), a right-click on the selected cell (or the context-menu key) opens the what-if menu,
 * hovering a drop shows its reason. The layer is drawn through the topology view's transform and follows edits of
 * the drawing while a run is on show.
 */
final class RunCanvas {

    private final RunViewModel model;
    private final Supplier<ScenarioEditor> editors;
    private final AnimationLayer layer = new AnimationLayer();
    private final WhatIfMenu whatIfMenu;
    /** The topology view the animation draws over (a new one per open document). */
    private TopologyView view;
    /** The canvas with the animation layer over it (what the what-if menu opens over). */
    private StackPane stack;

    RunCanvas(RunViewModel model, Supplier<ScenarioEditor> editors, WhatIfMenu whatIfMenu) {
        this.model = model;
        this.editors = editors;
        this.whatIfMenu = whatIfMenu;
        layer.playbackProperty().bind(model.playbackProperty());
        layer.selectedCellProperty().bindBidirectional(model.selectedCellProperty());
    }

    AnimationLayer layer() {
        return layer;
    }

    /** The layer draws {@code now} over the open scenario's drawing; null: nothing. */
    void show(Playback now) {
        layer.geometryProperty().set(now == null ? null : geometryOf(editors.get()));
    }

    /** The canvas over {@code view}, with {@code bookmarks} above it. */
    Node canvasWith(TopologyView view, Node bookmarks) {
        this.view = view;
        layer.setObstacles(view::lineLabelDrawingBounds);
        // the overlays are drawn through the drawing's own transform, and a fit keeps them in sight
        layer.drawingTransformProperty().bind(view.drawingTransformProperty());
        view.setFitAlso(layer.overlayBoundsProperty().get());
        layer.overlayBoundsProperty().addListener((obs, was, now) -> {
            if (this.view == view) {
                view.setFitAlso(now);
            }
        });
        StackPane stack = new StackPane(view, layer);
        stack.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            CellFlight hit = layer.cellAt(event.getX(), event.getY());
            model.selectedCellProperty().set(hit);
            if (hit != null) {
                event.consume();
            }
        });
        // On release, not on press: the release must not choose an item of a menu opened under the pointer.
        stack.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
            if (event.getButton() == MouseButton.SECONDARY && model.selectedCellProperty().get() != null
                    && layer.cellAt(event.getX(), event.getY()) != null) {
                event.consume();
                whatIfMenu.show(stack, new Point2D(event.getScreenX(), event.getScreenY()));
            }
        });
        stack.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            if (model.selectedCellProperty().get() != null) {
                event.consume();
            }
        });
        stack.addEventFilter(MouseEvent.MOUSE_MOVED, e -> layer.hover(e.getX(), e.getY(), e.getScreenX(), e.getScreenY()));
        this.stack = stack;
        VBox.setVgrow(stack, Priority.ALWAYS);
        editors.get().topology().diagramProperty().addListener((obs, was, diagram) -> {
            if (model.playbackProperty().get() != null) {
                layer.geometryProperty().set(geometryOf(editors.get()));
            }
        });
        return new VBox(bookmarks, stack);
    }

    private static AnimationGeometry geometryOf(ScenarioEditor editor) {
        return AnimationGeometry.of(editor.scenario(), TopologyBuilder.from(editor.scenario()),
            editor.topology().getDiagram());
    }

    /** The what-if menu at the selected cell in flight (context-menu key, Shift+F10); false when none is selected. */
    boolean showWhatIfMenu() {
        CellFlight cell = model.selectedCellProperty().get();
        Point2D scene = cell == null ? null : scenePointOf(cell);
        return scene != null && stack != null && whatIfMenu.show(stack, layer.getScene().getWindow() == null ? null
            : new Point2D(scene.getX() + layer.getScene().getWindow().getX() + layer.getScene().getX(),
                scene.getY() + layer.getScene().getWindow().getY() + layer.getScene().getY()));
    }

    /** Where {@code cell} is drawn now, in scene coordinates (a UI test clicks there). */
    Point2D scenePointOf(CellFlight cell) {
        Playback p = model.playbackProperty().get();
        Point2D at = layer.geometryProperty().get() == null || p == null ? null : layer.pointOf(cell, p.clockPs());
        return at == null ? null : layer.localToScene(at);
    }
}
