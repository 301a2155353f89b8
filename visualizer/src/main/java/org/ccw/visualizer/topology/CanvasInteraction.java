package org.ccw.visualizer.topology;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.beans.binding.Bindings;
import javafx.scene.Cursor;
import javafx.scene.input.DragEvent;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.input.ScrollEvent;
import javafx.scene.input.TransferMode;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;

/**
 * Recognises the canvas's mouse gestures and reports them to the view-model's {@link TopologyGestures}:
 * <ul>
 * <li>click a box or line to select it; Shift or Ctrl + click toggles it in the selection;</li>
 * <li>drag a host or switch to move it with the rest of the selection (its NICs and lines follow);</li>
 * <li>drag from a NIC — or from any box while the link tool is on — to another box to link them;</li>
 * <li>drag on the empty canvas for a rubber band that selects what it touches; click there to select nothing;</li>
 * <li>scroll to pan; Ctrl + scroll to zoom;</li>
 * <li>drop a palette entry to create it at the drop point or in the box it lands on — or, with an entry armed
 * in the palette, click where it should go (or on the host it belongs in); Esc disarms it and the link tool.</li>
 * </ul>
 * Only the release of a drag reaches the model, so one drag is one command on the undo stack.
 */
final class CanvasInteraction {

    /** Mouse travel below which a press and release count as a click, screen pixels. */
    private static final double CLICK_SLOP_PX = 3;

    private enum Mode { NONE, MOVE, LINK, RUBBER_BAND }

    private final TopologyView view;
    private final TopologyViewModel viewModel;
    private Mode mode = Mode.NONE;
    private String pressedId;
    private Point2D pressScene;
    private Point2D pressCanvas;
    private boolean dragged;
    private final List<VBox> moving = new ArrayList<>();
    private final Line linkPreview = new Line();
    private final Rectangle rubberBand = new Rectangle();

    CanvasInteraction(TopologyView view, TopologyViewModel viewModel) {
        this.view = view;
        this.viewModel = viewModel;
        linkPreview.getStyleClass().add("topology-link-preview");
        linkPreview.setMouseTransparent(true);
        rubberBand.getStyleClass().add("topology-rubber-band");
        rubberBand.setMouseTransparent(true);
    }

    void install() {
        view.addEventHandler(MouseEvent.MOUSE_PRESSED, this::pressed);
        view.addEventHandler(MouseEvent.MOUSE_DRAGGED, this::dragged);
        view.addEventHandler(MouseEvent.MOUSE_RELEASED, this::released);
        view.addEventHandler(ScrollEvent.SCROLL, this::scrolled);
        view.addEventHandler(KeyEvent.KEY_PRESSED, event -> {
            if (event.getCode() == KeyCode.ESCAPE) {
                viewModel.cancelTool();
                event.consume();
            }
        });
        // A tool is active: the pointer says that the next click places or links rather than selects.
        view.cursorProperty().bind(Bindings.when(viewModel.armedEntryProperty().isNotNull()
            .or(viewModel.linkModeProperty())).then(Cursor.CROSSHAIR).otherwise(Cursor.DEFAULT));
        view.setOnDragOver(this::dragOver);
        view.setOnDragDropped(this::dragDropped);
    }

    private TopologyGestures gestures() {
        return viewModel.gesturesProperty().get();
    }

    private void pressed(MouseEvent event) {
        if (event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        // Keys (Delete, Esc, the Edit menu's accelerators) go to the canvas, not a field that had the focus.
        view.requestFocus();
        pressScene = new Point2D(event.getSceneX(), event.getSceneY());
        pressCanvas = view.toCanvas(event.getSceneX(), event.getSceneY());
        dragged = false;
        pressedId = idUnder(event.getTarget());
        if (viewModel.armedEntryProperty().get() != null) {
            mode = Mode.NONE;
            return;
        }
        Optional<VBox> box = pressedId == null ? Optional.empty() : view.box(pressedId);
        if (box.isEmpty()) {
            mode = pressedId == null ? Mode.RUBBER_BAND : Mode.NONE;
            return;
        }
        boolean nic = box.get().getStyleClass().contains(ElementKind.NIC.styleClass());
        mode = nic || viewModel.linkModeProperty().get() ? Mode.LINK : Mode.MOVE;
        if (mode == Mode.MOVE && !viewModel.selectedIds().contains(pressedId) && !additive(event)) {
            gestures().select(List.of(pressedId), false);
        }
    }

    private void dragged(MouseEvent event) {
        if (pressScene == null || mode == Mode.NONE) {
            return;
        }
        Point2D scene = new Point2D(event.getSceneX(), event.getSceneY());
        if (!dragged && scene.distance(pressScene) < CLICK_SLOP_PX) {
            return;
        }
        Point2D canvas = view.toCanvas(event.getSceneX(), event.getSceneY());
        if (!dragged) {
            dragged = true;
            startDrag();
        }
        switch (mode) {
            case MOVE -> moving.forEach(box -> {
                box.setTranslateX(canvas.getX() - pressCanvas.getX());
                box.setTranslateY(canvas.getY() - pressCanvas.getY());
            });
            case LINK -> {
                linkPreview.setEndX(canvas.getX());
                linkPreview.setEndY(canvas.getY());
            }
            case RUBBER_BAND -> {
                rubberBand.setX(Math.min(canvas.getX(), pressCanvas.getX()));
                rubberBand.setY(Math.min(canvas.getY(), pressCanvas.getY()));
                rubberBand.setWidth(Math.abs(canvas.getX() - pressCanvas.getX()));
                rubberBand.setHeight(Math.abs(canvas.getY() - pressCanvas.getY()));
            }
            case NONE -> { }
        }
        event.consume();
    }

    private void startDrag() {
        switch (mode) {
            case MOVE -> {
                moving.clear();
                // The selected hosts and switches, and the NIC boxes that belong to them (ids below the host's).
                List<String> nodes = selectedNodeIds();
                view.boxes().forEach((id, box) -> {
                    if (nodes.stream().anyMatch(n -> id.equals(n) || id.startsWith(n + "/"))) {
                        moving.add(box);
                    }
                });
            }
            case LINK -> {
                VBox from = view.box(pressedId).orElseThrow();
                Bounds b = from.getBoundsInParent();
                linkPreview.setStartX(b.getCenterX());
                linkPreview.setStartY(b.getCenterY());
                linkPreview.setEndX(pressCanvas.getX());
                linkPreview.setEndY(pressCanvas.getY());
                view.overlay().getChildren().setAll(linkPreview);
            }
            case RUBBER_BAND -> {
                rubberBand.setWidth(0);
                rubberBand.setHeight(0);
                view.overlay().getChildren().setAll(rubberBand);
            }
            case NONE -> { }
        }
    }

    private List<String> selectedNodeIds() {
        return view.boxes().entrySet().stream()
            .filter(e -> viewModel.selectedIds().contains(e.getKey()))
            .filter(e -> !e.getValue().getStyleClass().contains(ElementKind.NIC.styleClass()))
            .map(java.util.Map.Entry::getKey).toList();
    }

    private void released(MouseEvent event) {
        if (pressScene == null || event.getButton() != MouseButton.PRIMARY) {
            return;
        }
        Point2D canvas = view.toCanvas(event.getSceneX(), event.getSceneY());
        view.overlay().getChildren().clear();
        if (!dragged) {
            click(event);
        } else {
            switch (mode) {
                case MOVE -> {
                    List<String> ids = selectedNodeIds();
                    moving.forEach(box -> {
                        box.setTranslateX(0);
                        box.setTranslateY(0);
                    });
                    moving.clear();
                    gestures().moveBy(ids, canvas.getX() - pressCanvas.getX(), canvas.getY() - pressCanvas.getY());
                }
                case LINK -> view.boxAt(canvas, pressedId).ifPresent(to -> gestures().link(pressedId, to));
                case RUBBER_BAND -> {
                    Bounds band = rubberBand.getBoundsInParent();
                    List<String> inside = view.boxes().entrySet().stream()
                        .filter(e -> e.getValue().getBoundsInParent().intersects(band))
                        .map(java.util.Map.Entry::getKey).toList();
                    gestures().select(inside, additive(event));
                }
                case NONE -> { }
            }
        }
        pressScene = null;
        mode = Mode.NONE;
        event.consume();
    }

    private void click(MouseEvent event) {
        String armed = viewModel.armedEntryProperty().get();
        if (armed != null) {
            Point2D canvas = view.toCanvas(event.getSceneX(), event.getSceneY());
            viewModel.armedEntryProperty().set(null);
            gestures().drop(armed, view.boxAt(canvas, null).orElse(null), canvas.getX(), canvas.getY());
            return;
        }
        if (pressedId == null) {
            if (!additive(event)) {
                gestures().select(List.of(), false);
            }
            return;
        }
        if (additive(event) || !viewModel.selectedIds().contains(pressedId) || viewModel.selectedIds().size() > 1) {
            gestures().select(List.of(pressedId), additive(event));
        }
    }

    private static boolean additive(MouseEvent event) {
        return event.isShiftDown() || event.isShortcutDown();
    }

    /** The element id of the box or line under the mouse (walking up from a label), or null for the canvas. */
    private String idUnder(Object target) {
        for (Node node = target instanceof Node n ? n : null; node != null && node != view; node = node.getParent()) {
            if (node.getUserData() instanceof String id) {
                return id;
            }
        }
        return null;
    }

    private void scrolled(ScrollEvent event) {
        if (event.isShortcutDown()) {
            if (event.getDeltaY() > 0) {
                viewModel.zoomIn();
            } else if (event.getDeltaY() < 0) {
                viewModel.zoomOut();
            }
        } else {
            view.pan(event.getDeltaX(), event.getDeltaY());
        }
        event.consume();
    }

    private void dragOver(DragEvent event) {
        if (event.getDragboard().hasContent(TopologyView.PALETTE_ENTRY)) {
            event.acceptTransferModes(TransferMode.COPY);
        }
        event.consume();
    }

    private void dragDropped(DragEvent event) {
        Object entry = event.getDragboard().getContent(TopologyView.PALETTE_ENTRY);
        boolean done = entry instanceof String;
        if (done) {
            Point2D canvas = view.toCanvas(event.getSceneX(), event.getSceneY());
            gestures().drop((String) entry, view.boxAt(canvas, null).orElse(null), canvas.getX(), canvas.getY());
        }
        event.setDropCompleted(done);
        event.consume();
    }
}
