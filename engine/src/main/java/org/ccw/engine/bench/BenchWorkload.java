package org.ccw.engine.bench;

import java.util.Map;

/**
 * One family of measurements for {@link EngineBenchmark} (and so for {@code workbench bench --json}). The
 * kernel's hold model is one ({@link KernelHoldWorkload}); the simulated fabric's cell throughput is written
 * against the same interface next to the hardware models and passed in beside it.
 */
public interface BenchWorkload {

    /**
     * Runs the workload within {@code settings} and returns its metrics in a stable order. Keys are
     * dot-separated, prefixed by the component ({@code kernel.}, {@code fabric.}) and end in their unit
     * ({@code _per_s}) unless they are ratios.
     */
    Map<String, Double> measure(BenchSettings settings);
}
