package org.ccw.engine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The harness's shape and plumbing only: speeds are measured by running it, never asserted here. */
class EngineBenchmarkTest {

    @Test
    void reportsTheKernelMetricsTheCommandLinePromises() {
        Map<String, Double> metrics = EngineBenchmark.run(BenchSettings.smoke(), EngineBenchmark.engineWorkloads());

        for (String size : List.of("1e3", "1e5", "1e6")) {
            double ours = metrics.get("kernel.events_per_s_" + size);
            double baseline = metrics.get("kernel.baseline_priority_queue_events_per_s_" + size);
            assertTrue(ours > 0 && baseline > 0 && metrics.get("kernel.uniform_events_per_s_" + size) > 0);
            assertEquals(ours / baseline, metrics.get("kernel.speedup_over_priority_queue_" + size), 1e-9);
        }
        assertEquals("kernel.events_per_s_1e3", metrics.keySet().iterator().next());
    }

    @Test
    void anotherWorkloadPlugsInBesideTheKernelButMayNotReuseItsNames() {
        BenchWorkload fabric = settings -> Map.of("fabric.cells_per_s", (double) settings.unitsPerRound());
        Map<String, Double> metrics = EngineBenchmark.run(new BenchSettings(0, 7, 1), List.of(fabric));
        assertEquals(Map.of("fabric.cells_per_s", 7.0), metrics);

        assertThrows(IllegalStateException.class,
                () -> EngineBenchmark.run(BenchSettings.smoke(), List.of(fabric, fabric)));
    }

    @Test
    void theMedianRoundIsReportedAfterAWarmUpThatLastsUntilTheRateSettles() {
        long[] unitsRun = {0};
        double rate = new BenchSettings(5, 10, 3).medianUnitsPerSecond(units -> unitsRun[0] += units);
        // warm-up 5, at least two settling rounds of 10, at most four more, then three timed rounds of 10
        assertTrue(unitsRun[0] >= 5 + 20 + 30 && unitsRun[0] <= 5 + 50 + 30, unitsRun[0] + " units");
        assertEquals(0, (unitsRun[0] - 5) % 10);
        assertTrue(rate > 0);
    }
}
