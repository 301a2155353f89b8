package org.ccw.engine.bench;

/** Which pending-event set runs the hold model; each constant builds a filled model. */
public enum HoldQueue {
    /** {@link org.ccw.engine.kernel.SimulationKernel}: the engine's kernel with its primitive-array heap. */
    KERNEL {
        @Override
        public HoldModel create(int pending, HoldDistribution distribution, long seed) {
            return new KernelHoldModel(pending, distribution, seed);
        }
    },
    /** The baseline: {@link java.util.PriorityQueue} of event objects with a plain event loop around it. */
    PRIORITY_QUEUE {
        @Override
        public HoldModel create(int pending, HoldDistribution distribution, long seed) {
            return new PriorityQueueHoldModel(pending, distribution, seed);
        }
    };

    /** A hold model with {@code pending} events already scheduled. */
    public abstract HoldModel create(int pending, HoldDistribution distribution, long seed);
}
