package org.ccw.labs.grading;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.ccw.labs.folder.Evidence;
import org.ccw.labs.folder.LabFolder;
import org.ccw.labs.folder.Question;
import org.ccw.labs.folder.Verdict;

/**
 * One student's answers to a lab, graded: a verdict per question in the lab's order, the score and the most it could
 * be ({@code workbench lab check}).
 *
 * @param sheet      the answers
 * @param verdicts   one per question the lab asks, in its order
 * @param unreadable the answers that could not be read, each as {@code FILE:LINE: answers.ID: cannot be read: ...}
 */
public record GradeReport(AnswerSheet sheet, List<Question> questions, List<Verdict> verdicts, List<String> unreadable) {
    private static final ObjectMapper JSON = new ObjectMapper();

    public GradeReport {
        questions = List.copyOf(questions);
        verdicts = List.copyOf(verdicts);
        unreadable = List.copyOf(unreadable);
    }

    /**
     * Grades {@code sheet} against {@code evidence}, every question of {@code lab} on its own: an answer that cannot
     * be read (not a number, no such choice, not a record number) is wrong, its feedback naming the file's line and
     * the problem, and the others still count.
     *
     * @throws org.ccw.labs.measure.MeasureException when the run lacks what a question names (the lab's fault)
     */
    public static GradeReport grade(LabFolder lab, AnswerSheet sheet, Evidence evidence) {
        List<Verdict> verdicts = new ArrayList<>();
        List<String> unreadable = new ArrayList<>();
        for (Question question : lab.questions()) {
            verdicts.add(question.gradeEach(sheet.answer(question.id()), evidence, problem -> {
                unreadable.add(sheet.error(question.id(), problem).getMessage());
                return unreadable.get(unreadable.size() - 1);
            }));
        }
        return new GradeReport(sheet, lab.questions(), verdicts, unreadable);
    }

    /** Points earned. */
    public int score() {
        return verdicts.stream().mapToInt(Verdict::points).sum();
    }

    /** The most points the lab gives. */
    public int maxScore() {
        return questions.stream().mapToInt(Question::points).sum();
    }

    /** Whether every graded question is answered right (a discussion, not graded, does not count). */
    public boolean allRight() {
        for (int i = 0; i < verdicts.size(); i++) {
            if (questions.get(i).graded() && !verdicts.get(i).right()) {
                return false;
            }
        }
        return true;
    }

    /**
     * {@code {"lab", "student", "file", "score", "max", "all_right", "answers": [{"question", "kind", "outcome",
     * "given", "expected", "points", "max", "feedback"}]}}, outcome one of {@code right wrong unanswered noted}. Unless
     * {@code reveal}, {@code expected} is null and the feedback says only right or wrong and how far off, so a
     * student who checks a blank file learns no answer.
     */
    public String toJson(boolean reveal) {
        ObjectNode root = JSON.createObjectNode();
        root.put("lab", sheet.lab()).put("student", sheet.student()).put("file", sheet.file())
                .put("score", score()).put("max", maxScore()).put("all_right", allRight());
        for (int i = 0; i < verdicts.size(); i++) {
            Verdict v = verdicts.get(i);
            ObjectNode answer = root.withArray("answers").addObject().put("question", v.question())
                    .put("kind", questions.get(i).kind()).put("outcome", v.outcome().word()).put("given", v.given());
            if (reveal) {
                answer.put("expected", v.expected());
            } else {
                answer.putNull("expected");
            }
            answer.put("points", v.points()).put("max", questions.get(i).points())
                    .put("feedback", reveal ? v.feedback() : v.hint());
        }
        return root.toString();
    }

    /**
     * The report as Gradescope's autograder reads {@code results.json}: {@code {"score", "max_score", "output",
     * "tests": [{"name", "score", "max_score", "output"}]}}, a test per question, its output what a student may see
     * (right or wrong and how far off, never the expected answer). A discussion is not a test: it is not graded.
     */
    public String toGradescope() {
        ObjectNode root = JSON.createObjectNode();
        root.put("score", score()).put("max_score", maxScore())
                .put("output", "lab " + sheet.lab() + ": " + score() + " of " + maxScore());
        root.putArray("tests");
        for (int i = 0; i < verdicts.size(); i++) {
            Verdict v = verdicts.get(i);
            if (!questions.get(i).graded()) {
                continue;
            }
            root.withArray("tests").addObject().put("name", v.question()).put("score", v.points())
                    .put("max_score", questions.get(i).points()).put("output", v.hint());
        }
        return root.toString();
    }
}
