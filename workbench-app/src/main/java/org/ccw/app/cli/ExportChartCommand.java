package org.ccw.app.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import org.ccw.app.charts.LabCharts;
import org.ccw.app.charts.SweepChart;
import org.ccw.app.charts.SweepResults;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Sweep;
import org.ccw.labs.folder.Labs;
import org.ccw.model.io.AtomicFile;
import org.ccw.visualizer.chart.Chart;
import org.ccw.visualizer.chart.ChartSheet;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code workbench export chart LAB --format svg|png|pdf|csv|json -o FILE [--scale S] [--page P] [--seed N]}: runs
 * the lab (its sweep on both cores, progress on stderr when that is a terminal) and writes its charts — one per
 * pair of axes, stacked — or their data. {@code workbench export chart --from DIR/results.csv --x PATH --y METRIC
 * [--spread minmax|sd] [-o FILE]} draws a finished {@code workbench sweep} instead ({@link SweepChart}).
 */
@Command(name = "chart",
    description = {"Run a lab's sweep and export its charts (svg, png, pdf) or their data (csv, json);"
        + " or chart a 'workbench sweep' from its results.csv.",
        "Example: workbench export chart LAB --format png --scale 2 -o chart.png (the labs with sweeps: see"
            + " 'workbench lab list')",
        "Example: workbench export chart --from loss/results.csv --x faults.lossRate --y messagesDelivered"
            + " -o loss.svg"})
final class ExportChartCommand implements Callable<Integer> {

    @Parameters(paramLabel = "LAB", arity = "0..1", description = "A lab id with a sweep (see 'workbench lab list').")
    String labId;

    @Option(names = "--from", paramLabel = "RESULTS",
        description = "A sweep's results.csv (or its folder) to chart instead of a lab.")
    Path from;

    @Option(names = "--x", paramLabel = "PATH", description = "With --from: the x axis, a swept setting or seed.")
    String x;

    @Option(names = "--y", paramLabel = "METRIC", description = "With --from: the y axis, a summary field or metric.")
    String y;

    @Option(names = "--spread", paramLabel = "minmax|sd", defaultValue = "minmax",
        description = "With --from: the bar through each point, the seeds' min to max or ±1 standard deviation"
            + " (default: ${DEFAULT-VALUE}).")
    String spread;

    @Mixin
    FigureOutput figure;

    @Option(names = "--seed", paramLabel = "N", description = "Seed of the lab's runs (default: the pinned one).")
    Long seed;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws IOException {
        if (from != null) {
            return sweep();
        }
        if (labId == null || x != null || y != null) {
            throw new BadInputException("export chart: name a LAB, or chart a sweep with --from DIR/results.csv"
                + " --x PATH --y METRIC");
        }
        Lab lab = LabArgument.find(labId, "export chart");
        // Check every argument before the (possibly long) sweep runs.
        Path file = figure.writableFile();
        boolean data = figure.isData();
        FigureExport.Options options = data ? null : figure.options();
        ExportFormat format = data ? null : figure.figureFormat();
        LabOptions labOptions = (seed == null ? LabOptions.defaults() : new LabOptions(seed)).withProgress(progress());
        LabResult result = lab.run(labOptions);
        if (result.series().isEmpty()) {
            throw new BadInputException("export chart: lab '" + labId + "' measures single figures, not a sweep, so"
                + " it has no chart; the labs with sweeps are " + String.join(", ",
                Labs.all().stream().filter(Lab::sweeps).map(Lab::id).toList()));
        }
        if (data) {
            AtomicFile.writeString(file, figure.format().equalsIgnoreCase("csv") ? result.seriesCsv() : result.seriesJson() + "\n");
        } else {
            List<Chart> charts = LabCharts.of(lab, result.series());
            FigureExport.write(new ChartSheet(charts, 900, 420), format, file, options);
        }
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %d series of %s", file, result.series().size(), lab.id()));
        out.flush();
        return ExitCode.OK;
    }

    /** A sweep's results, charted: the file defaults to {@code Y-vs-X.svg} beside them. */
    private Integer sweep() throws IOException {
        if (labId != null || x == null || y == null) {
            throw new BadInputException("export chart --from: give --x PATH and --y METRIC (and no LAB)");
        }
        SweepChart chart;
        try {
            SweepResults results = SweepResults.read(from);
            if (figure.output == null) {
                figure.output = results.file().resolveSibling(y + "-vs-" + x + "." + (figure.format == null ? "svg"
                    : figure.format.toLowerCase(Locale.ROOT)));
            }
            chart = SweepChart.of(results, x, y, SweepChart.Spread.parse(spread));
        } catch (SweepResults.Refused refused) {
            throw new BadInputException("export chart: " + refused.getMessage(), refused);
        }
        ExportFormat format = figure.figureFormat();
        FigureExport.Options options = figure.options();
        Path file = figure.writableFile();
        FigureExport.write(chart.figure(), format, file, options);
        PrintWriter out = spec.commandLine().getOut();
        out.println(String.format(Locale.ROOT, "%s: %s vs %s, %d runs in %d curves%s", file, y, x, chart.runs(),
            chart.chart().series().size(), chart.leftOut() == 0 ? "" : " (" + chart.leftOut() + " runs left out:"
                + " failed, or without " + y + ")"));
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
}
