package org.ccw.visualizer.topology;

import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.beans.binding.DoubleBinding;
import javafx.geometry.Bounds;
import javafx.scene.Group;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.scene.shape.Line;
import javafx.scene.transform.Scale;
import javafx.scene.transform.Translate;

/**
 * The centre canvas: draws the {@link TopologyViewModel}'s diagram as labelled boxes (hosts, NICs, switches)
 * joined by lines, each box centred on its model position, and fits the drawing into the space it is given
 * (shrinking, never enlarging, so labels stay at their natural size on a big window).
 *
 * <p>Every box is a {@link VBox} with the style classes {@code topology-element} and that of its
 * {@link ElementKind} and the node id {@code "topology:" + element id} ({@link #box(String)} finds it),
 * holding the name ({@code topology-name}) over the detail ({@code topology-detail}); lines carry the style
 * class of their {@link TopologyConnection.Kind}.
 * Static topology uses scene-graph nodes; moving cells will be drawn on a canvas layered above it.
 */
public final class TopologyView extends Region {

    /** Node-id prefix of the boxes, for lookups in tests and later for selection. */
    public static final String ID_PREFIX = "topology:";

    private static final double MARGIN_PX = 24;
    private static final String NAME_STYLE_CLASS = "topology-name";
    /** Gap between a line and its label: enough to clear the NIC boxes at the ends of a short line. */
    private static final double LINE_LABEL_GAP_PX = ElementKind.NIC.heightPx() / 2 + 2;

    private final Group drawing = new Group();
    private final Map<String, VBox> boxes = new HashMap<>();

    public TopologyView(TopologyViewModel viewModel) {
        getStyleClass().add("topology-view");
        getChildren().add(drawing);
        viewModel.diagramProperty().addListener((obs, old, diagram) -> draw(diagram));
        draw(viewModel.getDiagram());
    }

    private void draw(TopologyDiagram diagram) {
        Map<String, TopologyElement> byId = new HashMap<>();
        diagram.elements().forEach(e -> byId.put(e.id(), e));
        drawing.getChildren().clear();
        boxes.clear();
        // Lines first, so boxes cover their ends.
        for (TopologyConnection connection : diagram.connections()) {
            TopologyElement from = byId.get(connection.fromId());
            TopologyElement to = byId.get(connection.toId());
            Line line = new Line(from.x(), from.y(), to.x(), to.y());
            line.getStyleClass().add(connection.kind().styleClass());
            drawing.getChildren().add(line);
            if (!connection.label().isEmpty()) {
                drawing.getChildren().add(lineLabel(connection.label(), from, to));
            }
        }
        for (TopologyElement element : diagram.elements()) {
            VBox box = box(element);
            boxes.put(element.id(), box);
            drawing.getChildren().add(box);
        }
        requestLayout();
    }

    /**
     * A line's label beside its middle, pushed off the line along the line's normal far enough that its box
     * clears the line whatever the line's slope (below a flat line, right of a steep one).
     */
    private static Label lineLabel(String text, TopologyElement from, TopologyElement to) {
        Label label = new Label(text);
        label.getStyleClass().add("topology-line-label");
        double dx = to.x() - from.x();
        double dy = to.y() - from.y();
        double length = Math.hypot(dx, dy);
        // The unit normal that points down (or right, for a vertical line); a zero-length line gets "down".
        double normalX = length == 0 ? 0 : -dy / length;
        double normalY = length == 0 ? 1 : dx / length;
        if (normalY < 0 || (normalY == 0 && normalX < 0)) {
            normalX = -normalX;
            normalY = -normalY;
        }
        double nx = normalX;
        double ny = normalY;
        double middleX = (from.x() + to.x()) / 2;
        double middleY = (from.y() + to.y()) / 2;
        // Distance from the line to the label's centre: a gap plus the label's half-extent along the normal.
        DoubleBinding reach = Bindings.createDoubleBinding(() -> LINE_LABEL_GAP_PX
            + Math.abs(nx) * label.getWidth() / 2 + Math.abs(ny) * label.getHeight() / 2,
            label.widthProperty(), label.heightProperty());
        label.layoutXProperty().bind(Bindings.createDoubleBinding(
            () -> middleX + nx * reach.get() - label.getWidth() / 2, reach, label.widthProperty()));
        label.layoutYProperty().bind(Bindings.createDoubleBinding(
            () -> middleY + ny * reach.get() - label.getHeight() / 2, reach, label.heightProperty()));
        return label;
    }

    /** The box drawn for the element with this {@link TopologyElement#id() id}, if it is on show. */
    public Optional<VBox> box(String elementId) {
        return Optional.ofNullable(boxes.get(elementId));
    }

    /** The element's name as drawn in its box (the box's first line). */
    public static String nameIn(Node box) {
        return ((Label) box.lookup("." + NAME_STYLE_CLASS)).getText();
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
        box.getStyleClass().addAll("topology-element", kind.styleClass());
        box.setMinSize(kind.widthPx(), kind.heightPx());
        box.setPrefSize(kind.widthPx(), kind.heightPx());
        box.setMaxSize(kind.widthPx(), kind.heightPx());
        box.relocate(element.x() - kind.widthPx() / 2, element.y() - kind.heightPx() / 2);
        return box;
    }

    @Override
    protected void layoutChildren() {
        drawing.autosize();
        Bounds bounds = drawing.getLayoutBounds();
        if (bounds.isEmpty()) {
            drawing.getTransforms().clear();
            return;
        }
        double availableWidth = Math.max(1, getWidth() - 2 * MARGIN_PX);
        double availableHeight = Math.max(1, getHeight() - 2 * MARGIN_PX);
        double scale = Math.min(1, Math.min(availableWidth / bounds.getWidth(), availableHeight / bounds.getHeight()));
        double left = (getWidth() - bounds.getWidth() * scale) / 2;
        double top = (getHeight() - bounds.getHeight() * scale) / 2;
        drawing.getTransforms().setAll(
            new Translate(left, top),
            new Scale(scale, scale),
            new Translate(-bounds.getMinX(), -bounds.getMinY()));
    }
}
