package org.ccw.app.window.lab;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ccw.app.report.LabReport;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.visualizer.Units;

/**
 * "Ours beside the paper" as a table rather than a line per figure (a sweep lab has hundreds): a row per metric —
 * name, ours, the paper's, their ratio, the outcome — grouped by the figure a sweep repeats ({@code
 * receive_MBps_token_n4_b64} is in {@code receive_MBps}), and filtered by words in the name and by outcome.
 */
public final class MetricsTableModel {

    /** Which rows show. */
    enum Show {
        ALL("every figure"), WITH_PAPER("with the paper's figure"), MISSES("misses and failures");

        private final String label;

        Show(String label) {
            this.label = label;
        }

        @Override
        public String toString() {
            return label;
        }
    }

    /** One metric's row, as the table shows it. */
    public record Row(String group, String metric, String ours, String paper, String ratio, String outcome) {
        boolean missed() {
            return outcome.startsWith("miss") || outcome.startsWith("FAIL");
        }
    }

    /** A group of rows under its name. */
    record Group(String name, List<Row> rows) {
        /** E.g. {@code 120 figures, 2 beside the paper's, 1 miss}. */
        String summary() {
            long paper = rows.stream().filter(r -> !r.paper().isEmpty()).count();
            long missed = rows.stream().filter(Row::missed).count();
            return org.ccw.visualizer.animation.EventText.count(rows.size(), "figure")
                + (paper == 0 ? "" : ", " + paper + " beside the paper's")
                + (missed == 0 ? "" : ", " + missed + (missed == 1 ? " miss" : " misses"));
        }
    }

    private MetricsTableModel() {
    }

    /** Every metric of {@code result} as a row, in the lab's order. */
    static List<Row> rows(LabResult result) {
        List<Row> rows = new ArrayList<>();
        for (Metric m : result.metrics()) {
            rows.add(new Row(group(m.name(), result), m.name(), figure(m.value()) + " " + Units.shown(m.unit()),
                m.paper() == null ? "" : figure(m.paper()) + " " + Units.shown(m.unit()),
                m.ratio() == null ? "" : String.format(Locale.ROOT, "%.3f", m.ratio()), outcome(m, result)));
        }
        return rows;
    }

    /**
     * {@code rows} that contain every word of {@code filter} in their metric's name (or group) and that {@code show}
     * keeps, in groups in the order they first appear.
     */
    static List<Group> groups(List<Row> rows, String filter, Show show) {
        String[] words = filter == null || filter.isBlank() ? new String[0]
            : filter.strip().toLowerCase(Locale.ROOT).split("\\s+");
        Map<String, List<Row>> groups = new LinkedHashMap<>();
        for (Row row : rows) {
            String name = row.metric().toLowerCase(Locale.ROOT);
            boolean matches = true;
            for (String w : words) {
                matches &= name.contains(w) || row.outcome().toLowerCase(Locale.ROOT).startsWith(w);
            }
            boolean kept = switch (show) {
                case ALL -> true;
                case WITH_PAPER -> !row.paper().isEmpty();
                case MISSES -> row.missed();
            };
            if (matches && kept) {
                groups.computeIfAbsent(row.group(), g -> new ArrayList<>()).add(row);
            }
        }
        return groups.entrySet().stream().map(e -> new Group(e.getKey(), List.copyOf(e.getValue()))).toList();
    }

    /**
     * The figure a sweep repeats: the name up to its first part with a digit ({@code receive_MBps} of
     * {@code receive_MBps_token_n4_b64}), when another metric shares it; a figure of its own is in "figures".
     */
    static String group(String name, LabResult result) {
        String stem = stem(name);
        if (stem.equals(name)) {
            return "figures";
        }
        long sharing = result.metrics().stream().filter(m -> stem(m.name()).equals(stem)).count();
        return sharing > 1 ? stem : "figures";
    }

    private static String stem(String name) {
        String[] parts = name.split("_");
        StringBuilder stem = new StringBuilder();
        for (String part : parts) {
            if (part.matches(".*[0-9].*") && stem.length() > 0) {
                return stem.toString();
            }
            stem.append(stem.length() == 0 ? "" : "_").append(part);
        }
        return name;
    }

    /** The metric's outcome, as the lab report gives it ({@link LabReport#outcome}). */
    static String outcome(Metric m, LabResult result) {
        return LabReport.outcome(m, result);
    }

    /** Four significant figures, as the lab's lines printed them. */
    static String figure(double value) {
        return LabReport.figure(value);
    }
}
