package org.ccw.labs;

import java.util.List;
import java.util.Optional;

import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.LabFolder;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;

/**
 * One experiment of a paper, run headless in the engine: {@code workbench lab run ID}. Its metrics are measured
 * by running a scenario, never typed in; each stands beside the paper's figure with their ratio, and its checks
 * say whether the reproduction holds.
 */
public interface Lab {

    /** Stable id used on the command line, e.g. {@code ssam-traps}. */
    String id();

    /** One line for {@code workbench lab list}: its folder's title. */
    default String title() {
        return folder().title();
    }

    /** Runs the lab's scenarios and measures them. */
    LabResult run(LabOptions options);

    /**
     * The lab's folder ({@code labs/catalogue/ID/}): its instructions, steps, prediction questions and bookmarks,
     * which a lecturer edits without Java.
     *
     * @throws IllegalStateException naming the lab when it has no folder
     */
    default LabFolder folder() {
        return LabCatalogue.of(this);
    }

    /**
     * The lab's instructions for a student, grounded in the paper section it reproduces: what to open, run and
     * watch in the workbench, what the paper found, and questions the run answers ({@code workbench lab show ID},
     * the window's "Lab steps" tab); read from its {@link #folder()}.
     */
    default LabGuide instructions() {
        return folder().guide();
    }

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
