package org.ccw.labs;

import java.util.Optional;

import org.ccw.model.cluster.Scenario;

/**
 * One experiment of a paper, run headless in the engine: {@code workbench lab run ID}. Its metrics are measured
 * by running a scenario, never typed in; each stands beside the paper's figure with their ratio, and its checks
 * say whether the reproduction holds.
 */
public interface Lab {

    /** Stable id used on the command line, e.g. {@code ssam-traps}. */
    String id();

    /** One line for {@code workbench lab list}. */
    String title();

    /** Runs the lab's scenarios and measures them. */
    LabResult run(LabOptions options);

    /**
     * The lab's instructions for a student, grounded in the paper section it reproduces: what to open, run and
     * watch in the workbench, what the paper found, and questions the run answers ({@code workbench lab show ID},
     * the window's "Lab steps" tab).
     */
    LabGuide instructions();

    /**
     * A short scenario that shows what this lab measures, one operation at a time, for a timing diagram
     * ({@code workbench export timing ID}); empty for a lab that has none. A new model each call.
     */
    default Optional<Scenario> scenario() {
        return Optional.empty();
    }

    /** Whether {@link #run} returns series (a sweep) that charts draw; false for a lab of single figures. */
    default boolean sweeps() {
        return false;
    }
}
