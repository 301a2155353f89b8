package org.ccw.labs.folder;

import java.util.Locale;
import java.util.Objects;

import org.ccw.labs.Metric;
import org.ccw.labs.measure.Measure;
import org.ccw.model.units.Quantity;

/**
 * A question answered with a number and its unit, right when it is within {@code tolerance} of the figure the run
 * gives. The student may answer in any unit of the figure's dimension ({@code 32us}, {@code 0.032 ms}); a bare
 * number is in {@code unit}.
 *
 * @param expected  where the right figure comes from: a metric of the lab's run, a measure over its trace, or a
 *                  value the lab file states
 * @param unit      the unit the question asks in and the key gives
 * @param tolerance how far from the figure an answer may be and still be right
 */
public record NumberQuestion(String id, String ask, String why, int points, Source expected, String unit,
                             Tolerance tolerance) implements Question {

    public NumberQuestion {
        Objects.requireNonNull(id);
        Objects.requireNonNull(expected);
        Quantity.dimension(unit);
        Objects.requireNonNull(tolerance);
    }

    /** Where a number question's right figure comes from. */
    public sealed interface Source {
        /** The figure over the evidence. */
        Quantity over(Evidence evidence);

        /** How the lab file names it: {@code metric retransmissions_loss10}, {@code measure latency(a -> b).p50}. */
        String describe();
    }

    /** A metric of the lab's run ({@code lab run}'s metrics, with their units). */
    public record FromMetric(String name) implements Source {
        @Override
        public Quantity over(Evidence evidence) {
            Metric metric = evidence.metric(name);
            return new Quantity(metric.value(), metric.unit());
        }

        @Override
        public String describe() {
            return "the lab's metric " + name;
        }
    }

    /** A measure over the trace of the lab's scenario's run. */
    public record FromMeasure(Measure measure) implements Source {
        @Override
        public Quantity over(Evidence evidence) {
            return measure.evaluate(evidence.trace());
        }

        @Override
        public String describe() {
            return "the run's " + measure.text();
        }
    }

    /** A figure the lab file states (the paper's, or one the student can work out on paper). */
    public record Stated(Quantity value) implements Source {
        @Override
        public Quantity over(Evidence evidence) {
            return value;
        }

        @Override
        public String describe() {
            return value.toString();
        }
    }

    /**
     * How far an answer may be from the figure: a fraction of it ({@code 10%}) or an amount in the question's
     * dimension ({@code 2us}).
     *
     * @param fraction the relative tolerance (0.1 for 10%), or NaN when {@code amount} is given
     * @param amount   the absolute tolerance, or null when {@code fraction} is given
     */
    public record Tolerance(double fraction, Quantity amount) {
        /**
         * Reads {@code 10%} or {@code 2us} (a bare number is in {@code unit}).
         *
         * @throws IllegalArgumentException when it is neither, negative, or of another dimension than {@code unit}
         */
        public static Tolerance parse(String text, String unit) {
            String t = text.strip();
            if (t.endsWith("%")) {
                double percent = Double.parseDouble(t.substring(0, t.length() - 1).strip());
                if (percent < 0) {
                    throw new IllegalArgumentException("a tolerance cannot be negative: " + text);
                }
                return new Tolerance(percent / 100, null);
            }
            Quantity amount = Quantity.parse(t, unit);
            amount.in(unit);
            if (amount.value() < 0) {
                throw new IllegalArgumentException("a tolerance cannot be negative: " + text);
            }
            return new Tolerance(Double.NaN, amount);
        }

        /** Whether {@code given} is within this tolerance of {@code figure}, both in {@code unit}. */
        public boolean admits(double given, double figure, String unit) {
            double allowed = amount == null ? Math.abs(figure) * fraction : amount.in(unit);
            return Math.abs(given - figure) <= allowed + 1e-9 * Math.max(1, Math.abs(figure));
        }

        @Override
        public String toString() {
            return amount == null ? String.format(Locale.ROOT, "%s%%", new Quantity(fraction * 100, "")) : "±" + amount;
        }
    }

    @Override
    public String kind() {
        return "number";
    }

    /** The right figure over {@code evidence}, in {@link #unit}. */
    public Quantity figure(Evidence evidence) {
        return expected.over(evidence).to(unit);
    }

    @Override
    public Verdict grade(String given, Evidence evidence) {
        Quantity figure = figure(evidence);
        if (given == null || given.isBlank()) {
            return unanswered(figure.toString());
        }
        Quantity answer = Quantity.parse(given, unit);
        double value;
        try {
            value = answer.in(unit);
        } catch (IllegalArgumentException otherDimension) {
            return new Verdict(id, Verdict.Outcome.WRONG, answer.toString(), figure.toString(),
                    "wrong: " + otherDimension.getMessage() + "; the run gives " + figure,
                    "wrong: " + otherDimension.getMessage(), 0);
        }
        boolean right = tolerance.admits(value, figure.value(), unit);
        double deviation = figure.value() == 0 ? Double.NaN : Math.abs(value / figure.value() - 1);
        String off = value == figure.value() || deviation < 0.005 ? "the same as"
                : figure.value() == 0 ? new Quantity(value - figure.value(), unit) + " off"
                : String.format(Locale.ROOT, "%.0f%% %s", deviation * 100, value > figure.value() ? "above" : "below");
        String feedback = (right ? "right: " : "wrong: ") + answer + " is " + off + " the run's " + figure
                + " (tolerance " + tolerance + ")" + (why.isEmpty() ? "" : ". " + why);
        String hint = (right ? "right" : "wrong") + (off.equals("the same as") || figure.value() == 0 ? ""
                : ": " + answer + " is " + off + " the run's figure") + " (tolerance " + tolerance + ")";
        return new Verdict(id, right ? Verdict.Outcome.RIGHT : Verdict.Outcome.WRONG, answer.toString(),
                figure.toString(), feedback, hint, right ? points : 0);
    }

    @Override
    public String key(Evidence evidence) {
        return figure(evidence).toString();
    }
}
