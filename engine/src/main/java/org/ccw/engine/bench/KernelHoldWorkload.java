package org.ccw.engine.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The kernel's figures of merit: hold-model throughput of {@link HoldQueue#KERNEL} at 10^3, 10^5 and 10^6
 * pending events, the {@link HoldQueue#PRIORITY_QUEUE} baseline at the same sizes, and the kernel's speed-up
 * over it. Exponential holds, a fixed seed.
 */
public final class KernelHoldWorkload implements BenchWorkload {
    private static final long SEED = 20_240_601L;
    private static final int[] PENDING = {1_000, 100_000, 1_000_000};

    @Override
    public Map<String, Double> measure(BenchSettings settings) {
        Map<String, Double> kernel = new LinkedHashMap<>();
        Map<String, Double> baseline = new LinkedHashMap<>();
        Map<String, Double> ratio = new LinkedHashMap<>();
        for (int pending : PENDING) {
            String size = "1e" + Math.round(Math.log10(pending));
            double ours = eventsPerSecond(HoldQueue.KERNEL, pending, settings);
            double theirs = eventsPerSecond(HoldQueue.PRIORITY_QUEUE, pending, settings);
            kernel.put("kernel.events_per_s_" + size, ours);
            baseline.put("kernel.baseline_priority_queue_events_per_s_" + size, theirs);
            ratio.put("kernel.speedup_over_priority_queue_" + size, ours / theirs);
        }
        Map<String, Double> metrics = new LinkedHashMap<>(kernel);
        metrics.putAll(baseline);
        metrics.putAll(ratio);
        return metrics;
    }

    private static double eventsPerSecond(HoldQueue queue, int pending, BenchSettings settings) {
        HoldModel model = queue.create(pending, HoldDistribution.EXPONENTIAL, SEED);
        return settings.medianUnitsPerSecond(model::runEvents);
    }
}
