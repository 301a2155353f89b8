package org.ccw.engine.kernel;

/**
 * The engine's one unit of time: picoseconds in a {@code long} (enough for 106 days of simulated time, and fine
 * enough that a 53-byte ATM cell at 155.52 Mb/s, 2.726 µs, is exact to the picosecond). Convert only at the
 * edges (model parameters in, reports out), never inside protocol arithmetic.
 */
public final class Time {
    public static final long PS_PER_NS = 1_000L;
    public static final long PS_PER_US = 1_000_000L;
    public static final long PS_PER_MS = 1_000_000_000L;
    public static final long PS_PER_S = 1_000_000_000_000L;

    private Time() {
    }

    public static long nanos(double ns) {
        return Math.round(ns * PS_PER_NS);
    }

    public static long micros(double us) {
        return Math.round(us * PS_PER_US);
    }

    public static double toMicros(long ps) {
        return ps / (double) PS_PER_US;
    }

    public static double toSeconds(long ps) {
        return ps / (double) PS_PER_S;
    }

    /** Time to serialize {@code bytes} at {@code bitsPerSecond}, rounded to the picosecond. */
    public static long serialization(long bytes, double bitsPerSecond) {
        return Math.round(bytes * 8.0 * PS_PER_S / bitsPerSecond);
    }

    /** Time of {@code cycles} clock cycles at {@code mhz}. */
    public static long cycles(double cycles, double mhz) {
        return Math.round(cycles * PS_PER_US / mhz);
    }
}
