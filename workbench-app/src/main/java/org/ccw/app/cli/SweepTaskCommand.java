package org.ccw.app.cli;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.Callable;
import org.ccw.app.sweep.Indices;
import org.ccw.app.sweep.SweepTask;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code workbench sweep-task --manifest DIR/manifest.json --index I|A-B|A-B,C…} (hidden): what a sweep's backends
 * start, in a pool of local JVMs or as a Slurm array task. Runs those indices and writes their rows into DIR; a run
 * that fails is a row with its error, so the task itself exits 0 unless its input is wrong.
 */
@Command(name = "sweep-task", hidden = true,
    description = "Run some runs of a sweep's manifest and write their rows (started by 'workbench sweep').")
final class SweepTaskCommand implements Callable<Integer> {

    @Option(names = "--manifest", required = true, paramLabel = "DIR/manifest.json",
        description = "The sweep's manifest, in the sweep's directory (where the rows go).")
    Path manifest;

    @Option(names = "--index", required = true, paramLabel = "I|A-B",
        description = "The runs to do: an index, a range or a list of them (Slurm's array syntax).")
    String index;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        List<Integer> indices;
        try {
            indices = Indices.parse(index);
            SweepTask.run(manifest, indices, id -> LabArgument.find(id, "sweep-task"),
                e -> Objects.requireNonNullElse(ErrorReporter.badInputMessage(e), e.toString()),
                spec.commandLine().getOut());
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--index " + index + ": " + e.getMessage(), e);
        }
        return ExitCode.OK;
    }
}
