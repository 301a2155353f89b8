package org.ccw.engine.bench;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The kernel's figures of merit at 10^3, 10^5 and 10^6 pending events, a fixed seed:
 * <ul>
 *   <li>{@code kernel.events_per_s_N}: hold-model throughput of {@link HoldQueue#KERNEL} with
 *       {@link HoldDistribution#EXPONENTIAL exponential} holds of mean {@link HoldModel#MEAN_HOLD_PS} (the classic
 *       hold model; the headline figure);</li>
 *   <li>{@code kernel.uniform_events_per_s_N}: the same with {@link HoldDistribution#UNIFORM uniform} holds in
 *       [0, 2 × mean), the other standard hold distribution;</li>
 *   <li>{@code kernel.baseline_priority_queue_events_per_s_N}: the exponential workload, same draws, on
 *       {@link HoldQueue#PRIORITY_QUEUE}, measured in the same run;</li>
 *   <li>{@code kernel.speedup_over_priority_queue_N}: the first over the third.</li>
 * </ul>
 */
public final class KernelHoldWorkload implements BenchWorkload {
    private static final long SEED = 20_240_601L;
    private static final int[] PENDING = {1_000, 100_000, 1_000_000};

    @Override
    public Map<String, Double> measure(BenchSettings settings) {
        Map<String, Double> kernel = new LinkedHashMap<>();
        Map<String, Double> uniform = new LinkedHashMap<>();
        Map<String, Double> baseline = new LinkedHashMap<>();
        Map<String, Double> ratio = new LinkedHashMap<>();
        for (int pending : PENDING) {
            String size = "1e" + Math.round(Math.log10(pending));
            double ours = eventsPerSecond(HoldQueue.KERNEL, HoldDistribution.EXPONENTIAL, pending, settings);
            double theirs = eventsPerSecond(HoldQueue.PRIORITY_QUEUE, HoldDistribution.EXPONENTIAL, pending, settings);
            kernel.put("kernel.events_per_s_" + size, ours);
            uniform.put("kernel.uniform_events_per_s_" + size,
                    eventsPerSecond(HoldQueue.KERNEL, HoldDistribution.UNIFORM, pending, settings));
            baseline.put("kernel.baseline_priority_queue_events_per_s_" + size, theirs);
            ratio.put("kernel.speedup_over_priority_queue_" + size, ours / theirs);
        }
        Map<String, Double> metrics = new LinkedHashMap<>(kernel);
        metrics.putAll(uniform);
        metrics.putAll(baseline);
        metrics.putAll(ratio);
        return metrics;
    }

    private static double eventsPerSecond(HoldQueue queue, HoldDistribution distribution, int pending,
            BenchSettings settings) {
        // Start each measurement from a collected heap, so that garbage the previous workload left behind is not
        // collected (or promoted) during this one's timed rounds; JMH does the same between iterations.
        System.gc();
        HoldModel model = queue.create(pending, distribution, SEED);
        return settings.medianUnitsPerSecond(model::runEvents);
    }
}
