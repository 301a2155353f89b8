package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.labs.Lab;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;
import org.ccw.visualizer.compare.RunComparison;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingOptions;
import org.ccw.visualizer.timing.TimingPainter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench export timing SCENARIO_OR_LAB --format svg|png|pdf -o FILE [--from T] [--to T] [--nodes a,b]
 * [--kinds k,..] [--layers] [--logp] [--scale S] [--page fitted|a4|letter] [--compare-real udp|tcp
 * [--differences FILE.csv] [--align first-send|run-started]]}: runs the scenario (or the lab's representative
 * scenario) headless and writes its timing diagram. With {@code --compare-real} it also runs the scenario's stack over
 * real sockets on this machine ({@link RealTimeRun}), draws that run's messages ghosted over the simulated run's
 * lanes ({@link RunComparison}), writes the per-message differences as CSV when asked, and prints both runs' LogGP
 * fits beside the paper's figures for the machine.
 */
@Command(name = "timing",
    description = {"Run a scenario (or a lab's representative scenario) and export its timing diagram.",
        "Example: workbench export timing LAB --format svg -o timing.svg (LAB from 'workbench lab list', or a"
            + " scenario file)"})
final class ExportTimingCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO_OR_LAB",
        description = "A scenario file (XMI), or a lab id whose representative scenario is shown (see 'workbench lab list').")
    String source;

    @Mixin
    FigureOutput figure;

    @Option(names = "--from", paramLabel = "T", converter = ExportTime.class,
        description = "Start of the time range, e.g. 20us (default: 0; a bare number is µs).")
    Long fromPs;

    @Option(names = "--to", paramLabel = "T", converter = ExportTime.class,
        description = "End of the time range (default: the run's last activity).")
    Long toPs;

    @Option(names = "--nodes", split = ",", paramLabel = "a,b", description = "Only these nodes (names or ids).")
    List<String> nodes;

    @Option(names = "--kinds", split = ",", paramLabel = "k,..", description = "Only these cell kinds, e.g. request,reply.")
    List<String> kinds;

    @Option(names = "--layers", description = "One lane per layer of a host: application, communication library,"
            + " NI coprocessor (when the stack runs code there), NIC.")
    boolean layers;

    @Option(names = "--logp", description = "Overlay LogP's o_s, L, o_r and g measured on the first request/reply pair"
            + " (and the wait for the receiver's poll, where the trace shows one).")
    boolean logP;

    @Option(names = "--polls", description = "A strip under each polling process: a tick per poll, tall for the"
            + " network, a diamond when it took a message.")
    boolean polls;

    @Option(names = "--width", paramLabel = "W", defaultValue = "1000",
        description = "Diagram width in points (default: ${DEFAULT-VALUE}).")
    double width;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the run (default: the scenario's).")
    Long seed;

    @Option(names = "--compare-real", paramLabel = "udp|tcp",
        description = {"Also run the scenario's stack over real sockets on 127.0.0.1 and draw that run's messages",
            "ghosted over the simulated run's lanes; prints the per-message difference and both runs' LogGP beside",
            "the paper's figures."})
    String compareReal;

    @Option(names = "--differences", paramLabel = "FILE.csv",
        description = "With --compare-real: write each message's simulated and real latency, difference and ratio.")
    Path differences;

    @Option(names = "--align", paramLabel = "first-send|run-started", defaultValue = "first-send",
        description = "With --compare-real: what both runs' time axes start from (default: ${DEFAULT-VALUE}).")
    String align;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, ModelLoadException {
        ExportFormat exportFormat = figure.figureFormat();
        FigureExport.Options exportOptions = figure.options();
        Path file = figure.writableFile();
        Scenario scenario = scenario();
        Topology topology = TopologyBuilder.from(scenario);
        TraceLog log = new TraceLog();
        HeadlessRun run = HeadlessRun.of(scenario).sink(log);
        if (seed != null) {
            run.seed(seed);
        }
        run.run();
        TraceLog.Snapshot snapshot = log.snapshot();
        List<TraceEvent> trace = IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        long from = fromPs == null ? 0 : fromPs;
        long to = toPs == null ? Long.MAX_VALUE : toPs;
        if (to <= from) {
            throw new BadInputException("export timing: --to must be after --from");
        }
        TimingOptions options = new TimingOptions(from, to, nodeIds(topology), kinds == null ? Set.of()
            : Set.copyOf(kinds), layers, logP, polls);
        if (compareReal == null && (differences != null || !align.equals("first-send"))) {
            throw new BadInputException("export timing: --differences and --align go with --compare-real udp|tcp");
        }
        RealComparison real = compareReal == null ? null : RealComparison.run(scenario, trace,
            RealTransport.parse("--compare-real", compareReal), alignment());
        TimingDiagram diagram = real == null ? TimingDiagram.of(trace, topology::nodeName, options)
            : TimingDiagram.of(trace, topology::nodeName, options, real.comparison().ghosts(real.name()));
        String title = String.format(Locale.ROOT, "%s (seed %d)%s", scenario.getName(), topology.seed(),
            real == null ? "" : ": simulated, and " + real.name() + " on this machine ghosted");
        FigureExport.write(TimingPainter.forExport(diagram, width, title), exportFormat,
            file, exportOptions);
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: timing diagram of %s, %d lanes, %d arrows, %d drops", file,
            scenario.getName(), diagram.lanes().size(), diagram.arrows().size(), diagram.drops().size()));
        if (real != null) {
            if (differences != null) {
                real.writeDifferences(differences, topology::nodeName);
            }
            out.print(real.describe(differences));
        }
        out.flush();
        return ExitCode.OK;
    }

    private RunComparison.Alignment alignment() {
        return switch (align.toLowerCase(Locale.ROOT)) {
            case "first-send" -> RunComparison.Alignment.FIRST_SEND;
            case "run-started" -> RunComparison.Alignment.RUN_STARTED;
            default -> throw new BadInputException("export timing: --align " + align
                + ": use first-send or run-started");
        };
    }

    private Scenario scenario() throws ModelLoadException {
        Optional<Lab> lab = LabArgument.lookup(source);
        if (lab.isPresent()) {
            return lab.get().scenario().orElseThrow(() -> new BadInputException("export timing: lab '" + source
                + "' has no representative scenario; export a scenario file instead"));
        }
        Path file = Path.of(source);
        if (!Files.exists(file)) {
            throw new BadInputException(source + ": neither a scenario file nor a lab id; " + LabArgument.known());
        }
        return ClusterModelIO.load(file);
    }

    /** Node names or ids to ids; empty (all) when --nodes is absent. */
    private Set<Integer> nodeIds(Topology topology) {
        if (nodes == null) {
            return Set.of();
        }
        Set<Integer> ids = new LinkedHashSet<>();
        for (String node : nodes) {
            int id = IntStream.range(0, topology.nodeCount()).filter(i -> topology.nodeName(i).equals(node)
                || String.valueOf(i).equals(node)).findFirst().orElseThrow(() -> new BadInputException(
                    "export timing: --nodes: no node '" + node + "'; the nodes are " + IntStream
                        .range(0, topology.nodeCount()).mapToObj(topology::nodeName).collect(Collectors.joining(", "))));
            ids.add(id);
        }
        return ids;
    }
}
