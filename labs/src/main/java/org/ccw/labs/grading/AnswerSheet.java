package org.ccw.labs.grading;

import java.nio.file.Path;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.LabFormatException;
import org.ccw.labs.folder.PersonsFile;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.YamlTree;

/**
 * One student's answers to one lab, as an answers file gives them ({@code labs/README.md}, "Answers files"):
 * <pre>
 * lab: ssam-loss
 * student: Ada Lovelace
 * student_id: s1234567        # optional: the course's id for the student (a roster's id column)
 * email: ada@example.edu      # optional
 * answers:
 *   first-drop: 36
 *   retransmissions-loss10: 930 cells
 *   lost-reply: a
 * </pre>
 * A question left out or left empty is unanswered; a question the lab does not ask is an error.
 *
 * @param file    the file's name as errors give it
 * @param lab     the lab's id
 * @param student   the student's name
 * @param studentId the course's id for the student, if the file gives one
 * @param email     the student's email address, if the file gives one
 * @param answers question id → the answer as written, in the file's order
 * @param tree    the file as read, for the line of each answer
 */
public record AnswerSheet(String file, String lab, String student, Optional<String> studentId, Optional<String> email,
                          Map<String, String> answers, YamlTree tree) {

    public AnswerSheet {
        Objects.requireNonNull(file);
        answers = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(answers));
    }

    /**
     * Reads {@code path}, answers to {@code lab}.
     *
     * @throws LabFormatException naming the file, line, field and problem: not YAML, another lab's answers, no
     *                            student, an answer to a question the lab does not ask, an answer that is not one value
     */
    public static AnswerSheet read(Path path, LabFolder lab) {
        String file = path.toString();
        String text = PersonsFile.read(path, file, "no such file");
        return parse(file, text, lab);
    }

    /** Reads {@code text}, the contents of {@code file}, answers to {@code lab}. */
    public static AnswerSheet parse(String file, String text, LabFolder lab) {
        YamlTree tree = YamlTree.parse(file, text);
        JsonNode root = tree.root();
        if (!root.isObject()) {
            throw tree.error("", "must be a mapping with lab, student and answers");
        }
        for (Iterator<String> it = root.fieldNames(); it.hasNext(); ) {
            String name = it.next();
            if (!Set.of("lab", "student", "student_id", "email", "answers").contains(name)) {
                throw tree.error(name, "unknown field (an answers file has lab, student, student_id, email and "
                        + "answers)");
            }
        }
        String labId = text(tree, root, "lab");
        if (!labId.equals(lab.id())) {
            throw tree.error("lab", "answers to lab " + labId + ", not " + lab.id());
        }
        String student = text(tree, root, "student");
        Optional<String> studentId = root.has("student_id") ? Optional.of(text(tree, root, "student_id"))
                : Optional.empty();
        Optional<String> email = root.has("email") ? Optional.of(text(tree, root, "email")) : Optional.empty();
        if (email.isPresent() && !email.get().matches("[^@\\s]+@[^@\\s]+")) {
            throw tree.error("email", "'" + email.get() + "' is not an email address");
        }
        Map<String, String> answers = new LinkedHashMap<>();
        JsonNode node = root.get("answers");
        if (node != null && !node.isNull()) {
            if (!node.isObject()) {
                throw tree.error("answers", "must be a mapping of question id to answer");
            }
            for (Iterator<Map.Entry<String, JsonNode>> it = node.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> answer = it.next();
                String at = "answers." + answer.getKey();
                if (lab.question(answer.getKey()).isEmpty()) {
                    throw tree.error(at, "lab " + lab.id() + " asks no question '" + answer.getKey() + "' (it asks "
                            + String.join(", ", lab.questions().stream().map(Question::id).toList()) + ")");
                }
                if (!answer.getValue().isValueNode()) {
                    throw tree.error(at, "an answer is one value (a number with its unit, a letter, a record number)");
                }
                answers.put(answer.getKey(), answer.getValue().isNull() ? "" : answer.getValue().asText());
            }
        }
        return new AnswerSheet(file, labId, student, studentId, email, answers, tree);
    }

    /** The answer to question {@code id} as written; blank when not answered. */
    public String answer(String id) {
        return answers.getOrDefault(id, "");
    }

    /** An error about the answer to question {@code id}, at its line. */
    public LabFormatException error(String id, String problem) {
        return tree.error("answers." + id, problem);
    }

    private static String text(YamlTree tree, JsonNode root, String field) {
        JsonNode value = root.get(field);
        if (value == null || value.isNull() || !value.isValueNode() || value.asText().isBlank()
                || value.asText().strip().contains("\n") || value.asText().strip().contains("\r")) {
            throw new LabFormatException(tree.file(), tree.line(value == null ? "" : field), field,
                    value == null ? "missing" : "must be one line of text");
        }
        return value.asText().strip();
    }
}
