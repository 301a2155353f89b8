package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.stream.IntStream;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.engine.trace.TraceLog;
import org.ccw.labs.measure.LogGPFit;
import org.ccw.labs.measure.LogGPReport;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.LogGPFigures;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code workbench run SCENARIO [--seed N] [--until TIME] [--trace FILE] [--json] [--transport sim|udp|tcp]
 * [--loggp]}:
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

    @Option(names = "--loggp",
        description = {"Also fit LogGP's o_s, o_r, RTT, L and g to the run's trace (the labs' procedure) and print",
            "them beside the paper's figures for the scenario's machine (with --json: a \"loggp\" object)."})
    boolean logGP;

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
        TraceLog log = logGP ? new TraceLog() : null;
        if (log != null) {
            run.sink(log);
        }
        RunSummary summary = run.run();
        PrintWriter out = spec.commandLine().getOut();
        String text = options.json ? summary.toJson() : describe(summary);
        out.println(log == null ? text : withLogGP(text, log, scenario, "simulated"));
        out.flush();
        return ExitCode.OK;
    }

    /** The summary with the run's LogGP fit: appended as a table, or as a {@code "loggp"} object in the JSON. */
    private String withLogGP(String summary, TraceLog log, Scenario scenario, String name) {
        TraceLog.Snapshot snapshot = log.snapshot();
        LogGPFit fit = LogGPFit.of(IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList());
        Optional<LogGPFigures> paper = Stacks.paperLogGP(scenario);
        if (!options.json) {
            return summary + System.lineSeparator() + System.lineSeparator()
                + new LogGPReport(Map.of(name, fit), paper).text().stripTrailing().replace("\n", System.lineSeparator());
        }
        StringBuilder json = new StringBuilder(",\"loggp\":{");
        for (LogGPFit.Parameter p : fit.parameters()) {
            json.append('"').append(p.name()).append("_us\":").append(p.measured() ? String.format(Locale.ROOT,
                "%.4f", p.micros()) : "null").append(',');
        }
        json.append("\"paper_machine\":").append(paper.map(f -> '"' + f.machine() + '"').orElse("null")).append('}');
        int end = summary.lastIndexOf('}');
        return summary.substring(0, end) + json + summary.substring(end);
    }

    private int overRealTransport(Scenario scenario, RealTimeTransport real) throws Exception {
        if (shuffleSeed != null) {
            throw new BadInputException("--shuffle-ties: only for --transport sim; a real run's order is the"
                + " network's");
        }
        RealTimeRun run = RealTimeRun.of(scenario, real);
        if (!logGP) {
            return RealTransport.runAndReport(run, options, spec);
        }
        TraceLog log = new TraceLog();
        run.sink(log);
        String name = "real " + real.name().toLowerCase(Locale.ROOT);
        return RealTransport.runAndReport(run, options, spec, summary -> withLogGP(summary, log, scenario, name));
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
