package org.ccw.engine.bench;

import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.SimulationKernel;

/** The hold model on the engine's {@link SimulationKernel}, through its public scheduling API. */
final class KernelHoldModel implements HoldModel {
    private final SimulationKernel kernel;
    private final RandomStream random;
    private final HoldDistribution distribution;
    private final Runnable hold = this::hold;
    private long remaining;

    KernelHoldModel(int pending, HoldDistribution distribution, long seed) {
        this.kernel = new SimulationKernel(seed);
        this.random = kernel.random("bench.hold");
        this.distribution = distribution;
        for (int i = 0; i < pending; i++) {
            kernel.schedule(distribution.drawPs(random, MEAN_HOLD_PS), hold);
        }
    }

    @Override
    public void runEvents(long events) {
        remaining = events;
        kernel.run();
    }

    @Override
    public long nowPs() {
        return kernel.now();
    }

    @Override
    public int pending() {
        return kernel.pendingCount();
    }

    private void hold() {
        kernel.schedule(distribution.drawPs(random, MEAN_HOLD_PS), hold);
        if (--remaining == 0) {
            kernel.stop();
        }
    }
}
