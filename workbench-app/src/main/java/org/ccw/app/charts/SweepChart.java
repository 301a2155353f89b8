package org.ccw.app.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.ccw.visualizer.chart.Chart;
import org.ccw.visualizer.chart.ChartSheet;

/**
 * A sweep's results as a chart, the same for {@code workbench export chart --from} and the window's sweep chart:
 * {@code y} (a summary field or metric) against {@code x} (a swept setting, or the seed), the runs at one x — the
 * seeds — one point at their mean with their spread as a bar, and a curve per combination of the other swept
 * settings, named in the legend ({@code faults.duplicationRate = 0.05}). Failed runs are left out and counted.
 *
 * @param chart   what to draw
 * @param runs    the runs drawn
 * @param leftOut the runs left out: failed, or without a value of {@code y}
 */
public record SweepChart(Chart chart, int runs, int leftOut) {

    /** What a point's bar shows of the runs at it. */
    public enum Spread {
        MIN_MAX("minmax", "min–max"),
        SD("sd", "±1 sd");

        private final String id;
        private final String label;

        Spread(String id, String label) {
            this.id = id;
            this.label = label;
        }

        /** As on the command line: {@code minmax} or {@code sd}. */
        public String id() {
            return id;
        }

        /** As in a chart's title and the window's chooser. */
        public String label() {
            return label;
        }

        public static Spread parse(String id) {
            for (Spread s : values()) {
                if (s.id.equalsIgnoreCase(id)) {
                    return s;
                }
            }
            throw new SweepResults.Refused("--spread: '" + id + "' is not minmax or sd");
        }
    }

    /** Charts {@code y} against {@code x} of {@code results}; a refusal names a missing or non-numeric column. */
    public static SweepChart of(SweepResults results, String x, String y, Spread spread) {
        int xAt = results.column(x, "x");
        int yAt = results.column(y, "y");
        numeric(results, x, "x");
        numeric(results, y, "y");
        List<String> others = results.settings().stream().filter(s -> !s.equals(x) && results.varies(s)).toList();
        // curve name → x → the values of y there, curves in the order the sweep ran them
        Map<String, TreeMap<Double, List<Double>>> curves = new LinkedHashMap<>();
        int runs = 0;
        for (List<String> row : results.finished()) {
            Double value = SweepResults.number(row.get(yAt));
            Double at = SweepResults.number(row.get(xAt));
            if (value == null || at == null) {
                continue;
            }
            List<String> name = new ArrayList<>();
            others.forEach(s -> name.add(s + " = " + row.get(results.columns().indexOf(s))));
            curves.computeIfAbsent(name.isEmpty() ? y : String.join(", ", name), k -> new TreeMap<>())
                .computeIfAbsent(at, k -> new ArrayList<>()).add(value);
            runs++;
        }
        if (runs == 0) {
            throw new SweepResults.Refused(results.file() + ": no finished run has a value of '" + y + "' ("
                + results.failed() + " of " + results.rows().size() + " runs failed)");
        }
        List<Chart.Curve> drawn = new ArrayList<>();
        int fewest = Integer.MAX_VALUE;
        int most = 1;
        for (Map.Entry<String, TreeMap<Double, List<Double>>> curve : curves.entrySet()) {
            List<Chart.Point> points = new ArrayList<>();
            for (Map.Entry<Double, List<Double>> at : curve.getValue().entrySet()) {
                points.add(point(at.getKey(), at.getValue(), spread));
                fewest = Math.min(fewest, at.getValue().size());
                most = Math.max(most, at.getValue().size());
            }
            drawn.add(new Chart.Curve(curve.getKey(), Chart.Role.OURS, points));
        }
        String title = results.name() + ": " + y + " vs " + x + (most > 1
            ? String.format(Locale.ROOT, " (mean of %s%d runs, bars %s)", fewest < most ? "up to " : "", most,
                spread.label()) : "");
        Chart chart = new Chart(title, new Chart.Axis(x, "", Chart.Scale.LINEAR),
            new Chart.Axis(y, "", Chart.Scale.LINEAR), drawn, List.of());
        return new SweepChart(chart, runs, results.rows().size() - runs);
    }

    /** The chart as a figure to export, as large as a lab's chart is exported. */
    public ChartSheet figure() {
        return new ChartSheet(List.of(chart), 900, 420);
    }

    /** The runs at one x: their mean, and their spread. */
    static Chart.Point point(double x, List<Double> values, Spread spread) {
        double mean = values.stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        if (spread == Spread.MIN_MAX) {
            return new Chart.Point(x, mean, values.stream().mapToDouble(Double::doubleValue).min().orElseThrow(),
                values.stream().mapToDouble(Double::doubleValue).max().orElseThrow());
        }
        // the sample standard deviation: the seeds are a sample of the runs there could be
        double squares = values.stream().mapToDouble(v -> (v - mean) * (v - mean)).sum();
        double sd = values.size() > 1 ? Math.sqrt(squares / (values.size() - 1)) : 0;
        return new Chart.Point(x, mean, mean - sd, mean + sd);
    }

    private static void numeric(SweepResults results, String column, String what) {
        if (!results.numeric(column)) {
            int at = results.columns().indexOf(column);
            String example = results.finished().stream().map(r -> r.get(at)).filter(c -> !c.isEmpty()).findFirst()
                .orElse("");
            throw new SweepResults.Refused(results.file() + ": column '" + column + "' is not numeric"
                + (example.isEmpty() ? " (it is empty)" : " ('" + example + "')") + ", so it cannot be " + what
                + "; numeric: " + String.join(", ", what.equals("x") ? results.xChoices() : results.yChoices()));
        }
    }
}
