package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.model.cluster.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code workbench run SCENARIO [--seed N] [--until TIME] [--trace FILE] [--json] [--transport sim|udp|tcp]}:
 * validates the scenario, runs it without a window and prints a summary. A scenario that breaks a constraint is
 * reported (as by {@code validate}) and not run: exit 2. With the default {@code --transport sim} it runs in the
 * simulation engine ({@link HeadlessRun}); with {@code udp} or {@code tcp} the job's stack runs over real
 * sockets on 127.0.0.1 in real time ({@link RealTimeRun}), {@code --until} is wall-clock time, and a workload
 * that does not complete in it exits 1.
 */
@Command(name = "run",
    description = {"Run a scenario headless in the simulation engine and print a summary",
        "(events, virtual time, wall time, cells sent/dropped, trace fingerprint);",
        "with --transport udp|tcp, run its protocol stack over real sockets on 127.0.0.1 instead."})
final class RunCommand implements Callable<Integer> {

    @Mixin
    RunOptions options;

    @Option(names = "--transport", paramLabel = "sim|udp|tcp", defaultValue = "sim",
        description = {"sim (default): the simulated fabric in virtual time.",
            "udp or tcp: every host of the job gets its own real-time scheduler and a socket on 127.0.0.1",
            "(ephemeral ports) and the same stack code runs over it in real time."})
    String transport;

    @Option(names = "--shuffle-ties", paramLabel = "SEED",
        description = "Debug: run same-time events in an order shuffled by SEED, to expose order dependence.")
    Long shuffleSeed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Scenario scenario = CheckedScenario.loadRunnable(options.file, spec.commandLine().getErr());
        if (!"sim".equalsIgnoreCase(transport)) {
            return overRealTransport(scenario, RealTransport.parse("--transport", transport));
        }
        try {
            return simulate(scenario);
        } catch (UnrunnableScenarioException e) {
            throw new BadInputException(options.file + ": " + e.getMessage(), e);
        }
    }

    private int simulate(Scenario scenario) throws IOException {
        HeadlessRun run = HeadlessRun.of(scenario);
        if (options.seed != null) {
            run.seed(options.seed);
        }
        if (options.untilPs != null) {
            run.until(options.untilPs);
        }
        if (shuffleSeed != null) {
            run.shuffleTies(shuffleSeed);
        }
        if (options.traceFile != null) {
            run.traceFile(options.traceFile);
        }
        RunSummary summary = run.run();
        PrintWriter out = spec.commandLine().getOut();
        out.println(options.json ? summary.toJson() : describe(summary));
        out.flush();
        return ExitCode.OK;
    }

    private int overRealTransport(Scenario scenario, RealTimeTransport real) throws Exception {
        if (shuffleSeed != null) {
            throw new BadInputException("--shuffle-ties: only for --transport sim; a real run's order is the"
                + " network's");
        }
        return RealTransport.runAndReport(RealTimeRun.of(scenario, real), options, spec);
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
