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
import javafx.scene.text.TextAlignment;
import javafx.scene.transform.Affine;
import javafx.scene.transform.NonInvertibleTransformException;
import javafx.scene.transform.Transform;
import org.ccw.engine.trace.QueueId;
import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.stacks.StackPresentation;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The moving picture over the static topology: one {@link Canvas} the size of the view, redrawn from the
 * {@link Playback}'s state and clock — cells as plain rectangles gliding along their links (colour, shape and
 * letter by kind: request a full block "Q", reply a rounded block "R", ack a thin bar "A", others an outlined
 * block; a retransmission outlined dashed), NIC FIFOs as horizontal bars with depth marks, switch port buffers as
 * vertical bars that turn red at the top when full, sliding windows as slot strips under each host (in flight
 * filled, just acknowledged ticked, free empty), drops as red bursts whose reason shows on hover, handler runs
 * as a flashing frame with the handler's name, and link tokens as diamonds (the holder's NI haloed). No per-cell
 * scene-graph nodes, clips or effects, so thousands of cells stay at frame rate.
 *
 * <p>Where gauges and labels go is an {@link OverlayPlan} in drawing (model) coordinates, made again only when the
 * geometry, the font or the run's windows change: nothing is drawn over a box, a link or another label; a label
 * with no room is left out. Labels that come and go (drops, handler runs, retransmissions, tokens) take what room
 * is left each frame. Everything is drawn through the topology view's {@link #drawingTransformProperty() drawing
 * transform}, so the overlays scale and move with the drawing under fit, zoom and pan and never part from the
 * box they belong to; {@link #overlayBoundsProperty()} tells the view what a fit must keep in sight.
 *
 * <p>Colours, stroke width and font size are CSS properties of {@code .animation-layer} (see {@code workbench.css}:
 * each colour points at one of the {@code .root} named colours that the timing diagram and the exports read through
 * {@link ColourPalette}, so a theme that redefines a name re-colours the canvas; the lecture stylesheet also
 * thickens and enlarges). The layer itself is mouse-transparent; the window asks
 * {@link #cellAt} on a click and the layer's {@link #hover} shows a drop's reason.
 */
public final class AnimationLayer extends Region {

    /** Above this many cells in flight, letters are left off the cells (they would be unreadable anyway). */
    private static final int LETTER_LIMIT = 400;
    private static final double CELL_W = 12;
    /** Characters of a handler name kept when the whole name finds no room, e.g. {@code SEND_WITH_F…}. */
    static final int SHORT_NAME_CHARS = 11;
    private static final double CELL_H = 8;
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
                now.revisionProperty().addListener((o, a, b) -> {
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

    /** The playback drawn; the layer redraws whenever its revision changes. */
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
        double bestDistance = CELL_W;
        OverlayPlan tracks = plan(g, p.state());
        for (CellFlight flight : p.state().flights()) {
            Point2D at = cellPoint(tracks, g, flight, p.clockPs());
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
            Point2D at = dropPoint(plan(g, p.state()), drop);
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
        VisualState state = p.state();
        long clock = p.clockPs();
        double stroke = strokeWidth.getValue().doubleValue();
        gc.setLineWidth(stroke);
        gc.setFont(Font.font(fontSize.getValue().doubleValue()));
        gc.setTextBaseline(VPos.CENTER);
        OverlayPlan plan = plan(g, state);
        FreeSpace space = plan.space();
        space.limitTo(overlayBounds.get());
        paintQueues(gc, plan, space, state);
        paintWindows(gc, g, plan, state, clock);
        paintCells(gc, g, plan, state, clock, stroke);
        paintFlashes(gc, plan, space, state, clock);
        paintDrops(gc, plan, space, state, clock);
        paintTokens(gc, g, plan, space, state, clock);
    }

    /**
     * The plan of gauges and labels for this geometry, font and the run's windows, in drawing coordinates; made
     * again only when one of them changes (a few hundred rectangle tests), not every frame, and never by a zoom.
     */
    private OverlayPlan plan(AnimationGeometry g, VisualState state) {
        double font = fontSize.getValue().doubleValue();
        java.util.Map<VisualState.WindowKey, Integer> windows = new java.util.HashMap<>();
        state.windows().forEach((key, slots) -> windows.put(key, slots.size()));
        List<javafx.geometry.Bounds> obstacles = this.obstacles.get();
        List<Object> key = List.of(g, font, windows, obstacles);
        if (plan == null || !key.equals(planKey)) {
            plan = OverlayPlan.of(g, UnaryOperator.identity(), font, windows, null, obstacles);
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

    /** The first free place among {@code candidates} for a per-frame label, or null: the label yields. */
    private static javafx.geometry.Bounds labelPlace(FreeSpace space, List<javafx.geometry.Bounds> candidates) {
        return space.take(candidates).orElse(null);
    }

    /** A one-line label box of {@code text} whose left or right edge is at {@code x}, centred on {@code y}. */
    private javafx.geometry.Bounds textBox(String text, double x, double y, boolean rightAligned) {
        double w = OverlayText.widthPx(text, fontSize.getValue().doubleValue());
        double h = OverlayText.heightPx(fontSize.getValue().doubleValue());
        return FreeSpace.box(rightAligned ? x - w : x, y - h / 2, w, h);
    }

    /** Label places around a box: to its right, left, over and under it, each {@code gap} px off. */
    private List<javafx.geometry.Bounds> around(javafx.geometry.Bounds box, String text, double gap) {
        double h = OverlayText.heightPx(fontSize.getValue().doubleValue());
        return List.of(textBox(text, box.getMaxX() + gap, box.getCenterY(), false),
            textBox(text, box.getMinX() - gap, box.getCenterY(), true),
            textBox(text, box.getMinX(), box.getMinY() - gap - h / 2, false),
            textBox(text, box.getMinX(), box.getMaxY() + gap + h / 2, false));
    }

    private void label(GraphicsContext gc, javafx.geometry.Bounds box, String text) {
        if (box != null) {
            gc.setTextAlign(TextAlignment.LEFT);
            gc.fillText(text, box.getMinX(), box.getCenterY());
        }
    }

    private void paintFlashes(GraphicsContext gc, OverlayPlan plan, FreeSpace space, VisualState state, long clock) {
        for (VisualState.HandlerFlash flash : state.recentHandlers()) {
            javafx.geometry.Bounds host = plan.nodeBox(flash.node());
            if (host == null) {
                continue;
            }
            double alpha = fade(clock - flash.timePs(), state.fadePs());
            gc.setStroke(flashColor.getValue().deriveColor(0, 1, 1, alpha));
            gc.setLineWidth(strokeWidth.getValue().doubleValue() * 2.5);
            gc.strokeRect(host.getMinX() - 3, host.getMinY() - 3, host.getWidth() + 6, host.getHeight() + 6);
            gc.setLineWidth(strokeWidth.getValue().doubleValue());
            gc.setFill(inkColor.getValue().deriveColor(0, 1, 1, alpha));
            // a long handler name that finds no room whole is shortened (the event list has it in full)
            for (String text : List.of("⚡ " + flash.handler(), "⚡ " + shortened(flash.handler()))) {
                javafx.geometry.Bounds place = labelPlace(space, handlerPlaces(host, text));
                if (place != null) {
                    label(gc, place, text);
                    break;
                }
            }
        }
        for (VisualState.RetransmitMark mark : state.recentRetransmissions()) {
            javafx.geometry.Bounds host = plan.nodeBox(mark.node());
            if (host != null) {
                gc.setFill(dropColor.getValue().deriveColor(0, 1, 1, fade(clock - mark.timePs(), state.fadePs())));
                String text = "↻ retransmit #" + mark.attempt();
                label(gc, labelPlace(space, around(host, text, 4)), text);
            }
        }
    }

    /** Places for a handler's name: over its host's box, to its right, to its left. */
    private List<javafx.geometry.Bounds> handlerPlaces(javafx.geometry.Bounds host, String text) {
        double h = OverlayText.heightPx(fontSize.getValue().doubleValue());
        return List.of(textBox(text, host.getMinX(), host.getMinY() - 5 - h / 2, false),
            textBox(text, host.getMaxX() + 5, host.getMinY() + h / 2, false),
            textBox(text, host.getMinX() - 5, host.getMinY() + h / 2, true));
    }

    /** {@code name} cut to its first {@value #SHORT_NAME_CHARS} characters and an ellipsis, when longer. */
    static String shortened(String name) {
        return name.length() <= SHORT_NAME_CHARS ? name : name.substring(0, SHORT_NAME_CHARS) + "…";
    }

    private void paintQueues(GraphicsContext gc, OverlayPlan plan, FreeSpace space, VisualState state) {
        // A port whose queue has not changed yet is empty: draw it so a drop there bursts on a visible bar.
        plan.ports().forEach((end, gauge) -> {
            if (!state.queues().containsKey(new VisualState.QueueKey(end.node(), end.port(),
                new QueueId(QueueId.PORT, end.node(), end.port())))) {
                bar(gc, gauge.bar(), 0, inkColor.getValue(), true);
                gc.setFill(inkColor.getValue());
                label(gc, gauge.label(), "0");
            }
        });
        state.queues().forEach((key, occupancy) -> {
            boolean full = occupancy.full();
            Color fill = full ? dropColor.getValue() : inkColor.getValue().deriveColor(0, 1, 1, 0.55);
            if (key.queue().is(QueueId.PORT)) {
                plan.port(key.node(), key.component()).ifPresent(gauge -> {
                    bar(gc, gauge.bar(), occupancy.fill(), fill, true);
                    gc.setFill(inkColor.getValue());
                    label(gc, gauge.label(), Integer.toString(occupancy.length()));
                });
            } else if (key.queue().is(QueueId.TOKEN_REQUESTS) || key.queue().is(QueueId.TOKEN_WAIT)) {
                paintTokenQueue(gc, plan, space, key, occupancy);
            } else if (key.queue().is(QueueId.NIC_OUT) || key.queue().is(QueueId.NIC_IN)) {
                boolean out = key.queue().is(QueueId.NIC_OUT);
                (out ? plan.outFifo(key.node(), key.component()) : plan.inFifo(key.node(), key.component()))
                    .ifPresent(gauge -> {
                        bar(gc, gauge.bar(), occupancy.fill(), fill, false);
                        gc.setFill(inkColor.getValue());
                        label(gc, gauge.label(), out ? OverlayText.out(occupancy.length(), occupancy.capacity())
                            : OverlayText.in(occupancy.length(), occupancy.capacity()));
                    });
            }
        });
    }

    /** A bar with its outline, filled to {@code fraction} from the bottom (vertical) or the left. */
    private void bar(GraphicsContext gc, javafx.geometry.Bounds box, double fraction, Color fill, boolean vertical) {
        double x = box.getMinX();
        double y = box.getMinY();
        double w = box.getWidth();
        double h = box.getHeight();
        gc.setFill(slotColor.getValue());
        gc.fillRect(x, y, w, h);
        gc.setFill(fill);
        if (vertical) {
            gc.fillRect(x, y + h * (1 - fraction), w, h * fraction);
        } else {
            gc.fillRect(x, y, w * fraction, h);
        }
        gc.setStroke(inkColor.getValue());
        gc.strokeRect(x, y, w, h);
    }

    private void paintWindows(GraphicsContext gc, AnimationGeometry g, OverlayPlan plan, VisualState state,
                              long clock) {
        state.windows().forEach((key, slots) -> plan.window(key).ifPresent(strip -> {
            double x = strip.slots().getMinX();
            double y = strip.slots().getMinY();
            double slot = plan.slotPx();
            double tick = slot / OverlayPlan.SLOT_PX;
            boolean showAcked = clock - slots.acknowledgedPs() < state.fadePs();
            for (int i = 0; i < slots.size(); i++) {
                double sx = x + i * slot;
                gc.setFill(slotColor.getValue());
                gc.fillRect(sx, y, slot - 2, slot - 2);
                if (i < slots.inFlight()) {
                    gc.setFill(requestColor.getValue());
                    gc.fillRect(sx, y, slot - 2, slot - 2);
                } else if (showAcked && i < slots.inFlight() + slots.acknowledged()) {
                    gc.setStroke(replyColor.getValue());
                    gc.strokeLine(sx + 1.5 * tick, y + 4.5 * tick, sx + 4 * tick, y + 7 * tick);
                    gc.strokeLine(sx + 4 * tick, y + 7 * tick, sx + 8 * tick, y + 1.5 * tick);
                }
                gc.setStroke(inkColor.getValue());
                gc.strokeRect(sx, y, slot - 2, slot - 2);
            }
            gc.setFill(slots.full() ? dropColor.getValue() : inkColor.getValue());
            label(gc, strip.label(), OverlayText.window(g.topology().nodeName(key.peer()), slots.inFlight(),
                slots.size(), slots.full()));
        }));
    }

    private void paintCells(GraphicsContext gc, AnimationGeometry g, OverlayPlan plan, VisualState state, long clock,
                            double stroke) {
        boolean letters = state.flights().size() <= LETTER_LIMIT;
        gc.setTextAlign(TextAlignment.CENTER);
        CellFlight selected = selectedCell.get();
        for (CellFlight flight : state.flights()) {
            Point2D at = cellPoint(plan, g, flight, clock);
            if (at == null) {
                continue;
            }
            double length = Math.max(CELL_W, Math.min(40, CELL_W * flight.sizeBytes() / 53.0));
            double x = at.getX() - length / 2;
            double y = at.getY() - CELL_H / 2;
            cell(gc, flight.kind(), x, y, length);
            if (flight.retransmission()) {
                gc.setStroke(dropColor.getValue());
                gc.setLineDashes(3, 2);
                gc.strokeRect(x - 2.5, y - 2.5, length + 5, CELL_H + 5);
                gc.setLineDashes();
            }
            if (letters) {
                gc.setFill(inkColor.getValue());
                gc.fillText(letterOf(flight.kind()), at.getX(), y - fontSize.getValue().doubleValue() / 2 - 1);
            }
            if (selected != null && selected.cellId() == flight.cellId()) {
                gc.setStroke(inkColor.getValue());
                gc.setLineWidth(stroke * 1.5);
                gc.strokeOval(at.getX() - length, at.getY() - length, 2 * length, 2 * length);
                gc.setLineWidth(stroke);
            }
        }
    }

    /** Where {@code flight} is drawn at {@code clockPs}, in this layer's pixels; null when its link is not drawn. */
    public Point2D pointOf(CellFlight flight, long clockPs) {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        Point2D at = g == null || p == null ? null : cellPoint(plan(g, p.state()), g, flight, clockPs);
        return at == null ? null : drawingTransform.get().transform(at);
    }

    /**
     * Where a drop of {@code drop} bursts, in this layer's pixels (null when its place is not drawn): on the top of
     * the port's bar at a switch, on the NIC's top edge at a host.
     */
    public Point2D pointOf(VisualState.DropMark drop) {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        Point2D at = g == null || p == null ? null : dropPoint(plan(g, p.state()), drop);
        return at == null ? null : drawingTransform.get().transform(at);
    }

    /** The current overlay plan, in drawing coordinates (null without a run); for checks. */
    public OverlayPlan plan() {
        AnimationGeometry g = geometry.get();
        Playback p = playback.get();
        return g == null || p == null ? null : plan(g, p.state());
    }

    /**
     * A cell's place in drawing coordinates: on its link between the boxes it leaves and enters (the plan's track), shifted
     * to its direction's side so the two ways never overlap.
     */
    private Point2D cellPoint(OverlayPlan plan, AnimationGeometry g, CellFlight flight, long clock) {
        Point2D fromCentre = g.end(flight.fromNode(), flight.fromComponent());
        Point2D toCentre = g.farEnd(flight.link(), flight.fromNode(), flight.fromComponent());
        if (fromCentre == null || toCentre == null) {
            return null;
        }
        Point2D[] track = plan.track(fromCentre, toCentre);
        Point2D from = track[0];
        Point2D to = track[1];
        double t = flight.progressAt(clock);
        Point2D along = to.subtract(from);
        Point2D normal = along.magnitude() == 0 ? Point2D.ZERO
            : new Point2D(-along.getY(), along.getX()).normalize().multiply(CELL_H * 0.75);
        return from.add(along.multiply(t)).add(normal);
    }

    private void paintDrops(GraphicsContext gc, OverlayPlan plan, FreeSpace space, VisualState state, long clock) {
        for (VisualState.DropMark drop : state.recentDrops()) {
            Point2D at = dropPoint(plan, drop);
            if (at == null) {
                continue;
            }
            double age = fade(clock - drop.timePs(), state.fadePs());
            burst(gc, at, 6 + 8 * (1 - age), age);
            gc.setFill(dropColor.getValue().deriveColor(0, 1, 1, age));
            String text = "✕ " + drop.reason().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
            // Beside the burst if there is room, else further out with a leader line: a drop's reason is its story.
            javafx.geometry.Bounds burst = FreeSpace.centred(at.getX(), at.getY(), 28, 28);
            List<javafx.geometry.Bounds> places = new java.util.ArrayList<>();
            double line = OverlayText.heightPx(fontSize.getValue().doubleValue());
            for (double gap : new double[] {2, 2 + 2 * line, 2 + 4 * line, 2 + 7 * line}) {
                places.addAll(around(burst, text, gap));
            }
            javafx.geometry.Bounds place = labelPlace(space, places);
            if (place != null && !FreeSpace.grow(burst, 2 + line).intersects(place)) {
                gc.setStroke(dropColor.getValue().deriveColor(0, 1, 1, age));
                Point2D end = nearestPoint(place, at);
                gc.strokeLine(at.getX(), at.getY(), end.getX(), end.getY());
            }
            label(gc, place, text);
        }
    }

    /** The point of {@code box} nearest to {@code p}. */
    private static Point2D nearestPoint(javafx.geometry.Bounds box, Point2D p) {
        return new Point2D(Math.max(box.getMinX(), Math.min(p.getX(), box.getMaxX())),
            Math.max(box.getMinY(), Math.min(p.getY(), box.getMaxY())));
    }

    /** Where a drop bursts: on the top of the port's bar at a switch, on the NIC's top edge at a host. */
    private Point2D dropPoint(OverlayPlan plan, VisualState.DropMark drop) {
        var gauge = plan.port(drop.node(), drop.component());
        if (gauge.isPresent()) {
            return new Point2D(gauge.get().bar().getCenterX(), gauge.get().bar().getMinY());
        }
        javafx.geometry.Bounds nic = plan.nicBox(drop.node(), drop.component());
        javafx.geometry.Bounds box = nic != null ? nic : plan.nodeBox(drop.node());
        return box == null ? null : new Point2D(box.getCenterX(), box.getMinY());
    }

    private void paintTokens(GraphicsContext gc, AnimationGeometry g, OverlayPlan plan, FreeSpace space,
                             VisualState state, long clock) {
        for (VisualState.TokenPlace token : state.tokens().values()) {
            Point2D at;
            if (token.inTransit()) {
                // The token travels in cells its stack's presentation names: ride on one while it is on a wire.
                at = state.flights().stream().filter(f -> StackPresentation.tokenCarrier(f.kind()))
                    .map(f -> cellPoint(plan, g, f, clock)).filter(java.util.Objects::nonNull).findFirst()
                    .orElseGet(() -> g.end(token.from(), 0));
                if (at == null) {
                    continue;
                }
                at = at.add(0, -CELL_H * 1.5);
            } else {
                javafx.geometry.Bounds ni = plan.nicBox(token.to(), token.toComponent());
                if (ni == null) {
                    continue;
                }
                gc.setStroke(tokenColor.getValue());
                gc.setLineWidth(strokeWidth.getValue().doubleValue() * 2.5);
                gc.strokeRoundRect(ni.getMinX() - 4, ni.getMinY() - 4, ni.getWidth() + 8, ni.getHeight() + 8, 14, 14);
                gc.setLineWidth(strokeWidth.getValue().doubleValue());
                at = new Point2D(ni.getMaxX(), ni.getMinY());
            }
            diamond(gc, at, 9);
            gc.setFill(inkColor.getValue());
            String text = "token → " + g.topology().nodeName(destinationOf(g, token.token()));
            label(gc, labelPlace(space, around(FreeSpace.centred(at.getX(), at.getY(), 18, 18), text, 2)), text);
        }
    }

    /** The host a token's link leads to: the token guards the switch-to-destination link (TRACE.md, DVCM). */
    private static int destinationOf(AnimationGeometry g, int token) {
        if (token < 0 || token >= g.topology().links().size()) {
            return -1;
        }
        var link = g.topology().links().get(token);
        return g.topology().host(link.a().node()) != null ? link.a().node() : link.b().node();
    }

    /** A cell of {@code kind}: its shape and colour say the kind (request square, reply round, ack thin). */
    private void cell(GraphicsContext gc, String kind, double x, double y, double length) {
        gc.setFill(colourOf(kind));
        switch (StackPresentation.drawnAs(kind)) {
            case "request" -> gc.fillRect(x, y, length, CELL_H);
            case "reply" -> gc.fillRoundRect(x, y, length, CELL_H, CELL_H, CELL_H);
            case "ack" -> gc.fillRect(x, y + CELL_H / 4, length, CELL_H / 2);
            default -> {
                gc.fillRect(x, y, length, CELL_H);
                gc.setStroke(inkColor.getValue());
                gc.strokeRect(x, y, length, CELL_H);
            }
        }
    }

    /** A drop's burst of radius {@code r}, fading with {@code opacity}. */
    private void burst(GraphicsContext gc, Point2D at, double r, double opacity) {
        gc.setStroke(dropColor.getValue().deriveColor(0, 1, 1, opacity));
        gc.setLineWidth(strokeWidth.getValue().doubleValue() * 1.5);
        for (int i = 0; i < 8; i++) {
            double a = Math.PI / 4 * i;
            gc.strokeLine(at.getX() + Math.cos(a) * 3, at.getY() + Math.sin(a) * 3,
                at.getX() + Math.cos(a) * r, at.getY() + Math.sin(a) * r);
        }
        gc.setLineWidth(strokeWidth.getValue().doubleValue());
    }

    /** The symbols of the canvas a legend explains, each drawn by {@link #paintSymbol} as the run draws it. */
    public enum Symbol {
        REQUEST_CELL("request cell (Q)"), REPLY_CELL("reply cell (R)"), ACK_CELL("ack cell (A)"),
        BULK_CELL("bulk or data cell (B)"), CONTROL_CELL("control cell (C)"),
        RETRANSMITTED_CELL("retransmitted cell (dashed red outline)"), DROP("dropped cell (burst, with its reason)"),
        TOKEN("sender-coordination token (diamond at the holder's NI)"),
        WINDOW("sliding window: slots in flight filled, acked ticked"),
        QUEUE("NIC FIFO or switch port buffer, filling with cells"), FULL_QUEUE("a full FIFO or buffer: cells drop");

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
        gc.setLineWidth(strokeWidth.getValue().doubleValue());
        double x = cx - CELL_W;
        double y = cy - CELL_H / 2;
        switch (symbol) {
            case REQUEST_CELL -> cell(gc, "request", x, y, 2 * CELL_W);
            case REPLY_CELL -> cell(gc, "reply", x, y, 2 * CELL_W);
            case ACK_CELL -> cell(gc, "ack", x, y, 2 * CELL_W);
            case BULK_CELL -> cell(gc, "bulk", x, y, 2 * CELL_W);
            case CONTROL_CELL -> cell(gc, "control", x, y, 2 * CELL_W);
            case RETRANSMITTED_CELL -> {
                cell(gc, "request", x, y, 2 * CELL_W);
                gc.setStroke(dropColor.getValue());
                gc.setLineDashes(3, 2);
                gc.strokeRect(x - 2.5, y - 2.5, 2 * CELL_W + 5, CELL_H + 5);
                gc.setLineDashes();
            }
            case DROP -> burst(gc, new Point2D(cx, cy), 9, 1);
            case TOKEN -> diamond(gc, new Point2D(cx, cy), 7);
            case WINDOW -> {
                for (int i = 0; i < 4; i++) {
                    double sx = cx - 20 + i * 10;
                    gc.setFill(i < 2 ? requestColor.getValue() : slotColor.getValue());
                    gc.fillRect(sx, cy - 4, 8, 8);
                    gc.setStroke(inkColor.getValue());
                    gc.strokeRect(sx, cy - 4, 8, 8);
                }
            }
            case QUEUE -> bar(gc, new javafx.geometry.BoundingBox(cx - 20, cy - 4, 40, 8), 0.6,
                inkColor.getValue().deriveColor(0, 1, 1, 0.55), false);
            case FULL_QUEUE -> bar(gc, new javafx.geometry.BoundingBox(cx - 20, cy - 4, 40, 8), 1,
                dropColor.getValue(), false);
        }
    }

    private void diamond(GraphicsContext gc, Point2D at, double r) {
        double[] xs = {at.getX(), at.getX() + r, at.getX(), at.getX() - r};
        double[] ys = {at.getY() - r, at.getY(), at.getY() + r, at.getY()};
        gc.setFill(tokenColor.getValue());
        gc.fillPolygon(xs, ys, 4);
        gc.setStroke(inkColor.getValue());
        gc.strokePolygon(xs, ys, 4);
    }

    /**
     * A unit's token queues beside its NI: registered requests of other units ({@code token-requests})
     * as small filled dots, its own messages waiting for the token ({@code token-wait}) as a count.
     */
    private void paintTokenQueue(GraphicsContext gc, OverlayPlan plan, FreeSpace space, VisualState.QueueKey key,
                                 VisualState.Occupancy occupancy) {
        javafx.geometry.Bounds ni = plan.nicBox(key.node(), key.component());
        if (occupancy.length() == 0 || ni == null) {
            return;
        }
        gc.setFill(inkColor.getValue());
        if (key.queue().is(QueueId.TOKEN_REQUESTS)) {
            String text = "●".repeat(Math.min(occupancy.length(), 8)) + " "
                + EventText.count(occupancy.length(), "request") + " registered";
            gc.setFill(tokenColor.getValue().darker());
            label(gc, labelPlace(space, around(ni, text, 4)), text);
        } else {
            String text = "◇ " + occupancy.length() + " waiting";
            label(gc, labelPlace(space, around(ni, text, 4)), text);
        }
    }

    private static double fade(long agePs, long fadePs) {
        return Math.max(0.15, 1 - (double) Math.max(0, agePs) / fadePs);
    }

    /** The colour of cells of {@code kind}, as the stylesheet (or a theme over it) sets it on this layer. */
    Color colourOf(String kind) {
        return colourByVariable.get(ColourPalette.kindVariable(kind)).getValue();
    }

    /** The letter on a cell, so its kind never rests on colour alone. */
    static String letterOf(String kind) {
        return switch (StackPresentation.drawnAs(kind)) {
            case "request" -> "Q";
            case "reply" -> "R";
            case "ack" -> "A";
            case "bulk" -> "B";
            case "control" -> "C";
            default -> "·";
        };
    }
}
