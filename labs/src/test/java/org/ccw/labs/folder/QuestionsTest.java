package org.ccw.labs.folder;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;

import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.measure.KnownTrace;
import org.ccw.labs.measure.Measure;
import org.ccw.labs.measure.TraceQuery;
import org.ccw.model.units.Quantity;
import org.junit.jupiter.api.Test;

/** Each kind of question grades an answer against the run: right, wrong with how far off and why, or unreadable. */
class QuestionsTest {
    private final Evidence evidence = Evidence.of(
            () -> new LabResult("known", List.of(Metric.of("remote_read_rtt_us", 32, "us", 32.0),
                    Metric.of("loss_rate", 0.975, "fraction", null)), List.of(), "none"),
            KnownTrace::run);

    private static NumberQuestion number(NumberQuestion.Source source, String unit, String tolerance) {
        return new NumberQuestion("q", "How long?", "Because.", 2, source, unit,
                NumberQuestion.Tolerance.parse(tolerance, unit));
    }

    @Test
    void aNumberIsRightInAnyUnitOfItsDimension() {
        NumberQuestion q = number(new NumberQuestion.FromMetric("remote_read_rtt_us"), "us", "10%");
        for (String answer : List.of("32us", "0.032 ms", "32000 ns", "32", "34 µs", "29.0us")) {
            Verdict v = q.grade(answer, evidence);
            assertTrue(v.right(), answer + ": " + v.feedback());
            assertEquals(2, v.points());
        }
        assertEquals("32 us", q.key(evidence));
    }

    @Test
    void aWrongNumberSaysHowFarOffAndWhy() {
        NumberQuestion q = number(new NumberQuestion.FromMetric("remote_read_rtt_us"), "us", "10%");
        Verdict v = q.grade("0.04 ms", evidence);
        assertEquals(Verdict.Outcome.WRONG, v.outcome());
        assertEquals(0, v.points());
        assertEquals("wrong: 0.04 ms is 25% above the run's 32 us (tolerance 10%). Because.", v.feedback());
        assertEquals("wrong: '20 cells' is a number of cells, not a time (us); the run gives 32 us",
                q.grade("20 cells", evidence).feedback());
    }

    @Test
    void anAbsoluteToleranceAndAMeasureOverTheTrace() {
        NumberQuestion q = number(new NumberQuestion.FromMeasure(Measure.parse("latency(a -> b).p50")), "us", "2us");
        assertTrue(q.grade("21.9 us", evidence).right(), "the median is 20 µs");
        assertFalse(q.grade("22.1 us", evidence).right());
        assertTrue(q.grade("0.0185ms", evidence).right());
    }

    @Test
    void aFractionAnsweredInPercent() {
        NumberQuestion q = number(new NumberQuestion.FromMetric("loss_rate"), "%", "5%");
        assertTrue(q.grade("97%", evidence).right());
        assertTrue(q.grade("0.98 fraction", evidence).right());
        assertFalse(q.grade("90", evidence).right());
        assertEquals("97.5 %", q.key(evidence));
    }

    @Test
    void aStatedFigureNeedsNoRun() {
        NumberQuestion q = number(new NumberQuestion.Stated(Quantity.parse("15.27 MB/s", "")), "MB/s", "5%");
        assertTrue(q.grade("122 Mb/s", evidence).right(), "in bits per second too");
    }

    @Test
    void aBlankAnswerIsUnansweredAndAnUnreadableOneIsRefused() {
        NumberQuestion q = number(new NumberQuestion.FromMetric("remote_read_rtt_us"), "us", "10%");
        assertEquals(Verdict.Outcome.UNANSWERED, q.grade("  ", evidence).outcome());
        assertEquals("'about thirty' is not a number with a unit (write e.g. 32us or 0.032 ms)",
                assertThrows(IllegalArgumentException.class, () -> q.grade("about thirty", evidence)).getMessage());
    }

    @Test
    void aChoiceByLetterOrByItsText() {
        ChoiceQuestion q = new ChoiceQuestion("c", "What does the responder do?", "It kept the reply.", 1,
                List.of("sends its kept reply again", "runs the handler again"), 0);
        assertTrue(q.grade("a", evidence).right());
        assertTrue(q.grade(" A) ", evidence).right());
        assertTrue(q.grade("Sends its kept reply again", evidence).right());
        Verdict wrong = q.grade("b", evidence);
        assertEquals("wrong: the answer is a) sends its kept reply again. It kept the reply.", wrong.feedback());
        assertEquals("b) runs the handler again", wrong.given());
        assertEquals("'c' is not one of the choices a to b",
                assertThrows(IllegalArgumentException.class, () -> q.grade("c", evidence)).getMessage());
        assertEquals("a", q.key(evidence));
    }

    @Test
    void anEventIsTheRecordTheQueryFinds() {
        EventQuestion q = new EventQuestion("e", "Which cell was dropped first?", "", 1,
                new TraceQuery("CellDropped", Map.of(), 1));
        assertTrue(q.grade("#8", evidence).right());
        assertTrue(q.grade("8", evidence).right());
        assertEquals("8", q.key(evidence));
        Verdict second = q.grade("9", evidence);
        assertFalse(second.right());
        assertTrue(second.feedback().startsWith("wrong: you selected #9 CellDropped at 24.000 us at sw"),
                second.feedback());
        assertTrue(second.feedback().contains("it is such an event, but not the 1st CellDropped; that is #8 "
                + "CellDropped at 23.000 us at sw"), second.feedback());
        assertTrue(q.grade("17", evidence).feedback().contains("it is not what the question asks for"));
        assertTrue(q.grade("500", evidence).feedback().contains("the run has no record #500"));
        assertEquals("'the first one' is not a record number (write e.g. 1234 or #1234)",
                assertThrows(IllegalArgumentException.class, () -> q.grade("the first one", evidence)).getMessage());
    }

    @Test
    void aDiscussionIsKeptNotGraded() {
        DiscussQuestion q = new DiscussQuestion("d", "Why keep the reply?", "", 5);
        Verdict v = q.grade("  The handler must not run twice: a store would add twice.  ", evidence);
        assertEquals(Verdict.Outcome.NOTED, v.outcome());
        assertEquals("The handler must not run twice: a store would add twice.", v.given());
        assertEquals(0, v.points());
        assertEquals(0, q.points());
        assertFalse(q.graded());
        assertEquals("noted (11 words, 6 over the 5 asked): your lecturer reads it; it is not graded", v.feedback());
        assertEquals(Verdict.Outcome.UNANSWERED, q.grade(" ", evidence).outcome());
        assertEquals("", q.key(evidence), "a discussion has no key");
    }
}
