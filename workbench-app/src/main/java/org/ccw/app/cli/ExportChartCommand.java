package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Labs;
import org.ccw.labs.Series;
import org.ccw.labs.Sweep;
import org.ccw.visualizer.chart.Chart;
import org.ccw.visualizer.chart.ChartSheet;
import org.ccw.visualizer.chart.HalfPowerPoint;
import org.ccw.visualizer.export.FigureExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench export chart LAB --format svg|png|pdf|csv|json -o FILE [--scale S] [--page P] [--seed N]}: runs
 * the lab (its sweep on both cores, progress on stderr when that is a terminal) and writes its charts — one per
 * pair of axes, stacked — or their data.
 */
@Command(name = "chart",
    description = {"Run a lab's sweep and export its charts (svg, png, pdf) or their data (csv, json).",
        "Example: workbench export chart ssam-bulk --format png --scale 2 -o bulk.png"})
final class ExportChartCommand implements Callable<Integer> {

    @Parameters(paramLabel = "LAB", description = "A lab id with a sweep (see 'workbench lab list').")
    String labId;

    @Option(names = "--format", required = true, paramLabel = "svg|png|pdf|csv|json", description = "Output format.")
    String format;

    @Option(names = {"-o", "--output"}, required = true, paramLabel = "FILE", description = "File to write.")
    Path output;

    @Option(names = "--scale", paramLabel = "S", defaultValue = "1",
        description = "PNG pixels per point, e.g. 2 for slides (default: ${DEFAULT-VALUE}).")
    double scale;

    @Option(names = "--page", paramLabel = "fitted|a4|letter", defaultValue = "fitted",
        description = "PDF page (default: ${DEFAULT-VALUE}).")
    String page;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the lab's runs (default: the pinned one).")
    Long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        Lab lab = Labs.byId(labId).orElseThrow(() -> new BadInputException("export chart: no lab '" + labId
            + "'; the labs are " + Labs.all().stream().map(Lab::id).collect(Collectors.joining(", "))));
        String kind = format.toLowerCase(Locale.ROOT);
        boolean data = kind.equals("csv") || kind.equals("json");
        FigureExport.Options options = data ? null : ExportArguments.options(scale, page);
        if (!data) {
            ExportArguments.figureFormat(format);
        }
        Path file = ExportArguments.writable(output);
        LabOptions labOptions = (seed == null ? LabOptions.defaults() : new LabOptions(seed)).withProgress(progress());
        LabResult result = lab.run(labOptions);
        if (result.series().isEmpty()) {
            throw new BadInputException("export chart: lab '" + labId + "' has no sweep to chart; the labs with one are "
                + "the ones whose 'export chart' works, e.g. ssam-bulk, ssam-contention");
        }
        if (data) {
            Path temporary = Files.createTempFile(file.toAbsolutePath().getParent(), "." + file.getFileName(), ".part");
            Files.writeString(temporary, kind.equals("csv") ? result.seriesCsv() : result.seriesJson() + "\n",
                StandardCharsets.UTF_8);
            Files.move(temporary, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } else {
            List<Chart> charts = charts(lab, result.series());
            FigureExport.write(new ChartSheet(charts, 900, 420), ExportArguments.figureFormat(format), file, options);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %d series of %s", output, result.series().size(), lab.id()));
        out.flush();
        return ExitCode.OK;
    }

    /** Progress on stderr, overwriting one line, only when a person watches a terminal. */
    private Sweep.Progress progress() {
        if (System.console() == null) {
            return Sweep.Progress.NONE;
        }
        PrintWriter err = spec.commandLine().getErr();
        return (what, done, total) -> {
            err.print(String.format(Locale.ROOT, "\r%s: %d/%d points", what, done, total));
            if (done == total) {
                err.println();
            }
            err.flush();
        };
    }

    /**
     * One chart per pair of axes, in the order the lab lists its series; each series gives our curve and, when
     * the paper has figures, the paper's beside it. Sizes in bytes go on a power-of-two axis; a bandwidth curve
     * gets its half-power point marked.
     */
    static List<Chart> charts(Lab lab, List<Series> series) {
        Map<String, List<Series>> byAxes = new LinkedHashMap<>();
        series.forEach(s -> byAxes.computeIfAbsent(String.join("\u0000", s.xLabel(), s.xUnit(), s.yLabel(),
            s.yUnit()), k -> new ArrayList<>()).add(s));
        List<Chart> charts = new ArrayList<>();
        for (List<Series> group : byAxes.values()) {
            Series first = group.get(0);
            List<Chart.Curve> curves = new ArrayList<>();
            List<Chart.Marker> markers = new ArrayList<>();
            for (Series s : group) {
                List<Chart.Point> ours = points(s.ours());
                curves.add(new Chart.Curve(s.name(), Chart.Role.OURS, ours));
                if (!s.paper().isEmpty()) {
                    curves.add(new Chart.Curve("paper: " + s.name(), Chart.Role.PAPER, points(s.paper())));
                }
                if (s.yLabel().contains("bandwidth")) {
                    HalfPowerPoint.marker(ours, s.xUnit(), s.yUnit()).ifPresent(markers::add);
                }
            }
            Chart.Scale xScale = first.xUnit().equals("bytes") ? Chart.Scale.LOG2 : Chart.Scale.LINEAR;
            charts.add(new Chart(lab.id() + ": " + first.yLabel() + " vs " + first.xLabel(),
                new Chart.Axis(first.xLabel(), first.xUnit(), xScale),
                new Chart.Axis(first.yLabel(), first.yUnit(), Chart.Scale.LINEAR), curves, markers));
        }
        return charts;
    }

    private static List<Chart.Point> points(List<Series.Point> points) {
        return points.stream().map(p -> new Chart.Point(p.x(), p.y())).toList();
    }
}
