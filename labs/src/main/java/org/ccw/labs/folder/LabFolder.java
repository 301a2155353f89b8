package org.ccw.labs.folder;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import org.ccw.labs.LabGuide;
import org.ccw.labs.LabOptions;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.model.io.ModelLoadException;

/**
 * A lab as a lecturer writes it, one folder ({@code labs/catalogue/ID/}, documented in {@code labs/README.md}):
 * {@code lab.yaml} (what the lab is, its steps and questions, its bookmarks; a folder-only lab's scenario, measures
 * and checks) and {@code instructions.md} (the text a student reads). Read by {@link LabFolderReader}; the
 * catalogue of folders is {@link LabCatalogue}.
 *
 * @param id           the lab's id, the folder's name (e.g. {@code ssam-loss})
 * @param folder       where it was read from (a folder on disk, or inside the labs jar)
 * @param javaLab      the Java lab that measures it (its class, registered as a {@code org.ccw.labs.Lab}), if any
 * @param scenarioFile a folder-only lab's scenario, a file in the folder
 * @param title        one line for {@code lab list}
 * @param paper        the paper's short name the lab browser groups by, e.g. {@code SSAM (von Eicken et al. 1994)}
 * @param source       the paper and sections it follows, e.g. {@code von Eicken et al. (seed 000) §3.3.1}
 * @param topic        what it teaches, for the lab browser (e.g. {@code reliability})
 * @param goal         one paragraph: the experiment and why it matters
 * @param minutes      about how long a student needs
 * @param instructions the Markdown text of {@code instructions.md}
 * @param bookmarks    named places in the run
 * @param steps        what to do, in order, with their questions
 * @param measures     a folder-only lab's figures (empty for a Java lab, whose code measures)
 * @param checks       a folder-only lab's checks (empty for a Java lab)
 * @param variants     the lab's per-student variants, if it has them
 */
public record LabFolder(String id, Path folder, Optional<String> javaLab, Optional<String> scenarioFile,
                        String title, String paper, String source, String topic, String goal, int minutes, String instructions,
                        List<Bookmark> bookmarks, List<Step> steps, List<MeasureSpec> measures,
                        List<CheckSpec> checks, Optional<Variants> variants) {

    /** The heading in {@code instructions.md} of what a run shows when it reproduces the paper. */
    public static final String LOOK_FOR = "What to look for";
    /** The heading of what the paper measured or argued. */
    public static final String PAPER_FOUND = "What the paper found";
    /** The heading of open questions to discuss (no checked answer). */
    public static final String DISCUSS = "To discuss";

    public LabFolder {
        Objects.requireNonNull(id);
        Objects.requireNonNull(javaLab);
        Objects.requireNonNull(scenarioFile);
        Objects.requireNonNull(variants);
        bookmarks = List.copyOf(bookmarks);
        steps = List.copyOf(steps);
        measures = List.copyOf(measures);
        checks = List.copyOf(checks);
    }

    /** The steps' questions, in order. */
    public List<Question> questions() {
        return steps.stream().flatMap(s -> s.question().stream()).toList();
    }

    /** The question {@code id}, if the lab asks it. */
    public Optional<Question> question(String id) {
        return questions().stream().filter(q -> q.id().equals(id)).findFirst();
    }

    /** The bookmark {@code name}, if the lab has it. */
    public Optional<Bookmark> bookmark(String name) {
        return bookmarks.stream().filter(b -> b.name().equals(name)).findFirst();
    }

    /** Whether the lab has no Java: its scenario, measures and checks are all in its folder. */
    public boolean folderOnly() {
        return javaLab.isEmpty();
    }

    /**
     * The options this lab's questions are graded with for student {@code studentId}: their variant when the lab
     * has variants and an id is given, else {@link LabOptions#defaults()}.
     */
    public LabOptions optionsFor(Optional<String> studentId) {
        return variants.flatMap(v -> studentId.map(student -> LabOptions.of(v.of(id, student))))
                .orElse(LabOptions.defaults());
    }

    /** The sections of {@code instructions.md} by their {@code ## } heading, each as its Markdown text. */
    public Map<String, String> sections() {
        Map<String, String> sections = new LinkedHashMap<>();
        String heading = "";
        StringBuilder body = new StringBuilder();
        for (String line : instructions.split("\n", -1)) {
            if (line.startsWith("## ")) {
                sections.put(heading, body.toString().strip());
                heading = line.substring(3).strip();
                body.setLength(0);
            } else {
                body.append(line).append('\n');
            }
        }
        sections.put(heading, body.toString().strip());
        return sections;
    }

    /**
     * The lab's instructions as {@code lab show} and the "Lab steps" tab read them: the goal and source from
     * {@code lab.yaml}, the steps, what to look for and what the paper found from {@code instructions.md}, and the
     * questions — the steps' prediction questions, then those to discuss.
     */
    public LabGuide guide() {
        Map<String, String> sections = sections();
        List<String> questions = new ArrayList<>();
        questions().forEach(q -> questions.add(q.ask()));
        for (String line : sections.getOrDefault(DISCUSS, "").split("\n")) {
            if (line.startsWith("- ") || line.startsWith("* ")) {
                questions.add(line.substring(2).strip());
            } else if (!line.isBlank() && !questions.isEmpty()) {
                questions.set(questions.size() - 1, questions.get(questions.size() - 1) + " " + line.strip());
            }
        }
        return new LabGuide(goal, source, steps.stream().map(s -> LabGuide.step(s.title(), s.text())).toList(),
                paragraph(sections.getOrDefault(LOOK_FOR, "")), paragraph(sections.getOrDefault(PAPER_FOUND, "")),
                questions, notes(sections));
    }

    /** The sections the guide has no part of its own for, in the file's order (the text before the first has none). */
    private static List<LabGuide.Note> notes(Map<String, String> sections) {
        List<LabGuide.Note> notes = new ArrayList<>();
        sections.forEach((heading, body) -> {
            if (!heading.isEmpty() && !List.of(LOOK_FOR, PAPER_FOUND, DISCUSS).contains(heading) && !body.isBlank()) {
                notes.add(new LabGuide.Note(heading, paragraphs(body)));
            }
        });
        return notes;
    }

    /** Markdown split into paragraphs at blank lines and list items, each joined into one line. */
    private static List<String> paragraphs(String markdown) {
        List<String> paragraphs = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : markdown.split("\n", -1)) {
            boolean item = line.startsWith("- ") || line.startsWith("* ") || line.matches("\\d+\\. .*");
            if ((line.isBlank() || item) && !current.isEmpty()) {
                paragraphs.add(paragraph(current.toString()));
                current.setLength(0);
            }
            if (!line.isBlank()) {
                current.append(line).append('\n');
            }
        }
        if (!current.isEmpty()) {
            paragraphs.add(paragraph(current.toString()));
        }
        return paragraphs;
    }

    /**
     * A folder-only lab's scenario, loaded from its folder (a new model each call); empty for a lab without one.
     *
     * @throws ModelLoadException when the file does not load
     */
    public Optional<Scenario> loadScenario() throws ModelLoadException {
        if (scenarioFile.isEmpty()) {
            return Optional.empty();
        }
        Path file = folder.resolve(scenarioFile.get());
        if (file.getFileSystem().equals(java.nio.file.FileSystems.getDefault())) {
            return Optional.of(ClusterModelIO.load(file));
        }
        // inside the labs jar: EMF reads files, so the scenario is copied out first
        try {
            Path copy = Files.createTempFile(id + "-", ".ccw");
            try {
                Files.copy(file, copy, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
                return Optional.of(ClusterModelIO.load(copy));
            } finally {
                Files.deleteIfExists(copy);
            }
        } catch (IOException e) {
            throw new ModelLoadException(ModelLoadException.Kind.UNREADABLE, file, 0, 0, e.getMessage(), e);
        }
    }

    /** Markdown lines joined into one paragraph of text, without the bold markers no label draws. */
    private static String paragraph(String markdown) {
        return String.join(" ", markdown.strip().split("\\s*\n\\s*")).replace("**", "");
    }
}
