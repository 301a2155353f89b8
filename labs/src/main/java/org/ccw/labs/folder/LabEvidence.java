package org.ccw.labs.folder;

import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.measure.MeasureException;
import org.ccw.labs.measure.RunTrace;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException;

/**
 * The evidence a lab's questions are checked against headless ({@code lab check}, {@code lab grade},
 * {@code lab answers --key}): the lab's run with {@code options}, and a run of its scenario — a folder-only lab's
 * scenario file, or the Java lab's {@link Lab#scenario()} — as the scenario is (its own seed), so an event's record
 * number is the one the window's run of the same scenario shows.
 */
public final class LabEvidence {
    private LabEvidence() {
    }

    /** Evidence for {@code lab}, each part run on first use. */
    public static Evidence of(Lab lab, LabOptions options) {
        return Evidence.of(() -> lab.run(options), () -> {
            Scenario scenario = scenario(lab);
            return RunTrace.run(options.variant().map(v -> v.applyTo(scenario)).orElse(scenario));
        });
    }

    /**
     * The scenario whose trace {@code lab}'s measures and events read.
     *
     * @throws MeasureException when the lab has no scenario, or its file does not load
     */
    public static Scenario scenario(Lab lab) {
        try {
            LabFolder folder = LabCatalogue.of(lab);
            return folder.loadScenario().or(lab::scenario).orElseThrow(() -> new MeasureException("lab " + lab.id()
                    + " has no scenario to run for its trace questions"));
        } catch (ModelLoadException e) {
            throw new MeasureException(e.getMessage());
        }
    }
}
