package org.ccw.engine.bench;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * How long each benchmark measures: {@code warmupUnits} units (events, cells) run first and are not timed so
 * the JIT settles (followed by untimed rounds until the rate stops moving, see {@link #medianUnitsPerSecond});
 * then {@code rounds} timed rounds of {@code unitsPerRound} units each, of which the median
 * rate is reported.
 */
public record BenchSettings(long warmupUnits, long unitsPerRound, int rounds) {
    private static final int MAX_EXTRA_WARMUP_ROUNDS = 4;
    private static final int SETTLED_PERCENT = 10;

    public BenchSettings {
        if (warmupUnits < 0 || unitsPerRound <= 0 || rounds <= 0) {
            throw new IllegalArgumentException("warm-up " + warmupUnits + ", units per round " + unitsPerRound
                    + ", rounds " + rounds + ": need warm-up >= 0 and the others > 0");
        }
    }

    /**
     * What {@code workbench bench} uses: a million units of warm-up, then five rounds of a million, the median
     * reported. A round lasts 0.1 to 1 s for every workload on this project's 2-core machines, long enough for a
     * stable median and short enough that the whole benchmark stays well under a minute.
     */
    public static BenchSettings standard() {
        return new BenchSettings(1_000_000, 1_000_000, 5);
    }

    /** A smoke-test size: exercises every code path in well under a second, numbers not meaningful. */
    public static BenchSettings smoke() {
        return new BenchSettings(1_000, 10_000, 1);
    }

    /**
     * Warms up, then times the rounds and returns the median rate in units per wall-clock second. The warm-up
     * runs {@code warmupUnits}, then keeps running rounds (at most {@value #MAX_EXTRA_WARMUP_ROUNDS} more) until
     * two in a row agree within {@value #SETTLED_PERCENT}%: on a loaded 2-core machine the JIT's compiler threads
     * compete with the benchmark, and a fixed warm-up would time code that is still being compiled.
     *
     * @param work runs exactly the given number of units
     */
    public double medianUnitsPerSecond(LongConsumer work) {
        work.accept(warmupUnits);
        double previous = timedRound(work);
        for (int extra = 0; extra < MAX_EXTRA_WARMUP_ROUNDS; extra++) {
            double rate = timedRound(work);
            boolean settled = Math.abs(rate - previous) <= previous * SETTLED_PERCENT / 100.0;
            previous = rate;
            if (settled) {
                break;
            }
        }
        double[] rates = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            rates[round] = timedRound(work);
        }
        Arrays.sort(rates);
        return rates[rounds / 2];
    }

    private double timedRound(LongConsumer work) {
        long start = System.nanoTime();
        work.accept(unitsPerRound);
        long elapsed = Math.max(1, System.nanoTime() - start);
        return unitsPerRound * 1e9 / elapsed;
    }
}
