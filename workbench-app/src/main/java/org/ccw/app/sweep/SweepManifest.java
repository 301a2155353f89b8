package org.ccw.app.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.ccw.model.io.AtomicFile;

/**
 * A sweep expanded into independent runs, as {@code DIR/manifest.json} holds it: what is swept (a scenario file
 * copied into DIR, or a lab), and every run with its index, seed and settings — the cross product of the seeds and
 * each {@code --set} path's values, seeds varying fastest. Every backend runs the same manifest, and a task runs
 * one index of it ({@code workbench sweep-task --manifest DIR/manifest.json --index I}), so a run depends only on
 * the manifest and its index: the same fingerprint on this machine and on any node of a cluster.
 *
 * @param source   {@code {"scenario": "scenario.ccw", "sha256": …}} (the copy in DIR) or {@code {"lab": ID or folder}}
 * @param seeds    the seed range as given
 * @param settings each swept attribute path with its values, in the order given
 * @param runs     every run, by index
 * @param check    the check every run's row gets ({@link ExactlyOnce#NAME}), or null for none
 */
public record SweepManifest(ObjectNode source, SeedRange seeds, Map<String, List<String>> settings, List<Run> runs,
                            String check) {
    /** The manifest's file name in a sweep's directory. */
    public static final String FILE = "manifest.json";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final int FORMAT = 1;

    public SweepManifest {
        Objects.requireNonNull(source);
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        runs = List.copyOf(runs);
    }

    /** One run of the sweep. */
    public record Run(int index, long seed, Map<String, String> settings) {
        public Run {
            settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        }

        /** {@code {"index", "seed", "settings"}}: how every row of the results starts. */
        ObjectNode toJson() {
            ObjectNode node = JSON.createObjectNode().put("index", index).put("seed", seed);
            ObjectNode values = node.putObject("settings");
            settings.forEach(values::put);
            return node;
        }
    }

    /** An inclusive range of seeds, {@code A..B} (or one seed). */
    public record SeedRange(long first, long last) {
        public SeedRange {
            if (last < first) {
                throw new IllegalArgumentException("the seed range " + first + ".." + last + " is empty");
            }
        }

        /** {@code A..B} or {@code N}. */
        public static SeedRange parse(String text) {
            int dots = text.indexOf("..");
            try {
                return dots < 0 ? new SeedRange(Long.parseLong(text.strip()), Long.parseLong(text.strip()))
                        : new SeedRange(Long.parseLong(text.substring(0, dots).strip()),
                        Long.parseLong(text.substring(dots + 2).strip()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("'" + text + "' is not a seed range (A..B, e.g. 1..1000, or one"
                        + " seed)");
            }
        }

        long count() {
            return last - first + 1;
        }

        @Override
        public String toString() {
            return first == last ? Long.toString(first) : first + ".." + last;
        }
    }

    /** The cross product of {@code seeds} and every path's values, seeds varying fastest. */
    public static SweepManifest expand(ObjectNode source, SeedRange seeds, Map<String, List<String>> settings) {
        long combinations = seeds.count();
        for (List<String> values : settings.values()) {
            combinations *= values.size();
        }
        if (combinations > 10_000_000) {
            throw new IllegalArgumentException("the sweep has " + combinations + " runs; at most 10,000,000");
        }
        List<Map<String, String>> points = new ArrayList<>(List.of(Map.of()));
        for (Map.Entry<String, List<String>> path : settings.entrySet()) {
            List<Map<String, String>> next = new ArrayList<>();
            for (Map<String, String> point : points) {
                for (String value : path.getValue()) {
                    Map<String, String> extended = new LinkedHashMap<>(point);
                    extended.put(path.getKey(), value);
                    next.add(extended);
                }
            }
            points = next;
        }
        List<Run> runs = new ArrayList<>();
        for (Map<String, String> point : points) {
            for (long seed = seeds.first(); seed <= seeds.last(); seed++) {
                runs.add(new Run(runs.size(), seed, point));
            }
        }
        return new SweepManifest(source, seeds, settings, runs, null);
    }

    /** This sweep with {@code check} (null: none) made on every run. */
    public SweepManifest withCheck(String check) {
        return new SweepManifest(source, seeds, settings, runs, check);
    }

    /** The settings each distinct point of the sweep takes (every run's settings, without repeats, in order). */
    public List<Map<String, String>> points() {
        return runs.stream().map(Run::settings).distinct().toList();
    }

    public Run run(int index) {
        if (index < 0 || index >= runs.size()) {
            throw new IllegalArgumentException("no run " + index + ": the sweep has runs 0.." + (runs.size() - 1));
        }
        return runs.get(index);
    }

    public ObjectNode toJson() {
        ObjectNode root = JSON.createObjectNode().put("sweep", FORMAT);
        root.set("source", source);
        root.put("seeds", seeds.toString());
        if (check != null) {
            root.put("check", check);
        }
        ObjectNode set = root.putObject("set");
        settings.forEach((path, values) -> values.forEach(set.putArray(path)::add));
        root.putArray("runs").addAll(runs.stream().map(Run::toJson).toList());
        return root;
    }

    /** Writes the manifest to {@code file} (pretty, for a person to read), in one step. */
    public void write(Path file) throws IOException {
        byte[] text = (JSON.writerWithDefaultPrettyPrinter().writeValueAsString(toJson()) + "\n")
                .getBytes(StandardCharsets.UTF_8);
        AtomicFile.write(file, out -> out.write(text));
    }

    /**
     * Reads {@code file}.
     *
     * @throws IOException when it cannot be read or is not a sweep's manifest (the message names the file)
     */
    public static SweepManifest read(Path file) throws IOException {
        JsonNode root;
        try {
            root = JSON.readTree(file.toFile());
        } catch (IOException e) {
            throw new IOException(file + ": not a sweep's manifest (" + e.getMessage().lines().findFirst().orElse("")
                    + ")", e);
        }
        if (root == null || root.path("sweep").asInt() != FORMAT || !root.path("source").isObject()) {
            throw new IOException(file + ": not a sweep's manifest (format " + FORMAT + ")");
        }
        Map<String, List<String>> settings = new LinkedHashMap<>();
        root.path("set").fields().forEachRemaining(e -> {
            List<String> values = new ArrayList<>();
            e.getValue().forEach(v -> values.add(v.asText()));
            settings.put(e.getKey(), values);
        });
        List<Run> runs = new ArrayList<>();
        for (JsonNode run : root.path("runs")) {
            Map<String, String> values = new LinkedHashMap<>();
            run.path("settings").fields().forEachRemaining(e -> values.put(e.getKey(), e.getValue().asText()));
            runs.add(new Run(run.path("index").asInt(), run.path("seed").asLong(), values));
        }
        return new SweepManifest((ObjectNode) root.get("source"), SeedRange.parse(root.path("seeds").asText()),
                settings, runs, root.hasNonNull("check") ? root.get("check").asText() : null);
    }
}
