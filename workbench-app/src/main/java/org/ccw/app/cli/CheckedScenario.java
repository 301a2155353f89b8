package org.ccw.app.cli;

import java.nio.file.Path;
import java.util.List;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;

/**
 * A scenario file loaded and validated, as {@code validate} reports it and {@code run} requires it: a file that
 * cannot be loaded fails as bad input before this exists; its constraint problems are kept here.
 */
record CheckedScenario(Path file, Scenario scenario, List<Problem> problems) {

    static CheckedScenario load(Path file) throws ModelLoadException {
        Scenario scenario = ClusterModelIO.load(file);
        return new CheckedScenario(file, scenario, ClusterValidator.validate(scenario));
    }

    /**
     * Loads {@code file} for a command that runs it: a scenario with constraint problems is refused as bad input
     * (exit 2), in one line when it has one problem, else with the problems printed to {@code err} first.
     */
    static Scenario loadRunnable(Path file, java.io.PrintWriter err) throws ModelLoadException {
        CheckedScenario checked = load(file);
        List<Problem> errors = checked.errors();
        if (errors.size() == 1) {
            throw new BadInputException(file + ": not run: " + errors.get(0));
        }
        if (!errors.isEmpty()) {
            errors.forEach(p -> err.println(checked.describe(p)));
            throw new BadInputException(file + ": not run, the scenario breaks " + errors.size()
                + (errors.size() == 1 ? " constraint" : " constraints") + " (see above)");
        }
        return checked.scenario();
    }

    /** The problems that make the scenario invalid (warnings and infos do not). */
    List<Problem> errors() {
        return problems.stream().filter(p -> p.severity() == Problem.Severity.ERROR).toList();
    }

    /** {@code file: element-path: message}, the form every command prints a problem in. */
    String describe(Problem problem) {
        return file + ": " + problem;
    }
}
