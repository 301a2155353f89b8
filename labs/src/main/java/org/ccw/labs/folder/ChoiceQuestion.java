package org.ccw.labs.folder;

import java.util.List;
import java.util.Locale;
import java.util.Objects;

/**
 * A question answered by choosing one of {@code options}, written {@code a}, {@code b}, ... or as the option's text.
 *
 * @param answer the index of the right option, from 0
 */
public record ChoiceQuestion(String id, String ask, String why, int points, List<String> options, int answer)
        implements Question {

    public ChoiceQuestion {
        Objects.requireNonNull(id);
        options = List.copyOf(options);
        if (answer < 0 || answer >= options.size()) {
            throw new IllegalArgumentException("answer " + answer + " is not one of " + options.size() + " options");
        }
    }

    @Override
    public String kind() {
        return "choice";
    }

    /** The letter of option {@code index}: {@code a}, {@code b}, ... */
    public static String letter(int index) {
        return String.valueOf((char) ('a' + index));
    }

    /**
     * The option {@code text} names, by its letter or its text (case and surrounding space ignored).
     *
     * @throws IllegalArgumentException naming the letters there are
     */
    public int option(String text) {
        String t = text.strip().toLowerCase(Locale.ROOT);
        for (int i = 0; i < options.size(); i++) {
            if (t.equals(letter(i)) || t.equals(letter(i) + ")") || t.equals(options.get(i).strip().toLowerCase(Locale.ROOT))) {
                return i;
            }
        }
        throw new IllegalArgumentException("'" + text + "' is not one of the choices " + letter(0) + " to "
                + letter(options.size() - 1));
    }

    @Override
    public Verdict grade(String given, Evidence evidence) {
        String expected = letter(answer) + ") " + options.get(answer);
        if (given == null || given.isBlank()) {
            return unanswered(expected);
        }
        int chosen = option(given);
        boolean right = chosen == answer;
        String feedback = (right ? "right" : "wrong: the answer is " + expected) + (why.isEmpty() ? "" : ". " + why);
        return new Verdict(id, right ? Verdict.Outcome.RIGHT : Verdict.Outcome.WRONG,
                letter(chosen) + ") " + options.get(chosen), expected, feedback, right ? "right" : "wrong",
                right ? points : 0);
    }

    @Override
    public String key(Evidence evidence) {
        return letter(answer);
    }
}
