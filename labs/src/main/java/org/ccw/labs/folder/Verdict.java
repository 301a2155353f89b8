package org.ccw.labs.folder;

/**
 * How one answer came out: right, wrong, not answered, or noted (a discussion, kept and not graded), what was given and what was expected (as text a student
 * reads: {@code 28.1 us}, {@code b) the responder sends its kept reply}, {@code #1234 CellDropped ...}), and
 * feedback: how far off and why.
 *
 * @param question the question's id
 * @param feedback how far off and why, naming the expected answer (the lecturer's view, {@code lab check --reveal})
 * @param hint     right or wrong and how far off, without the expected answer (what a student is shown)
 * @param points   the points the answer earned (the question's points when right, else 0)
 */
public record Verdict(String question, Outcome outcome, String given, String expected, String feedback, String hint,
                      int points) {

    /** How an answer came out. */
    public enum Outcome {
        RIGHT, WRONG, UNANSWERED,
        /** A discussion's answer: written, kept for the lecturer, neither right nor wrong. */
        NOTED;

        /** As JSON and CSV give it: {@code right}, {@code wrong}, {@code unanswered}, {@code noted}. */
        public String word() {
            return name().toLowerCase(java.util.Locale.ROOT);
        }
    }

    /** Whether the answer is right. */
    public boolean right() {
        return outcome == Outcome.RIGHT;
    }
}
