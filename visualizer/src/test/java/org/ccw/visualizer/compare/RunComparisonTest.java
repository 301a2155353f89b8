package org.ccw.visualizer.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.StringWriter;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/**
 * Two hand-written runs of one scenario: a simulated one whose first request leaves at 0 µs, and a "real" one
 * that started 500 µs before its first send, slower on every message.
 */
class RunComparisonTest {
    private static final String[] NAMES = {"a", "b"};

    private final TwoRuns simulated = TwoRuns.startedAt(0)
            .trip(7, "request", 0, 1, 0, 14.5)
            .trip(7, "reply", 1, 0, 14.5, 28)
            .trip(8, "request", 0, 1, 28, 42.5)
            .trip(8, "reply", 1, 0, 42.5, 56);
    private final TwoRuns real = TwoRuns.startedAt(100)
            .trip(7, "request", 0, 1, 600, 640)
            .trip(7, "reply", 1, 0, 645, 675)
            .trip(8, "request", 0, 1, 680, 709)
            .trip(8, "reply", 1, 0, 712, 740);

    @Test
    void messagesWithTheSameIdsAreMatchedByIdAndTheirLatenciesListed() {
        RunComparison c = RunComparison.of(simulated.trace(), real.trace());

        assertEquals(RunComparison.Matching.MESSAGE_ID, c.matchedBy());
        assertEquals(4, c.rows().size());
        assertEquals(0, c.unmatchedFirst());
        assertEquals(0, c.unmatchedSecond());
        RunComparison.Row reply = c.row(7, "reply").orElseThrow();
        assertEquals(1, reply.source());
        assertEquals(0, reply.destination());
        assertEquals(TwoRuns.ps(13.5), reply.firstLatencyPs());
        assertEquals(TwoRuns.ps(30), reply.secondLatencyPs());
        assertEquals(TwoRuns.ps(16.5), reply.differencePs(), "the real reply took 16.5 µs longer");
        assertEquals(30 / 13.5, reply.ratio(), 1e-9);
        assertEquals(List.of("request", "reply", "request", "reply"),
                c.rows().stream().map(RunComparison.Row::kind).toList(), "in the first run's order of sending");
    }

    @Test
    void theSecondRunIsShiftedSoThatBothFirstSendsAreAtOneTime() {
        RunComparison c = RunComparison.of(simulated.trace(), real.trace());

        assertEquals(-TwoRuns.ps(600), c.shiftPs());
        assertEquals(0, c.rows().get(0).secondSentPs(), "both runs' first request leaves at 0 on the shared axis");
        assertEquals(TwoRuns.ps(45), c.row(7, "reply").orElseThrow().secondSentPs());
    }

    @Test
    void aMessageOnlyTheSecondRunSendsDoesNotSetTheOrigin() {
        TwoRuns chatty = TwoRuns.startedAt(100)
                .trip(99, "request", 1, 0, 450, 470)   // the real hosts telling each other they are done
                .trip(7, "request", 0, 1, 600, 640)
                .trip(7, "reply", 1, 0, 645, 675);

        RunComparison c = RunComparison.of(simulated.trace(), chatty.trace());

        assertEquals(-TwoRuns.ps(600), c.shiftPs(), "both runs' first read leaves at 0");
        assertEquals(1, c.unmatchedSecond());
    }

    @Test
    void orAtTheirRunStartedRecords() {
        RunComparison c = RunComparison.of(simulated.trace(), real.trace(), RunComparison.Alignment.RUN_STARTED);

        assertEquals(-TwoRuns.ps(100), c.shiftPs());
        assertEquals(TwoRuns.ps(500), c.rows().get(0).secondSentPs(), "the real run sent 500 µs after it started");
    }

    @Test
    void runsWhoseIdsDifferAreMatchedByKindEndpointsAndOrder() {
        TwoRuns otherIds = TwoRuns.startedAt(0)
                .trip(1007, "request", 0, 1, 10, 40)
                .trip(1007, "reply", 1, 0, 41, 70)
                .trip(1008, "request", 0, 1, 71, 100)
                .trip(1008, "reply", 1, 0, 101, 130);

        RunComparison c = RunComparison.of(simulated.trace(), otherIds.trace());

        assertEquals(RunComparison.Matching.KIND_ENDPOINTS_ORDER, c.matchedBy());
        assertEquals(4, c.rows().size());
        RunComparison.Row second = c.row(8, "request").orElseThrow();
        assertEquals(TwoRuns.ps(29), second.secondLatencyPs(), "the second request from a to b is the second one");
        assertEquals(TwoRuns.ps(61), second.secondSentPs());
    }

    @Test
    void anIdThatGoesBetweenOtherEndpointsInTheOtherRunIsNoMatch() {
        TwoRuns swapped = TwoRuns.startedAt(0)
                .trip(7, "request", 1, 0, 0, 30)
                .trip(7, "reply", 0, 1, 31, 60);

        RunComparison c = RunComparison.of(simulated.trace(), swapped.trace());

        assertEquals(RunComparison.Matching.KIND_ENDPOINTS_ORDER, c.matchedBy(), "ids that disagree are not trusted");
        assertTrue(c.rows().isEmpty(), "no request from a to b in the other run");
        assertEquals(4, c.unmatchedFirst());
        assertEquals(2, c.unmatchedSecond());
    }

    @Test
    void aMessageTheSecondRunLostIsUnmatchedNotARow() {
        TwoRuns lossy = TwoRuns.startedAt(0)
                .trip(7, "request", 0, 1, 0, 30)
                .trip(7, "reply", 1, 0, 31, 60)
                .sent(8, "request", 0, 1, 61);

        RunComparison c = RunComparison.of(simulated.trace(), lossy.trace());

        assertEquals(RunComparison.Matching.MESSAGE_ID, c.matchedBy());
        assertEquals(2, c.rows().size());
        assertEquals(2, c.unmatchedFirst());
        assertEquals(0, c.unmatchedSecond());
    }

    @Test
    void theMedianRatioSaysHowMuchSlowerTheSecondRunWas() {
        RunComparison c = RunComparison.of(simulated.trace(), real.trace());

        // 40/14.5 = 2.76, 30/13.5 = 2.22, 29/14.5 = 2.00, 28/13.5 = 2.07: the middle two
        assertEquals((28 / 13.5 + 30 / 13.5) / 2, c.medianRatio(), 1e-9);
    }

    @Test
    void theRowsWriteAsCsvOneMessageALine() throws IOException {
        StringWriter out = new StringWriter();
        ComparisonCsv.write(RunComparison.of(simulated.trace(), real.trace()), n -> NAMES[n], "simulated", "real",
                out);

        String[] lines = out.toString().split("\n");
        assertEquals("id,kind,from,to,sent_us,simulated_us,real_us,difference_us,ratio", lines[0]);
        assertEquals("7,request,a,b,0.000,14.500,40.000,25.500,2.759", lines[1]);
        assertEquals(5, lines.length);
    }

    @Test
    void theGhostsAreTheSecondRunsMessagesWithTheShift() {
        RunComparison c = RunComparison.of(simulated.trace(), real.trace());

        assertEquals(4, c.ghosts("real udp").trips().size());
        assertEquals(c.shiftPs(), c.ghosts("real udp").shiftPs());
        assertEquals(Time.micros(0), c.ghosts("real udp").trips().get(0).sent().timePs() + c.shiftPs());
    }
}
