package org.ccw.engine.kernel;

import java.nio.charset.StandardCharsets;

/**
 * A named, seeded stream of pseudo-random numbers (SplitMix64). Its sequence depends only on the run seed and
 * the stream's name, and its algorithm is fixed here rather than borrowed from the JDK, so traces stay
 * bit-for-bit identical across Java versions.
 */
public final class RandomStream {
    private long state;

    public RandomStream(long runSeed, String name) {
        this.state = mix(runSeed ^ fnv1a(name));
    }

    public long nextLong() {
        state += 0x9E3779B97F4A7C15L;
        return mix(state);
    }

    /** Uniform in [0, 1). */
    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Uniform in [0, bound). */
    public long nextLong(long bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        return Math.floorMod(nextLong(), bound);
    }

    /**
     * Exponentially distributed with the given mean (in whatever unit the caller uses). Uses
     * {@link StrictMath#log} so the draw is bit-for-bit the same on every JVM.
     */
    public double nextExponential(double mean) {
        return -mean * StrictMath.log(1.0 - nextDouble());
    }

    /** True with probability {@code p}; draws nothing when p is 0, so a fault-free run is unperturbed. */
    public boolean chance(double p) {
        return p > 0 && nextDouble() < p;
    }

    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    private static long fnv1a(String name) {
        long h = 0xcbf29ce484222325L;
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xff;
            h *= 0x100000001b3L;
        }
        return h;
    }
}
