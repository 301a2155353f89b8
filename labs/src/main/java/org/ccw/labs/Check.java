package org.ccw.labs;

/**
 * One statement about a lab's run, with one of three outcomes: it holds ({@link Outcome#PASS}); a figure
 * misses the paper by more than 10% but stays in its sane band, and the detail says why ({@link Outcome#MISS}:
 * reported, never tuned away, and not a failure); or the behaviour is broken ({@link Outcome#FAIL}).
 *
 * @param detail what was compared, by how much it missed, and why when a figure cannot emerge
 */
public record Check(String name, Outcome outcome, String detail) {

    /** How a check came out. */
    public enum Outcome {
        PASS, MISS, FAIL;

        /** As {@code lab run} and its JSON print it: {@code pass}, {@code miss}, {@code fail}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** A check that either holds or is broken (no paper figure to miss). */
    public Check(String name, boolean holds, String detail) {
        this(name, holds ? Outcome.PASS : Outcome.FAIL, detail);
    }

    /** A check that fails when {@code broken}, and otherwise misses when {@code missed}. */
    public static Check of(String name, boolean broken, boolean missed, String detail) {
        return new Check(name, broken ? Outcome.FAIL : missed ? Outcome.MISS : Outcome.PASS, detail);
    }

    /** True unless the behaviour is broken: a miss is reported, not failed ({@code lab run} exits 0). */
    public boolean passed() {
        return outcome != Outcome.FAIL;
    }

    /** Passes when {@code metric} is within {@code tolerance} (0.1 = 10%) of the paper's figure. */
    public static Check nearPaper(Metric metric, double tolerance, String why) {
        boolean passed = metric.ratio() != null && Math.abs(metric.ratio() - 1) <= tolerance;
        String detail = String.format(java.util.Locale.ROOT, "%s = %.2f %s vs paper %.2f (%s, tolerance ±%.0f%%)",
                metric.name(), metric.value(), metric.unit(), metric.paper(), metric.deviation(), tolerance * 100);
        return new Check(metric.name() + "_near_paper", passed, why.isEmpty() ? detail : detail + "; " + why);
    }

    /**
     * A validation figure, which must emerge from component costs and is never tuned: the check passes while the
     * figure is within {@code ±50%} of the paper (outside that band the stack or the model is broken), and its
     * detail states the deviation — and, when it exceeds 10%, that the figure misses the paper, by how much and
     * {@code why}. A miss within the band is reported, not failed: the issue asks to print it, not to tune it away.
     */
    public static Check validation(Metric metric, String why) {
        boolean sane = metric.ratio() != null && Math.abs(metric.ratio() - 1) <= 0.5;
        return validation(metric, why, !sane, "outside the ±50% band, so the stack or its costs are broken");
    }

    /**
     * A validation figure whose broken state is not a distance from the paper — a share or a min/max ratio, where
     * ±50% of a small paper figure is a few hundredths: {@code broken} says the model is wrong, for
     * {@code brokenWhy}; a distance over 10% is a miss with {@code why}, as {@link #validation(Metric, String)}.
     */
    public static Check validation(Metric metric, String why, boolean broken, String brokenWhy) {
        boolean close = metric.ratio() != null && Math.abs(metric.ratio() - 1) <= 0.1;
        String detail = String.format(java.util.Locale.ROOT, "%s = %.2f %s vs paper %.2f (%s); %s", metric.name(),
                metric.value(), metric.unit(), metric.paper(), metric.deviation(),
                close ? "within 10% of the paper" : "MISSES the paper by " + metric.deviation()
                        + " (more than 10%, not tuned away): " + why);
        return of(metric.name() + "_emerges", broken, !close, broken ? detail + "; " + brokenWhy : detail);
    }
}
