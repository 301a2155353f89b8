package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.ccw.engine.capture.PcapWriter;
import org.ccw.engine.capture.SimulatedCapture;
import org.ccw.engine.capture.UdpCapture;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.labs.Lab;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench export pcap SCENARIO_OR_LAB -o FILE [--transport sim|udp] [--seed N] [--until TIME]}: runs the
 * scenario — simulated, or over real UDP sockets on 127.0.0.1 — and writes every frame its hosts sent as a pcap file
 * that Wireshark opens ({@link SimulatedCapture}, {@link UdpCapture}). A real run that does not complete in
 * {@code --until} still writes what it sent, and exits 1.
 */
@Command(name = "pcap",
    description = {"Run a scenario (or a lab's representative scenario) and write the frames its hosts sent as a pcap"
        + " file for Wireshark.",
        "Simulated ATM: ERF records (cells with VPI/VCI; AAL5 packets with their trailer); Fast Ethernet: Ethernet;"
            + " Myrinet: link type USER0; --transport udp: IPv4/UDP on 127.0.0.1.",
        "Example: workbench export pcap my-cluster.ccw -o my-cluster.pcap"})
final class ExportPcapCommand implements Callable<Integer> {

    @Parameters(paramLabel = "SCENARIO_OR_LAB",
        description = "A scenario file (XMI), or a lab id whose representative scenario is run (see 'workbench lab list').")
    String source;

    @Option(names = {"-o", "--output"}, paramLabel = "FILE", required = true, description = "The pcap file to write.")
    Path output;

    @Option(names = "--transport", paramLabel = "sim|udp", defaultValue = "sim",
        description = "sim (default): the simulated fabric; udp: the stack over real UDP sockets on 127.0.0.1.")
    String transport;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the run (default: the scenario's).")
    Long seed;

    @Option(names = "--until", paramLabel = "TIME", converter = SimulatedTime.class,
        description = "Stop the run after this much time, e.g. 2ms (virtual time; wall-clock time over udp).")
    Long untilPs;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException, ModelLoadException, InterruptedException {
        Path folder = output.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new BadInputException(output + ": its folder does not exist");
        }
        Scenario scenario = scenario();
        if ("sim".equalsIgnoreCase(transport)) {
            return simulated(scenario);
        }
        RealTimeTransport real = RealTransport.parse("--transport", transport);
        if (real != RealTimeTransport.UDP) {
            throw new BadInputException("export pcap --transport " + transport + ": a capture records UDP datagrams;"
                + " use --transport udp (or capture a TCP run on the loopback with tcpdump -i lo)");
        }
        return overUdp(scenario);
    }

    private int simulated(Scenario scenario) throws IOException {
        SimulatedCapture capture = new SimulatedCapture();
        HeadlessRun run = HeadlessRun.of(scenario).untraced().capture(capture);
        if (seed != null) {
            run.seed(seed);
        }
        if (untilPs != null) {
            run.until(untilPs);
        }
        RunSummary summary;
        try {
            summary = run.run();
        } catch (UnrunnableScenarioException e) {
            throw new BadInputException(source + ": " + e.getMessage(), e);
        }
        PcapWriter pcap = capture.writer();
        if (pcap == null) {
            throw new BadInputException(source + ": the run sent no frame; there is nothing to capture");
        }
        pcap.write(output);
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %,d frames of %s on %s (pcap link type %d, %s), %.3f µs of"
            + " simulated time", output, pcap.size(), summary.scenario(), capture.medium(),
            pcap.linkType().number(), pcap.linkType(), Time.toMicros(summary.virtualTimePs())));
        out.flush();
        if (capture.framesRefused() > 0) {
            PrintWriter err = spec.commandLine().getErr();
            err.println(String.format(Locale.ROOT, "workbench: %,d frames on %s are not in %s: a pcap file holds"
                + " one link type", capture.framesRefused(), capture.refusedMedia(), output));
            err.flush();
        }
        return ExitCode.OK;
    }

    private int overUdp(Scenario scenario) throws IOException, InterruptedException {
        UdpCapture capture = new UdpCapture();
        RealTimeRun run = RealTimeRun.of(scenario, RealTimeTransport.UDP).capture(capture);
        if (seed != null) {
            run.seed(seed);
        }
        if (untilPs != null) {
            run.until(untilPs);
        }
        RealTimeSummary summary;
        try {
            summary = run.run();
        } catch (RealTimeRun.SetupException e) {
            throw new BadInputException(source + ": " + e.getMessage(), e);
        }
        capture.writer().write(output);
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %,d UDP datagrams of %s over 127.0.0.1 (pcap link type %d,"
            + " raw IPv4), %.3f s of wall time", output, capture.writer().size(), summary.scenario(),
            capture.writer().linkType().number(), summary.wallTimeSeconds()));
        out.flush();
        return RealTransport.exitCode(summary, spec);
    }

    private Scenario scenario() throws ModelLoadException {
        Optional<Lab> lab = LabArgument.lookup(source);
        if (lab.isPresent()) {
            return lab.get().scenario().orElseThrow(() -> new BadInputException("export pcap: lab '" + source
                + "' has no representative scenario; export a scenario file instead"));
        }
        Path file = Path.of(source);
        if (!Files.exists(file)) {
            throw new BadInputException(source + ": neither a scenario file nor a lab id; " + LabArgument.known());
        }
        return CheckedScenario.loadRunnable(file, spec.commandLine().getErr());
    }
}
