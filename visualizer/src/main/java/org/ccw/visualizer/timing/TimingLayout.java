package org.ccw.visualizer.timing;

import org.ccw.engine.kernel.Time;
import org.ccw.visualizer.export.TextStyle;

/**
 * Where things go in a drawn {@link TimingDiagram} of a given width: lane positions, the time-to-x mapping, the
 * {@link TimingLabels words}, and hit testing. The painter draws with it and the GUI picks with it, so what is
 * clicked is what was drawn. Given a height to fit, lanes get shorter (down to a floor that still holds a box
 * and a name above it) so that every lane of a small cluster shows in a short pane.
 */
public final class TimingLayout {
    static final double LANE_HEIGHT = 64;
    static final double LAYER_LANE_HEIGHT = 34;
    /** The shortest a lane gets when fitting a height: a 12-unit box, a handler's name above it, a gap. */
    static final double MIN_LANE_HEIGHT = 28;
    /** The shortest a layer's lane gets when fitting a height. */
    static final double MIN_LAYER_LANE_HEIGHT = 24;
    static final double BAND_ROW_HEIGHT = 18;
    /** A polls strip under a lane: a tall tick (network poll), a short one (memory poll), a diamond on a found one. */
    static final double STRIP_HEIGHT = 16;
    /** The lowest a strip gets when fitting a height (it then takes the room from its own lane). */
    static final double MIN_STRIP_HEIGHT = 8;
    static final double AXIS_HEIGHT = 46;
    static final double RIGHT_MARGIN = 24;
    static final TextStyle LANE_LABEL = TextStyle.plain(12, TimingStyle.TEXT, TextStyle.Anchor.END).asBold();

    private final TimingDiagram diagram;
    private final double width;
    private final double left;
    private final double[] laneY;
    /** Top and height of each lane's polls strip; NaN and 0 for a lane without one. */
    private final double[] stripTop;
    private final double[] stripHeight;
    private final double lanesBottom;
    private final TimingHeader header;
    private TimingLabels labels;

    /** The diagram at {@code width} figure units, untitled, every lane at its full height. */
    public TimingLayout(TimingDiagram diagram, double width) {
        this(diagram, width, Double.POSITIVE_INFINITY);
    }

    /** The diagram at {@code width}, untitled, its lanes fitted to {@code fitHeight} where they can be. */
    public TimingLayout(TimingDiagram diagram, double width, double fitHeight) {
        this(diagram, width, fitHeight, "");
    }

    /**
     * The diagram at {@code width}, its lanes made shorter (down to {@value #MIN_LANE_HEIGHT}, layers'
     * {@value #MIN_LAYER_LANE_HEIGHT}) so that the whole figure fits {@code fitHeight} where it can.
     *
     * @param width     figure width, figure units (canvas pixels in the GUI)
     * @param fitHeight height to fit, figure units; {@link Double#POSITIVE_INFINITY} for full-height lanes
     * @param title     shown top left, the key beside or under it; empty for none
     */
    public TimingLayout(TimingDiagram diagram, double width, double fitHeight, String title) {
        this.diagram = diagram;
        this.width = width;
        this.header = TimingHeader.place(diagram, title, width);
        double widest = diagram.lanes().stream().mapToDouble(l -> LANE_LABEL.estimatedWidth(l.label())).max()
                .orElse(0);
        this.left = Math.max(90, widest + 24);
        this.laneY = new double[diagram.lanes().size()];
        this.stripTop = new double[laneY.length];
        this.stripHeight = new double[laneY.length];
        double shrink = shrink(diagram.lanes(), fitHeight - header.height() - AXIS_HEIGHT - bandsHeight(diagram));
        double y = header.height();
        for (int i = 0; i < laneY.length; i++) {
            Lane lane = diagram.lanes().get(i);
            // a lane and its strip shrink together, down to the lane's own floor: the strip adds no height to it
            double block = Math.max(floor(lane), fullHeight(lane) * shrink);
            double strip = lane.polls() ? Math.max(MIN_STRIP_HEIGHT, STRIP_HEIGHT * block / fullHeight(lane)) : 0;
            laneY[i] = y + (block - strip) / 2;
            stripTop[i] = lane.polls() ? y + block - strip : Double.NaN;
            stripHeight[i] = strip;
            y += block;
        }
        this.lanesBottom = y;
    }

    /**
     * The factor that makes the lanes fill {@code room} (at most 1), lanes that reach their floor held there: those
     * at the floor no longer share in the shrinking, so the factor is found again over the others until it holds.
     */
    private static double shrink(java.util.List<Lane> lanes, double room) {
        double shrink = 1;
        for (int round = 0; round <= lanes.size(); round++) {
            double fixed = 0;
            double free = 0;
            for (Lane lane : lanes) {
                if (fullHeight(lane) * shrink <= floor(lane)) {
                    fixed += floor(lane);
                } else {
                    free += fullHeight(lane);
                }
            }
            double next = free == 0 ? shrink : Math.min(1, Math.max(0, room - fixed) / free);
            if (next == shrink) {
                break;
            }
            shrink = next;
        }
        return shrink;
    }

    private static double floor(Lane lane) {
        return wholeLane(lane) ? MIN_LANE_HEIGHT : MIN_LAYER_LANE_HEIGHT;
    }

    /** A lane's height with its strip, before any fitting. */
    private static double fullHeight(Lane lane) {
        return (wholeLane(lane) ? LANE_HEIGHT : LAYER_LANE_HEIGHT) + (lane.polls() ? STRIP_HEIGHT : 0);
    }

    private static boolean wholeLane(Lane lane) {
        return lane.layer() == Layer.HOST || lane.layer() == Layer.SWITCH;
    }

    private static double bandsHeight(TimingDiagram diagram) {
        return diagram.logPOverlay().map(o -> o.bands().size() * BAND_ROW_HEIGHT + 8).orElse(0.0);
    }

    /** Where the words go: placed once per layout, on first use. */
    TimingLabels labels() {
        if (labels == null) {
            labels = TimingLabels.place(this);
        }
        return labels;
    }

    /** The label {@code arrow} shows in this layout, or empty when there was no free place for it. */
    public java.util.Optional<String> labelShown(MessageArrow arrow) {
        return labels().of(arrow).map(TimingLabels.Placed::text);
    }

    public TimingDiagram diagram() {
        return diagram;
    }

    public double width() {
        return width;
    }

    public double height() {
        return bandsBottom() + AXIS_HEIGHT;
    }

    /** Left edge of the plot (lane labels sit left of it). */
    public double plotLeft() {
        return left;
    }

    public double plotRight() {
        return width - RIGHT_MARGIN;
    }

    /** Top of the first lane. */
    public double plotTop() {
        return header.height();
    }

    /** The title and the key above the lanes. */
    TimingHeader header() {
        return header;
    }

    /** Bottom of the last lane. */
    public double lanesBottom() {
        return lanesBottom;
    }

    double bandsBottom() {
        return lanesBottom + bandsHeight(diagram);
    }

    /** Centre line of lane {@code lane}. */
    public double laneY(int lane) {
        return laneY[lane];
    }

    /** Top of lane {@code lane}'s polls strip; NaN when it has none. */
    public double stripTop(int lane) {
        return stripTop[lane];
    }

    /** Height of lane {@code lane}'s polls strip ({@value #STRIP_HEIGHT} unless squeezed); 0 when it has none. */
    public double stripHeight(int lane) {
        return stripHeight[lane];
    }

    /** x of time {@code timePs} (extrapolated outside the range). */
    public double x(long timePs) {
        return left + (plotRight() - left) * (timePs - diagram.fromPs()) / (double) (diagram.toPs() - diagram.fromPs());
    }

    /** Time at x, ps (extrapolated outside the plot). */
    public long timeAt(double x) {
        return diagram.fromPs() + Math.round((x - left) / (plotRight() - left) * (diagram.toPs() - diagram.fromPs()));
    }

    /** Range start in µs, for the axis. */
    double fromMicros() {
        return Time.toMicros(diagram.fromPs());
    }

    double toMicros() {
        return Time.toMicros(diagram.toPs());
    }

    /**
     * The segment an arrow is drawn as, cut to the shown range: {x1, y1, x2, y2}, or null when nothing of it is
     * in range.
     */
    double[] segment(MessageArrow arrow) {
        long from = diagram.fromPs();
        long to = diagram.toPs();
        long start = Math.max(arrow.sendPs(), from);
        long end = Math.min(arrow.arrivePs(), to);
        if (end < start) {
            return null;
        }
        double y1 = laneY(arrow.fromLane());
        double y2 = laneY(arrow.toLane());
        long span = arrow.arrivePs() - arrow.sendPs();
        double f1 = span == 0 ? 0 : (start - arrow.sendPs()) / (double) span;
        double f2 = span == 0 ? 1 : (end - arrow.sendPs()) / (double) span;
        return new double[] {x(start), y1 + (y2 - y1) * f1, x(end), y1 + (y2 - y1) * f2};
    }

    /**
     * The arrow drawn nearest to ({@code px}, {@code py}) if within {@code tolerance} figure units, else null.
     */
    public MessageArrow arrowAt(double px, double py, double tolerance) {
        MessageArrow best = null;
        double bestDistance = tolerance;
        for (MessageArrow arrow : diagram.arrows()) {
            double[] s = segment(arrow);
            if (s != null) {
                double d = distance(px, py, s);
                if (d <= bestDistance) {
                    bestDistance = d;
                    best = arrow;
                }
            }
        }
        return best;
    }

    private static double distance(double px, double py, double[] s) {
        double dx = s[2] - s[0];
        double dy = s[3] - s[1];
        double lengthSquared = dx * dx + dy * dy;
        double t = lengthSquared == 0 ? 0 : Math.max(0, Math.min(1, ((px - s[0]) * dx + (py - s[1]) * dy) / lengthSquared));
        return Math.hypot(px - (s[0] + t * dx), py - (s[1] + t * dy));
    }
}
