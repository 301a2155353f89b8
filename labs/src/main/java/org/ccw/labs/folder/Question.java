package org.ccw.labs.folder;

/**
 * A question of a lab step. A prediction's answer is checked: a number with a unit and a tolerance
 * ({@link NumberQuestion}), a choice ({@link ChoiceQuestion}) or an event to find in the run's trace
 * ({@link EventQuestion}); the expected answer comes from the run ({@link Evidence}) unless the lab file states it. A
 * discussion ({@link DiscussQuestion}) is answered in the student's words, kept and not graded.
 */
public sealed interface Question permits NumberQuestion, ChoiceQuestion, EventQuestion, DiscussQuestion {

    /** Unique within its lab; the key in an answers file and a CSV column, e.g. {@code first-drop}. */
    String id();

    /** The question as the student reads it. */
    String ask();

    /** Why the answer is what it is, shown after answering; may be empty. */
    String why();

    /** What a right answer earns (1 unless the lab file says otherwise; 0 for a discussion, which is not graded). */
    int points();

    /** Whether an answer earns points: every question but a discussion. */
    default boolean graded() {
        return !(this instanceof DiscussQuestion);
    }

    /** {@code number}, {@code choice}, {@code event} or {@code discuss}. */
    String kind();

    /**
     * Checks {@code answer} (as the student typed it; blank for not answered) against {@code evidence}.
     *
     * @throws IllegalArgumentException when the answer cannot be read (not a number, a unit this build does not
     *                                  know, no such choice, not a record number), naming the problem
     * @throws org.ccw.labs.measure.MeasureException when the run lacks what the question names (the lab's fault)
     */
    Verdict grade(String answer, Evidence evidence);

    /**
     * Checks {@code answer} as {@link #grade} does, except that an answer that cannot be read is wrong, with what is
     * wrong with it as its feedback ({@code where} places the problem, e.g. at its file's line): one malformed answer
     * costs its own points, not the others'.
     */
    default Verdict gradeEach(String answer, Evidence evidence, java.util.function.UnaryOperator<String> where) {
        try {
            return grade(answer, evidence);
        } catch (IllegalArgumentException unreadable) {
            String why = where.apply("cannot be read: " + unreadable.getMessage());
            return new Verdict(id(), Verdict.Outcome.WRONG, answer, "?", why, why, 0);
        }
    }

    /** The right answer as an answers file gives it ({@code 28.1 us}, {@code b}, {@code 1234}). */
    String key(Evidence evidence);

    /** A verdict for a blank answer. */
    default Verdict unanswered(String expected) {
        return new Verdict(id(), Verdict.Outcome.UNANSWERED, "", expected, "not answered", "not answered", 0);
    }
}
