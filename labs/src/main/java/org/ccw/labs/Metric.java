package org.ccw.labs;

/**
 * A measured figure beside the paper's.
 *
 * @param name  metric name as the issue lists it, unit in the name (e.g. {@code write_trap_us})
 * @param value measured value in {@code unit}
 * @param unit  e.g. {@code us}, {@code MB/s}
 * @param paper the paper's figure in the same unit, or null when the paper gives none
 * @param ratio value / paper, or null when there is no paper figure
 */
public record Metric(String name, double value, String unit, Double paper, Double ratio) {

    /** A metric with its ratio to {@code paper} (null for none). */
    public static Metric of(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, paper == null || paper == 0 ? null : value / paper);
    }

    /** How far from the paper, e.g. "-14.8%", or "no paper figure". */
    public String deviation() {
        return ratio == null ? "no paper figure" : String.format(java.util.Locale.ROOT, "%+.1f%%", (ratio - 1) * 100);
    }
}
