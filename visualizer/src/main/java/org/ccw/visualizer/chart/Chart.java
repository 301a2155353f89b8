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

    /** One point. */
    public record Point(double x, double y) {
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
