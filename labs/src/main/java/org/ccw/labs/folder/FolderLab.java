package org.ccw.labs.folder;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.ccw.labs.Check;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.measure.MeasureException;
import org.ccw.labs.measure.RunTrace;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException;

/**
 * A lab written only as a folder: {@link #run} runs its scenario as the file gives it (its own seed and duration;
 * {@code options}' seed overrides neither, so the figures are the ones its questions were written against; a
 * student's variant, {@code options.variant()}, sets the seed and the attributes the lab's variants name) and
 * computes the folder's measures and checks from the trace. The fingerprint is the run's trace fingerprint.
 */
public final class FolderLab implements LabInFolder {
    private final LabFolder folder;

    public FolderLab(LabFolder folder) {
        if (!folder.folderOnly()) {
            throw new IllegalArgumentException(folder.id() + " is measured by " + folder.javaLab().orElseThrow());
        }
        this.folder = folder;
    }

    @Override
    public String id() {
        return folder.id();
    }

    @Override
    public LabFolder folder() {
        return folder;
    }

    @Override
    public LabResult run(LabOptions options) {
        Scenario scenario = scenario().orElseThrow();
        RunTrace run = RunTrace.run(options.variant().map(v -> v.applyTo(scenario)).orElse(scenario));
        List<Metric> metrics = new ArrayList<>();
        List<Check> checks = new ArrayList<>();
        for (MeasureSpec measure : folder.measures()) {
            try {
                Metric metric = measure.metric(run);
                metrics.add(metric);
                measure.check(metric).ifPresent(checks::add);
            } catch (MeasureException e) {
                checks.add(unmeasured(measure.name(), e));
            }
        }
        for (CheckSpec check : folder.checks()) {
            try {
                checks.add(check.check(run));
            } catch (MeasureException e) {
                checks.add(unmeasured(check.name(), e));
            }
        }
        return new LabResult(id(), metrics, checks, run.summary().fingerprint());
    }

    /** A figure the run has nothing to compute from (no such message, handler or event): broken, and why. */
    private static Check unmeasured(String name, MeasureException e) {
        return Check.of(name, true, false, "cannot be measured: " + e.getMessage());
    }

    @Override
    public Optional<Scenario> scenario() {
        try {
            return folder.loadScenario();
        } catch (ModelLoadException e) {
            throw new IllegalStateException(e.getMessage(), e);
        }
    }
}
