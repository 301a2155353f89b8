package org.ccw.labs.folder;

import java.util.Locale;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.ccw.labs.Check;
import org.ccw.labs.measure.Measure;
import org.ccw.labs.measure.MeasureException;
import org.ccw.labs.measure.RunTrace;
import org.ccw.model.units.Quantity;

/**
 * A statement about a folder-only lab's run that must hold, {@code measure comparison bound}: e.g.
 * {@code drops(*, LINK_LOSS).count >= 1}, {@code latency(ss20-a -> ss20-b).max < 100us}. It passes or fails (a
 * broken behaviour: {@code lab run} exits 1); a figure beside the paper's is a {@link MeasureSpec} instead.
 *
 * @param name       the check's name
 * @param expression as written
 */
public record CheckSpec(String name, String expression, Measure measure, String comparison, Quantity bound,
                        String why) {
    private static final Pattern FORM = Pattern.compile("(.+?)\\s*(<=|>=|==|!=|<|>)\\s*([^<>=!]+)");

    public CheckSpec {
        Objects.requireNonNull(name);
        Objects.requireNonNull(why);
        if (!Quantity.sameDimension(measure.unit(), bound.unit())) {
            throw new MeasureException("'" + expression + "': " + bound + " cannot be compared with "
                    + measure.text() + ", which is in " + measure.unit());
        }
    }

    /**
     * Reads {@code expression}, e.g. {@code drops(*, LINK_LOSS).count >= 1} (a bare bound is in the measure's unit).
     *
     * @throws MeasureException when it is not {@code measure comparison bound}, or its parts do not read
     */
    public static CheckSpec parse(String name, String expression, String why) {
        Matcher m = FORM.matcher(expression.strip());
        if (!m.matches()) {
            throw new MeasureException("'" + expression + "' is not a check (write measure, then < <= == != >= >,"
                    + " then a figure: e.g. drops().count == 0)");
        }
        Measure measure = Measure.parse(m.group(1));
        Quantity bound;
        try {
            bound = Quantity.parse(m.group(3), measure.unit());
        } catch (IllegalArgumentException e) {
            throw new MeasureException("'" + expression + "': " + e.getMessage());
        }
        return new CheckSpec(name, expression.strip(), measure, m.group(2), bound, why);
    }

    /** The check over {@code run}. */
    public Check check(RunTrace run) {
        double value = measure.evaluate(run).in(bound.unit());
        double b = bound.value();
        boolean holds = switch (comparison) {
            case "<" -> value < b;
            case "<=" -> value <= b;
            case ">" -> value > b;
            case ">=" -> value >= b;
            case "==" -> value == b;
            default -> value != b;
        };
        String detail = String.format(Locale.ROOT, "%s = %s (%s %s)%s", measure.text(),
                new Quantity(value, bound.unit()), holds ? "holds:" : "BROKEN: must be", comparison + " " + bound,
                why.isEmpty() ? "" : "; " + why);
        return new Check(name, holds, detail);
    }
}
