package org.ccw.app.sweep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The exactly-once check on small made-up traces: what passes, and the one-line reason of each way to fail. */
class ExactlyOnceTest {
    private static final long FINISHED = 5_000_000;

    private final ExactlyOnce check = new ExactlyOnce();
    private long number;

    private void sent(long id, String kind) {
        check.accept(new TraceEvent.MessageSent(number++, number, 0, 0, -1, id, kind, 8, 0, 0, 1, 0, 0, 1));
    }

    private void delivered(long id, String kind) {
        check.accept(new TraceEvent.MessageDelivered(number++, number, 1, 0, -1, id, kind, 8, 0, 0, 1, 0, 0, 1));
    }

    @Test
    void everyMessageDeliveredOnceInAFinishedRunPasses() {
        sent(1, "request");
        delivered(1, "request");
        // a reply shares its request's id, never its kind
        sent(1, "reply");
        sent(2, "request");
        delivered(2, "request");
        delivered(1, "reply");

        assertEquals(new ExactlyOnce.Verdict(true, ""), check.verdict(FINISHED));
    }

    @Test
    void aMessageNeverDeliveredFails() {
        sent(1, "request");
        delivered(1, "request");
        sent(0x2a, "reply");

        ExactlyOnce.Verdict verdict = check.verdict(FINISHED);
        assertFalse(verdict.passed());
        assertEquals("1 of 2 messages never delivered (first: reply 0x2a)", verdict.reason());
    }

    @Test
    void aMessageDeliveredTwiceFails() {
        sent(7, "data");
        delivered(7, "data");
        delivered(7, "data");

        assertEquals(new ExactlyOnce.Verdict(false, "1 delivered more than once (first: data 0x7)"),
                check.verdict(FINISHED));
    }

    @Test
    void aDeliveryOfNothingSentFails() {
        delivered(3, "request");

        ExactlyOnce.Verdict verdict = check.verdict(FINISHED);
        assertFalse(verdict.passed());
        assertTrue(verdict.reason().startsWith("1 delivered but never sent (first: request 0x3)"), verdict.reason());
    }

    @Test
    void aRunCutOffByItsDurationFailsThoughNothingWasLostYet() {
        sent(1, "request");
        delivered(1, "request");

        assertEquals(new ExactlyOnce.Verdict(false, "the run did not finish within its duration"),
                check.verdict(-1));
    }

    @Test
    void everyWayAtOnceIsOneLine() {
        sent(1, "request");
        sent(2, "request");
        delivered(2, "request");
        delivered(2, "request");

        String reason = check.verdict(-1).reason();
        assertEquals("1 of 2 messages never delivered (first: request 0x1); 1 delivered more than once (first:"
                + " request 0x2); the run did not finish within its duration", reason);
        assertEquals(1, reason.lines().count());
    }
}
