package org.ccw.app.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.Problem;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench run SCENARIO [--seed N] [--until TIME] [--trace FILE] [--json]}: validates the scenario, runs
 * it in the simulation engine without a window and prints a summary. A scenario that breaks a constraint is
 * reported (as by {@code validate}) and not run: exit 2.
 */
@Command(name = "run",
    description = {"Run a scenario headless in the simulation engine and print a summary",
        "(events, virtual time, wall time, cells sent/dropped, trace fingerprint)."})
final class RunCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO", description = "The scenario file (XMI).")
    Path file;

    @Option(names = "--seed", paramLabel = "N", description = "Seed for every random stream (default: the scenario's).")
    Long seed;

    @Option(names = "--until", paramLabel = "TIME", converter = SimulatedTime.class,
        description = "Simulated time to stop at, e.g. 500us, 2ms, 1s; a bare number is µs (default: the scenario's duration).")
    Long untilPs;

    @Option(names = "--trace", paramLabel = "FILE", description = "Write the event trace as JSON Lines to FILE.")
    Path traceFile;

    @Option(names = "--shuffle-ties", paramLabel = "SEED",
        description = "Debug: run same-time events in an order shuffled by SEED, to expose order dependence.")
    Long shuffleSeed;

    @Option(names = "--json", description = "Print the summary as one JSON object.")
    boolean json;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        CheckedScenario checked = CheckedScenario.load(file);
        Scenario scenario = checked.scenario();
        List<Problem> errors = checked.errors();
        if (!errors.isEmpty()) {
            PrintWriter err = spec.commandLine().getErr();
            errors.forEach(p -> err.println(checked.describe(p)));
            throw new BadInputException(file + ": not run, the scenario breaks " + errors.size()
                + (errors.size() == 1 ? " constraint" : " constraints") + " (see above)");
        }
        HeadlessRun run = HeadlessRun.of(scenario);
        if (seed != null) {
            run.seed(seed);
        }
        if (untilPs != null) {
            run.until(untilPs);
        }
        if (shuffleSeed != null) {
            run.shuffleTies(shuffleSeed);
        }
        if (traceFile != null) {
            run.traceFile(traceFile);
        }
        RunSummary summary = run.run();
        PrintWriter out = spec.commandLine().getOut();
        out.println(json ? summary.toJson() : describe(summary));
        out.flush();
        return ExitCode.OK;
    }

    private static String describe(RunSummary s) {
        return String.format(Locale.ROOT, """
            scenario      %s (seed %d)
            events        %,d (%,d trace records)
            virtual time  %.3f µs
            wall time     %.3f s (simulated/wall %.3g)
            cells         %,d sent, %,d delivered, %,d dropped
            messages      %,d sent, %,d delivered
            fingerprint   %s""",
            s.scenario(), s.seed(), s.events(), s.traceRecords(), s.virtualTimeMicros(), s.wallTimeNanos() / 1e9,
            s.simOverWall(), s.cellsSent(), s.cellsDelivered(), s.cellsDropped(), s.messagesSent(),
            s.messagesDelivered(), s.fingerprint());
    }
}
