package org.ccw.labs.measure;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import org.ccw.engine.stack.Stacks;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.LogGPFigures;

/**
 * LogGP fits of one or more runs of a scenario side by side, and the paper's figures for the scenario's machine
 * beside them: the table {@code run --loggp}, {@code export timing --compare-real} and the window print.
 *
 * @param fits  each run's fit under its column's name ({@code simulated}, {@code real udp}), in order
 * @param paper the paper's figures for the machine the scenario models, when a paper measured it
 */
public record LogGPReport(Map<String, LogGPFit> fits, Optional<LogGPFigures> paper) {

    public LogGPReport {
        fits = new LinkedHashMap<>(fits);
    }

    /**
     * The fits of {@code runs} (each run's records under its column's name, in order) beside the paper's figures for
     * {@code scenario}'s machine.
     */
    public static LogGPReport of(Scenario scenario, Map<String, ? extends List<? extends TraceEvent>> runs) {
        Map<String, LogGPFit> fits = new LinkedHashMap<>();
        runs.forEach((name, trace) -> fits.put(name, LogGPFit.of(trace)));
        return new LogGPReport(fits, Stacks.paperLogGP(scenario));
    }

    /** One parameter across the columns: each run's value (NaN when not measured) and the paper's (NaN: none). */
    public record Row(String name, List<Double> runs, double paper) {
    }

    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            int index = i;
            List<Double> values = fits.values().stream().map(f -> f.parameters().get(index).micros()).toList();
            String name = fits.values().iterator().next().parameters().get(i).name();
            rows.add(new Row(name, values, paper.map(p -> paperValue(p, name)).orElse(Double.NaN)));
        }
        return rows;
    }

    /** The paper's figure for parameter {@code name} ({@code o_s}, {@code o_r}, {@code RTT}, {@code L}, {@code g}). */
    public static double paperValue(LogGPFigures paper, String name) {
        return switch (name) {
            case "o_s" -> paper.osUs();
            case "o_r" -> paper.orUs();
            case "RTT" -> paper.rttUs();
            case "L" -> paper.latencyUs();
            default -> paper.gapUs();
        };
    }

    /** The table: a header, a line per parameter (µs; "-" where not measured or not given), then where each came from. */
    public String text() {
        StringBuilder out = new StringBuilder();
        List<String> columns = new ArrayList<>(fits.keySet());
        paper.ifPresent(p -> columns.add(p.machine()));
        int[] widths = columns.stream().mapToInt(c -> Math.max(12, c.length())).toArray();
        out.append(String.format(Locale.ROOT, "%-6s", "LogGP"));
        for (int c = 0; c < columns.size(); c++) {
            out.append("  ").append(" ".repeat(widths[c] - columns.get(c).length())).append(columns.get(c));
        }
        out.append('\n');
        for (Row row : rows()) {
            out.append(String.format(Locale.ROOT, "%-6s", row.name()));
            List<Double> values = new ArrayList<>(row.runs());
            if (paper.isPresent()) {
                values.add(row.paper());
            }
            for (int c = 0; c < values.size(); c++) {
                String cell = cell(values.get(c));
                out.append("  ").append(" ".repeat(Math.max(0, widths[c] - cell.length()))).append(cell);
            }
            out.append('\n');
        }
        fits.forEach((name, fit) -> {
            out.append(name).append(":\n");
            fit.parameters().forEach(p -> out.append("  ").append(p.name()).append(": ").append(p.measured()
                    ? String.format(Locale.ROOT, "median of %d, %s", p.samples(), p.from()) : p.from()).append('\n'));
        });
        paper.ifPresent(p -> out.append(p.machine()).append(": ").append(p.source()).append('\n'));
        return out.toString();
    }

    /** A value in µs, or "-" for one not measured or not given. */
    public static String cell(double micros) {
        return Double.isNaN(micros) ? "-" : String.format(Locale.ROOT, "%.2f \u00b5s", micros);
    }
}
