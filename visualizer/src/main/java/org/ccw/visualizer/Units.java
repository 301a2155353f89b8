package org.ccw.visualizer;

import java.util.regex.Pattern;

/**
 * How a unit reads where people read it (the window, figures, reports): microseconds as µs. Metrics, JSON and the
 * command line keep the ASCII {@code us} the labs name their units with, so scripts and answers files stay stable.
 */
public final class Units {
    private static final Pattern MICROSECONDS = Pattern.compile("\\bus\\b");

    private Units() {
    }

    /** {@code unit} as shown: {@code us} → {@code µs}, {@code us/byte} → {@code µs/byte}; anything else as it is. */
    public static String shown(String unit) {
        return unit == null ? "" : MICROSECONDS.matcher(unit).replaceAll("µs");
    }
}
