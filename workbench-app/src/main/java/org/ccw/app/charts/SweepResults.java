package org.ccw.app.charts;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.ccw.app.sweep.SweepRows;

/**
 * A sweep's {@code results.csv} as {@code workbench sweep} writes it ({@link SweepRows}): {@code index,seed}, a
 * column per swept setting, {@code fingerprint,error}, then a column per summary field or lab metric. Read once,
 * to be charted any way round by {@link SweepChart}.
 *
 * @param file     the CSV read
 * @param columns  its header, in order
 * @param settings the swept settings' columns (between {@code seed} and {@code fingerprint})
 * @param rows     one per run, a cell per column
 */
public record SweepResults(Path file, List<String> columns, List<String> settings, List<List<String>> rows) {

    public static final String SEED = "seed";
    private static final String ERROR = "error";

    public SweepResults {
        columns = List.copyOf(columns);
        settings = List.copyOf(settings);
        rows = rows.stream().map(List::copyOf).toList();
    }

    /** Why results cannot be read or charted: one line naming the file and the problem. */
    public static final class Refused extends RuntimeException {
        private static final long serialVersionUID = 1L;

        public Refused(String message) {
            super(message);
        }
    }

    /** Reads {@code path}: a sweep's {@code results.csv}, or the sweep's folder holding it. */
    public static SweepResults read(Path path) throws IOException {
        Path file = Files.isDirectory(path) ? path.resolve(SweepRows.CSV) : path;
        if (!Files.isRegularFile(file)) {
            throw new Refused(file + ": not found" + (Files.isDirectory(path)
                ? " (a sweep's folder holds it once 'workbench sweep … --out " + path + "' has run)" : ""));
        }
        List<List<String>> records = parse(Files.readString(file, StandardCharsets.UTF_8));
        if (records.isEmpty()) {
            throw new Refused(file + ": empty, not a sweep's results");
        }
        List<String> header = records.get(0);
        int seed = header.indexOf(SEED);
        int fingerprint = header.indexOf("fingerprint");
        if (seed < 0 || fingerprint < seed || !header.contains(ERROR)) {
            throw new Refused(file + ": not a sweep's results.csv (its header has no seed, fingerprint and error"
                + " columns)");
        }
        List<List<String>> rows = records.subList(1, records.size());
        for (int i = 0; i < rows.size(); i++) {
            if (rows.get(i).size() != header.size()) {
                throw new Refused(file + ": line " + (i + 2) + " has " + rows.get(i).size() + " cells, the header "
                    + header.size());
            }
        }
        return new SweepResults(file, header, header.subList(seed + 1, fingerprint), rows);
    }

    /** The sweep's name: its folder's. */
    public String name() {
        Path folder = file.toAbsolutePath().getParent();
        return folder == null || folder.getFileName() == null ? file.toString() : folder.getFileName().toString();
    }

    /** The rows of the runs that finished (a failed run's row has its error and no summary). */
    List<List<String>> finished() {
        int error = columns.indexOf(ERROR);
        return rows.stream().filter(r -> r.get(error).isEmpty()).toList();
    }

    /** Runs that failed, left out of any chart. */
    public int failed() {
        return rows.size() - finished().size();
    }

    /** What an x axis can be: the seed and the numeric swept settings. */
    public List<String> xChoices() {
        List<String> choices = new ArrayList<>(List.of(SEED));
        settings.stream().filter(this::numeric).forEach(choices::add);
        return choices;
    }

    /** What a y axis can be: the numeric summary fields or metrics (after {@code error}). */
    public List<String> yChoices() {
        return columns.subList(columns.indexOf(ERROR) + 1, columns.size()).stream().filter(this::numeric).toList();
    }

    /** Whether every finished run has a number (or nothing) in {@code column}, and some run has one. */
    boolean numeric(String column) {
        int at = columns.indexOf(column);
        List<String> cells = finished().stream().map(r -> r.get(at)).filter(c -> !c.isEmpty()).toList();
        return !cells.isEmpty() && cells.stream().allMatch(c -> number(c) != null);
    }

    /** Whether {@code column} holds more than one value (empty cells aside): a setting swept, a measure that moved. */
    public boolean varies(String column) {
        int at = columns.indexOf(column);
        return rows.stream().map(r -> r.get(at)).filter(c -> !c.isEmpty()).distinct().count() > 1;
    }

    /** The column's index, or a refusal listing the columns there are. */
    int column(String name, String what) {
        int at = columns.indexOf(name);
        if (at < 0) {
            throw new Refused(file + ": no column '" + name + "' for " + what + "; the columns are "
                + String.join(", ", columns));
        }
        return at;
    }

    /** A cell as a number: a decimal, or {@code true}/{@code false} as 1/0 (so a mean is a share); else null. */
    static Double number(String cell) {
        if (cell.equals("true") || cell.equals("false")) {
            return cell.equals("true") ? 1.0 : 0.0;
        }
        try {
            double value = Double.parseDouble(cell);
            return Double.isFinite(value) ? value : null;
        } catch (NumberFormatException e) {
            return null;
        }
    }

    /** RFC 4180: cells split at commas, a quoted cell may hold commas, doubled quotes and line breaks. */
    static List<List<String>> parse(String text) {
        List<List<String>> records = new ArrayList<>();
        List<String> record = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < text.length() && text.charAt(i + 1) == '"') {
                    cell.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    cell.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                record.add(cell.toString());
                cell.setLength(0);
            } else if (c == '\n') {
                record.add(cell.toString());
                cell.setLength(0);
                records.add(record);
                record = new ArrayList<>();
            } else if (c != '\r') {
                cell.append(c);
            }
        }
        if (cell.length() > 0 || !record.isEmpty()) {
            record.add(cell.toString());
            records.add(record);
        }
        return records;
    }
}
