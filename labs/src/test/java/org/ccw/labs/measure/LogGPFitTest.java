package org.ccw.labs.measure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.stack.Stacks;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellFormatted;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.PollPerformed;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.ssam.SsamCostsLab;
import org.ccw.model.presets.LogGPFigures;
import org.junit.jupiter.api.Test;
import org.ccw.engine.ssam.SsamPresets;

/**
 * LogGP read from traces: a hand-written simulated remote read (cells, NIC records), the same read as a real run
 * records it (no NIC records: formatted frames and polls), a burst for g, and a simulated SSAM run whose figures are
 * the ones ssam-costs measures from the processes' ledgers.
 */
class LogGPFitTest {
    private final List<TraceEvent> trace = new ArrayList<>();

    /** a (0) reads from b (1): request sent at 0, injected at 4, its call ends at 5 (a's poll); b's poll takes the
     * cell at 9, read_h runs at 15 and replies (injected at 18); a takes the reply at 22, read_rh at 28. */
    private void simulatedRead(double t, long id) {
        add(n -> new MessageSent(n, us(t), 0, 0, -1, id, "request", 8, 0, 0, 1, 0, 0, 1));
        add(n -> new CellInjected(n, us(t + 4), 0, 0, n - 1, id, id, "request", 53, 0, 1));
        add(n -> new CellDeparted(n, us(t + 4), 0, 0, n - 1, id, id, "request", 53, 0, us(t + 7)));
        add(n -> new PollPerformed(n, us(t + 5), 0, 0, n - 3, "network", false));
        add(n -> new CellArrived(n, us(t + 7), 1, 0, n - 2, id, id, "request", 53, 0));
        add(n -> new PollPerformed(n, us(t + 9), 1, 0, n - 1, "network", true));
        add(n -> new CellDelivered(n, us(t + 9), 1, 0, n - 2, id, id, "request", 53));
        add(n -> new HandlerRan(n, us(t + 15), 1, 0, n - 1, 0, 1, "read_h", Time.nanos(200)));
        add(n -> new MessageDelivered(n, us(t + 15), 1, 0, n - 1, id, "request", 8, 0, 0, 1, 0, 0, 1));
        add(n -> new MessageSent(n, us(t + 15), 1, 0, n - 1, id, "reply", 12, 1, 0, 0, 0, 0, 1));
        add(n -> new CellInjected(n, us(t + 18), 1, 0, n - 1, id + 1, id, "reply", 53, 1, 0));
        add(n -> new CellDelivered(n, us(t + 22), 0, 0, n - 1, id + 1, id, "reply", 53));
        add(n -> new HandlerRan(n, us(t + 28), 0, 0, n - 1, 1, 0, "read_rh", Time.nanos(200)));
        add(n -> new MessageDelivered(n, us(t + 28), 0, 0, n - 1, id, "reply", 12, 1, 0, 0, 0, 0, 1));
    }

    @Test
    void aSimulatedReadGivesTheOverheadsFromItsCellRecordsAndLFromTheRoundTrip() {
        add(n -> new RunStarted(n, 0, -1, -1, -1, 2, "canned", 1, ""));
        simulatedRead(0, 100);
        simulatedRead(30, 200);
        simulatedRead(60, 300);

        LogGPFit fit = LogGPFit.of(trace);

        assertEquals(5, fit.os().micros(), 1e-9, "from the send to the requester's next poll");
        assertEquals(3, fit.os().samples(), "requests only: a reply's call ends inside its handler");
        assertEquals(6, fit.or().micros(), 1e-9, "from the poll taking the cell to read_h");
        assertEquals(28, fit.rtt().micros(), 1e-9);
        assertEquals(28.0 / 2 - 5 - 6, fit.l().micros(), 1e-9, "L = RTT/2 - o_s - o_r");
        assertFalse(fit.g().measured(), "each read waits for its reply: no burst");
        assertTrue(fit.g().from().contains("no burst"), fit.g().from());
    }

    @Test
    void aRealRunWithoutNicRecordsIsReadFromItsFormattedFramesAndPolls() {
        long id = 7;
        add(n -> new RunStarted(n, us(100), -1, -1, -1, 2, "canned", 1, ""));
        add(n -> new MessageSent(n, us(500), 0, 0, -1, id, "request", 8, 0, 0, 1, 0, 0, 1));
        add(n -> new CellFormatted(n, us(520), 0, 0, n - 1, id, "request", "ssam", "00", "00"));
        add(n -> new PollPerformed(n, us(530), 0, 0, -1, "network", false));
        add(n -> new PollPerformed(n, us(540), 1, 0, -1, "network", true));
        add(n -> new PollPerformed(n, us(560), 1, 0, -1, "network", true));
        add(n -> new HandlerRan(n, us(575), 1, 0, -1, 0, 1, "read_h", Time.nanos(200)));
        add(n -> new MessageDelivered(n, us(590), 1, 0, n - 1, id, "request", 8, 0, 0, 1, 0, 0, 1));
        add(n -> new MessageSent(n, us(591), 1, 0, n - 1, id, "reply", 12, 1, 0, 0, 0, 0, 1));
        add(n -> new CellFormatted(n, us(600), 1, 0, n - 1, id, "reply", "ssam", "00", "00"));
        add(n -> new MessageDelivered(n, us(650), 0, 0, -1, id, "reply", 12, 1, 0, 0, 0, 0, 1));

        LogGPFit fit = LogGPFit.of(trace);

        assertEquals(20, fit.os().micros(), 1e-9, "the send to its frame's formatting: the poll after is not the send's");
        assertTrue(fit.os().from().contains("CellFormatted"), fit.os().from());
        assertEquals(15, fit.or().micros(), 1e-9, "the last poll that found something before read_h");
        assertTrue(fit.or().from().contains("upper bound"), fit.or().from());
        assertEquals(150, fit.rtt().micros(), 1e-9);
        assertEquals(75 - 20 - 15, fit.l().micros(), 1e-9);
        assertTrue(fit.l().from().contains("kernel"), "a real run's L holds the kernel and the socket");
    }

    @Test
    void gIsTheTimePerMessageOfABurst() {
        for (int i = 0; i < 4; i++) {
            long id = i;
            add(n -> new MessageSent(n, us(3 * id), 0, 0, -1, id, "request", 8, 0, 0, 1, 0, 0, 1));
        }

        LogGPFit fit = LogGPFit.of(trace);

        assertEquals(3, fit.g().micros(), 1e-9);
        assertEquals(3, fit.g().samples());
        assertFalse(fit.os().measured(), "nothing was handed over");
        assertFalse(fit.l().measured());
    }

    @Test
    void aSimulatedSsamRunFitsTheOverheadsSsamCostsMeasuresAndTheWireItsLogPBandShows() {
        RunTrace run = RunTrace.run(SsamPresets.ssamTwoHosts());
        List<TraceEvent> records = new ArrayList<>();
        for (int i = 0; i < run.trace().size(); i++) {
            records.add(run.trace().at(i));
        }
        LabResult costs = new SsamCostsLab().run(LabOptions.defaults());

        LogGPFit fit = LogGPFit.of(records);

        assertEquals(metric(costs, "send_request_us"), fit.os().micros(), 0.01,
                "o_s is the send request of Table 3 the processes' ledgers sum");
        assertEquals(metric(costs, "handle_request_no_reply_us"), fit.or().micros(),
                0.05 * metric(costs, "handle_request_no_reply_us"),
                "o_r within 5% of handling a request: ssam-costs shares one read trap among 16 cells, a remote read"
                        + " pays it for one");
        double wire = wireLatencyUs(records);
        assertEquals(wire, fit.l().micros(), 0.05 * wire,
                "L = RTT/2 - o_s - o_r comes out as the request's time from NIC to NIC, the LogP band's L");
        LogGPFigures paper = Stacks.paperLogGP(SsamPresets.ssamTwoHosts()).orElseThrow();
        assertEquals(5.0, paper.osUs(), "beside the 1994 SPARCstation-20's 5.0 us");
    }

    /** The first request's first departure to its arrival at the responder: the LogP overlay's L band. */
    private static double wireLatencyUs(List<TraceEvent> records) {
        CellDeparted departed = null;
        for (TraceEvent e : records) {
            if (departed == null && e instanceof CellDeparted d && d.kind().equals("request")) {
                departed = d;
            } else if (departed != null && e instanceof CellArrived a && a.cellId() == departed.cellId()
                    && a.node() == 1) {
                return Time.toMicros(a.timePs() - departed.timePs());
            }
        }
        throw new AssertionError("no request arrived");
    }

    private static double metric(LabResult result, String name) {
        return result.metrics().stream().filter(m -> m.name().equals(name)).mapToDouble(Metric::value).findFirst()
                .orElseThrow();
    }

    private void add(java.util.function.LongFunction<TraceEvent> record) {
        trace.add(record.apply(trace.size()));
    }

    private static long us(double us) {
        return Math.round(us * Time.PS_PER_US);
    }
}
