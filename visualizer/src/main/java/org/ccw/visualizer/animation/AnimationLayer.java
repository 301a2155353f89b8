package org.ccw.visualizer.animation;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.transform.Affine;
import javafx.scene.transform.NonInvertibleTransformException;
import javafx.scene.transform.Transform;
import org.ccw.engine.trace.SlotState;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The moving picture over the static topology: one {@link Canvas} the size of the view, redrawn from the
 * {@link Playback}'s state and clock — cells as plain rectangles gliding along their links (colour, shape and
 * letter by kind: request a full block "Q", reply a rounded block "R", ack a thin bar "A", others an outlined
 * block; a retransmission outlined dashed), NIC FIFOs as horizontal bars with depth marks, switch port buffers as
 * vertical bars that turn red at the top when full, sliding windows as slot strips under each host (in flight
 * filled, just acknowledged ticked, free empty), packet queues whose slots have states as rings of slots beside
 * their host (free, claimed, ready, ready-bulk), drops as red bursts whose reason shows on hover, handler runs
 * as a flashing frame with the handler's name, and link tokens as diamonds (the holder's NI haloed). No per-cell
 * scene-graph nodes, clips or effects, so thousands of cells stay at frame rate. Each frame is a short pipeline of
 * painters over one {@link CanvasFrame} ({@link QueuePainter}, {@link WindowPainter}, {@link SlotRingPainter},
 * {@link CellPainter}, {@link FlashPainter}, {@link DropPainter}, {@link TokenPainter}); the shapes they share,
 * which the legend draws too, are {@link CanvasShapes}.
 *
 * <p>Where gauges and labels go is an {@link OverlayPlan} in drawing (model) coordinates, made again only when the
 * geometry, the font or the run's windows or slot rings change: nothing is drawn over a box, a link or another
 * label; a label with no room is left out. Labels that come and go (drops, handler runs, retransmissions, tokens)
 * take what room is left each frame. Everything is drawn through the topology view's
 * {@link #drawingTransformProperty() drawing transform}, so the overlays scale and move with the drawing under fit,
 * zoom and pan and never part from the box they belong to; {@link #overlayBoundsProperty()} tells the view what a
 * fit must keep in sight.
 *
 * <p>Colours, stroke width and font size are CSS properties of {@code .animation-layer} (see {@code workbench.css}:
 * each colour points at one of the {@code .root} named colours that the timing diagram and the exports read through
 * {@link ColourPalette}, so a theme that redefines a name re-colours the canvas; the lecture stylesheet also
 * thickens and enlarges). The layer itself is mouse-transparent; the window asks
 * {@link #cellAt} on a click and the layer's {@link #hover} shows a drop's reason.
 */
public final class AnimationLayer extends Region {

    /**
     * What a frame draws, in order: gauges under everything, then windows and slot rings, the cells, handler
     * flashes, drops and tokens on top.
     */
    private static final List<CanvasFrame.Painter> PAINTERS = List.of(new QueuePainter(), new WindowPainter(),
        new SlotRingPainter(), new CellPainter(), new FlashPainter(), new DropPainter(), new TokenPainter());
    /** Lines of room around the planned overlays that passing labels (drops, handlers, tokens) may use. */
    private static final double PASSING_LABEL_ROOM_LINES = 2;

    private static final StyleablePropertyFactory<AnimationLayer> CSS = new StyleablePropertyFactory<>(
        Region.getClassCssMetaData());

    /** The layer's colour properties by CSS name, then by the stylesheet colour each defaults to. */
    private final Map<String, StyleableProperty<Color>> colourByCss = new HashMap<>();
    private final Map<String, StyleableProperty<Color>> colourByVariable = new HashMap<>();
    private final StyleableProperty<Color> requestColor = colour("requestColor", "-ccw-anim-request",
        "-ccw-cell-request");
    private final StyleableProperty<Color> replyColor = colour("replyColor", "-ccw-anim-reply", "-ccw-cell-reply");
    private final StyleableProperty<Color> dropColor = colour("dropColor", "-ccw-anim-drop", "-ccw-drop");
    private final StyleableProperty<Color> tokenColor = colour("tokenColor", "-ccw-anim-token", "-ccw-token");
    private final StyleableProperty<Color> inkColor = colour("inkColor", "-ccw-anim-ink", "-ccw-text");
    private final StyleableProperty<Color> flashColor = colour("flashColor", "-ccw-anim-flash", "-ccw-flash");
    private final StyleableProperty<Color> slotColor = colour("slotColor", "-ccw-anim-slot", "-ccw-canvas");
    private final StyleableProperty<Number> strokeWidth = CSS.createStyleableNumberProperty(this, "strokeWidth",
        "-ccw-anim-stroke-width", s -> s.strokeWidth, 1.5);
    private final StyleableProperty<Number> fontSize = CSS.createStyleableNumberProperty(this, "fontSize",
        "-ccw-anim-font-size", s -> s.fontSize, 11);

    private final Canvas canvas = new Canvas();
    private final ObjectProperty<Playback> playback = new SimpleObjectProperty<>(this, "playback");
    private final ObjectProperty<AnimationGeometry> geometry = new SimpleObjectProperty<>(this, "geometry");
    private final ObjectProperty<CellFlight> selectedCell = new SimpleObjectProperty<>(this, "selectedCell");
    private final Tooltip dropTip = new Tooltip();
    private final ObjectProperty<Transform> drawingTransform = new SimpleObjectProperty<>(this, "drawingTransform",
        Transform.translate(0, 0));
    private final ReadOnlyObjectWrapper<Bounds> overlayBounds = new ReadOnlyObjectWrapper<>(this, "overlayBounds");
    private OverlayPlan plan;
    private List<Object> planKey;
    private java.util.function.Supplier<List<javafx.geometry.Bounds>> obstacles = List::of;

    public AnimationLayer() {
        // kinds drawn only through colourOf: registered, not kept in fields of their own
        colour("ackColor", "-ccw-anim-ack", "-ccw-cell-ack");
        colour("bulkColor", "-ccw-anim-bulk", "-ccw-cell-bulk");
        colour("controlColor", "-ccw-anim-control", "-ccw-cell-control");
        colour("frameColor", "-ccw-anim-frame", "-ccw-cell-frame");
        colour("otherColor", "-ccw-anim-other", "-ccw-cell-other");
        getStyleClass().add("animation-layer");
        getChildren().add(canvas);
        setMouseTransparent(true);
        canvas.widthProperty().addListener((obs, was, now) -> paint());
        canvas.heightProperty().addListener((obs, was, now) -> paint());
        playback.addListener((obs, was, now) -> {
            if (now != null) {
                now.cursor().positionProperty().addListener((o, a, b) -> {
                    if (playback.get() == now) {
                        paint();
                    }
                });
            }
            paint();
        });
        geometry.addListener((obs, was, now) -> paint());
        selectedCell.addListener((obs, was, now) -> paint());
        drawingTransform.addListener((obs, was, now) -> paint());
    }

    /**
     * A colour property set by {@code cssName} in {@code .animation-layer}, which the stylesheet points at its
     * named colour {@code variable}; without a stylesheet the property starts as that colour.
     */
    private StyleableProperty<Color> colour(String name, String cssName, String variable) {
        // The factory keeps one CSS metadata per property and asks it for the property of a given layer.
        StyleableProperty<Color> property = CSS.createStyleableColorProperty(this, name, cssName,
            s -> s.colourByCss.get(cssName), CanvasSurface.colour(ColourPalette.standard().colour(variable)));
        colourByCss.put(cssName, property);
        colourByVariable.put(variable, property);
        return property;
    }

    public static List<CssMetaData<? extends Styleable, ?>> getClassCssMetaData() {
        return CSS.getCssMetaData();
    }

    @Override
    public List<CssMetaData<? extends Styleable, ?>> getCssMetaData() {
        return getClassCssMetaData();
    }

    /** The playback drawn; the layer redraws whenever its cursor moves. */
    public ObjectProperty<Playback> playbackProperty() {
        return playback;
    }

    /** Where the trace's nodes and links are on the drawing. */
    public ObjectProperty<AnimationGeometry> geometryProperty() {
        return geometry;
    }

    /** The cell the inspector shows (ringed on the canvas), or null. */
    public ObjectProperty<CellFlight> selectedCellProperty() {
        return selectedCell;
    }

    /**
     * How a drawing (model) point maps to this layer's pixels: the topology view's fit, zoom and pan (bind it to
     * the view's drawing transform; the layer lies exactly over the view).
     */
    public ObjectProperty<Transform> drawingTransformProperty() {
        return drawingTransform;
    }

    /**
     * Where the run's overlays reach in drawing coordinates (the boxes, gauges, strips and the room their passing
     * labels may take), or null without a run: a fitted view keeps all of it in sight.
     */
    public ReadOnlyObjectProperty<Bounds> overlayBoundsProperty() {
        return overlayBounds.getReadOnlyProperty();
    }

    /**
     * What the view under this layer draws besides boxes and links (its link labels), in drawing coordinates: the
     * gauges and labels keep clear of it. Call {@link #paint()} after it changes.
     */
    public void setObstacles(java.util.function.Supplier<List<javafx.geometry.Bounds>> obstacles) {
        this.obstacles = obstacles;
        paint();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
    }

    /** The cell drawn nearest to ({@code x}, {@code y}) in this layer's pixels, within a cell's length; or null. */
    public CellFlight cellAt(double x, double y) {
        Playback p = playback.get();
        AnimationGeometry g = geometry.get();
        Point2D at0 = toDrawing(x, y);
        if (p == null || g == null || at0 == null) {
            return null;
        }
        x = at0.getX();
        y = at0.getY();
        CellFlight best = null;
        double bestDistance = CanvasShapes.CELL_W;
        OverlayPlan tracks = plan(g, p.state());
        for (CellFlight flight : p.state().flights()) {
            Point2D at = CanvasFrame.cellPoint(tracks, g, flight, p.clockPs());
            if (at != null) {
                double d = at.distance(x, y);
                if (d < bestDistance) {
                    bestDistance = d;
                    best = flight;
                }
            }
        }
        return best;
    }

    /** Shows the reason of a drop burst under ({@code x}, {@code y}) as a tooltip, or hides it. */
    public void hover(double x, double y, double screenX, double screenY) {
        Playback p = playback.get();
        AnimationGeometry g = geometry.get();
        Point2D inDrawing = toDrawing(x, y);
        if (p == null || g == null || inDrawing == null) {
            return;
        }
        x = inDrawing.getX();
        y = inDrawing.getY();
        for (VisualState.DropMark drop : p.state().recentDrops()) {
            Point2D at = CanvasFrame.dropPoint(plan(g, p.state()), drop);
            if (at != null && at.distance(x, y) < 14) {
                dropTip.setText(drop.kind() + " cell #" + drop.cellId() + " dropped: "
                    + EventText.reason(new org.ccw.engine.trace.TraceEvent.CellDropped(0, drop.timePs(), drop.node(),
                    drop.component(), -1, drop.cellId(), 0, drop.kind(), 0, drop.reason())));
                if (!dropTip.isShowing() && getScene() != null) {
                    dropTip.show(this, screenX + 12, screenY + 12);
                }
                return;
            }
        }
        dropTip.hide();
    }

    /** Redraws the whole picture from the playback's state at its clock. */
    public void paint() {
        GraphicsContext gc = canvas.getGraphicsContext2D();
        gc.setTransform(new Affine());
        gc.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        Playback p = playback.get();
        AnimationGeometry g = geometry.get();
        if (p == null || g == null) {
            overlayBounds.set(null);
            plan = null;
            planKey = null;
            return;
        }
        Transform t = drawingTransform.get();
        gc.setTransform(t.getMxx(), t.getMyx(), t.getMxy(), t.getMyy(), t.getTx(), t.getTy());
        CanvasStyle style = style();
        gc.setLineWidth(style.stroke());
        gc.setFont(Font.font(style.font()));
        gc.setTextBaseline(VPos.CENTER);
        OverlayPlan plan = plan(g, p.state());
        FreeSpace space = plan.space();
        space.limitTo(overlayBounds.get());
        CanvasFrame frame = new CanvasFrame(gc, style, g, plan, space, p.state(), p.clockPs(), selectedCell.get());
        PAINTERS.forEach(painter -> painter.paint(frame));
    }

    /** The look the stylesheet gives this layer now. */
    private CanvasStyle style() {
        return new CanvasStyle(requestColor.getValue(), replyColor.getValue(), dropColor.getValue(),
            tokenColor.getValue(), inkColor.getValue(), flashColor.getValue(), slotColor.getValue(), this::colourOf,
            strokeWidth.getValue().doubleValue(), fontSize.getValue().doubleValue());
    }

    /**
     * The plan of gauges and labels for this geometry, font and the run's windows and slot rings, in drawing
     * coordinates; made again only when one of them changes (a few hundred rectangle tests), not every frame, and
     * never by a zoom.
     */
    private OverlayPlan plan(AnimationGeometry g, VisualState state) {
        double font = fontSize.getValue().doubleValue();
        java.util.Map<VisualState.WindowKey, Integer> windows = new java.util.HashMap<>();
        state.windows().forEach((key, slots) -> windows.put(key, slots.size()));
        java.util.Map<org.ccw.engine.trace.QueueId, Integer> rings = state.slotRings();
        List<javafx.geometry.Bounds> obstacles = this.obstacles.get();
        // the rings as a list: their order is part of the plan (the first to appear keeps its place)
        List<Object> key = List.of(g, font, windows, List.copyOf(rings.entrySet()), obstacles);
        if (plan == null || !key.equals(planKey)) {
            plan = OverlayPlan.of(g, UnaryOperator.identity(), font, windows, rings, null, obstacles);
            planKey = key;
            // passing labels (a drop's reason a few lines out) may take a little room beyond the planned extent
            overlayBounds.set(FreeSpace.grow(plan.extent(), PASSING_LABEL_ROOM_LINES * OverlayText.heightPx(font)));
        }
        return plan;
    }

    /** A point of this layer in drawing coordinates, or null while the drawing transform cannot be inverted. */
    private Point2D toDrawing(double x, double y) {
        try {
            return drawingTransform.get().inverseTransform(x, y);
        } catch (NonInvertibleTransformException e) {
            return null;
        }
    }

    /** Where {@code flight} is drawn at {@code clockPs}, in this layer's pixels; null when its link is not drawn. */
    public Point2D pointOf(CellFlight flight, long clockPs) {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        Point2D at = g == null || p == null ? null : CanvasFrame.cellPoint(plan(g, p.state()), g, flight, clockPs);
        return at == null ? null : drawingTransform.get().transform(at);
    }

    /**
     * Where a drop of {@code drop} bursts, in this layer's pixels (null when its place is not drawn): on the top of
     * the port's bar at a switch, on the NIC's top edge at a host.
     */
    public Point2D pointOf(VisualState.DropMark drop) {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        Point2D at = g == null || p == null ? null : CanvasFrame.dropPoint(plan(g, p.state()), drop);
        return at == null ? null : drawingTransform.get().transform(at);
    }

    /** The current overlay plan, in drawing coordinates (null without a run); for checks. */
    public OverlayPlan plan() {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        return g == null || p == null ? null : plan(g, p.state());
    }

    /** The symbols of the canvas a legend explains, each drawn by {@link #paintSymbol} as the run draws it. */
    public enum Symbol {
        REQUEST_CELL("request cell (Q)"), REPLY_CELL("reply cell (R)"), ACK_CELL("ack cell (A)"),
        BULK_CELL("bulk or data cell (B)"), CONTROL_CELL("control cell (C)"),
        RETRANSMITTED_CELL("retransmitted cell (dashed red outline)"), DROP("dropped cell (burst, with its reason)"),
        TOKEN("sender-coordination token (diamond at the holder's NI)"),
        WINDOW("sliding window: slots in flight filled, acked ticked"),
        QUEUE("NIC FIFO or switch port buffer, filling with cells"), FULL_QUEUE("a full FIFO or buffer: cells drop"),
        SLOT_RING("packet queue in memory, a ring of slots: free ○, claimed ◐, ready ●, ready-bulk ◉"),
        CAS_FAILED("a lost compare-and-swap on a slot: a red ring, crossed when the queue was full");

        private final String meaning;

        Symbol(String meaning) {
            this.meaning = meaning;
        }

        /** What the symbol means, for the legend's text. */
        public String meaning() {
            return meaning;
        }
    }

    /** Draws {@code symbol} centred at ({@code cx}, {@code cy}) with this layer's (the stylesheet's) colours. */
    public void paintSymbol(GraphicsContext gc, Symbol symbol, double cx, double cy) {
        CanvasStyle style = style();
        gc.setLineWidth(style.stroke());
        double w = CanvasShapes.CELL_W;
        double x = cx - w;
        double y = cy - CanvasShapes.CELL_H / 2;
        switch (symbol) {
            case REQUEST_CELL -> CanvasShapes.cell(gc, style, "request", x, y, 2 * w);
            case REPLY_CELL -> CanvasShapes.cell(gc, style, "reply", x, y, 2 * w);
            case ACK_CELL -> CanvasShapes.cell(gc, style, "ack", x, y, 2 * w);
            case BULK_CELL -> CanvasShapes.cell(gc, style, "bulk", x, y, 2 * w);
            case CONTROL_CELL -> CanvasShapes.cell(gc, style, "control", x, y, 2 * w);
            case RETRANSMITTED_CELL -> {
                CanvasShapes.cell(gc, style, "request", x, y, 2 * w);
                gc.setStroke(style.drop());
                gc.setLineDashes(3, 2);
                gc.strokeRect(x - 2.5, y - 2.5, 2 * w + 5, CanvasShapes.CELL_H + 5);
                gc.setLineDashes();
            }
            case DROP -> CanvasShapes.burst(gc, style, new Point2D(cx, cy), 9, 1);
            case TOKEN -> CanvasShapes.diamond(gc, style, new Point2D(cx, cy), 7);
            case WINDOW -> {
                for (int i = 0; i < 4; i++) {
                    double sx = cx - 20 + i * 10;
                    gc.setFill(i < 2 ? style.request() : style.slot());
                    gc.fillRect(sx, cy - 4, 8, 8);
                    gc.setStroke(style.ink());
                    gc.strokeRect(sx, cy - 4, 8, 8);
                }
            }
            case QUEUE -> CanvasShapes.bar(gc, style, new javafx.geometry.BoundingBox(cx - 20, cy - 4, 40, 8), 0.6,
                style.ink().deriveColor(0, 1, 1, 0.55), false);
            case FULL_QUEUE -> CanvasShapes.bar(gc, style, new javafx.geometry.BoundingBox(cx - 20, cy - 4, 40, 8), 1,
                style.drop(), false);
            case SLOT_RING -> {
                // a ring small enough for the legend would blur its slots: the four states side by side instead
                for (SlotState state : SlotState.values()) {
                    CanvasShapes.slot(gc, style, state, cx - 18 + 12 * state.ordinal(), cy, 9);
                }
            }
            case CAS_FAILED -> {
                CanvasShapes.slot(gc, style, SlotState.READY, cx - 12, cy, 9);
                CanvasShapes.casFailure(gc, style, new Point2D(cx - 12, cy), 9, 1, false);
                CanvasShapes.slot(gc, style, SlotState.READY, cx + 12, cy, 9);
                CanvasShapes.casFailure(gc, style, new Point2D(cx + 12, cy), 9, 1, true);
            }
        }
    }

    /** The colour of cells of {@code kind}, as the stylesheet (or a theme over it) sets it on this layer. */
    Color colourOf(String kind) {
        return colourByVariable.get(ColourPalette.kindVariable(kind)).getValue();
    }
}
