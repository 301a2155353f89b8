package org.ccw.model.units;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A number with its unit, as a student or a lab file writes it: {@code 32us}, {@code 0.032 ms}, {@code 15.2 MB/s},
 * {@code 4 kB}, {@code 12 cells}, {@code 105%}. A unit is one word, or one word over another
 * ({@code requests/ms}); each word belongs to a dimension — time ({@code ps ns us µs ms s}), bytes
 * ({@code b B bytes kB MB GB kb Mb Gb}: {@code b} a bit, {@code kB} 1000 bytes, as the papers count bandwidth),
 * a ratio ({@code ratio x %}) — or, any other word ({@code cells}, {@code requests}), a count of its own kind. A
 * quantity converts into any unit of its dimension ({@code 32us} in {@code ms} is 0.032) and refuses any other
 * ({@code 32 cells} is not a time).
 *
 * @param value the number, in {@code unit}
 * @param unit  as written (an empty unit: a plain number)
 */
public record Quantity(double value, String unit) {
    private static final Pattern QUANTITY =
            Pattern.compile("([-+]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][-+]?[0-9]+)?)\\s*(.*)");

    /** Base units: time in microseconds, bytes in bytes, ratios as a fraction of one. */
    private static final Map<String, Atom> ATOMS = Map.ofEntries(
            Map.entry("ps", new Atom("time", 1e-6)), Map.entry("ns", new Atom("time", 1e-3)),
            Map.entry("us", new Atom("time", 1)), Map.entry("µs", new Atom("time", 1)),
            Map.entry("ms", new Atom("time", 1e3)), Map.entry("s", new Atom("time", 1e6)),
            Map.entry("b", new Atom("bytes", 0.125)), Map.entry("B", new Atom("bytes", 1)),
            Map.entry("bytes", new Atom("bytes", 1)), Map.entry("kB", new Atom("bytes", 1e3)),
            Map.entry("MB", new Atom("bytes", 1e6)), Map.entry("GB", new Atom("bytes", 1e9)),
            Map.entry("kb", new Atom("bytes", 125)), Map.entry("Mb", new Atom("bytes", 125e3)),
            Map.entry("Gb", new Atom("bytes", 125e6)),
            Map.entry("ratio", new Atom("ratio", 1)), Map.entry("x", new Atom("ratio", 1)),
            Map.entry("fraction", new Atom("ratio", 1)),
            Map.entry("%", new Atom("ratio", 0.01)));

    public Quantity {
        Objects.requireNonNull(unit);
        unit = unit.strip();
        dimension(unit);
    }

    /**
     * Reads {@code text}, a number and its unit ({@code 32us}, {@code 0.032 ms}); a bare number takes
     * {@code defaultUnit}.
     *
     * @throws IllegalArgumentException naming what is wrong: not a number, or a unit this class does not know
     */
    public static Quantity parse(String text, String defaultUnit) {
        Matcher m = QUANTITY.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a number with a unit (write e.g. 32us or 0.032 ms)");
        }
        String unit = m.group(2).isBlank() ? defaultUnit : m.group(2);
        return new Quantity(Double.parseDouble(m.group(1)), unit);
    }

    /** The dimension of {@code unit}, e.g. {@code time}, {@code bytes/time}, {@code cells}, {@code requests/time}. */
    public static String dimension(String unit) {
        return split(unit).dimension;
    }

    /** Whether {@code a} and {@code b} measure the same thing (a time and a time), so one converts into the other. */
    public static boolean sameDimension(String a, String b) {
        return dimension(a).equals(dimension(b));
    }

    /** This quantity in {@code target}, e.g. {@code 32us} in {@code ms} is 0.032. */
    public double in(String target) {
        Unit from = split(unit);
        Unit to = split(target);
        if (!from.dimension.equals(to.dimension)) {
            throw new IllegalArgumentException("'" + this + "' is " + describe(from.dimension) + ", not "
                    + describe(to.dimension) + " (" + (target.isEmpty() ? "a plain number" : target) + ")");
        }
        return value * from.factor / to.factor;
    }

    /** This quantity converted into {@code target}. */
    public Quantity to(String target) {
        return new Quantity(in(target), target);
    }

    /** E.g. {@code 32 us}, {@code 0.5}; up to six significant digits. */
    @Override
    public String toString() {
        String number = String.format(Locale.ROOT, "%.6g", value);
        if (number.contains("e") || number.contains("E")) {
            number = String.format(Locale.ROOT, "%s", value);
        } else if (number.contains(".")) {
            number = number.replaceAll("0+$", "").replaceAll("\\.$", "");
        }
        return unit.isEmpty() ? number : number + " " + unit;
    }

    private static String describe(String dimension) {
        return switch (dimension) {
            case "" -> "a plain number";
            case "time" -> "a time";
            case "bytes" -> "an amount of data";
            case "bytes/time" -> "a bandwidth";
            case "ratio" -> "a ratio";
            default -> "a number of " + dimension;
        };
    }

    private static Unit split(String unit) {
        String u = unit.strip();
        if (u.isEmpty()) {
            return new Unit("", 1);
        }
        int slash = u.indexOf('/');
        if (slash < 0) {
            Atom a = atom(u, unit);
            return new Unit(a.dimension, a.factor);
        }
        Atom over = atom(u.substring(0, slash).strip(), unit);
        Atom under = atom(u.substring(slash + 1).strip(), unit);
        return new Unit(over.dimension + "/" + under.dimension, over.factor / under.factor);
    }

    private static Atom atom(String word, String unit) {
        Atom known = ATOMS.get(word);
        if (known != null) {
            return known;
        }
        if (!word.matches("[A-Za-z_][A-Za-z_-]*")) {
            throw new IllegalArgumentException("'" + unit + "' is not a unit (write e.g. us, ms, MB/s, cells, %)");
        }
        return new Atom(word, 1);
    }

    private record Atom(String dimension, double factor) {
    }

    private record Unit(String dimension, double factor) {
    }
}
