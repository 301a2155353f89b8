package org.ccw.engine.bench;

import java.util.Arrays;
import java.util.function.LongConsumer;

/**
 * How long each benchmark measures: {@code warmupUnits} units (events, cells) run first and are not timed so
 * the JIT settles; then {@code rounds} timed rounds of {@code unitsPerRound} units each, of which the median
 * rate is reported.
 */
public record BenchSettings(long warmupUnits, long unitsPerRound, int rounds) {

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
     * Warms up, then times the rounds and returns the median rate in units per wall-clock second.
     *
     * @param work runs exactly the given number of units
     */
    public double medianUnitsPerSecond(LongConsumer work) {
        work.accept(warmupUnits);
        double[] rates = new double[rounds];
        for (int round = 0; round < rounds; round++) {
            long start = System.nanoTime();
            work.accept(unitsPerRound);
            long elapsed = Math.max(1, System.nanoTime() - start);
            rates[round] = unitsPerRound * 1e9 / elapsed;
        }
        Arrays.sort(rates);
        return rates[rounds / 2];
    }
}
