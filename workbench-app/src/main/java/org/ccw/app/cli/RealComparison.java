package org.ccw.app.cli;

import java.io.IOException;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.IntFunction;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.labs.measure.LogGPReport;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.compare.ComparisonCsv;
import org.ccw.visualizer.compare.RunComparison;

/**
 * {@code export timing --compare-real}: the scenario run over a real transport on this machine, compared with its
 * simulated run message by message, and both runs' LogGP beside the paper's figures.
 *
 * @param name       what the diagram's legend and the table call the real run ({@code real udp})
 * @param summary    the real run's summary
 * @param comparison the simulated run against the real one
 * @param report     both runs' LogGP fits and the paper's figures
 */
record RealComparison(String name, RealTimeSummary summary, RunComparison comparison, LogGPReport report) {

    /** Runs {@code scenario} over {@code transport} and compares it with the simulated run's {@code simulated} trace. */
    static RealComparison run(Scenario scenario, List<TraceEvent> simulated, RealTimeTransport transport,
                              RunComparison.Alignment alignment) throws IOException {
        TraceLog log = new TraceLog();
        RealTimeSummary summary;
        try {
            summary = RealTimeRun.of(scenario, transport).sink(log).run();
        } catch (RealTimeRun.SetupException e) {
            throw new BadInputException("export timing --compare-real: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted during the real run", e);
        }
        TraceLog.Snapshot snapshot = log.snapshot();
        List<TraceEvent> real = java.util.stream.IntStream.range(0, snapshot.size()).mapToObj(snapshot::at).toList();
        String name = "real " + transport.name().toLowerCase(Locale.ROOT);
        Map<String, List<TraceEvent>> runs = new LinkedHashMap<>();
        runs.put("simulated", simulated);
        runs.put(name, real);
        return new RealComparison(name, summary, RunComparison.of(simulated, real, alignment),
            LogGPReport.of(scenario, runs));
    }

    void writeDifferences(Path file, IntFunction<String> names) throws IOException {
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw new BadInputException(file + ": its folder does not exist");
        }
        try (Writer out = Files.newBufferedWriter(file)) {
            ComparisonCsv.write(comparison, names, "simulated", name.replace(' ', '_'), out);
        }
    }

    /** What the command prints after the diagram's line: the match, the ratio, the CSV, the LogGP table. */
    String describe(Path differences) {
        StringBuilder out = new StringBuilder();
        out.append(String.format(Locale.ROOT, "%s run on this machine: %s, %.3f s, %d retransmissions%n", name,
            summary.complete() ? "complete" : "NOT complete", summary.wallTimeSeconds(), summary.retransmissions()));
        out.append(String.format(Locale.ROOT,
            "compared: %d messages matched by %s (%d simulated and %d real unmatched); median real/simulated"
                + " latency %.2fx%n", comparison.rows().size(), comparison.matchedBy(), comparison.unmatchedFirst(),
            comparison.unmatchedSecond(), comparison.medianRatio()));
        if (differences != null) {
            out.append(differences).append(": the difference of every message (CSV)").append(System.lineSeparator());
        }
        out.append(report.text().replace("\n", System.lineSeparator()));
        return out.toString();
    }
}
