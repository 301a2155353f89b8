package org.ccw.labs;

import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.ledger.LedgerLine;

/**
 * What a lab measured and concluded, the curves of its sweeps ({@link Series}, empty for a lab that does not
 * sweep), and the fingerprint of the trace of its runs (pinned by its regression test).
 */
public record LabResult(String lab, List<Metric> metrics, List<Check> checks, String fingerprint,
                        List<Series> series, List<FigureLedger> ledgers) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public LabResult {
        metrics = List.copyOf(metrics);
        checks = List.copyOf(checks);
        series = List.copyOf(series);
        ledgers = List.copyOf(ledgers);
    }

    /** A result with sweep curves and no cost ledger. */
    public LabResult(String lab, List<Metric> metrics, List<Check> checks, String fingerprint, List<Series> series) {
        this(lab, metrics, checks, fingerprint, series, List.of());
    }

    /** The same result with {@code ledgers}: where each figure's time went ({@code lab run --ledger}). */
    public LabResult withLedgers(List<FigureLedger> ledgers) {
        return new LabResult(lab, metrics, checks, fingerprint, series, ledgers);
    }

    /** A result without sweep curves. */
    public LabResult(String lab, List<Metric> metrics, List<Check> checks, String fingerprint) {
        this(lab, metrics, checks, fingerprint, List.of());
    }

    /** Whether every check passed ({@code workbench lab run} exits 1 otherwise). */
    public boolean passed() {
        return checks.stream().allMatch(Check::passed);
    }

    /** How the checks came out, e.g. {@code 9 pass, 1 miss, 0 fail}. */
    public String tally() {
        return java.util.Arrays.stream(Check.Outcome.values())
                .map(o -> checks.stream().filter(c -> c.outcome() == o).count() + " " + o.word())
                .collect(java.util.stream.Collectors.joining(", "));
    }

    /** The metric called {@code name}. */
    public Metric metric(String name) {
        return metrics.stream().filter(m -> m.name().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(lab + " has no metric " + name));
    }

    /**
     * {@code {"lab": ID, "metrics": [{"name","value","unit","paper","ratio"}], "checks": [{"name","passed",
     * "outcome","detail"}]}} with {@code paper} and {@code ratio} null where the paper has no figure, and
     * {@code outcome} one of {@code pass}, {@code miss}, {@code fail} ({@code passed} is false only for a fail); a
     * metric that echoes an input says {@code "input": true}, one an input was calibrated against
     * {@code "calibrated": true}. A result with cost ledgers adds {@code "ledgers":
     * [{"figure","per","charged_us","lines": [{"cost","count","each_us","subtotal_us"}]}]}.
     */
    public String toJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("lab", lab);
        ArrayNode m = root.putArray("metrics");
        for (Metric metric : metrics) {
            ObjectNode node = m.addObject();
            node.put("name", metric.name());
            node.put("value", metric.value());
            node.put("unit", metric.unit());
            node.put("paper", metric.paper());
            node.put("ratio", metric.ratio());
            switch (metric.basis()) {
                case INPUT -> node.put("input", true);
                case CALIBRATED -> node.put("calibrated", true);
                default -> { }
            }
        }
        ArrayNode c = root.putArray("checks");
        for (Check check : checks) {
            c.addObject().put("name", check.name()).put("passed", check.passed())
                    .put("outcome", check.outcome().word()).put("detail", check.detail());
        }
        if (!ledgers.isEmpty()) {
            ArrayNode l = root.putArray("ledgers");
            for (FigureLedger ledger : ledgers) {
                ObjectNode node = l.addObject().put("figure", ledger.figure()).put("per", ledger.per())
                        .put("charged_us", ledger.chargedUs());
                ArrayNode lines = node.putArray("lines");
                for (LedgerLine line : ledger.lines()) {
                    lines.addObject().put("cost", line.cost()).put("count", line.count())
                            .put("each_us", line.eachUs()).put("subtotal_us", line.subtotalUs());
                }
            }
        }
        return root.toString();
    }

    /**
     * The sweep curves as {@code {"lab": ID, "series": [{"name", "x": {"label","unit"}, "y": {"label","unit"},
     * "ours": [[x, y], ...], "paper": [[x, y], ...]}]}} ({@code workbench export chart LAB --format json}). Kept
     * apart from {@link #toJson()}, whose shape {@code workbench lab run --json} promises.
     */
    public String seriesJson() {
        ObjectNode root = JSON.createObjectNode();
        root.put("lab", lab);
        ArrayNode all = root.putArray("series");
        for (Series s : series) {
            ObjectNode node = all.addObject();
            node.put("name", s.name());
            node.putObject("x").put("label", s.xLabel()).put("unit", s.xUnit());
            node.putObject("y").put("label", s.yLabel()).put("unit", s.yUnit());
            points(node.putArray("ours"), s.ours());
            points(node.putArray("paper"), s.paper());
        }
        return root.toString();
    }

    /**
     * The sweep curves as CSV with a header, one row per point: {@code series,source,x,x_unit,y,y_unit}, where
     * source is {@code ours} or {@code paper} ({@code workbench export chart LAB --format csv}).
     */
    public String seriesCsv() {
        StringBuilder csv = new StringBuilder("series,source,x,x_unit,y,y_unit\n");
        for (Series s : series) {
            for (String source : List.of("ours", "paper")) {
                for (Series.Point p : source.equals("ours") ? s.ours() : s.paper()) {
                    csv.append(String.join(",", csvField(s.name()), source, Double.toString(p.x()),
                            csvField(s.xUnit()), Double.toString(p.y()), csvField(s.yUnit()))).append('\n');
                }
            }
        }
        return csv.toString();
    }

    private static String csvField(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n")
                ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }

    private static void points(ArrayNode array, List<Series.Point> points) {
        points.forEach(p -> array.addArray().add(p.x()).add(p.y()));
    }
}
