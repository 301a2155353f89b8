package org.ccw.visualizer.topology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.beans.binding.DoubleExpression;
import javafx.collections.SetChangeListener;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.Tooltip;
import javafx.scene.input.DataFormat;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.scene.shape.Rectangle;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

/**
 * The centre canvas: draws the {@link TopologyViewModel}'s diagram as labelled boxes (hosts, NICs, switches)
 * joined by lines, each box centred on its model position, either fitted into the space it is given (shrinking,
 * never enlarging) or at the view-model's zoom, panned with the scroll wheel.
 *
 * <p>Every box is a {@link VBox} with the style classes {@code topology-element} and that of its
 * {@link ElementKind} (plus {@code selected} and {@code topology-pinned} when so) and the node id
 * {@code "topology:" + element id} ({@link #box(String)} finds it), holding the name ({@code topology-name})
 * over the detail ({@code topology-detail}); lines carry the style class of their
 * {@link TopologyConnection.Kind} and follow their boxes while they are dragged. Mouse gestures (select, move,
 * link, rubber band, palette drops) are recognised by {@link CanvasInteraction} and handed to the view-model's
 * {@link TopologyGestures}. Static topology uses scene-graph nodes; moving cells will be drawn on a canvas layered
 * above it.
 */
public final class TopologyView extends Region {

    /** Node-id prefix of the boxes, for lookups in tests and for selection. */
    public static final String ID_PREFIX = "topology:";
    /** Node-id prefix of the link lines. */
    public static final String LINE_ID_PREFIX = "topology-line:";
    /** Drag-and-drop format of palette entries: the entry's id. */
    public static final DataFormat PALETTE_ENTRY = new DataFormat("application/x-ccw-palette-entry");
    /** Style class of selected boxes and lines. */
    public static final String SELECTED = "selected";

    private static final double MARGIN_PX = 24;
    private static final String NAME_STYLE_CLASS = "topology-name";
    /** Gap between a line and its label: enough to clear the NIC boxes at the ends of a short line. */
    private static final double LINE_LABEL_GAP_PX = ElementKind.NIC.heightPx() / 2 + 2;

    private final TopologyViewModel viewModel;
    private final Group drawing = new Group();
    private final Group lines = new Group();
    private final Group elements = new Group();
    private final Group overlay = new Group();
    private final Map<String, VBox> boxes = new LinkedHashMap<>();
    private final Map<String, Line> linkLines = new HashMap<>();
    private double panX;
    private double panY;

    public TopologyView(TopologyViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("topology-view");
        drawing.getChildren().addAll(lines, elements, overlay);
        getChildren().add(drawing);
        viewModel.diagramProperty().addListener((obs, old, diagram) -> draw(diagram));
        viewModel.selectedIds().addListener((SetChangeListener<String>) change -> markSelection());
        viewModel.fitToViewProperty().addListener((obs, was, fit) -> requestLayout());
        viewModel.zoomProperty().addListener((obs, was, zoom) -> zoomAboutCentre(was.doubleValue(), zoom.doubleValue()));
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        new CanvasInteraction(this, viewModel).install();
        draw(viewModel.getDiagram());
    }

    private void draw(TopologyDiagram diagram) {
        lines.getChildren().clear();
        elements.getChildren().clear();
        boxes.clear();
        linkLines.clear();
        for (TopologyElement element : diagram.elements()) {
            VBox box = box(element);
            boxes.put(element.id(), box);
            elements.getChildren().add(box);
        }
        for (TopologyConnection connection : diagram.connections()) {
            VBox from = boxes.get(connection.fromId());
            VBox to = boxes.get(connection.toId());
            Line line = new Line();
            line.startXProperty().bind(centreX(from));
            line.startYProperty().bind(centreY(from));
            line.endXProperty().bind(centreX(to));
            line.endYProperty().bind(centreY(to));
            line.getStyleClass().add(connection.kind().styleClass());
            if (!connection.elementId().isEmpty()) {
                line.setId(LINE_ID_PREFIX + connection.elementId());
                line.setUserData(connection.elementId());
                linkLines.put(connection.elementId(), line);
            }
            lines.getChildren().add(line);
            if (!connection.label().isEmpty()) {
                Label label = lineLabel(connection.label(), line);
                Tooltip.install(line, new Tooltip(connection.label()));
                lines.getChildren().add(label);
            }
        }
        markSelection();
        requestLayout();
    }

    private static DoubleBinding centreX(VBox box) {
        return box.layoutXProperty().add(box.translateXProperty()).add(box.getPrefWidth() / 2);
    }

    private static DoubleBinding centreY(VBox box) {
        return box.layoutYProperty().add(box.translateYProperty()).add(box.getPrefHeight() / 2);
    }

    private void markSelection() {
        boxes.forEach((id, box) -> mark(box, viewModel.selectedIds().contains(id)));
        linkLines.forEach((id, line) -> mark(line, viewModel.selectedIds().contains(id)));
    }

    private static void mark(Node node, boolean selected) {
        if (selected && !node.getStyleClass().contains(SELECTED)) {
            node.getStyleClass().add(SELECTED);
        } else if (!selected) {
            node.getStyleClass().remove(SELECTED);
        }
    }

    /**
     * A line's label beside its middle, pushed off the line along the line's normal far enough that its box
     * clears the line whatever the line's slope (below a flat line, right of a steep one).
     */
    private static Label lineLabel(String text, Line line) {
        Label label = new Label(text);
        label.getStyleClass().add("topology-line-label");
        label.setMouseTransparent(true);
        DoubleExpression x1 = line.startXProperty();
        DoubleExpression y1 = line.startYProperty();
        DoubleExpression x2 = line.endXProperty();
        DoubleExpression y2 = line.endYProperty();
        label.layoutXProperty().bind(Bindings.createDoubleBinding(() -> {
            double[] n = normal(x1.get(), y1.get(), x2.get(), y2.get());
            return (x1.get() + x2.get()) / 2 + n[0] * reach(label, n) - label.getWidth() / 2;
        }, x1, y1, x2, y2, label.widthProperty(), label.heightProperty()));
        label.layoutYProperty().bind(Bindings.createDoubleBinding(() -> {
            double[] n = normal(x1.get(), y1.get(), x2.get(), y2.get());
            return (y1.get() + y2.get()) / 2 + n[1] * reach(label, n) - label.getHeight() / 2;
        }, x1, y1, x2, y2, label.widthProperty(), label.heightProperty()));
        return label;
    }

    /** The unit normal of a line that points down (or right, for a vertical line); "down" for a point. */
    private static double[] normal(double x1, double y1, double x2, double y2) {
        double dx = x2 - x1;
        double dy = y2 - y1;
        double length = Math.hypot(dx, dy);
        double nx = length == 0 ? 0 : -dy / length;
        double ny = length == 0 ? 1 : dx / length;
        return ny < 0 || (ny == 0 && nx < 0) ? new double[] {-nx, -ny} : new double[] {nx, ny};
    }

    /** Distance from the line to the label's centre: a gap plus the label's half-extent along the normal. */
    private static double reach(Label label, double[] n) {
        return LINE_LABEL_GAP_PX + Math.abs(n[0]) * label.getWidth() / 2 + Math.abs(n[1]) * label.getHeight() / 2;
    }

    /** The box drawn for the element with this {@link TopologyElement#id() id}, if it is on show. */
    public Optional<VBox> box(String elementId) {
        return Optional.ofNullable(boxes.get(elementId));
    }

    /** The line drawn for the link with this element id, if it is on show. */
    public Optional<Line> linkLine(String elementId) {
        return Optional.ofNullable(linkLines.get(elementId));
    }

    /** The element's name as drawn in its box (the box's first line). */
    public static String nameIn(Node box) {
        return ((Label) box.lookup("." + NAME_STYLE_CLASS)).getText();
    }

    /** Every box on show, by element id, in drawing order. */
    Map<String, VBox> boxes() {
        return boxes;
    }

    /** Where overlays (rubber band, link preview) are drawn, in canvas coordinates. */
    Group overlay() {
        return overlay;
    }

    /** A zoom step keeps the point at the view's centre where it is. */
    private void zoomAboutCentre(double was, double zoom) {
        if (!viewModel.fitToViewProperty().get() && was > 0) {
            panX = getWidth() / 2 - (getWidth() / 2 - panX) * zoom / was;
            panY = getHeight() / 2 - (getHeight() / 2 - panY) * zoom / was;
        }
        requestLayout();
    }

    /** A scene point in canvas (model) coordinates. */
    public Point2D toCanvas(double sceneX, double sceneY) {
        return drawing.sceneToLocal(sceneX, sceneY);
    }

    /** The id of the box at this canvas point other than {@code except}, if any (the topmost one). */
    Optional<String> boxAt(Point2D canvasPoint, String except) {
        List<String> ids = new ArrayList<>(boxes.keySet());
        for (int i = ids.size() - 1; i >= 0; i--) {
            VBox box = boxes.get(ids.get(i));
            if (!ids.get(i).equals(except) && box.getBoundsInParent().contains(canvasPoint)) {
                return Optional.of(ids.get(i));
            }
        }
        return Optional.empty();
    }

    /** Moves the view by ({@code dx}, {@code dy}) screen pixels, leaving fit-to-view for the current zoom. */
    void pan(double dx, double dy) {
        viewModel.fitToViewProperty().set(false);
        panX += dx;
        panY += dy;
        requestLayout();
    }

    @Override
    protected void layoutChildren() {
        drawing.autosize();
        Bounds bounds = elements.getLayoutBounds();
        lines.getChildren().forEach(Node::autosize);
        if (bounds.isEmpty()) {
            drawing.getTransforms().clear();
            return;
        }
        if (viewModel.fitToViewProperty().get()) {
            double availableWidth = Math.max(1, getWidth() - 2 * MARGIN_PX);
            double availableHeight = Math.max(1, getHeight() - 2 * MARGIN_PX);
            double scale = Math.min(1, Math.min(availableWidth / bounds.getWidth(), availableHeight / bounds.getHeight()));
            double left = (getWidth() - bounds.getWidth() * scale) / 2;
            double top = (getHeight() - bounds.getHeight() * scale) / 2;
            drawing.getTransforms().setAll(new Translate(left, top), new Scale(scale, scale),
                new Translate(-bounds.getMinX(), -bounds.getMinY()));
            // Zooming in from a fitted view starts from what the user sees.
            viewModel.zoomProperty().set(scale);
            Point2D origin = drawing.localToParent(0, 0);
            panX = origin.getX();
            panY = origin.getY();
        } else {
            double scale = viewModel.zoomProperty().get();
            drawing.getTransforms().setAll(new Translate(panX, panY), new Scale(scale, scale));
        }
    }

    private static VBox box(TopologyElement element) {
        ElementKind kind = element.kind();
        Label name = new Label(element.name());
        name.getStyleClass().add(NAME_STYLE_CLASS);
        VBox box = new VBox(name);
        if (!element.detail().isEmpty()) {
            Label detail = new Label(element.detail());
            detail.getStyleClass().add("topology-detail");
            box.getChildren().add(detail);
        }
        box.setId(ID_PREFIX + element.id());
        box.setUserData(element.id());
        box.getStyleClass().addAll("topology-element", kind.styleClass());
        if (element.pinned()) {
            box.getStyleClass().add("topology-pinned");
        }
        box.setMinSize(kind.widthPx(), kind.heightPx());
        box.setPrefSize(kind.widthPx(), kind.heightPx());
        box.setMaxSize(kind.widthPx(), kind.heightPx());
        box.relocate(element.x() - kind.widthPx() / 2, element.y() - kind.heightPx() / 2);
        return box;
    }
}
