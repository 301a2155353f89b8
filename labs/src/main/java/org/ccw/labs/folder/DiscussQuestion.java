package org.ccw.labs.folder;

/**
 * A question answered in the student's own words ({@code discuss:} in lab.yaml): why a figure is what it is, what a
 * trace shows. It is not graded and earns no points; the answer is kept in the answers file and the report carries it
 * for the lecturer to read.
 *
 * @param words at most this many words are asked for (0: no bound); a longer answer is still kept, its verdict saying
 *              by how much it runs over
 */
public record DiscussQuestion(String id, String ask, String why, int words) implements Question {

    public DiscussQuestion {
        java.util.Objects.requireNonNull(id);
        if (words < 0) {
            throw new IllegalArgumentException("words must be 0 (no bound) or more");
        }
    }

    @Override
    public int points() {
        return 0;
    }

    @Override
    public String kind() {
        return "discuss";
    }

    /** A written answer is {@link Verdict.Outcome#NOTED}: kept for the lecturer, neither right nor wrong. */
    @Override
    public Verdict grade(String answer, Evidence evidence) {
        if (answer == null || answer.isBlank()) {
            return unanswered("");
        }
        int count = count(answer);
        String note = "noted (" + count + (count == 1 ? " word" : " words")
                + (words > 0 && count > words ? ", " + (count - words) + " over the " + words + " asked" : "")
                + "): your lecturer reads it; it is not graded";
        return new Verdict(id, Verdict.Outcome.NOTED, answer.strip(), "", note, note, 0);
    }

    /** There is no key to a discussion: the lecturer's key leaves it empty. */
    @Override
    public String key(Evidence evidence) {
        return "";
    }

    /** How many words {@code text} has (runs of non-space). */
    static int count(String text) {
        String t = text.strip();
        return t.isEmpty() ? 0 : t.split("\\s+").length;
    }
}
