package org.ccw.app.cli;

import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.ccw.engine.kernel.Time;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Reads a simulated time given on the command line, such as {@code 500us}, {@code 2.5ms}, {@code 1s} or
 * {@code 40000ns}, into the engine's picoseconds. A bare number is microseconds, the papers' unit.
 */
final class SimulatedTime implements ITypeConverter<Long> {
    private static final Pattern TIME = Pattern.compile("([0-9]+(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?)\\s*(ps|ns|us|µs|ms|s)?");

    @Override
    public Long convert(String text) {
        Matcher m = TIME.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            throw new TypeConversionException("'" + text + "' is not a time; write e.g. 500us, 2.5ms or 1s");
        }
        double value = Double.parseDouble(m.group(1));
        String unit = m.group(2) == null ? "us" : m.group(2);
        double ps = switch (unit) {
            case "ps" -> value;
            case "ns" -> value * Time.PS_PER_NS;
            case "ms" -> value * Time.PS_PER_MS;
            case "s" -> value * Time.PS_PER_S;
            default -> value * Time.PS_PER_US;
        };
        if (ps <= 0 || ps > Long.MAX_VALUE / 2.0) {
            throw new TypeConversionException("'" + text + "' is out of range: a run lasts more than 0 and at most "
                + "about 50 days of simulated time");
        }
        return Math.round(ps);
    }
}
