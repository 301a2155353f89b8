package org.ccw.labs.grading;

import java.util.List;
import java.util.Optional;

import org.ccw.labs.folder.ChoiceQuestion;
import org.ccw.labs.folder.DiscussQuestion;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.EventQuestion;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.NumberQuestion;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Step;
import org.ccw.model.units.Quantity;

/**
 * An answers file for a lab, as {@code workbench lab answers ID} prints it: the template a student fills in (every
 * question as a comment above its empty answer: what it asks and how to write the answer), or the lecturer's key
 * (the same, with the answers the lab's runs give, which {@code lab check} grades all right).
 */
public final class AnswersFile {
    private AnswersFile() {
    }

    /** The file to fill in, for student {@code student}. */
    public static String template(LabFolder lab, String student) {
        return write(lab, student, Optional.empty(), null);
    }

    /** The file to fill in, for student {@code student} whom the course knows by {@code studentId}. */
    public static String template(LabFolder lab, String student, String studentId) {
        return write(lab, student, Optional.of(studentId), null);
    }

    /** The lecturer's key: every answer the lab's runs give, over {@code evidence}. */
    public static String key(LabFolder lab, Evidence evidence) {
        return write(lab, "answer key", Optional.empty(), q -> q.key(evidence));
    }

    /** One student's key: the answers their variant's runs give ({@code evidence}), under their name and id. */
    public static String key(LabFolder lab, Evidence evidence, String student, String studentId) {
        return write(lab, student, Optional.of(studentId), q -> q.key(evidence));
    }

    /** A file name for student {@code studentId}'s file: the id with anything but letters, digits, {@code . _ -} as _. */
    public static String fileName(String studentId) {
        return studentId.replaceAll("[^A-Za-z0-9._-]", "_") + ".yaml";
    }

    /**
     * The file filled in with {@code answers} (question id → answer as written; a question not among them is left
     * empty): what the window saves as a student's progress, which {@code lab check} grades as it grades any file.
     */
    public static String answered(LabFolder lab, String student, Optional<String> studentId,
                                  java.util.Map<String, String> answers) {
        return write(lab, student, studentId, q -> answers.getOrDefault(q.id(), ""));
    }

    private static String write(LabFolder lab, String student, Optional<String> studentId,
                                java.util.function.Function<Question, String> answer) {
        StringBuilder text = new StringBuilder();
        text.append("# Answers to lab ").append(lab.id()).append(": ").append(lab.title()).append('\n');
        text.append("# Write each answer after its question's id; leave one empty to skip it. ")
                .append("Check with: workbench lab check ").append(lab.id()).append(" --answers FILE\n");
        text.append("lab: ").append(lab.id()).append('\n');
        text.append("student: ").append(quoted(student)).append('\n');
        studentId.ifPresent(id -> text.append("student_id: ").append(quoted(id)).append('\n'));
        text.append("answers:\n");
        List<Step> steps = lab.steps();
        for (int i = 0; i < steps.size(); i++) {
            if (steps.get(i).question().isEmpty()) {
                continue;
            }
            Question q = steps.get(i).question().get();
            text.append("  # ").append(i + 1).append(". ").append(steps.get(i).title()).append(": ")
                    .append(q.ask().replace('\n', ' ')).append('\n');
            text.append("  #    ").append(how(q)).append('\n');
            text.append("  ").append(q.id()).append(':');
            String given = answer == null ? "" : answer.apply(q).strip();
            if (!given.isEmpty()) {
                text.append(' ').append(quoted(given));
            }
            text.append('\n');
        }
        return text.toString();
    }

    /** How to write the answer to {@code q}. */
    private static String how(Question q) {
        if (q instanceof NumberQuestion n) {
            String kind = Quantity.dimension(n.unit());
            String others = kind.equals("time") ? " (or another unit of time: 32us, 0.032 ms)"
                    : List.of("bytes", "bytes/time", "ratio").contains(kind) ? " (or another unit of its kind)" : "";
            return "a number in " + (n.unit().isEmpty() ? "plain figures" : n.unit()) + others + "; right within "
                    + n.tolerance();
        }
        if (q instanceof DiscussQuestion d) {
            return "in your own words" + (d.words() > 0 ? ", at most " + d.words() + " words" : "")
                    + " (one line in quotes, or | and indented lines below); read by your lecturer, not graded";
        }
        if (q instanceof ChoiceQuestion c) {
            StringBuilder options = new StringBuilder("one letter:");
            for (int i = 0; i < c.options().size(); i++) {
                options.append(' ').append(ChoiceQuestion.letter(i)).append(") ").append(c.options().get(i))
                        .append(i + 1 < c.options().size() ? ";" : "");
            }
            return options.toString();
        }
        EventQuestion e = (EventQuestion) q;
        return "the number of the trace record you selected (the # in the Event list), e.g. 1234; "
                + e.event().kind() + " records";
    }

    /** {@code text} as a YAML scalar: quoted when YAML would read it otherwise (a line break escaped, as YAML reads it). */
    private static String quoted(String text) {
        return text.matches("[A-Za-z0-9][A-Za-z0-9 ._/-]*") && !text.endsWith(" ")
                ? text : '"' + text.replace("\\", "\\\\").replace("\"", "\\\"").replace("\r", "")
                .replace("\n", "\\n").replace("\t", "\\t") + '"';
    }
}
