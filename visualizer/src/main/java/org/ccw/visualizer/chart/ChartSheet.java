package org.ccw.visualizer.chart;

import java.util.ArrayList;
import java.util.List;

import org.ccw.visualizer.export.DrawingSurface;
import org.ccw.visualizer.export.Figure;

/**
 * Several charts stacked into one figure (a lab's loss-rate and goodput charts on one page), each drawn by its
 * own {@link ChartPainter} shifted down.
 */
public final class ChartSheet implements Figure {
    private final List<ChartPainter> charts;
    private final double width;

    public ChartSheet(List<Chart> charts, double width, double chartHeight) {
        if (charts.isEmpty()) {
            throw new IllegalArgumentException("a chart sheet needs at least one chart");
        }
        this.width = width;
        this.charts = new ArrayList<>();
        charts.forEach(c -> this.charts.add(new ChartPainter(c, width, chartHeight)));
    }

    @Override
    public double width() {
        return width;
    }

    @Override
    public double height() {
        return charts.stream().mapToDouble(ChartPainter::height).sum();
    }

    @Override
    public void paint(DrawingSurface surface) {
        double top = 0;
        for (ChartPainter chart : charts) {
            chart.paint(new Shifted(surface, top));
            top += chart.height();
        }
    }

    /** A surface that moves everything down by {@code dy}. */
    private record Shifted(DrawingSurface to, double dy) implements DrawingSurface {
        @Override
        public void line(double x1, double y1, double x2, double y2, org.ccw.visualizer.export.Stroke stroke) {
            to.line(x1, y1 + dy, x2, y2 + dy, stroke);
        }

        @Override
        public void rect(double x, double y, double w, double h, org.ccw.visualizer.export.Rgb fill,
                         org.ccw.visualizer.export.Stroke outline) {
            to.rect(x, y + dy, w, h, fill, outline);
        }

        @Override
        public void polygon(double[] xs, double[] ys, org.ccw.visualizer.export.Rgb fill) {
            to.polygon(xs, shift(ys), fill);
        }

        @Override
        public void polyline(double[] xs, double[] ys, org.ccw.visualizer.export.Stroke stroke) {
            to.polyline(xs, shift(ys), stroke);
        }

        @Override
        public void text(String text, double x, double y, org.ccw.visualizer.export.TextStyle style) {
            to.text(text, x, y + dy, style);
        }

        private double[] shift(double[] ys) {
            double[] moved = ys.clone();
            for (int i = 0; i < moved.length; i++) {
                moved[i] += dy;
            }
            return moved;
        }
    }
}
