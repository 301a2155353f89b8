package org.ccw.app.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.ccw.model.io.AtomicFile;

/**
 * A sweep's results as they come in: one file per finished run under {@code DIR/rows/} (written by whichever task
 * ran it, on this machine or on a cluster node, in one rename), gathered in index order into
 * {@code DIR/results.jsonl} (each row as it is) and {@code DIR/results.csv} (a column per setting and per summary
 * field or metric). A run that failed is a row with its {@code "error"}; a finished row, failed or not, is never
 * run again, which is how re-running a sweep resumes it.
 */
public final class SweepRows {
    public static final String RESULTS = "results.jsonl";
    public static final String CSV = "results.csv";
    private static final ObjectMapper JSON = new ObjectMapper();

    private final Path rows;

    public SweepRows(Path dir) {
        this.rows = dir.resolve("rows");
    }

    /**
     * What the rows came to.
     *
     * @param failed           runs that failed (a row with its error)
     * @param checkFailedSeeds the seeds of the runs that ran but failed the sweep's check, in index order
     */
    public record Tally(int runs, int failed, List<Long> checkFailedSeeds) {
        public Tally {
            checkFailedSeeds = List.copyOf(checkFailedSeeds);
        }
    }

    /** Whether {@code row} ran and failed the sweep's check. */
    public static boolean checkFailed(JsonNode row) {
        return row.path("check").has("passed") && !row.path("check").path("passed").asBoolean();
    }

    private Path file(int index) {
        return rows.resolve(String.format(Locale.ROOT, "%07d.json", index));
    }

    /** Whether run {@code index} has its row. */
    public boolean done(int index) {
        return Files.exists(file(index));
    }

    /** Whether run {@code index}'s row says it failed (false when it has no row yet). */
    public boolean failed(int index) {
        try {
            return done(index) && JSON.readTree(Files.readAllBytes(file(index))).has("error");
        } catch (IOException e) {
            return false;
        }
    }

    /** The indices of {@code manifest} that have no row yet, in order. */
    public List<Integer> todo(SweepManifest manifest) {
        return manifest.runs().stream().map(SweepManifest.Run::index).filter(i -> !done(i)).toList();
    }

    /** Keeps {@code row} (its {@code "index"} names it). */
    public void write(ObjectNode row) throws IOException {
        Files.createDirectories(rows);
        byte[] line = JSON.writeValueAsBytes(row);
        AtomicFile.write(file(row.get("index").asInt()), out -> out.write(line));
    }

    /** A failed run's row: where it was in the sweep, and why it failed. */
    public static ObjectNode failed(SweepManifest.Run run, String error) {
        return run.toJson().put("error", error);
    }

    /**
     * Writes {@code results.jsonl} and {@code results.csv} in {@code dir} from every row of {@code manifest}; a run
     * without a row (its task died) becomes a failed row saying why, from {@code lost} (index → reason) or
     * "not run", and is not kept, so the next run of the sweep tries it again.
     */
    public Tally collect(SweepManifest manifest, Path dir, Map<Integer, String> lost) throws IOException {
        List<ObjectNode> all = new ArrayList<>();
        int failed = 0;
        List<Long> checkFailed = new ArrayList<>();
        for (SweepManifest.Run run : manifest.runs()) {
            ObjectNode row = done(run.index()) ? (ObjectNode) JSON.readTree(Files.readAllBytes(file(run.index())))
                    : failed(run, lost.getOrDefault(run.index(), "not run"));
            failed += row.has("error") ? 1 : 0;
            if (checkFailed(row)) {
                checkFailed.add(run.seed());
            }
            all.add(row);
        }
        StringBuilder jsonl = new StringBuilder();
        for (ObjectNode row : all) {
            jsonl.append(JSON.writeValueAsString(row)).append('\n');
        }
        write(dir.resolve(RESULTS), jsonl.toString());
        write(dir.resolve(CSV), csv(manifest, all));
        return new Tally(all.size(), failed, checkFailed);
    }

    private static void write(Path file, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        AtomicFile.write(file, out -> out.write(bytes));
    }

    /**
     * {@code index,seed,PATH…,fingerprint,error} (and {@code check,check reason} for a sweep with a check: {@code pass}
     * or {@code fail}) then a column per summary field (a scenario's runs) or per metric (a lab's), named as in the
     * JSON, in the order they first appear.
     */
    static String csv(SweepManifest manifest, List<ObjectNode> rows) {
        Map<String, Integer> columns = new LinkedHashMap<>();
        List<Map<String, String>> values = new ArrayList<>();
        for (ObjectNode row : rows) {
            Map<String, String> value = new LinkedHashMap<>();
            row.path("summary").fields().forEachRemaining(f -> value.put(f.getKey(), text(f.getValue())));
            for (JsonNode metric : row.path("metrics")) {
                value.put(metric.path("name").asText(), text(metric.path("value")));
            }
            value.remove("seed");
            value.remove("fingerprint");
            value.keySet().forEach(name -> columns.putIfAbsent(name, columns.size()));
            values.add(value);
        }
        StringBuilder csv = new StringBuilder("index,seed");
        manifest.settings().keySet().forEach(path -> csv.append(',').append(cell(path)));
        csv.append(",fingerprint,error");
        if (manifest.check() != null) {
            csv.append(",check,check reason");
        }
        columns.keySet().forEach(name -> csv.append(',').append(cell(name)));
        csv.append('\n');
        for (int i = 0; i < rows.size(); i++) {
            ObjectNode row = rows.get(i);
            csv.append(row.path("index").asInt()).append(',').append(row.path("seed").asLong());
            for (String path : manifest.settings().keySet()) {
                csv.append(',').append(cell(row.path("settings").path(path).asText()));
            }
            csv.append(',').append(cell(row.path("fingerprint").asText("")))
                    .append(',').append(cell(row.path("error").asText("")));
            if (manifest.check() != null) {
                JsonNode check = row.path("check");
                csv.append(',').append(!check.has("passed") ? "" : check.path("passed").asBoolean() ? "pass" : "fail")
                        .append(',').append(cell(check.path("reason").asText("")));
            }
            for (String name : columns.keySet()) {
                csv.append(',').append(cell(values.get(i).getOrDefault(name, "")));
            }
            csv.append('\n');
        }
        return csv.toString();
    }

    private static String text(JsonNode value) {
        return value.isNull() ? "" : value.asText();
    }

    /** A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
    private static String cell(String text) {
        return text.contains(",") || text.contains("\"") || text.contains("\n")
                ? '"' + text.replace("\"", "\"\"") + '"' : text;
    }
}
