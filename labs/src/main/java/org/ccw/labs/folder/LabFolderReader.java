package org.ccw.labs.folder;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.ccw.engine.kernel.Time;
import org.ccw.labs.measure.Measure;
import org.ccw.labs.measure.MeasureException;
import org.ccw.labs.measure.RunTrace;
import org.ccw.labs.measure.TraceQuery;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ModelLoadException;
import org.ccw.model.units.Quantity;

/**
 * Reads a lab folder — {@code lab.yaml} and {@code instructions.md} — into a {@link LabFolder}, checking all of it:
 * every field known and of the right form, units and tolerances that read, measures and trace queries that parse,
 * question ids and bookmark names unique, a choice's answer among its options. A problem is a
 * {@link LabFormatException} naming the file, the line and the field. {@code labs/README.md} documents the format.
 */
public final class LabFolderReader {
    /** The lab file's name in its folder. */
    public static final String LAB_FILE = "lab.yaml";
    /** The instructions' file name in its folder. */
    public static final String INSTRUCTIONS_FILE = "instructions.md";

    private final YamlTree tree;
    private final Set<String> questionIds = new HashSet<>();

    private LabFolderReader(YamlTree tree) {
        this.tree = tree;
    }

    /**
     * Reads the lab in {@code folder}, whose name is its id; {@code shownAs} is how errors name the folder (e.g.
     * {@code labs/catalogue/ssam-loss}).
     *
     * @throws LabFormatException naming the file, line, field and problem
     */
    public static LabFolder read(Path folder, String shownAs) {
        checkSize(folder, shownAs);
        String id = folder.getFileName().toString().replaceAll("/$", "");
        String labFile = shownAs + "/" + LAB_FILE;
        String instructionsFile = shownAs + "/" + INSTRUCTIONS_FILE;
        String yaml = readText(folder.resolve(LAB_FILE), labFile);
        String instructions = readText(folder.resolve(INSTRUCTIONS_FILE), instructionsFile);
        LabFolderReader reader = new LabFolderReader(YamlTree.parse(labFile, yaml));
        LabFolder lab = reader.lab(id, folder);
        lab = new LabFolder(lab.id(), lab.folder(), lab.javaLab(), lab.scenarioFile(), lab.title(), lab.paper(),
                lab.source(), lab.topic(), lab.goal(), lab.minutes(), instructions.replace("\r\n", "\n"), lab.bookmarks(),
                lab.steps(), lab.measures(), lab.checks(), lab.variants());
        for (String heading : List.of(LabFolder.LOOK_FOR, LabFolder.PAPER_FOUND)) {
            if (lab.sections().getOrDefault(heading, "").isEmpty()) {
                throw new LabFormatException(instructionsFile, 0, "", "has no '## " + heading + "' section");
            }
        }
        reader.checkAgainstScenario(lab, shownAs);
        return lab;
    }

    /** A lab folder holds a few files a lecturer writes and a scenario: anything far bigger is refused unread. */
    static final long MAX_FOLDER_BYTES = 64L << 20;

    private static void checkSize(Path folder, String shownAs) {
        long bytes;
        try (java.util.stream.Stream<Path> files = Files.walk(folder, 4)) {
            bytes = files.filter(Files::isRegularFile).mapToLong(f -> {
                try {
                    return Files.size(f);
                } catch (java.io.IOException unreadable) {
                    return 0; // read (and named) when the file is needed
                }
            }).sum();
        } catch (java.io.IOException | java.io.UncheckedIOException e) {
            return; // a folder that cannot be listed is named when its lab.yaml is read
        }
        if (bytes > MAX_FOLDER_BYTES) {
            throw new LabFormatException(shownAs, 0, "", "holds " + (bytes >> 20) + " MB; a lab folder is at most "
                    + (MAX_FOLDER_BYTES >> 20) + " MB (lab.yaml, instructions.md and a scenario)");
        }
    }

    /**
     * Loads a folder-only lab's scenario and checks its measures' node names against it, so that a lab that would
     * fail when graded does not load.
     */
    private void checkAgainstScenario(LabFolder lab, String shownAs) {
        if (lab.scenarioFile().isPresent() && !Files.isRegularFile(lab.folder().resolve(lab.scenarioFile().get()))) {
            throw tree.error("scenario", "no file " + lab.scenarioFile().get() + " in the folder");
        }
        Optional<Scenario> scenario;
        try {
            scenario = lab.loadScenario();
        } catch (ModelLoadException e) {
            throw new LabFormatException(shownAs + "/" + lab.scenarioFile().orElseThrow(), e.line(), "",
                    e.problem());
        }
        if (scenario.isEmpty()) {
            return;
        }
        List<String> nodes;
        try {
            nodes = RunTrace.names(TopologyBuilder.from(scenario.get()));
        } catch (RuntimeException e) {
            throw new LabFormatException(shownAs + "/" + lab.scenarioFile().orElseThrow(), 0, "",
                    "does not make a topology: " + e.getMessage());
        }
        for (int i = 0; i < lab.measures().size(); i++) {
            checkPlaces("measures[" + i + "].measure", lab.measures().get(i).measure(), nodes);
        }
        if (lab.variants().isPresent()) {
            int i = 0;
            for (Map.Entry<String, List<String>> parameter : lab.variants().get().parameters().entrySet()) {
                String at = "variants.parameters[" + i++ + "].path";
                for (String value : parameter.getValue()) {
                    parse(at, () -> {
                        Variants.check(scenario.get(), parameter.getKey(), value);
                        return value;
                    });
                }
            }
        }
        for (int i = 0; i < lab.steps().size(); i++) {
            if (lab.steps().get(i).question().orElse(null) instanceof NumberQuestion number
                    && number.expected() instanceof NumberQuestion.FromMeasure from) {
                checkPlaces("steps[" + i + "].question.number.measure", from.measure(), nodes);
            }
        }
    }

    private static String readText(Path file, String shownAs) {
        return PersonsFile.read(file, shownAs, "missing (a lab folder holds " + LAB_FILE + " and " + INSTRUCTIONS_FILE
                + ")");
    }

    private LabFolder lab(String folderId, Path folder) {
        JsonNode root = tree.root();
        if (!root.isObject()) {
            throw tree.error("", "must be a mapping of fields (id, title, goal, steps, ...)");
        }
        known("", root, "id", "java", "scenario", "title", "paper", "source", "topic", "goal", "duration", "bookmarks", "steps",
                "variants",
                "measures", "checks");
        String id = optional("", root, "id").orElse(folderId);
        if (!id.equals(folderId)) {
            throw tree.error("id", "'" + id + "' is not the folder's name '" + folderId + "'");
        }
        Optional<String> java = optional("", root, "java");
        Optional<String> scenario = optional("", root, "scenario");
        if (java.isPresent() == scenario.isPresent()) {
            throw tree.error("", java.isPresent() ? "names both a Java lab (java) and a scenario; a Java lab's code "
                    + "builds its scenarios" : "names neither a Java lab (java: its class) nor a scenario file"
                    + " (scenario: a .ccw in the folder)");
        }
        List<Bookmark> bookmarks = list("bookmarks", root.get("bookmarks"), this::bookmark);
        Set<String> names = new HashSet<>();
        for (int i = 0; i < bookmarks.size(); i++) {
            if (!names.add(bookmarks.get(i).name())) {
                throw tree.error("bookmarks[" + i + "].name", "a second bookmark called " + bookmarks.get(i).name());
            }
        }
        List<Step> steps = list("steps", root.get("steps"), this::step);
        if (steps.isEmpty()) {
            throw tree.error("steps", "a lab needs at least one step");
        }
        for (int i = 0; i < steps.size(); i++) {
            Optional<String> mark = steps.get(i).bookmark();
            if (mark.isPresent() && !names.contains(mark.get())) {
                throw tree.error("steps[" + i + "].bookmark", "no bookmark called " + mark.get());
            }
        }
        List<MeasureSpec> measures = list("measures", root.get("measures"), this::measure);
        List<CheckSpec> checks = list("checks", root.get("checks"), this::check);
        if (java.isPresent() && !(measures.isEmpty() && checks.isEmpty())) {
            throw tree.error(measures.isEmpty() ? "checks" : "measures", "a Java lab's figures and checks are its "
                    + "code's; only a folder-only lab (scenario:) lists its own");
        }
        return new LabFolder(id, folder, java, scenario, required("", root, "title"), required("", root, "paper"),
                required("", root, "source"), required("", root, "topic"), required("", root, "goal"), minutes(root), "", bookmarks, steps,
                measures, checks, variants(root.get("variants"), java.isPresent()));
    }

    /** {@code variants: {seed: 1..1000, parameters: [{path: faults.lossRate, values: [0.001, 0.002]}]}}. */
    private Optional<Variants> variants(JsonNode node, boolean javaLab) {
        if (node == null || node.isNull()) {
            return Optional.empty();
        }
        if (!node.isObject()) {
            throw tree.error("variants", "must be a mapping with seed (e.g. 1..1000) and, for a lab without Java, "
                    + "parameters");
        }
        known("variants", node, "seed", "parameters");
        String seeds = required("variants", node, "seed");
        java.util.regex.Matcher range = java.util.regex.Pattern.compile("\\s*([0-9]+)\\s*\\.\\.\\s*([0-9]+)\\s*")
                .matcher(seeds);
        if (!range.matches() || Long.parseLong(range.group(2)) < Long.parseLong(range.group(1))) {
            throw tree.error("variants.seed", "'" + seeds + "' is not a range of seeds (write e.g. 1..1000)");
        }
        Map<String, List<String>> parameters = new LinkedHashMap<>();
        List<Map.Entry<String, List<String>>> read = list("variants.parameters", node.get("parameters"),
                (path, p) -> {
                    known(path, p, "path", "values");
                    JsonNode values = p.get("values");
                    if (values == null || !values.isArray() || values.isEmpty()) {
                        throw tree.error(path + ".values", "a list of the values the attribute may take");
                    }
                    List<String> texts = new ArrayList<>();
                    values.forEach(v -> texts.add(v.asText()));
                    return Map.entry(required(path, p, "path"), texts);
                });
        if (javaLab && !read.isEmpty()) {
            throw tree.error("variants.parameters", "a Java lab's code builds its scenarios; only a lab without Java "
                    + "(scenario:) takes parameters");
        }
        read.forEach(e -> parameters.put(e.getKey(), e.getValue()));
        return Optional.of(new Variants(Long.parseLong(range.group(1)), Long.parseLong(range.group(2)), parameters));
    }

    private int minutes(JsonNode root) {
        String text = required("", root, "duration");
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("([0-9]+)\\s*(min|minutes|h|hours?)")
                .matcher(text.strip());
        if (!m.matches()) {
            throw tree.error("duration", "'" + text + "' is not a duration (write e.g. 30 min or 1 h)");
        }
        return Integer.parseInt(m.group(1)) * (m.group(2).startsWith("h") ? 60 : 1);
    }

    private Bookmark bookmark(String path, JsonNode node) {
        known(path, node, "name", "label", "at", "event");
        String name = required(path, node, "name");
        Optional<Long> at = optional(path, node, "at").map(t -> {
            Quantity q = parse(path + ".at", () -> Quantity.parse(t, "us"));
            return Math.round(parse(path + ".at", () -> q.in("us")) * Time.PS_PER_US);
        });
        Optional<TraceQuery> event = node.has("event") ? Optional.of(query(path + ".event", node.get("event")))
                : Optional.empty();
        if (at.isPresent() == event.isPresent()) {
            throw tree.error(path, "a bookmark has either a time (at: 120us) or an event (event: ...)");
        }
        return new Bookmark(name, optional(path, node, "label").orElse(name), at, event);
    }

    private Step step(String path, JsonNode node) {
        known(path, node, "title", "do", "bookmark", "question");
        Optional<Question> question = node.has("question") ? Optional.of(question(path + ".question",
                node.get("question"))) : Optional.empty();
        return new Step(required(path, node, "title"), required(path, node, "do"), question,
                optional(path, node, "bookmark"));
    }

    private Question question(String path, JsonNode node) {
        object(path, node);
        known(path, node, "id", "ask", "why", "points", "number", "choice", "event", "discuss");
        String id = required(path, node, "id");
        if (!id.matches("[A-Za-z0-9_][A-Za-z0-9_.-]*")) {
            throw tree.error(path + ".id", "'" + id + "' is not an id (letters, digits, _ . -)");
        }
        if (!questionIds.add(id)) {
            throw tree.error(path + ".id", "a second question with id " + id);
        }
        String ask = required(path, node, "ask");
        String why = optional(path, node, "why").orElse("");
        int points = optional(path, node, "points").map(p -> parse(path + ".points", () -> {
            int n = Integer.parseInt(p);
            if (n < 1) {
                throw new IllegalArgumentException("points must be 1 or more");
            }
            return n;
        })).orElse(1);
        List<String> kinds = List.of("number", "choice", "event", "discuss").stream().filter(node::has).toList();
        if (kinds.size() != 1) {
            throw tree.error(path, kinds.isEmpty() ? "a question needs its answer: number, choice, event or discuss"
                    : "a question has one kind of answer, not " + String.join(" and ", kinds));
        }
        if (kinds.get(0).equals("discuss") && node.has("points")) {
            throw tree.error(path + ".points", "a discuss question is not graded: it has no points");
        }
        String sub = path + "." + kinds.get(0);
        JsonNode answer = node.get(kinds.get(0));
        return switch (kinds.get(0)) {
            case "number" -> number(id, ask, why, points, sub, answer);
            case "choice" -> choice(id, ask, why, points, sub, answer);
            case "discuss" -> discuss(id, ask, why, sub, answer);
            default -> new EventQuestion(id, ask, why, points, query(sub, answer));
        };
    }

    private NumberQuestion number(String id, String ask, String why, int points, String path, JsonNode node) {
        object(path, node);
        known(path, node, "metric", "measure", "value", "unit", "tolerance");
        String unit = optional(path, node, "unit").orElse("");
        parse(path + ".unit", () -> Quantity.dimension(unit));
        List<String> sources = List.of("metric", "measure", "value").stream().filter(node::has).toList();
        if (sources.size() != 1) {
            throw tree.error(path, "a number comes from one of metric (the Java lab's), measure (over the trace) or"
                    + " value (stated)" + (sources.isEmpty() ? "" : ", not " + String.join(" and ", sources)));
        }
        String text = required(path, node, sources.get(0));
        String at = path + "." + sources.get(0);
        NumberQuestion.Source source = switch (sources.get(0)) {
            case "metric" -> new NumberQuestion.FromMetric(text);
            case "measure" -> {
                Measure measure = parse(at, () -> Measure.parse(text));
                if (!Quantity.sameDimension(measure.unit(), unit)) {
                    throw tree.error(path + ".unit", "'" + unit + "' is not in the dimension of " + measure.text()
                            + ", which is in " + measure.unit());
                }
                yield new NumberQuestion.FromMeasure(measure);
            }
            default -> {
                Quantity value = parse(at, () -> Quantity.parse(text, unit));
                parse(at, () -> value.in(unit));
                yield new NumberQuestion.Stated(value);
            }
        };
        NumberQuestion.Tolerance tolerance = parse(path + ".tolerance",
                () -> NumberQuestion.Tolerance.parse(required(path, node, "tolerance"), unit));
        return new NumberQuestion(id, ask, why, points, source, unit, tolerance);
    }

    private ChoiceQuestion choice(String id, String ask, String why, int points, String path, JsonNode node) {
        object(path, node);
        known(path, node, "options", "answer");
        List<String> options = list(path + ".options", node.get("options"), (p, n) -> {
            if (!n.isValueNode()) {
                throw tree.error(p, "an option is one line of text");
            }
            return n.asText();
        });
        if (options.size() < 2 || options.size() > 26) {
            throw tree.error(path + ".options", "a choice needs 2 to 26 options, not " + options.size());
        }
        String answer = required(path, node, "answer");
        ChoiceQuestion probe = new ChoiceQuestion(id, ask, why, points, options, 0);
        int index = parse(path + ".answer", () -> probe.option(answer));
        return new ChoiceQuestion(id, ask, why, points, options, index);
    }

    /** {@code discuss: {}} or {@code discuss: {words: 150}}: free text, at most so many words asked for. */
    private DiscussQuestion discuss(String id, String ask, String why, String path, JsonNode node) {
        object(path, node);
        known(path, node, "words");
        int words = optional(path, node, "words").map(w -> parse(path + ".words", () -> {
            int n = Integer.parseInt(w);
            if (n < 1) {
                throw new IllegalArgumentException("words must be 1 or more (leave it out for no bound)");
            }
            return n;
        })).orElse(0);
        return new DiscussQuestion(id, ask, why, words);
    }

    private TraceQuery query(String path, JsonNode node) {
        object(path, node);
        known(path, node, "kind", "where", "nth");
        Map<String, String> where = new LinkedHashMap<>();
        if (node.has("where")) {
            object(path + ".where", node.get("where"));
            for (Iterator<Map.Entry<String, JsonNode>> it = node.get("where").fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> f = it.next();
                if (!f.getValue().isValueNode()) {
                    throw tree.error(path + ".where." + f.getKey(), "a filter's value is one word or number");
                }
                where.put(f.getKey(), f.getValue().asText());
            }
        }
        String nth = optional(path, node, "nth").orElse("1");
        if (!nth.equals("last") && !nth.matches("[0-9]{1,9}")) {
            throw tree.error(path + ".nth", "'" + nth + "' is not which one (write 1, 2, ... or last)");
        }
        int n = nth.equals("last") ? 0 : Integer.parseInt(nth);
        return parse(path, () -> new TraceQuery(required(path, node, "kind"), where, n == 0 && !nth.equals("last") ? -1 : n));
    }

    private MeasureSpec measure(String path, JsonNode node) {
        known(path, node, "name", "measure", "unit", "paper", "why");
        Measure measure = parse(path + ".measure", () -> Measure.parse(required(path, node, "measure")));
        String unit = optional(path, node, "unit").orElse(measure.unit());
        if (!parse(path + ".unit", () -> Quantity.sameDimension(unit, measure.unit()))) {
            throw tree.error(path + ".unit", "'" + unit + "' is not in the dimension of " + measure.text()
                    + ", which is in " + measure.unit());
        }
        Optional<Quantity> paper = optional(path, node, "paper").map(p -> {
            Quantity q = parse(path + ".paper", () -> Quantity.parse(p, unit));
            parse(path + ".paper", () -> q.in(unit));
            return q;
        });
        return new MeasureSpec(required(path, node, "name"), measure, unit, paper,
                optional(path, node, "why").orElse(""));
    }

    private CheckSpec check(String path, JsonNode node) {
        known(path, node, "name", "expect", "why");
        return parse(path + ".expect", () -> CheckSpec.parse(required(path, node, "name"),
                required(path, node, "expect"), optional(path, node, "why").orElse("")));
    }

    private <T> List<T> list(String path, JsonNode node, ItemReader<T> item) {
        if (node == null || node.isNull()) {
            return List.of();
        }
        if (!node.isArray()) {
            throw tree.error(path, "must be a list (lines starting with '- ')");
        }
        List<T> items = new ArrayList<>();
        for (int i = 0; i < node.size(); i++) {
            String at = path + "[" + i + "]";
            items.add(item.read(at, node.get(i)));
        }
        return items;
    }

    private void object(String path, JsonNode node) {
        if (!node.isObject()) {
            throw tree.error(path, "must be a mapping of fields");
        }
    }

    private void known(String path, JsonNode node, String... fields) {
        object(path, node);
        Set<String> allowed = Set.of(fields);
        for (Iterator<String> it = node.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!allowed.contains(name)) {
                throw tree.error(path.isEmpty() ? name : path + "." + name, "unknown field (known here: "
                        + String.join(", ", fields) + ")");
            }
        }
    }

    private String required(String path, JsonNode node, String field) {
        return optional(path, node, field).orElseThrow(() -> new LabFormatException(tree.file(), tree.line(path),
                path.isEmpty() ? field : path + "." + field, "missing"));
    }

    private Optional<String> optional(String path, JsonNode node, String field) {
        JsonNode value = node.get(field);
        String at = path.isEmpty() ? field : path + "." + field;
        if (value == null || value.isNull()) {
            return Optional.empty();
        }
        if (!value.isValueNode()) {
            throw tree.error(at, "must be text, not a " + (value.isArray() ? "list" : "mapping"));
        }
        if (value.asText().isBlank()) {
            throw tree.error(at, "is empty");
        }
        return Optional.of(value.asText().strip());
    }

    /** Runs {@code reading}, turning what it refuses into an error at {@code path}. */
    private void checkPlaces(String path, Measure measure, List<String> nodes) {
        parse(path, () -> {
            measure.checkPlaces(nodes);
            return measure;
        });
    }

    private <T> T parse(String path, java.util.function.Supplier<T> reading) {
        try {
            return reading.get();
        } catch (MeasureException | IllegalArgumentException e) {
            throw tree.error(path, e.getMessage());
        }
    }

    @FunctionalInterface
    private interface ItemReader<T> {
        T read(String path, JsonNode node);
    }
}
