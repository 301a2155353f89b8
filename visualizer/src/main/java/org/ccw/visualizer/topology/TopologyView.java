package org.ccw.visualizer.topology;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.beans.binding.DoubleBinding;
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
public final class TopologyView extends Region implements org.ccw.visualizer.LabelScale.Scaled {

    /** Node-id prefix of the boxes, for lookups in tests and for selection. */
    public static final String ID_PREFIX = "topology:";
    /** Node-id prefix of the link lines. */
    public static final String LINE_ID_PREFIX = "topology-line:";
    /** Drag-and-drop format of palette entries: the entry's id. */
    public static final DataFormat PALETTE_ENTRY = new DataFormat("application/x-ccw-palette-entry");
    /** Style class of selected boxes and lines. */
    public static final String SELECTED = "selected";

    /** Room kept around a fitted drawing, px, by default. */
    public static final double MARGIN_PX = 24;
    private static final String NAME_STYLE_CLASS = "topology-name";
    /** Style class of a link's label; labels without room are hidden (see {@link LinkLabelPlacer}). */
    public static final String LINE_LABEL_STYLE_CLASS = "topology-line-label";

    private final TopologyViewModel viewModel;
    private final Group drawing = new Group();
    private final Group lines = new Group();
    private final Group elements = new Group();
    private final Group overlay = new Group();
    private final Map<String, VBox> boxes = new LinkedHashMap<>();
    private final Map<String, Line> linkLines = new HashMap<>();
    /** Each link line's label, by link id, in drawing order; placed by {@link LinkLabelPlacer} on layout. */
    private final Map<String, Label> lineLabels = new LinkedHashMap<>();
    private String hoveredLinkId;
    private double marginPx = MARGIN_PX;
    private Bounds fitAlso;
    private double maxFitScale = 1;
    private double panX;
    private double panY;
    /** How much larger than at a desk the words on the drawing are on screen (the lecture stylesheet's scale). */
    private final javafx.css.StyleableDoubleProperty labelScale = org.ccw.visualizer.LabelScale.property(this);

    public TopologyView(TopologyViewModel viewModel) {
        this.viewModel = viewModel;
        getStyleClass().add("topology-view");
        drawing.getChildren().addAll(lines, elements, overlay);
        getChildren().add(drawing);
        viewModel.diagramProperty().addListener((obs, old, diagram) -> draw(diagram));
        viewModel.selectedIds().addListener((SetChangeListener<String>) change -> markSelection());
        viewModel.fitToViewProperty().addListener((obs, was, fit) -> requestLayout());
        // A divider moved or the window resized: the user changed the room, so the drawing is fitted into it again.
        widthProperty().addListener((obs, was, now) -> refitOnResize(was.doubleValue(), now.doubleValue()));
        heightProperty().addListener((obs, was, now) -> refitOnResize(was.doubleValue(), now.doubleValue()));
        viewModel.zoomProperty().addListener((obs, was, zoom) -> zoomAboutCentre(was.doubleValue(), zoom.doubleValue()));
        Rectangle clip = new Rectangle();
        clip.widthProperty().bind(widthProperty());
        clip.heightProperty().bind(heightProperty());
        setClip(clip);
        new CanvasInteraction(this, viewModel).install();
        labelScale.addListener(o -> requestLayout());
        draw(viewModel.getDiagram());
    }

    @Override
    public javafx.css.StyleableDoubleProperty labelScaleProperty() {
        return labelScale;
    }

    @Override
    public List<javafx.css.CssMetaData<? extends javafx.css.Styleable, ?>> getCssMetaData() {
        return org.ccw.visualizer.LabelScale.withScale(Region.getClassCssMetaData());
    }

    private void draw(TopologyDiagram diagram) {
        lines.getChildren().clear();
        elements.getChildren().clear();
        boxes.clear();
        linkLines.clear();
        lineLabels.clear();
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
            if (!connection.label().isEmpty() && !connection.elementId().isEmpty()) {
                Label label = new Label(connection.label());
                label.getStyleClass().add(LINE_LABEL_STYLE_CLASS);
                label.setMouseTransparent(true);
                Tooltip.install(line, new Tooltip(connection.label()));
                showLabelOnHover(line, connection.elementId());
                // Labels follow their line while a box is dragged: the placement is redone on layout.
                line.endXProperty().addListener(o -> requestLayout());
                line.endYProperty().addListener(o -> requestLayout());
                line.startXProperty().addListener(o -> requestLayout());
                line.startYProperty().addListener(o -> requestLayout());
                lineLabels.put(connection.elementId(), label);
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

    private void showLabelOnHover(Line line, String linkId) {
        line.setOnMouseEntered(e -> {
            hoveredLinkId = linkId;
            requestLayout();
        });
        line.setOnMouseExited(e -> {
            hoveredLinkId = null;
            requestLayout();
        });
    }

    /** Puts each link label where it has room; the selected and the hovered link's labels always show. */
    private void placeLineLabels() {
        List<LinkLabelPlacer.Request> requests = new ArrayList<>();
        lineLabels.forEach((id, label) -> {
            Line line = linkLines.get(id);
            boolean mustShow = id.equals(hoveredLinkId) || viewModel.selectedIds().contains(id);
            requests.add(new LinkLabelPlacer.Request(id, new Point2D(line.getStartX(), line.getStartY()),
                new Point2D(line.getEndX(), line.getEndY()), label.getWidth(), label.getHeight(), mustShow));
        });
        List<Bounds> obstacles = boxes.values().stream().map(Node::getBoundsInParent).toList();
        Map<String, Point2D> places = LinkLabelPlacer.place(requests, obstacles);
        lineLabels.forEach((id, label) -> {
            Point2D place = places.get(id);
            label.setVisible(place != null);
            if (place != null) {
                label.relocate(place.getX(), place.getY());
            }
        });
    }

    private void markSelection() {
        boxes.forEach((id, box) -> mark(box, viewModel.selectedIds().contains(id)));
        linkLines.forEach((id, line) -> mark(line, viewModel.selectedIds().contains(id)));
        requestLayout();
    }

    private static void mark(Node node, boolean selected) {
        if (selected && !node.getStyleClass().contains(SELECTED)) {
            node.getStyleClass().add(SELECTED);
        } else if (!selected) {
            node.getStyleClass().remove(SELECTED);
        }
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

    /**
     * A drawing (model) point in this view's own pixels: where an overlay laid exactly over the view (the
     * animation's canvas) draws it.
     */
    public Point2D toView(Point2D model) {
        return drawing.localToParent(model);
    }

    /**
     * Room kept around the drawing when it is fitted into the view, px: an overlay that draws beside the outermost
     * boxes (a run's window strips) asks for more.
     */
    public void setFitMarginPx(double px) {
        if (px != marginPx) {
            marginPx = px;
            requestLayout();
        }
    }

    /**
     * The largest scale fitting may use: 1 (the default) only ever shrinks the drawing; a lecture enlarges a small
     * cluster to fill the screen.
     */
    public void setMaxFitScale(double scale) {
        if (scale != maxFitScale) {
            maxFitScale = scale;
            requestLayout();
        }
    }

    /**
     * The shown link labels' bounds in drawing coordinates (they do not change with zoom or pan), for an overlay
     * that must keep clear of them.
     */
    public List<Bounds> lineLabelDrawingBounds() {
        return lineLabels.values().stream().filter(Node::isVisible).map(Node::getBoundsInParent).toList();
    }

    /**
     * What else a fitted view must show besides the boxes, in drawing coordinates (a run's gauges and strips
     * around the outermost hosts), or null for nothing.
     */
    public void setFitAlso(Bounds drawingBounds) {
        if (!java.util.Objects.equals(drawingBounds, fitAlso)) {
            fitAlso = drawingBounds;
            requestLayout();
        }
    }

    /** Changes whenever fitting, zoom or pan moves the drawing; an overlay redraws then. */
    public javafx.beans.property.ReadOnlyObjectProperty<javafx.scene.transform.Transform> drawingTransformProperty() {
        return drawing.localToParentTransformProperty();
    }

    private void refitOnResize(double was, double now) {
        if (was > 0 && Math.abs(now - was) >= 1) {
            viewModel.fitToViewProperty().set(true);
        }
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
        placeLineLabels();
        if (!bounds.isEmpty() && fitAlso != null) {
            bounds = union(bounds, fitAlso);
        }
        if (bounds.isEmpty()) {
            drawing.getTransforms().clear();
            return;
        }
        transform(bounds);
        // words sized for the screen once the scale they are drawn at is known (the boxes keep their size)
        BoxWords.size(boxes.values(), lineLabels.values(), labelScale.get(), viewModel.zoomProperty().get());
    }

    /** Fits the drawing's {@code bounds} into the view, or applies the zoom and pan. */
    private void transform(Bounds bounds) {
        if (viewModel.fitToViewProperty().get()) {
            double availableWidth = Math.max(1, getWidth() - 2 * marginPx);
            double availableHeight = Math.max(1, getHeight() - 2 * marginPx);
            double scale = Math.min(maxFitScale,
                Math.min(availableWidth / bounds.getWidth(), availableHeight / bounds.getHeight()));
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

    private static Bounds union(Bounds a, Bounds b) {
        double minX = Math.min(a.getMinX(), b.getMinX());
        double minY = Math.min(a.getMinY(), b.getMinY());
        return new javafx.geometry.BoundingBox(minX, minY, Math.max(a.getMaxX(), b.getMaxX()) - minX,
            Math.max(a.getMaxY(), b.getMaxY()) - minY);
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
