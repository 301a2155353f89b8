package org.ccw.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import org.ccw.model.validation.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench validate FILE [--json]}: loads a scenario file and checks it against the model's
 * constraints. Prints each problem as {@code file: element-path: message}; exits 0 when clean, 1 when the file
 * is valid XMI that breaks a constraint, 2 when it cannot be loaded (missing, not XML, wrong namespace,
 * dangling reference).
 */
@Command(name = "validate",
    description = {"Check a scenario file: load it, then check every model constraint.",
        "Prints each problem as 'file: element-path: message'."})
final class ValidateCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "The scenario file (XMI, usually *.ccw).")
    Path file;

    @Option(names = "--json", description = "Print the result as one JSON object on stdout instead.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        CheckedScenario checked = CheckedScenario.load(file);
        List<Problem> problems = checked.problems();
        boolean failed = !checked.errors().isEmpty();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(new ObjectMapper().writeValueAsString(new Report(file.toString(), !failed,
                problems.stream().map(ReportedProblem::of).toList())));
        } else {
            for (Problem problem : problems) {
                out.println(checked.describe(problem));
            }
            if (problems.isEmpty()) {
                // Not silent on success: a person running it by hand should see it looked at the file.
                out.println(file + ": no problems");
            }
        }
        out.flush();
        return failed ? ExitCode.CHECK_FAILED : ExitCode.OK;
    }

    /** The {@code --json} output: {@code {"file", "valid", "problems": [...]}}. */
    record Report(String file, boolean valid, List<ReportedProblem> problems) {
    }

    /** One problem in the {@code --json} output; warnings and infos are listed but do not fail the check. */
    record ReportedProblem(String severity, String elementPath, String constraint, String message) {
        static ReportedProblem of(Problem problem) {
            return new ReportedProblem(problem.severity().name().toLowerCase(), problem.elementPath(),
                problem.constraintId(), problem.message());
        }
    }
}
