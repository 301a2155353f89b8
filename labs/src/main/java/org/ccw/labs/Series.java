package org.ccw.labs;

import java.util.List;

/**
 * One curve a lab measured over a sweep, beside the paper's where the paper has one: what the charts of
 * {@code workbench export chart LAB} draw. Units are spelled as in {@link Metric#unit()}.
 *
 * @param name   what the curve is, e.g. {@code bulk write bandwidth, 2 x SS-20}
 * @param xLabel the swept quantity, e.g. {@code message size}
 * @param xUnit  its unit, e.g. {@code bytes}
 * @param yLabel the measured quantity, e.g. {@code bandwidth}
 * @param yUnit  its unit, e.g. {@code MB/s}
 * @param ours   the measured points, in sweep order
 * @param paper  the paper's points in the same units (read off its figure or table, the source in the lab's
 *               Javadoc); empty when the paper has none
 */
public record Series(String name, String xLabel, String xUnit, String yLabel, String yUnit, List<Point> ours,
                     List<Point> paper) {

    public Series {
        ours = List.copyOf(ours);
        paper = List.copyOf(paper);
    }

    /** One point of a curve. */
    public record Point(double x, double y) {
    }
}
