package org.ccw.app.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.ccw.engine.bench.BenchSettings;
import org.ccw.engine.bench.BenchWorkload;
import org.ccw.engine.bench.EngineBenchmark;
import org.ccw.engine.run.FabricBenchmark;
import org.ccw.engine.run.RealBenchmark;
import org.ccw.engine.run.peers.PeerBenchmark;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code workbench bench [--json] [--smoke]}: the engine's own benchmark — the kernel's hold model at 10³, 10⁵
 * and 10⁶ pending events beside a plain {@code java.util.PriorityQueue} measured in the same run, and the
 * 64-host ATM fabric. With {@code --json} the metrics are nested by component: {@code {"kernel": {...},
 * "fabric": {...}}}. With {@code --ui} it measures the animation instead ({@code ui.fps_5000}, {@code ui.fps_10000},
 * {@code ui.step_back_ms_1e6}; see {@code AnimationBenchmark}). With {@code --real} it measures every stack that runs over
 * real sockets beside the raw socket ({@link RealBenchmark}), nested by every dot: {@code {"real": {"ssam": {...}}}}.
 * With {@code --peers} it sets each stack beside the real systems a user would run instead, those installed here
 * ({@link PeerBenchmark}: {@code {"peer": {"<peer>": {"rtt_ratio": ...}}}}); a peer not installed is said on the
 * error stream in one line and skipped.
 */
@Command(name = "bench",
    description = {"Measure the engine: kernel events/s (with a PriorityQueue baseline in the same run)",
        "and the 64-host ATM fabric's cells/s and simulated/wall time ratio."})
final class BenchCommand implements Callable<Integer> {

    @Option(names = "--json", description = "Print the metrics as one JSON object nested by component.")
    boolean json;

    @Option(names = "--smoke", description = "A tiny run that only checks every workload works (numbers not meaningful).")
    boolean smoke;

    @Option(names = "--ui", description = {"Measure the animation instead: frames per second with 5,000 and 10,000",
        "cells in flight and step-back time on a 1,000,000-record trace (needs a display: run under xvfb-run)."})
    boolean ui;

    @Option(names = "--real", description = {"Measure the stacks over real sockets on 127.0.0.1 instead: each one's UDP",
        "round trip (median, p99) and TCP bulk throughput beside a raw Java socket's, in the same run",
        "(real.<stack>.udp_rtt_ratio_p50, .udp_rtt_ratio_p99, .tcp_bulk_fraction)."})
    boolean real;

    @Option(names = "--peers", description = {"Set the stacks beside the real systems a user would run instead (real PVM",
        "3.4, Open MPI), those installed, in one run with the same ping-pong, warm-up and statistic:",
        "peer.<peer>.rtt_ratio = ours / peer's median round trip (<= 1: ours as fast),",
        "peer.<peer>.bw_ratio_256k = ours / peer's 256 KB bandwidth (>= 1: ours moves as much)."})
    boolean peers;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Map<String, Double> metrics;
        if (ui) {
            if (System.getenv("DISPLAY") == null && !"Monocle".equals(System.getProperty("glass.platform"))) {
                throw new BadInputException("bench --ui needs a display: run it under xvfb-run");
            }
            metrics = org.ccw.visualizer.branch.AnimationBenchmark.run(smoke);
            javafx.application.Platform.exit();
        } else if (peers) {
            PrintWriter err = spec.commandLine().getErr();
            metrics = PeerBenchmark.run(smoke ? RealBenchmark.Settings.smoke() : RealBenchmark.Settings.standard(),
                line -> {
                    err.println(line);
                    err.flush();
                });
        } else if (real) {
            metrics = RealBenchmark.run(smoke ? RealBenchmark.Settings.smoke() : RealBenchmark.Settings.standard());
        } else {
            List<BenchWorkload> workloads = new ArrayList<>(EngineBenchmark.engineWorkloads());
            workloads.add(new FabricBenchmark());
            metrics = EngineBenchmark.run(smoke ? BenchSettings.smoke() : BenchSettings.standard(), workloads);
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(real || peers ? nestedPaths(metrics) : nested(metrics));
        } else {
            metrics.forEach((name, value) -> out.println(String.format(Locale.ROOT, "%-50s %,.4g", name, value)));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** {@code {"real.ssam.a": 1}} → {@code {"real": {"ssam": {"a": 1}}}}: every dot is a level. */
    static String nestedPaths(Map<String, Double> metrics) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        metrics.forEach((name, value) -> {
            String[] path = name.split("\\.");
            ObjectNode node = root;
            for (int i = 0; i < path.length - 1; i++) {
                node = node.has(path[i]) ? (ObjectNode) node.get(path[i]) : node.putObject(path[i]);
            }
            node.put(path[path.length - 1], value);
        });
        return mapper.writeValueAsString(root);
    }

    /** {@code {"kernel.a": 1}} → {@code {"kernel": {"a": 1}}}: the first dot separates component from metric. */
    static String nested(Map<String, Double> metrics) throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        metrics.forEach((name, value) -> {
            int dot = name.indexOf('.');
            ObjectNode component = root.has(name.substring(0, dot))
                ? (ObjectNode) root.get(name.substring(0, dot))
                : root.putObject(name.substring(0, dot));
            component.put(name.substring(dot + 1), value);
        });
        return mapper.writeValueAsString(root);
    }
}
