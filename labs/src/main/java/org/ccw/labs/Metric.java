package org.ccw.labs;

/**
 * A measured figure beside the paper's.
 *
 * @param name  metric name as the issue lists it, unit in the name (e.g. {@code write_trap_us})
 * @param value measured value in {@code unit}
 * @param unit  e.g. {@code us}, {@code MB/s}
 * @param paper the paper's figure in the same unit, or null when the paper gives none
 * @param ratio value / paper, or null when there is no paper figure
 * @param input true when the value is one of the model's inputs read back (a cost entered from the paper's table),
 *              not a figure that emerges from a run: it is shown, but it validates nothing and is not counted
 */
public record Metric(String name, double value, String unit, Double paper, Double ratio, boolean input) {

    /** A metric with its ratio to {@code paper} (null for none). */
    public static Metric of(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, ratio(value, paper), false);
    }

    /** A metric that echoes one of the model's inputs (e.g. a paper's cycles entered as a cost and read back). */
    public static Metric input(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, ratio(value, paper), true);
    }

    private static Double ratio(double value, Double paper) {
        return paper == null || paper == 0 ? null : value / paper;
    }

    /** How far from the paper, e.g. "-14.8%", or "no paper figure". */
    public String deviation() {
        return ratio == null ? "no paper figure" : String.format(java.util.Locale.ROOT, "%+.1f%%", (ratio - 1) * 100);
    }
}
