package org.ccw.engine.run;

import org.ccw.engine.bench.BenchSettings;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

class FabricBenchmarkTest {

    @Test
    void theBenchmarkScenarioOffersNinetyPercentLoadAndLosesLittle() {
        RunSummary run = FabricBenchmark.runCells(200_000);

        double offered = run.cellsSent() / (run.virtualTimePs() / 1e12);
        assertEquals(FabricBenchmark.CELLS_PER_SIMULATED_SECOND, offered, 0.02 * offered, "cells per simulated s");
        assertTrue(run.cellsDropped() < run.cellsSent() / 100, run.cellsDropped() + " dropped");
        assertTrue(run.cellsDelivered() > run.cellsSent() * 0.99);
    }

    @Test
    void reportsTheTwoKeysTheEngineBenchmarkExpects() {
        Map<String, Double> metrics = new FabricBenchmark().measure(BenchSettings.smoke());

        assertEquals(List.of("fabric.cells_per_s", "fabric.sim_over_wall"), List.copyOf(metrics.keySet()));
        assertTrue(metrics.values().stream().allMatch(v -> v > 0));
    }
}
