package org.ccw.visualizer.chart;

import java.util.List;

/**
 * A measurement chart: curves over two axes, with marked points. Pure data; {@link ChartPainter} draws it.
 *
 * @param title   shown above the plot
 * @param x       horizontal axis
 * @param y       vertical axis
 * @param series  the curves, drawn in order; a {@link Role#PAPER} curve takes the colour of the
 *                {@link Role#OURS} curve before it, so "ours" and "the paper's" pair up
 * @param markers annotated points, e.g. the half-power point
 */
public record Chart(String title, Axis x, Axis y, List<Curve> series, List<Marker> markers) {

    public Chart {
        series = List.copyOf(series);
        markers = List.copyOf(markers);
    }

    /** How an axis maps values. */
    public enum Scale {
        LINEAR,
        /** Logarithmic with power-of-two ticks (message sizes). */
        LOG2
    }

    /** An axis: what is measured, its unit, its scale. */
    public record Axis(String label, String unit, Scale scale) {
        /** {@code message size (bytes)}. */
        public String title() {
            return unit.isEmpty() ? label : label + " (" + org.ccw.visualizer.Units.shown(unit) + ")";
        }
    }

    /** Whose figures a curve shows. */
    public enum Role {
        /** Measured in the workbench: solid line, square markers. */
        OURS,
        /** The paper's figure: dashed line, diamond markers. */
        PAPER
    }

    /**
     * One point; where it stands for several runs (a sweep's seeds), {@code y} is their mean and {@code low} to
     * {@code high} their spread, drawn as a bar through the point.
     */
    public record Point(double x, double y, double low, double high) {
        /** A single measurement: no spread. */
        public Point(double x, double y) {
            this(x, y, y, y);
        }

        /** Whether it has a spread bar to draw. */
        public boolean spread() {
            return low < high;
        }
    }

    /** One curve. */
    public record Curve(String name, Role role, List<Point> points) {
        public Curve {
            points = List.copyOf(points);
        }
    }

    /** An annotated point. */
    public record Marker(String label, Point at) {
    }
}
