package org.ccw.visualizer.timing;

import org.ccw.engine.kernel.Time;
import org.ccw.visualizer.export.TextStyle;

/**
 * Where things go in a drawn {@link TimingDiagram} of a given width: lane positions, the time-to-x mapping, and
 * hit testing. The painter draws with it and the GUI picks with it, so what is clicked is what was drawn.
 */
public final class TimingLayout {
    static final double TITLE_HEIGHT = 40;
    static final double LANE_HEIGHT = 64;
    static final double LAYER_LANE_HEIGHT = 34;
    static final double BAND_ROW_HEIGHT = 18;
    static final double AXIS_HEIGHT = 46;
    static final double RIGHT_MARGIN = 24;
    static final TextStyle LANE_LABEL = TextStyle.plain(12, TimingStyle.TEXT, TextStyle.Anchor.END).asBold();

    private final TimingDiagram diagram;
    private final double width;
    private final double left;
    private final double[] laneY;
    private final double lanesBottom;

    public TimingLayout(TimingDiagram diagram, double width) {
        this.diagram = diagram;
        this.width = width;
        double widest = diagram.lanes().stream().mapToDouble(l -> LANE_LABEL.estimatedWidth(l.label())).max()
                .orElse(0);
        this.left = Math.max(90, widest + 24);
        this.laneY = new double[diagram.lanes().size()];
        double y = TITLE_HEIGHT;
        for (int i = 0; i < laneY.length; i++) {
            double h = diagram.lanes().get(i).layer() == Layer.HOST || diagram.lanes().get(i).layer() == Layer.SWITCH
                    ? LANE_HEIGHT : LAYER_LANE_HEIGHT;
            laneY[i] = y + h / 2;
            y += h;
        }
        this.lanesBottom = y;
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
        return TITLE_HEIGHT;
    }

    /** Bottom of the last lane. */
    public double lanesBottom() {
        return lanesBottom;
    }

    double bandsBottom() {
        return lanesBottom + diagram.logPOverlay().map(o -> o.bands().size() * BAND_ROW_HEIGHT + 8).orElse(0.0);
    }

    /** Centre line of lane {@code lane}. */
    public double laneY(int lane) {
        return laneY[lane];
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
