package org.ccw.visualizer.chart;

import java.util.ArrayList;
import java.util.List;

import org.ccw.visualizer.ColourPalette;
import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Figure;
import org.ccw.visualizer.export.NiceTicks;
import org.ccw.visualizer.export.Rgb;
import org.ccw.visualizer.export.Stroke;
import org.ccw.visualizer.export.TextStyle;
import org.ccw.visualizer.export.TextStyle.Anchor;

/**
 * Draws a {@link Chart} on any drawing surface, so the GUI and the exports show the same chart: axes with
 * {@link NiceTicks} (power-of-two ticks on a size axis), our curves solid with square markers, the paper's dashed
 * with diamonds in the same colour, a point's spread (a sweep's seeds) as a bar through it, markers with their
 * annotation, and a legend.
 */
public final class ChartPainter implements Figure {
    private static final ColourPalette PALETTE = ColourPalette.standard();
    private static final Rgb BACKGROUND = PALETTE.colour("-ccw-canvas");
    private static final Rgb TEXT = PALETTE.colour("-ccw-text");
    private static final Rgb GRID = PALETTE.colour("-ccw-grid");
    /** A marked point is drawn as the timing diagram's cursor is: a point in time or size pinned down. */
    private static final Rgb MARKER = PALETTE.colour("-ccw-cursor");
    /** Curves take the message kinds' colours, in an order where neighbouring curves differ most. */
    private static final List<Rgb> COLOURS = List.of(PALETTE.colour("-ccw-cell-request"),
        PALETTE.colour("-ccw-cell-bulk"), PALETTE.colour("-ccw-cell-reply"), PALETTE.colour("-ccw-cell-control"),
        PALETTE.colour("-ccw-cell-frame"));
    private static final TextStyle TITLE = TextStyle.plain(14, TEXT, Anchor.START).asBold();
    private static final TextStyle TICK = TextStyle.plain(10, TEXT, Anchor.MIDDLE);
    private static final TextStyle TICK_Y = TextStyle.plain(10, TEXT, Anchor.END);
    private static final TextStyle AXIS = TextStyle.plain(11, TEXT, Anchor.MIDDLE);
    private static final TextStyle LEGEND = TextStyle.plain(10, TEXT, Anchor.START);
    private static final TextStyle MARKER_LABEL = TextStyle.plain(10, MARKER, Anchor.START);
    private static final double LEFT = 72;
    private static final double RIGHT = 24;
    private static final double TOP = 40;
    private static final double BOTTOM = 52;

    private final Chart chart;
    private final double width;
    private final double height;
    private final double xMin;
    private final double xMax;
    private final double yMin;
    private final double yMax;

    public ChartPainter(Chart chart, double width, double height) {
        this.chart = chart;
        this.width = width;
        this.height = height;
        List<Chart.Point> all = chart.series().stream().flatMap(c -> c.points().stream()).toList();
        double lowX = all.stream().mapToDouble(Chart.Point::x).min().orElse(0);
        double highX = all.stream().mapToDouble(Chart.Point::x).max().orElse(1);
        if (chart.x().scale() == Chart.Scale.LOG2) {
            // whole powers of two at both ends, so the end ticks exist
            lowX = Math.pow(2, Math.floor(Math.log(lowX) / Math.log(2)));
            highX = Math.pow(2, Math.ceil(Math.log(highX) / Math.log(2)));
        }
        this.xMin = lowX;
        this.xMax = highX > lowX ? highX : lowX + 1;
        this.yMin = Math.min(0, all.stream().mapToDouble(Chart.Point::low).min().orElse(0));
        double highY = all.stream().mapToDouble(Chart.Point::high).max().orElse(1);
        this.yMax = highY > yMin ? yMin + (highY - yMin) * 1.1 : yMin + 1;
    }

    public Chart chart() {
        return chart;
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return height;
    }

    @Override
    public void paint(DrawingSurface s) {
        s.rect(0, 0, width, height, BACKGROUND, null);
        s.text(chart.title(), 12, 22, TITLE);
        axes(s);
        int colour = -1;
        int legendRow = 0;
        for (Chart.Curve curve : chart.series()) {
            colour += curve.role() == Chart.Role.OURS || colour < 0 ? 1 : 0;
            Rgb rgb = COLOURS.get(colour % COLOURS.size());
            curve(s, curve, rgb);
            legend(s, curve, rgb, legendRow++);
        }
        List<double[]> labels = markerLabels();
        for (int i = 0; i < chart.markers().size(); i++) {
            Chart.Marker marker = chart.markers().get(i);
            double x = x(marker.at().x());
            double y = y(marker.at().y());
            s.line(x, y, x, bottom(), new Stroke(MARKER, 1, 3, 3));
            s.polygon(new double[] {x, x + 6, x, x - 6}, new double[] {y - 6, y, y + 6, y}, MARKER);
            s.text(marker.label(), labels.get(i)[0], labels.get(i)[1], MARKER_LABEL);
        }
    }

    /**
     * Where each marker's label goes (x, baseline y): right of and below its diamond, moved down a line at a time
     * until it overlaps no label placed before it, so markers at nearby points stay readable.
     */
    List<double[]> markerLabels() {
        List<double[]> boxes = new ArrayList<>();
        List<double[]> placed = new ArrayList<>();
        double lineHeight = MARKER_LABEL.size() + 3;
        for (Chart.Marker marker : chart.markers()) {
            double left = x(marker.at().x()) + 9;
            double right = left + MARKER_LABEL.estimatedWidth(marker.label());
            double baseline = y(marker.at().y()) + 14;
            while (overlaps(boxes, left, right, baseline - MARKER_LABEL.size(), baseline + 3)) {
                baseline += lineHeight;
            }
            boxes.add(new double[] {left, right, baseline - MARKER_LABEL.size(), baseline + 3});
            placed.add(new double[] {left, baseline});
        }
        return placed;
    }

    private static boolean overlaps(List<double[]> boxes, double left, double right, double top, double bottom) {
        return boxes.stream().anyMatch(b -> left < b[1] && b[0] < right && top < b[3] && b[2] < bottom);
    }

    private void axes(DrawingSurface s) {
        List<NiceTicks.Tick> xTicks = chart.x().scale() == Chart.Scale.LOG2
                ? NiceTicks.log2(xMin, xMax, right() - LEFT, TICK)
                : NiceTicks.linear(xMin, xMax, right() - LEFT, TICK);
        for (NiceTicks.Tick tick : xTicks) {
            double x = x(tick.value());
            s.line(x, TOP, x, bottom(), Stroke.solid(GRID, 1));
            s.line(x, bottom(), x, bottom() + 5, Stroke.solid(TEXT, 1));
            s.text(tick.label(), x, bottom() + 17, TICK);
        }
        for (NiceTicks.Tick tick : NiceTicks.linearVertical(yMin, yMax, bottom() - TOP, TICK_Y)) {
            double y = y(tick.value());
            s.line(LEFT, y, right(), y, Stroke.solid(GRID, 1));
            s.line(LEFT - 5, y, LEFT, y, Stroke.solid(TEXT, 1));
            s.text(tick.label(), LEFT - 8, y + 3.5, TICK_Y);
        }
        s.line(LEFT, bottom(), right(), bottom(), Stroke.solid(TEXT, 1));
        s.line(LEFT, TOP, LEFT, bottom(), Stroke.solid(TEXT, 1));
        s.text(chart.x().title(), (LEFT + right()) / 2, height - 12, AXIS);
        s.text(chart.y().title(), 16, (TOP + bottom()) / 2, AXIS.asVertical());
    }

    private void curve(DrawingSurface s, Chart.Curve curve, Rgb rgb) {
        List<Chart.Point> points = curve.points();
        double[] xs = points.stream().mapToDouble(p -> x(p.x())).toArray();
        double[] ys = points.stream().mapToDouble(p -> y(p.y())).toArray();
        boolean paper = curve.role() == Chart.Role.PAPER;
        if (xs.length > 1) {
            s.polyline(xs, ys, paper ? new Stroke(rgb, 1.5, 6, 4) : Stroke.solid(rgb, 2));
        }
        for (int i = 0; i < xs.length; i++) {
            Chart.Point p = points.get(i);
            if (p.spread()) {
                // the runs' spread at this point: a bar with caps, as an error bar is drawn
                double low = y(p.low());
                double high = y(p.high());
                Stroke bar = Stroke.solid(rgb, 1.2);
                s.line(xs[i], low, xs[i], high, bar);
                s.line(xs[i] - 4, low, xs[i] + 4, low, bar);
                s.line(xs[i] - 4, high, xs[i] + 4, high, bar);
            }
            mark(s, xs[i], ys[i], rgb, paper);
        }
    }

    private static void mark(DrawingSurface s, double x, double y, Rgb rgb, boolean paper) {
        if (paper) {
            s.polygon(new double[] {x, x + 5, x, x - 5}, new double[] {y - 5, y, y + 5, y}, rgb);
        } else {
            s.rect(x - 3.5, y - 3.5, 7, 7, rgb, null);
        }
    }

    private void legend(DrawingSurface s, Chart.Curve curve, Rgb rgb, int row) {
        double x = LEFT + 14;
        double y = TOP + 16 + row * 16;
        boolean paper = curve.role() == Chart.Role.PAPER;
        s.line(x, y, x + 24, y, paper ? new Stroke(rgb, 1.5, 6, 4) : Stroke.solid(rgb, 2));
        mark(s, x + 12, y, rgb, paper);
        s.text(curve.name(), x + 32, y + 3.5, LEGEND);
    }

    private double right() {
        return width - RIGHT;
    }

    private double bottom() {
        return height - BOTTOM;
    }

    double x(double value) {
        double f = chart.x().scale() == Chart.Scale.LOG2
                ? Math.log(value / xMin) / Math.log(xMax / xMin)
                : (value - xMin) / (xMax - xMin);
        return LEFT + f * (right() - LEFT);
    }

    double y(double value) {
        return bottom() - (value - yMin) / (yMax - yMin) * (bottom() - TOP);
    }
}
