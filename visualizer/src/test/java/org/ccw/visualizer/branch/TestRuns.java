package org.ccw.visualizer.branch;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.List;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.ssam.SsamPresets;

/** Finished runs of the SSAM presets for the animation's and the branches' tests, made on the test's own thread. */
public final class TestRuns {

    private TestRuns() {
    }

    /** SSAM remote reads through an ASX-100 for {@code micros} µs, with {@code lossRate} cell loss. */
    public static Scenario throughSwitch(double lossRate, long micros) {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.getFaults().setLossRate(lossRate);
        scenario.setDurationMicros(micros);
        return scenario;
    }

    public static Branch run(Scenario scenario, long seed) {
        try {
            return BranchRunner.run(scenario, seed, List.of(), List.of(), "original", f -> { }, () -> false);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
