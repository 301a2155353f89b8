package org.ccw.labs;

import java.util.List;
import java.util.Optional;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;

/**
 * One experiment of a paper, run headless in the engine: {@code workbench lab run ID}. Its metrics are measured
 * by running a scenario, never typed in; each stands beside the paper's figure with their ratio, and its checks
 * say whether the reproduction holds.
 *
 * <p>What a student reads about it — its title, instructions and questions — is in its folder, which the catalogue
 * finds for it (the {@code folder} package below this one, which depends on this one and not the other way);
 * the lab itself is only the measurement.
 */
public interface Lab {

    /** Stable id used on the command line, e.g. {@code ssam-traps}. */
    String id();

    /** Runs the lab's scenarios and measures them. */
    LabResult run(LabOptions options);

    /**
     * A short scenario that shows what this lab measures, one operation at a time, for a timing diagram
     * ({@code workbench export timing ID}); empty for a lab that has none. A new model each call.
     */
    default Optional<Scenario> scenario() {
        return Optional.empty();
    }

    /**
     * Every component cost this lab's figures rest on, each with its source ({@code workbench lab inputs ID}):
     * the machine presets' figures its scenarios use and its stack's own costs. Empty for a lab that measures this
     * machine instead of a model.
     */
    default List<Input> inputs() {
        return List.of();
    }

    /** Whether {@link #run} returns series (a sweep) that charts draw; false for a lab of single figures. */
    default boolean sweeps() {
        return false;
    }
}
