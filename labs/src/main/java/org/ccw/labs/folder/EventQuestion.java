package org.ccw.labs.folder;

import java.util.Objects;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.measure.MeasureException;
import org.ccw.labs.measure.RunTrace;
import org.ccw.labs.measure.TraceQuery;

/**
 * A question answered by selecting an event of the run — in the window's event list or on the timing diagram, or
 * headless by the record's number ({@code 1234} or {@code #1234}): the first dropped cell, the reply that
 * acknowledged request 7, the moment the token moved. The right record is the one {@code event} finds in the
 * trace of the lab's scenario's run.
 */
public record EventQuestion(String id, String ask, String why, int points, TraceQuery event) implements Question {

    public EventQuestion {
        Objects.requireNonNull(id);
        Objects.requireNonNull(event);
    }

    @Override
    public String kind() {
        return "event";
    }

    /**
     * The record the question is about in {@code run}.
     *
     * @throws MeasureException when the run has no such event (the lab's fault)
     */
    public TraceEvent expected(RunTrace run) {
        return event.find(run).orElseThrow(() -> new MeasureException(id + ": the run has no " + event.describe()));
    }

    @Override
    public Verdict grade(String given, Evidence evidence) {
        RunTrace run = evidence.trace();
        TraceEvent expected = expected(run);
        String expectedText = TraceQuery.describe(expected, run);
        if (given == null || given.isBlank()) {
            return unanswered(expectedText);
        }
        String digits = given.strip().startsWith("#") ? given.strip().substring(1) : given.strip();
        if (!digits.matches("[0-9]{1,18}")) {
            throw new IllegalArgumentException("'" + given + "' is not a record number (write e.g. 1234 or #1234)");
        }
        long number = Long.parseLong(digits);
        if (number == expected.number()) {
            return new Verdict(id, Verdict.Outcome.RIGHT, expectedText, expectedText,
                    "right: " + expectedText + (why.isEmpty() ? "" : ". " + why), "right", points);
        }
        long first = run.trace().firstNumber();
        if (number < first || number >= first + run.trace().size()) {
            return new Verdict(id, Verdict.Outcome.WRONG, "#" + number, expectedText, "wrong: the run has no record #"
                    + number + "; " + event.describe() + " is " + expectedText, "wrong: the run has no record #" + number,
                    0);
        }
        TraceEvent chosen = run.trace().byNumber(number);
        String chosenText = TraceQuery.describe(chosen, run);
        String how = event.matches(chosen, run) ? "it is such an event, but not " + event.describe()
                : "it is not what the question asks for";
        return new Verdict(id, Verdict.Outcome.WRONG, chosenText, expectedText, "wrong: you selected " + chosenText
                + " — " + how + "; that is " + expectedText + (why.isEmpty() ? "" : ". " + why),
                "wrong: you selected " + chosenText + " — " + how, 0);
    }

    @Override
    public String key(Evidence evidence) {
        return Long.toString(expected(evidence.trace()).number());
    }
}
