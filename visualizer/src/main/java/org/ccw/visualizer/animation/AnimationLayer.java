package org.ccw.visualizer.animation;

import java.util.List;
import java.util.function.UnaryOperator;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.css.CssMetaData;
import javafx.css.Styleable;
import javafx.css.StyleableProperty;
import javafx.css.StyleablePropertyFactory;
import javafx.geometry.Point2D;
import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.TextAlignment;
import org.ccw.visualizer.topology.ElementKind;

/**
 * The moving picture over the static topology: one {@link Canvas} the size of the view, redrawn from the
 * {@link Playback}'s state and clock — cells as plain rectangles gliding along their links (colour, shape and
 * letter by kind: request a full block "Q", reply a rounded block "R", ack a thin bar "A", others an outlined
 * block; a retransmission outlined dashed), NIC FIFOs as horizontal bars with depth marks, switch port buffers as
 * vertical bars that turn red at the top when full, sliding windows as slot strips under each host (in flight
 * filled, just acknowledged ticked, free empty), drops as red bursts whose reason shows on hover, handler runs
 * as a flashing frame with the handler's name, and DVCM tokens as diamonds (the holder's NI haloed). No per-cell
 * scene-graph nodes, clips or effects, so thousands of cells stay at frame rate.
 *
 * <p>Colours, stroke width and font size are CSS properties of {@code .animation-layer} (see {@code workbench.css};
 * the lecture stylesheet thickens and enlarges them). The layer itself is mouse-transparent; the window asks
 * {@link #cellAt} on a click and the layer's {@link #hover} shows a drop's reason.
 */
public final class AnimationLayer extends Region {

    /** Above this many cells in flight, letters are left off the cells (they would be unreadable anyway). */
    private static final int LETTER_LIMIT = 400;
    private static final double CELL_W = 12;
    private static final double CELL_H = 8;
    private static final double SLOT = 11;
    /** The cells that carry a DVCM token from its giver to its new holder. */
    private static final String GRANT = "GRANT_LINK";
    private static final String TOKEN_REQUESTS = "token-requests/";
    private static final String TOKEN_WAIT = "token-wait/";

    private static final StyleablePropertyFactory<AnimationLayer> CSS = new StyleablePropertyFactory<>(
        Region.getClassCssMetaData());

    private final StyleableProperty<Color> requestColor = colour("requestColor", "-ccw-anim-request", "#1f77b4");
    private final StyleableProperty<Color> replyColor = colour("replyColor", "-ccw-anim-reply", "#2ca02c");
    private final StyleableProperty<Color> ackColor = colour("ackColor", "-ccw-anim-ack", "#9467bd");
    private final StyleableProperty<Color> bulkColor = colour("bulkColor", "-ccw-anim-bulk", "#ff7f0e");
    private final StyleableProperty<Color> otherColor = colour("otherColor", "-ccw-anim-other", "#8c564b");
    private final StyleableProperty<Color> dropColor = colour("dropColor", "-ccw-anim-drop", "#d62728");
    private final StyleableProperty<Color> tokenColor = colour("tokenColor", "-ccw-anim-token", "#e6b800");
    private final StyleableProperty<Color> inkColor = colour("inkColor", "-ccw-anim-ink", "#1f2933");
    private final StyleableProperty<Color> flashColor = colour("flashColor", "-ccw-anim-flash", "#ffb000");
    private final StyleableProperty<Color> slotColor = colour("slotColor", "-ccw-anim-slot", "#ffffff");
    private final StyleableProperty<Number> strokeWidth = CSS.createStyleableNumberProperty(this, "strokeWidth",
        "-ccw-anim-stroke-width", s -> s.strokeWidth, 1.5);
    private final StyleableProperty<Number> fontSize = CSS.createStyleableNumberProperty(this, "fontSize",
        "-ccw-anim-font-size", s -> s.fontSize, 11);

    private final Canvas canvas = new Canvas();
    private final ObjectProperty<Playback> playback = new SimpleObjectProperty<>(this, "playback");
    private final ObjectProperty<AnimationGeometry> geometry = new SimpleObjectProperty<>(this, "geometry");
    private final ObjectProperty<CellFlight> selectedCell = new SimpleObjectProperty<>(this, "selectedCell");
    private final Tooltip dropTip = new Tooltip();
    private UnaryOperator<Point2D> toView = UnaryOperator.identity();

    public AnimationLayer() {
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
    }

    private StyleableProperty<Color> colour(String name, String cssName, String initial) {
        // The factory keeps one CSS metadata per property and asks it for the property of a given layer.
        return CSS.createStyleableColorProperty(this, name, cssName, s -> s.colourByCss(cssName), Color.web(initial));
    }

    private StyleableProperty<Color> colourByCss(String cssName) {
        for (StyleableProperty<Color> p : List.of(requestColor, replyColor, ackColor, bulkColor, otherColor,
            dropColor, tokenColor, inkColor, flashColor, slotColor)) {
            if (p.getCssMetaData().getProperty().equals(cssName)) {
                return p;
            }
        }
        throw new IllegalArgumentException(cssName);
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
     * How a drawing (model) point maps to this layer's pixels; the topology view's zoom and pan. Call
     * {@link #paint()} after the mapping changes.
     */
    public void setToView(UnaryOperator<Point2D> toView) {
        this.toView = toView;
        paint();
    }

    @Override
    protected void layoutChildren() {
        canvas.setWidth(getWidth());
        canvas.setHeight(getHeight());
    }

    /** The cell drawn nearest to ({@code x}, {@code y}) in this layer's pixels, within a few pixels; or null. */
    public CellFlight cellAt(double x, double y) {
        Playback p = playback.get();
        AnimationGeometry g = geometry.get();
        if (p == null || g == null) {
            return null;
        }
        CellFlight best = null;
        double bestDistance = CELL_W;
        for (CellFlight flight : p.state().flights()) {
            Point2D at = cellPoint(g, flight, p.clockPs());
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
        if (p == null || g == null) {
            return;
        }
        for (VisualState.DropMark drop : p.state().recentDrops()) {
            Point2D at = dropPoint(g, drop);
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
        gc.clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        Playback p = playback.get();
        AnimationGeometry g = geometry.get();
        if (p == null || g == null) {
            return;
        }
        VisualState state = p.state();
        long clock = p.clockPs();
        double stroke = strokeWidth.getValue().doubleValue();
        gc.setLineWidth(stroke);
        gc.setFont(Font.font(fontSize.getValue().doubleValue()));
        gc.setTextBaseline(VPos.CENTER);
        paintFlashes(gc, g, state, clock);
        paintQueues(gc, g, state);
        paintWindows(gc, g, state, clock);
        paintCells(gc, g, state, clock, stroke);
        paintDrops(gc, g, state, clock);
        paintTokens(gc, g, state, clock);
    }

    private void paintFlashes(GraphicsContext gc, AnimationGeometry g, VisualState state, long clock) {
        for (VisualState.HandlerFlash flash : state.recentHandlers()) {
            Point2D centre = view(g.node(flash.node()));
            if (centre == null) {
                continue;
            }
            double alpha = fade(clock - flash.timePs(), state.fadePs());
            gc.setStroke(flashColor.getValue().deriveColor(0, 1, 1, alpha));
            double w = ElementKind.HOST.widthPx() / 2 + 6;
            double h = ElementKind.HOST.heightPx() / 2 + 6;
            gc.setLineWidth(strokeWidth.getValue().doubleValue() * 2.5);
            gc.strokeRect(centre.getX() - w, centre.getY() - h, 2 * w, 2 * h);
            gc.setLineWidth(strokeWidth.getValue().doubleValue());
            gc.setFill(inkColor.getValue().deriveColor(0, 1, 1, alpha));
            gc.setTextAlign(TextAlignment.CENTER);
            gc.fillText("⚡ " + flash.handler(), centre.getX(), centre.getY() - h - fontSize.getValue().doubleValue());
        }
        for (VisualState.RetransmitMark mark : state.recentRetransmissions()) {
            Point2D centre = view(g.node(mark.node()));
            if (centre != null) {
                gc.setFill(dropColor.getValue().deriveColor(0, 1, 1, fade(clock - mark.timePs(), state.fadePs())));
                gc.setTextAlign(TextAlignment.LEFT);
                gc.fillText("↻ retransmit #" + mark.attempt(), centre.getX() + ElementKind.HOST.widthPx() / 2 + 8,
                    centre.getY() - ElementKind.HOST.heightPx() / 2);
            }
        }
    }

    private void paintQueues(GraphicsContext gc, AnimationGeometry g, VisualState state) {
        gc.setTextAlign(TextAlignment.LEFT);
        state.queues().forEach((key, occupancy) -> {
            Point2D at = view(g.end(key.node(), key.component()));
            if (at == null) {
                return;
            }
            boolean full = occupancy.full();
            Color fill = full ? dropColor.getValue() : inkColor.getValue().deriveColor(0, 1, 1, 0.55);
            if ("port".equals(key.queue())) {
                // A vertical bar beside the switch, on the side of the port's link.
                Point2D toward = portDirection(g, key.node(), key.component());
                double x = at.getX() + toward.getX() * (ElementKind.SWITCH.widthPx() / 2 + 14) - 5;
                double y = at.getY() + toward.getY() * (ElementKind.SWITCH.heightPx() / 2 + 14) - 18;
                bar(gc, x, y, 10, 36, occupancy.fill(), fill, true);
                gc.setFill(inkColor.getValue());
                gc.fillText(Integer.toString(occupancy.length()), x + 13, y + 8);
            } else if (key.queue().startsWith(TOKEN_REQUESTS) || key.queue().startsWith(TOKEN_WAIT)) {
                paintTokenQueue(gc, at, key, occupancy);
            } else if (key.queue().startsWith("nic")) {
                boolean out = key.queue().equals("nic-out");
                double x = at.getX() - 30;
                double y = at.getY() + (out ? -ElementKind.NIC.heightPx() / 2 - 10 : ElementKind.NIC.heightPx() / 2 + 3);
                bar(gc, x, y, 60, 7, occupancy.fill(), fill, false);
                gc.setFill(inkColor.getValue());
                gc.fillText((out ? "out " : "in ") + occupancy.length() + "/" + capacity(occupancy.capacity()),
                    x + 63, y + 3.5);
            }
        });
    }

    private static String capacity(int capacity) {
        return capacity == Integer.MAX_VALUE ? "∞" : Integer.toString(capacity);
    }

    /** A bar with its outline, filled to {@code fraction} from the bottom (vertical) or the left. */
    private void bar(GraphicsContext gc, double x, double y, double w, double h, double fraction, Color fill,
                     boolean vertical) {
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

    /** Unit vector from a switch towards the far end of the link on {@code port}. */
    private Point2D portDirection(AnimationGeometry g, int node, int port) {
        Point2D here = g.node(node);
        for (var link : g.topology().links()) {
            if ((link.a().node() == node && link.a().port() == port) || (link.b().node() == node && link.b().port() == port)) {
                Point2D far = g.farEnd(link.id(), node, port);
                if (far != null && here != null && !far.equals(here)) {
                    return far.subtract(here).normalize();
                }
            }
        }
        return new Point2D(0, 1);
    }

    private void paintWindows(GraphicsContext gc, AnimationGeometry g, VisualState state, long clock) {
        java.util.Map<Integer, Integer> rows = new java.util.HashMap<>();
        state.windows().entrySet().stream()
            .sorted(java.util.Comparator.comparingInt((java.util.Map.Entry<VisualState.WindowKey, VisualState.WindowSlots> e)
                -> e.getKey().node()).thenComparingInt(e -> e.getKey().peer()))
            .forEach(entry -> {
                VisualState.WindowKey key = entry.getKey();
                VisualState.WindowSlots slots = entry.getValue();
                Point2D centre = view(g.node(key.node()));
                if (centre == null) {
                    return;
                }
                int row = rows.merge(key.node(), 1, Integer::sum) - 1;
                double x = centre.getX() - slots.size() * SLOT / 2;
                double y = centre.getY() + ElementKind.HOST.heightPx() / 2 + 6 + row * (SLOT + 4);
                boolean showAcked = clock - slots.acknowledgedPs() < state.fadePs();
                for (int i = 0; i < slots.size(); i++) {
                    double sx = x + i * SLOT;
                    gc.setFill(slotColor.getValue());
                    gc.fillRect(sx, y, SLOT - 2, SLOT - 2);
                    if (i < slots.inFlight()) {
                        gc.setFill(requestColor.getValue());
                        gc.fillRect(sx, y, SLOT - 2, SLOT - 2);
                    } else if (showAcked && i < slots.inFlight() + slots.acknowledged()) {
                        gc.setStroke(replyColor.getValue());
                        gc.strokeLine(sx + 1.5, y + 4.5, sx + 4, y + 7);
                        gc.strokeLine(sx + 4, y + 7, sx + 8, y + 1.5);
                    }
                    gc.setStroke(inkColor.getValue());
                    gc.strokeRect(sx, y, SLOT - 2, SLOT - 2);
                }
                gc.setFill(slots.full() ? dropColor.getValue() : inkColor.getValue());
                gc.setTextAlign(TextAlignment.LEFT);
                gc.fillText("w→" + g.topology().nodeName(key.peer()) + " " + slots.inFlight() + "/" + slots.size()
                    + (slots.full() ? " full" : ""), x + slots.size() * SLOT + 4, y + SLOT / 2 - 1);
            });
    }

    private void paintCells(GraphicsContext gc, AnimationGeometry g, VisualState state, long clock, double stroke) {
        boolean letters = state.flights().size() <= LETTER_LIMIT;
        gc.setTextAlign(TextAlignment.CENTER);
        CellFlight selected = selectedCell.get();
        for (CellFlight flight : state.flights()) {
            Point2D at = cellPoint(g, flight, clock);
            if (at == null) {
                continue;
            }
            double length = Math.max(CELL_W, Math.min(40, CELL_W * flight.sizeBytes() / 53.0));
            double x = at.getX() - length / 2;
            double y = at.getY() - CELL_H / 2;
            Color colour = colourOf(flight.kind());
            gc.setFill(colour);
            switch (flight.kind()) {
                case "request" -> gc.fillRect(x, y, length, CELL_H);
                case "reply" -> gc.fillRoundRect(x, y, length, CELL_H, CELL_H, CELL_H);
                case "ack" -> gc.fillRect(x, y + CELL_H / 4, length, CELL_H / 2);
                default -> {
                    gc.fillRect(x, y, length, CELL_H);
                    gc.setStroke(inkColor.getValue());
                    gc.strokeRect(x, y, length, CELL_H);
                }
            }
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
        return g == null ? null : cellPoint(g, flight, clockPs);
    }

    /** A cell's place in layer pixels: on its link, shifted to its direction's side so the two ways never overlap. */
    private Point2D cellPoint(AnimationGeometry g, CellFlight flight, long clock) {
        Point2D from = view(g.end(flight.fromNode(), flight.fromComponent()));
        Point2D to = view(g.farEnd(flight.link(), flight.fromNode(), flight.fromComponent()));
        if (from == null || to == null) {
            return null;
        }
        double t = flight.progressAt(clock);
        Point2D along = to.subtract(from);
        Point2D normal = along.magnitude() == 0 ? Point2D.ZERO
            : new Point2D(-along.getY(), along.getX()).normalize().multiply(CELL_H * 0.75);
        return from.add(along.multiply(t)).add(normal);
    }

    private void paintDrops(GraphicsContext gc, AnimationGeometry g, VisualState state, long clock) {
        for (VisualState.DropMark drop : state.recentDrops()) {
            Point2D at = dropPoint(g, drop);
            if (at == null) {
                continue;
            }
            double age = fade(clock - drop.timePs(), state.fadePs());
            gc.setStroke(dropColor.getValue().deriveColor(0, 1, 1, age));
            gc.setLineWidth(strokeWidth.getValue().doubleValue() * 1.5);
            double r = 6 + 8 * (1 - age);
            for (int i = 0; i < 8; i++) {
                double a = Math.PI / 4 * i;
                gc.strokeLine(at.getX() + Math.cos(a) * 3, at.getY() + Math.sin(a) * 3,
                    at.getX() + Math.cos(a) * r, at.getY() + Math.sin(a) * r);
            }
            gc.setLineWidth(strokeWidth.getValue().doubleValue());
            gc.setFill(dropColor.getValue().deriveColor(0, 1, 1, age));
            gc.setTextAlign(TextAlignment.LEFT);
            gc.fillText("✕ " + drop.reason().name().toLowerCase().replace('_', ' '), at.getX() + r + 2, at.getY() + r);
        }
    }

    private Point2D dropPoint(AnimationGeometry g, VisualState.DropMark drop) {
        Point2D at = view(g.end(drop.node(), drop.component()));
        return at == null ? null : at.add(0, -ElementKind.NIC.heightPx() / 2 - 14);
    }

    private void paintTokens(GraphicsContext gc, AnimationGeometry g, VisualState state, long clock) {
        for (VisualState.TokenPlace token : state.tokens().values()) {
            Point2D at;
            if (token.inTransit()) {
                // The token travels in the GRANT_LINK cells (TRACE.md, DVCM): ride on one while it is on a wire.
                at = state.flights().stream().filter(f -> f.kind().equals(GRANT))
                    .map(f -> cellPoint(g, f, clock)).filter(java.util.Objects::nonNull).findFirst()
                    .orElseGet(() -> view(g.end(token.from(), 0)));
                if (at == null) {
                    continue;
                }
                at = at.add(0, -CELL_H * 1.5);
            } else {
                Point2D ni = view(g.end(token.to(), token.toComponent()));
                if (ni == null) {
                    continue;
                }
                gc.setStroke(tokenColor.getValue());
                gc.setLineWidth(strokeWidth.getValue().doubleValue() * 2.5);
                double hw = ElementKind.NIC.widthPx() / 2 + 7;
                double hh = ElementKind.NIC.heightPx() / 2 + 7;
                gc.strokeRoundRect(ni.getX() - hw, ni.getY() - hh, 2 * hw, 2 * hh, 14, 14);
                gc.setLineWidth(strokeWidth.getValue().doubleValue());
                at = ni.add(ElementKind.NIC.widthPx() / 2 + 4, -ElementKind.NIC.heightPx() / 2 - 4);
            }
            diamond(gc, at, 9);
            gc.setFill(inkColor.getValue());
            gc.setTextAlign(TextAlignment.LEFT);
            gc.fillText("token → " + g.topology().nodeName(destinationOf(g, token.token())), at.getX() + 12,
                at.getY());
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

    private void diamond(GraphicsContext gc, Point2D at, double r) {
        double[] xs = {at.getX(), at.getX() + r, at.getX(), at.getX() - r};
        double[] ys = {at.getY() - r, at.getY(), at.getY() + r, at.getY()};
        gc.setFill(tokenColor.getValue());
        gc.fillPolygon(xs, ys, 4);
        gc.setStroke(inkColor.getValue());
        gc.strokePolygon(xs, ys, 4);
    }

    /**
     * A unit's token queues beside its NI: registered requests of other units ({@code token-requests/<token>})
     * as small filled dots, its own messages waiting for the token ({@code token-wait/<token>}) as a count.
     */
    private void paintTokenQueue(GraphicsContext gc, Point2D ni, VisualState.QueueKey key,
                                 VisualState.Occupancy occupancy) {
        if (occupancy.length() == 0) {
            return;
        }
        double x = ni.getX() - ElementKind.NIC.widthPx() / 2;
        gc.setTextAlign(TextAlignment.LEFT);
        if (key.queue().startsWith(TOKEN_REQUESTS)) {
            double y = ni.getY() + ElementKind.NIC.heightPx() / 2 + 20;
            gc.setFill(tokenColor.getValue().darker());
            for (int i = 0; i < occupancy.length(); i++) {
                gc.fillOval(x + i * 9, y - 3.5, 7, 7);
            }
            gc.setFill(inkColor.getValue());
            gc.fillText(occupancy.length() + " request" + (occupancy.length() == 1 ? "" : "s") + " registered",
                x + occupancy.length() * 9 + 3, y);
        } else {
            gc.setFill(inkColor.getValue());
            gc.fillText("◇ " + occupancy.length() + " waiting", x, ni.getY() - ElementKind.NIC.heightPx() / 2 - 20);
        }
    }

    private Point2D view(Point2D model) {
        return model == null ? null : toView.apply(model);
    }

    private static double fade(long agePs, long fadePs) {
        return Math.max(0.15, 1 - (double) Math.max(0, agePs) / fadePs);
    }

    private Color colourOf(String kind) {
        return switch (kind) {
            case "request" -> requestColor.getValue();
            case "reply" -> replyColor.getValue();
            case "ack" -> ackColor.getValue();
            case "bulk" -> bulkColor.getValue();
            default -> otherColor.getValue();
        };
    }

    /** The letter on a cell, so its kind never rests on colour alone. */
    static String letterOf(String kind) {
        return switch (kind) {
            case "request" -> "Q";
            case "reply" -> "R";
            case "ack" -> "A";
            case "bulk" -> "B";
            case "control" -> "C";
            default -> "·";
        };
    }
}
