package org.ccw.visualizer.export;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Axis ticks that stay readable at every zoom: steps of 1, 2 or 5 times a power of ten, the smallest whose labels
 * do not collide on an axis of the given length (labels are measured with {@link TextStyle#estimatedWidth}),
 * labelled with just as many decimals as the step needs. For byte sizes there is a base-2 variant on a
 * logarithmic axis.
 */
public final class NiceTicks {
    /** Space kept free between two neighbouring labels, in figure units. */
    static final double LABEL_GAP = 14;

    private NiceTicks() {
    }

    /** One tick: a value on the axis and its label. */
    public record Tick(double value, String label) {
    }

    /**
     * Ticks on a linear axis from {@code min} to {@code max} drawn {@code length} units long, for labels in
     * {@code style}. Always at least the ends' neighbourhood is labelled: a span of zero gets one tick.
     */
    public static List<Tick> linear(double min, double max, double length, TextStyle style) {
        return linear(min, max, length, style::estimatedWidth);
    }

    /** Ticks on a vertical linear axis, where labels stack and only their height must fit between ticks. */
    public static List<Tick> linearVertical(double min, double max, double length, TextStyle style) {
        return linear(min, max, length, label -> style.size() * 1.2);
    }

    private static List<Tick> linear(double min, double max, double length,
                                     java.util.function.ToDoubleFunction<String> extent) {
        if (!(max > min)) {
            return List.of(new Tick(min, format(min, 0)));
        }
        double span = max - min;
        double step = Math.pow(10, Math.floor(Math.log10(span)) - 1);
        for (int i = 0; ; i++) {
            double candidate = step * new double[] {1, 2, 5}[i % 3] * Math.pow(10, i / 3);
            int decimals = decimals(candidate);
            List<Tick> ticks = ticks(min, max, candidate, decimals);
            double widest = ticks.stream().mapToDouble(t -> extent.applyAsDouble(t.label())).max().orElse(0);
            double spacing = length * candidate / span;
            if (spacing >= widest + LABEL_GAP || ticks.size() <= 2) {
                return ticks;
            }
        }
    }

    /**
     * Ticks at powers of two on a logarithmic axis from {@code min} to {@code max} (both positive), every
     * {@code 2^k}-th power so labels do not collide; labels as {@code 512}, {@code 1K}, {@code 64K}, {@code 1M}.
     */
    public static List<Tick> log2(double min, double max, double length, TextStyle style) {
        int low = (int) Math.ceil(Math.log(min) / Math.log(2) - 1e-9);
        int high = (int) Math.floor(Math.log(max) / Math.log(2) + 1e-9);
        double decades = Math.log(max / min) / Math.log(2);
        for (int every = 1; ; every *= 2) {
            List<Tick> ticks = new ArrayList<>();
            for (int e = low; e <= high; e++) {
                if (Math.floorMod(e, every) == 0) {
                    ticks.add(new Tick(Math.pow(2, e), binary(e)));
                }
            }
            double widest = ticks.stream().mapToDouble(t -> style.estimatedWidth(t.label())).max().orElse(0);
            double spacing = decades <= 0 ? length : length * every / decades;
            if (spacing >= widest + LABEL_GAP || ticks.size() <= 2) {
                return ticks;
            }
        }
    }

    private static List<Tick> ticks(double min, double max, double step, int decimals) {
        List<Tick> ticks = new ArrayList<>();
        // stepping in integer multiples avoids drift from repeated floating-point addition
        long first = (long) Math.ceil(min / step - 1e-9);
        long last = (long) Math.floor(max / step + 1e-9);
        for (long k = first; k <= last; k++) {
            double value = k * step;
            ticks.add(new Tick(value, format(value, decimals)));
        }
        return ticks;
    }

    private static int decimals(double step) {
        return Math.max(0, new BigDecimal(String.format(Locale.ROOT, "%.12g", step)).stripTrailingZeros().scale());
    }

    private static String format(double value, int decimals) {
        String s = String.format(Locale.ROOT, "%." + decimals + "f", value);
        return s.matches("-0(\\.0*)?") ? s.substring(1) : s;
    }

    private static String binary(int exponent) {
        if (exponent < 0) {
            return format(Math.pow(2, exponent), -exponent);
        }
        String[] units = {"", "K", "M", "G"};
        int unit = Math.min(exponent / 10, units.length - 1);
        return (1L << (exponent - 10 * unit)) + units[unit];
    }
}
