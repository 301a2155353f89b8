package org.ccw.engine.bench;

import org.ccw.engine.kernel.RandomStream;

/** The delay distribution of the hold model: how far ahead each event schedules its successor. */
public enum HoldDistribution {
    /**
     * Exponential with the given mean: many short holds, a long tail (the classic hold model). Drawn with the
     * ziggurat method ({@link ZigguratExponential}), exact like inversion but without a logarithm per event.
     */
    EXPONENTIAL {
        @Override
        public long drawPs(RandomStream random, long meanPs) {
            return (long) (ZigguratExponential.next(random) * meanPs);
        }
    },
    /** Uniform in [0, 2 × mean). */
    UNIFORM {
        @Override
        public long drawPs(RandomStream random, long meanPs) {
            return random.nextLong(2 * meanPs);
        }
    };

    /** One delay in picoseconds with mean {@code meanPs}. */
    public abstract long drawPs(RandomStream random, long meanPs);
}
