package org.ccw.labs;

/**
 * A measured figure beside the paper's.
 *
 * @param name  metric name as the issue lists it, unit in the name (e.g. {@code write_trap_us})
 * @param value measured value in {@code unit}
 * @param unit  e.g. {@code us}, {@code MB/s}
 * @param paper the paper's figure in the same unit, or null when the paper gives none
 * @param ratio value / paper, or null when there is no paper figure
 * @param basis whether the figure emerges from a run, reads an input back, or is the figure an input was
 *              calibrated against: only one that emerges validates the model
 */
public record Metric(String name, double value, String unit, Double paper, Double ratio, Basis basis) {

    /** What a figure's agreement with the paper's says about the model. */
    public enum Basis {
        /** It emerges from component costs in a run: agreement validates the model. */
        EMERGES,
        /** It is one of the model's inputs read back (a paper's figure entered as a cost): it validates nothing. */
        INPUT,
        /** An input was calibrated against it: agreement is by construction and validates nothing. */
        CALIBRATED
    }

    /** A metric with its ratio to {@code paper} (null for none), emerging from the run. */
    public static Metric of(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, ratio(value, paper), Basis.EMERGES);
    }

    /** A metric that echoes one of the model's inputs (e.g. a paper's cycles entered as a cost and read back). */
    public static Metric input(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, ratio(value, paper), Basis.INPUT);
    }

    /** A metric that a CALIBRATED input was fitted against: measured, but not a validation. */
    public static Metric calibrated(String name, double value, String unit, Double paper) {
        return new Metric(name, value, unit, paper, ratio(value, paper), Basis.CALIBRATED);
    }

    private static Double ratio(double value, Double paper) {
        return paper == null || paper == 0 ? null : value / paper;
    }

    /** Whether this figure reads an input back. */
    public boolean input() {
        return basis == Basis.INPUT;
    }

    /** Whether the figure emerges from the run and has a paper value: one that validates (or refutes) the model. */
    public boolean validates() {
        return basis == Basis.EMERGES && paper != null;
    }

    /** How far from the paper, e.g. "-14.8%", or "no paper figure". */
    public String deviation() {
        return ratio == null ? "no paper figure" : String.format(java.util.Locale.ROOT, "%+.1f%%", (ratio - 1) * 100);
    }
}
