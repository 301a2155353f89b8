package org.ccw.labs;

/**
 * One pass/fail statement about a lab's run.
 *
 * @param detail what was compared, by how much it missed, and why when a figure cannot emerge
 */
public record Check(String name, boolean passed, String detail) {

    /** Passes when {@code metric} is within {@code tolerance} (0.1 = 10%) of the paper's figure. */
    public static Check nearPaper(Metric metric, double tolerance, String why) {
        boolean passed = metric.ratio() != null && Math.abs(metric.ratio() - 1) <= tolerance;
        String detail = String.format(java.util.Locale.ROOT, "%s = %.2f %s vs paper %.2f (%s, tolerance ±%.0f%%)",
                metric.name(), metric.value(), metric.unit(), metric.paper(), metric.deviation(), tolerance * 100);
        return new Check(metric.name() + "_near_paper", passed, why.isEmpty() ? detail : detail + "; " + why);
    }
}
