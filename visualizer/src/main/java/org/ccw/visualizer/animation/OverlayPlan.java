package org.ccw.visualizer.animation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;
import javafx.geometry.Bounds;
import javafx.geometry.Point2D;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.QueueId;
import org.ccw.visualizer.topology.ElementKind;

/**
 * Where the run's gauges and labels sit on the animation layer, in the layer's pixels, chosen so that none covers
 * a box of the topology, a link (with the band its moving cells use) or another gauge or label:
 * <ul>
 *   <li>a NIC's FIFOs as two bars beside it, across its link — above and below it when the link runs sideways,
 *       left and right when it runs up or down — each label beyond its bar, away from the NIC, or else at the
 *       bar's end away from the link;</li>
 *   <li>a switch port's buffer as an upright bar at the switch's edge where the port's link meets it, beside the
 *       link (further out along it when the place beside the edge is taken by a neighbouring port);</li>
 *   <li>a connection's sliding window as a slot strip in a row under its host (then over it), its label after
 *       the strip;</li>
 *   <li>a queue in host memory whose slots have states as a ring of its slots beside its host, under it (then
 *       over it, then to either side), several of one host side by side, each labelled under it
 *       ({@link RingPlanner}).</li>
 * </ul>
 * Bars are placed before any label, so labels yield first: a label with no free place is left out (hovering,
 * the inspector and the event list still tell). The animation plans in drawing coordinates (an identity
 * {@code toView}) and draws through the view's transform, so a plan never changes with the zoom and every gauge
 * stays beside its box; with another {@code toView}, bar and text sizes are in its pixels and box sizes follow
 * its scale. Text widths are estimated generously from
 * the font size, so that a planned box holds its text in any of the workbench's fonts. Labels that change every
 * frame (drops, handler runs, tokens) are placed per frame in what is left ({@link #space()}).
 */
public final class OverlayPlan {

    /** Length × thickness of a NIC FIFO bar, px. */
    static final double FIFO_BAR_W = 44;
    static final double FIFO_BAR_H = 7;
    /** Width × height of a switch port's upright buffer bar, px. */
    static final double PORT_BAR_W = 9;
    static final double PORT_BAR_H = 28;
    /** Least side of a sliding-window slot, px (drawn 2 px smaller); it grows with the text (lecture mode). */
    static final double SLOT_PX = 11;
    /** Half-width of the band along a link that its cells (shifted to their direction's side) and letters use. */
    static final double LINK_BAND_PX = 9;
    /** How far a FIFO bar may slide along its side of the NIC, px, in order of preference. */
    private static final double[] FIFO_SLIDES_PX = {0, -12, 12, -24, 24};
    /** Gap between a thing and what it labels or sits beside, px. */
    static final double GAP_PX = 3;
    /** Most window rows tried under and over a host. */
    private static final int WINDOW_ROWS = 3;

    /** A bar and its label; the label is null when it had no room. */
    public record Gauge(Bounds bar, Bounds label) {
    }

    /** A sliding window's strip (its slots from the left) and its label, null when it had no room. */
    public record Strip(Bounds slots, Bounds label) {
    }

    /**
     * A queue's ring of {@code size} slots in {@code box}, slot 0 at the top and the others clockwise, each drawn
     * {@code beadPx} across; its label under it, null when it had no room.
     */
    public record Ring(Bounds box, int size, double beadPx, Bounds label) {
        public Point2D centre() {
            return new Point2D(box.getCenterX(), box.getCenterY());
        }

        /** Distance from the centre to each slot's centre, px (the box keeps a pixel for the outline). */
        public double radius() {
            return (box.getWidth() - beadPx - 2) / 2;
        }

        /** The centre of slot {@code slot}. */
        public Point2D slotCentre(int slot) {
            double angle = 2 * Math.PI * slot / size;
            return centre().add(Math.sin(angle) * radius(), -Math.cos(angle) * radius());
        }
    }

    private final double fontPx;
    private final double scale;
    private final Map<VisualState.WindowKey, Integer> windowSizes;
    private final Map<Integer, Bounds> nodeBoxes = new LinkedHashMap<>();
    private final Map<Endpoint, Bounds> nicBoxes = new LinkedHashMap<>();
    private final Map<Endpoint, Gauge> outFifos = new LinkedHashMap<>();
    private final Map<Endpoint, Gauge> inFifos = new LinkedHashMap<>();
    private final Map<Endpoint, Gauge> ports = new LinkedHashMap<>();
    private final Map<VisualState.WindowKey, Strip> windows = new LinkedHashMap<>();
    private final Map<QueueId, Ring> rings = new LinkedHashMap<>();
    private final FreeSpace space = new FreeSpace();

    private OverlayPlan(double fontPx, double scale, Map<VisualState.WindowKey, Integer> windowSizes) {
        this.fontPx = fontPx;
        this.scale = scale;
        this.windowSizes = windowSizes;
    }

    /**
     * The plan for {@code geometry} drawn through {@code toView} (the topology view's zoom and pan, a scale and a
     * shift) with text of {@code fontPx} pixels, for the sliding windows {@code windowSizes} (slots per window)
     * and the slot rings {@code ringSizes} (slots per queue, planned in this order: {@link VisualState#slotRings}).
     */
    public static OverlayPlan of(AnimationGeometry geometry, UnaryOperator<Point2D> toView, double fontPx,
                                 Map<VisualState.WindowKey, Integer> windowSizes, Map<QueueId, Integer> ringSizes) {
        return of(geometry, toView, fontPx, windowSizes, ringSizes, null, List.of());
    }

    /**
     * The plan as {@link #of(AnimationGeometry, UnaryOperator, double, Map, Map)} makes it, kept inside {@code visible}
     * (the layer's bounds; null for no limit: a gauge or label that would be cut off there takes another place or
     * yields) and clear of {@code obstacles} (what the topology view draws besides its boxes and lines, such as
     * link labels), all in layer pixels.
     */
    public static OverlayPlan of(AnimationGeometry geometry, UnaryOperator<Point2D> toView, double fontPx,
                                 Map<VisualState.WindowKey, Integer> windowSizes, Map<QueueId, Integer> ringSizes,
                                 Bounds visible, List<Bounds> obstacles) {
        Point2D origin = toView.apply(Point2D.ZERO);
        double scale = toView.apply(new Point2D(1, 0)).distance(origin);
        OverlayPlan plan = new OverlayPlan(fontPx, scale, Map.copyOf(windowSizes));
        plan.blockTopology(geometry, toView);
        obstacles.forEach(plan.space::block);
        if (visible != null) {
            plan.space.limitTo(visible);
        }
        Topology topology = geometry.topology();
        // NIC bars first (they have the least room), then port bars, then every label.
        List<Runnable> labels = new ArrayList<>();
        for (boolean nics : new boolean[] {true, false}) {
            for (LinkSpec link : topology.links()) {
                for (Endpoint end : List.of(link.a(), link.b())) {
                    Point2D here = view(toView, geometry.end(end.node(), end.port()));
                    Point2D far = view(toView, geometry.farEnd(link.id(), end.node(), end.port()));
                    HostSpec host = topology.host(end.node());
                    if (here == null || far == null || here.equals(far) || nics != (host != null)) {
                        continue;
                    }
                    Point2D toward = far.subtract(here).normalize();
                    if (host == null) {
                        labels.add(plan.planPort(end, here, toward));
                    } else if (end.port() < host.nics().size()) {
                        labels.add(plan.planFifos(end, toward, host.nics().get(end.port())));
                    }
                }
            }
        }
        labels.forEach(Runnable::run);
        windowSizes.entrySet().stream()
            .sorted(Map.Entry.comparingByKey(java.util.Comparator.comparingInt(VisualState.WindowKey::node)
                .thenComparingInt(VisualState.WindowKey::peer)))
            .forEach(e -> plan.planWindow(e.getKey(), e.getValue(), topology));
        plan.rings.putAll(RingPlanner.plan(ringSizes, plan.nodeBoxes, plan.space, fontPx, plan.slotPx()));
        return plan;
    }

    private static Point2D view(UnaryOperator<Point2D> toView, Point2D model) {
        return model == null ? null : toView.apply(model);
    }

    /** The boxes of hosts, switches and NICs, and every link and host-to-NIC attachment, as taken. */
    private void blockTopology(AnimationGeometry g, UnaryOperator<Point2D> toView) {
        Topology topology = g.topology();
        for (int node = 0; node < topology.nodeCount(); node++) {
            Point2D centre = view(toView, g.node(node));
            if (centre == null) {
                continue;
            }
            HostSpec host = topology.host(node);
            Bounds box = scaledBox(centre, host != null ? ElementKind.HOST : ElementKind.SWITCH);
            nodeBoxes.put(node, box);
            space.block(box);
            for (int nic = 0; host != null && nic < host.nics().size(); nic++) {
                Point2D at = view(toView, g.end(node, nic));
                if (at != null && !at.equals(centre)) {
                    Bounds nicBox = scaledBox(at, ElementKind.NIC);
                    nicBoxes.put(new Endpoint(node, nic), nicBox);
                    space.block(nicBox);
                    space.blockLine(centre, at, 0);
                }
            }
        }
        for (LinkSpec link : topology.links()) {
            Point2D a = view(toView, g.end(link.a().node(), link.a().port()));
            Point2D b = view(toView, g.end(link.b().node(), link.b().port()));
            if (a != null && b != null) {
                space.blockLine(a, b, LINK_BAND_PX);
            }
        }
    }

    private Bounds scaledBox(Point2D centre, ElementKind kind) {
        return FreeSpace.centred(centre.getX(), centre.getY(), kind.widthPx() * scale, kind.heightPx() * scale);
    }

    /**
     * Places the NIC's two FIFO bars now and returns the step that places their labels, run once every bar has
     * its place. The bars take the NIC's sides in this order (next to the box on each, then rows further out): across a sideways link (above, then below — the
     * side away from it is the host's), away from an upright link (the host sits on the NIC's far side then only
     * when the NIC hangs above or below it), then the remaining sides; two rows deep on each.
     */
    private Runnable planFifos(Endpoint end, Point2D toward, NicSpec spec) {
        Bounds box = nicBoxes.get(end);
        if (box == null) {
            return () -> { };
        }
        boolean sideways = Math.abs(toward.getX()) >= Math.abs(toward.getY());
        Point2D away = sideways ? new Point2D(-Math.signum(toward.getX()), 0) : new Point2D(0, -Math.signum(toward.getY()));
        Point2D across = sideways ? new Point2D(0, -1) : new Point2D(-1, 0);
        List<Point2D> sides = sideways
            ? List.of(across, across.multiply(-1), away, away.multiply(-1))
            : List.of(away, across, across.multiply(-1), away.multiply(-1));
        List<Bounds> candidates = fifoBarCandidates(box, sides);
        Optional<Bounds> out = space.take(candidates);
        Optional<Bounds> in = space.take(candidates);
        return () -> {
            out.ifPresent(bar -> outFifos.put(end, new Gauge(bar, fifoLabel(box, bar, toward,
                OverlayText.out(spec.outFifoCells(), spec.outFifoCells())))));
            in.ifPresent(bar -> inFifos.put(end, new Gauge(bar, fifoLabel(box, bar, toward,
                OverlayText.in(spec.inFifoCells(), spec.inFifoCells())))));
        };
    }

    /**
     * Lying bar places next to each of {@code sides} of the NIC's box in turn (centred, then slid along the side
     * a little either way, clear of a neighbour's link), then rows further out.
     */
    private static List<Bounds> fifoBarCandidates(Bounds nic, List<Point2D> sides) {
        List<Bounds> candidates = new ArrayList<>();
        for (int row = 0; row < 3; row++) {
            for (Point2D side : sides) {
                for (double slide : FIFO_SLIDES_PX) {
                    double reach = GAP_PX + row * (FIFO_BAR_H + GAP_PX);
                    if (side.getX() == 0) {
                        double y = side.getY() < 0 ? nic.getMinY() - reach - FIFO_BAR_H : nic.getMaxY() + reach;
                        candidates.add(FreeSpace.box(nic.getCenterX() - FIFO_BAR_W / 2 + slide, y, FIFO_BAR_W,
                            FIFO_BAR_H));
                    } else {
                        double y = nic.getCenterY() + (row == 0 ? -FIFO_BAR_H - GAP_PX / 2 : GAP_PX / 2) + slide / 2;
                        double x = side.getX() < 0 ? nic.getMinX() - GAP_PX - FIFO_BAR_W : nic.getMaxX() + GAP_PX;
                        candidates.add(FreeSpace.box(x, y, FIFO_BAR_W, FIFO_BAR_H));
                    }
                }
            }
        }
        return candidates;
    }

    /**
     * A FIFO label beyond its bar (away from the NIC), else at the bar's end away from the link, else at its
     * other end, else over or under it (or over or under its neighbour bar).
     */
    private Bounds fifoLabel(Bounds nic, Bounds bar, Point2D toward, String widest) {
        double w = OverlayText.widthPx(widest, fontPx);
        double h = OverlayText.heightPx(fontPx);
        boolean leftOfLink = toward.getX() > 0;
        double alignedX = leftOfLink ? bar.getMaxX() - w : bar.getMinX();
        double y = bar.getCenterY() - h / 2;
        Bounds over = FreeSpace.box(alignedX, bar.getMinY() - GAP_PX - h, w, h);
        Bounds under = FreeSpace.box(alignedX, bar.getMaxY() + GAP_PX, w, h);
        Bounds left = FreeSpace.box(bar.getMinX() - GAP_PX - w, y, w, h);
        Bounds right = FreeSpace.box(bar.getMaxX() + GAP_PX, y, w, h);
        List<Bounds> candidates = new ArrayList<>();
        if (bar.getMaxY() <= nic.getMinY()) {
            candidates.add(over);
        } else if (bar.getMinY() >= nic.getMaxY()) {
            candidates.add(under);
        } else {
            candidates.add(bar.getMaxX() <= nic.getMinX() ? left : right);
        }
        candidates.addAll(leftOfLink ? List.of(left, right) : List.of(right, left));
        // Over or under the other bar when both lie on one side of the NIC.
        for (int row = 0; row < 2; row++) {
            double shift = row * (FIFO_BAR_H + GAP_PX);
            candidates.add(FreeSpace.box(alignedX, over.getMinY() - shift, w, h));
            candidates.add(FreeSpace.box(alignedX, under.getMinY() + shift, w, h));
        }
        return space.take(candidates).orElse(null);
    }

    /**
     * Places a switch port's bar just outside the switch's border, as near as there is room to where the port's
     * link leaves the box (never on a link: the bar slides along the border, both ways, until it is free; when
     * the border is crowded, a bar's length further out); returns
     * the step that places its label.
     */
    private Runnable planPort(Endpoint end, Point2D centre, Point2D toward) {
        Bounds box = nodeBoxes.get(end.node());
        if (box == null) {
            return () -> { };
        }
        Border border = new Border(box);
        double exit = border.at(centre, toward);
        List<Bounds> candidates = new ArrayList<>();
        for (int ring = 0; ring < 6; ring++) {
            for (int k = 1; k * Border.STEP_PX < border.perimeter() / 2; k++) {
                for (int way : new int[] {1, -1}) {
                    candidates.add(border.barPlace(exit + way * k * Border.STEP_PX, ring * (PORT_BAR_H + GAP_PX)));
                }
            }
        }
        Optional<Bounds> bar = space.take(candidates);
        return () -> bar.ifPresent(b -> ports.put(end, new Gauge(b, portLabel(b, toward))));
    }

    /** A walk around a box's border, clockwise from its top-left corner, with a bar's place outside each point. */
    private record Border(Bounds box) {
        /** Distance between the bar places tried, px. */
        static final double STEP_PX = 5;

        double perimeter() {
            return 2 * (box.getWidth() + box.getHeight());
        }

        /** Where the ray from {@code centre} along {@code toward} leaves the box, as a distance along the walk. */
        double at(Point2D centre, Point2D toward) {
            double tx = toward.getX() == 0 ? Double.MAX_VALUE : box.getWidth() / 2 / Math.abs(toward.getX());
            double ty = toward.getY() == 0 ? Double.MAX_VALUE : box.getHeight() / 2 / Math.abs(toward.getY());
            Point2D p = centre.add(toward.multiply(Math.min(tx, ty)));
            double w = box.getWidth();
            double h = box.getHeight();
            if (ty <= tx && toward.getY() < 0) {
                return p.getX() - box.getMinX();
            }
            if (tx < ty && toward.getX() > 0) {
                return w + p.getY() - box.getMinY();
            }
            if (ty <= tx) {
                return w + h + box.getMaxX() - p.getX();
            }
            return 2 * w + h + box.getMaxY() - p.getY();
        }

        /** An upright bar outside the border at distance {@code s} along the walk, {@code out} px further off. */
        Bounds barPlace(double s, double out) {
            double w = box.getWidth();
            double h = box.getHeight();
            double gap = GAP_PX + out;
            double p = ((s % perimeter()) + perimeter()) % perimeter();
            if (p < w) {
                return FreeSpace.box(box.getMinX() + p - PORT_BAR_W / 2, box.getMinY() - gap - PORT_BAR_H,
                    PORT_BAR_W, PORT_BAR_H);
            }
            if (p < w + h) {
                return FreeSpace.box(box.getMaxX() + gap, box.getMinY() + p - w - PORT_BAR_H / 2, PORT_BAR_W,
                    PORT_BAR_H);
            }
            if (p < 2 * w + h) {
                return FreeSpace.box(box.getMaxX() - (p - w - h) - PORT_BAR_W / 2, box.getMaxY() + gap,
                    PORT_BAR_W, PORT_BAR_H);
            }
            return FreeSpace.box(box.getMinX() - gap - PORT_BAR_W, box.getMaxY() - (p - 2 * w - h) - PORT_BAR_H / 2,
                PORT_BAR_W, PORT_BAR_H);
        }
    }

    /** A port's count beside its bar: on the side away from the link, else the other, else above or below. */
    private Bounds portLabel(Bounds bar, Point2D toward) {
        double w = OverlayText.widthPx("999", fontPx);
        double h = OverlayText.heightPx(fontPx);
        double y = bar.getMinY();
        Bounds right = FreeSpace.box(bar.getMaxX() + GAP_PX, y, w, h);
        Bounds left = FreeSpace.box(bar.getMinX() - GAP_PX - w, y, w, h);
        Bounds over = FreeSpace.box(bar.getCenterX() - w / 2, bar.getMinY() - GAP_PX - h, w, h);
        Bounds under = FreeSpace.box(bar.getCenterX() - w / 2, bar.getMaxY() + GAP_PX, w, h);
        boolean linkOnLeft = toward.getX() < 0;
        return space.take(linkOnLeft ? List.of(right, left, over, under) : List.of(left, right, over, under))
            .orElse(null);
    }

    /**
     * A window's strip in the first free row under its host, else over it (centred, then slid half its length
     * either way); its label after it if there is room.
     */
    private void planWindow(VisualState.WindowKey key, int size, Topology topology) {
        Bounds host = nodeBoxes.get(key.node());
        if (host == null || size <= 0) {
            return;
        }
        String peer = key.peer() >= 0 && key.peer() < topology.nodeCount() ? topology.nodeName(key.peer()) : "?";
        double labelW = OverlayText.widthPx(OverlayText.window(peer, size, size, true), fontPx);
        double slotPx = slotPx();
        double stripW = size * slotPx;
        List<Bounds> rows = new ArrayList<>();
        for (double slide : new double[] {0, -stripW / 2, stripW / 2}) {
            double x = host.getCenterX() - stripW / 2 + slide;
            for (int row = 0; row < WINDOW_ROWS; row++) {
                double reach = GAP_PX + row * (slotPx + 2 * GAP_PX);
                rows.add(FreeSpace.box(x, host.getMaxY() + reach, stripW, slotPx));
            }
            for (int row = 0; row < WINDOW_ROWS; row++) {
                double reach = GAP_PX + row * (slotPx + 2 * GAP_PX);
                rows.add(FreeSpace.box(x, host.getMinY() - reach - slotPx, stripW, slotPx));
            }
        }
        // With its label first; a strip whose label finds no room anywhere keeps its row and drops the label.
        for (Bounds row : rows) {
            Bounds label = FreeSpace.box(row.getMaxX() + GAP_PX, row.getCenterY() - OverlayText.heightPx(fontPx) / 2,
                labelW, OverlayText.heightPx(fontPx));
            if (space.free(row) && space.free(label)) {
                space.block(row);
                space.block(label);
                windows.put(key, new Strip(row, label));
                return;
            }
        }
        space.take(rows).ifPresent(row -> windows.put(key, new Strip(row, null)));
    }

    /**
     * The part of the line from {@code from} to {@code to} (two ends of a link, in layer pixels) that lies outside
     * the boxes of the topology it starts and ends in: where its cells travel, so that a cell never covers the
     * name of the NIC or switch it leaves or enters.
     *
     * @return the track's two ends; the line itself when no box holds an end or the boxes overlap
     */
    public Point2D[] track(Point2D from, Point2D to) {
        double start = 0;
        double end = 1;
        for (Bounds box : topologyBoxes()) {
            if (box.contains(from)) {
                start = Math.max(start, exitFraction(box, from, to));
            }
            if (box.contains(to)) {
                end = Math.min(end, 1 - exitFraction(box, to, from));
            }
        }
        if (start >= end) {
            return new Point2D[] {from, to};
        }
        Point2D along = to.subtract(from);
        return new Point2D[] {from.add(along.multiply(start)), from.add(along.multiply(end))};
    }

    /** How far along the line from {@code inside} to {@code toward} (as a fraction of it) it leaves {@code box}. */
    private static double exitFraction(Bounds box, Point2D inside, Point2D toward) {
        double dx = toward.getX() - inside.getX();
        double dy = toward.getY() - inside.getY();
        double tx = dx > 0 ? (box.getMaxX() - inside.getX()) / dx : dx < 0 ? (box.getMinX() - inside.getX()) / dx
            : Double.MAX_VALUE;
        double ty = dy > 0 ? (box.getMaxY() - inside.getY()) / dy : dy < 0 ? (box.getMinY() - inside.getY()) / dy
            : Double.MAX_VALUE;
        return Math.min(1, Math.min(tx, ty));
    }

    /** Every planned switch-port gauge by its port, drawn empty until the port's queue first changes. */
    public Map<Endpoint, Gauge> ports() {
        return java.util.Collections.unmodifiableMap(ports);
    }

    /** The out-FIFO gauge of the NIC {@code nic} of host {@code node}, if it had room. */
    public Optional<Gauge> outFifo(int node, int nic) {
        return Optional.ofNullable(outFifos.get(new Endpoint(node, nic)));
    }

    /** The in-FIFO gauge of the NIC {@code nic} of host {@code node}, if it had room. */
    public Optional<Gauge> inFifo(int node, int nic) {
        return Optional.ofNullable(inFifos.get(new Endpoint(node, nic)));
    }

    /** The buffer gauge of switch {@code node}'s port {@code port}, if it had room. */
    public Optional<Gauge> port(int node, int port) {
        return Optional.ofNullable(ports.get(new Endpoint(node, port)));
    }

    /** The strip of a sliding window, if it had room. */
    public Optional<Strip> window(VisualState.WindowKey key) {
        return Optional.ofNullable(windows.get(key));
    }

    /** The slot ring of a queue, if it had room. */
    public Optional<Ring> ring(QueueId queue) {
        return Optional.ofNullable(rings.get(queue));
    }

    /** Every planned slot ring by its queue. */
    Map<QueueId, Ring> rings() {
        return java.util.Collections.unmodifiableMap(rings);
    }

    /** The box of a host or switch in layer pixels, or null when it is not drawn. */
    public Bounds nodeBox(int node) {
        return nodeBoxes.get(node);
    }

    /** The box of a NIC in layer pixels, or null when it is not drawn. */
    public Bounds nicBox(int node, int nic) {
        return nicBoxes.get(new Endpoint(node, nic));
    }

    /** Pixels per drawing pixel: the topology view's zoom. */
    public double scale() {
        return scale;
    }

    /** Side of a window slot, px: as tall as a line of the labels, at least {@link #SLOT_PX}. */
    public double slotPx() {
        return Math.max(SLOT_PX, fontPx);
    }

    /** The text size the labels were planned for, px. */
    public double fontPx() {
        return fontPx;
    }

    /** The windows this plan was made for, with their sizes (to tell when a new plan is due). */
    Map<VisualState.WindowKey, Integer> windowSizes() {
        return windowSizes;
    }

    /** A copy of the room left once the topology, the gauges and the planned labels are in. */
    FreeSpace space() {
        return space.copy();
    }

    /** Every planned bar, strip, ring and label, for checks that none overlaps another. */
    public List<Bounds> planned() {
        List<Bounds> all = new ArrayList<>();
        for (Map<Endpoint, Gauge> gauges : List.of(outFifos, inFifos, ports)) {
            gauges.values().forEach(gauge -> {
                all.add(gauge.bar());
                if (gauge.label() != null) {
                    all.add(gauge.label());
                }
            });
        }
        windows.values().forEach(strip -> {
            all.add(strip.slots());
            if (strip.label() != null) {
                all.add(strip.label());
            }
        });
        rings.values().forEach(ring -> {
            all.add(ring.box());
            if (ring.label() != null) {
                all.add(ring.label());
            }
        });
        return all;
    }

    /** The smallest box holding the topology's boxes and every planned bar, strip, ring and label. */
    public Bounds extent() {
        double minX = Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        List<Bounds> all = topologyBoxes();
        all.addAll(planned());
        for (Bounds b : all) {
            minX = Math.min(minX, b.getMinX());
            minY = Math.min(minY, b.getMinY());
            maxX = Math.max(maxX, b.getMaxX());
            maxY = Math.max(maxY, b.getMaxY());
        }
        return all.isEmpty() ? FreeSpace.box(0, 0, 0, 0) : FreeSpace.box(minX, minY, maxX - minX, maxY - minY);
    }

    /** The boxes of the topology (hosts, switches, NICs) in layer pixels. */
    public List<Bounds> topologyBoxes() {
        List<Bounds> all = new ArrayList<>(nodeBoxes.values());
        all.addAll(nicBoxes.values());
        return all;
    }
}
