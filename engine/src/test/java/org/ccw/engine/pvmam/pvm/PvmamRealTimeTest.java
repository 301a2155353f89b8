package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * A PVMAM job's PVM programs over real UDP and TCP sockets on 127.0.0.1 ({@code run --transport}): the same AM and
 * PVM code as a simulated run, the same trace records, every PVM message delivered exactly once — also through
 * datagrams lost, duplicated and damaged on purpose.
 */
class PvmamRealTimeTest {
    /** A hang guard, not a speed: a lost datagram waits out the adaptive timer's 200 ms floor, longer on a busy machine. */
    private static final long LIMIT_PS = 120 * Time.PS_PER_S;

    @TempDir
    Path dir;

    /** The Solaris preset's ping-pong of {@code rounds} messages of {@code bytes}, with faults at rate {@code loss}. */
    static Scenario pingPong(int rounds, int bytes, double loss) {
        Scenario s = PvmamPresets.pvmamSolarisEthernet();
        s.getWorkloads().get(0).setMessageCount(rounds);
        s.getWorkloads().get(0).setMessageBytes(bytes);
        PvmamConfig config = (PvmamConfig) s.getCluster().getJobs().get(0).getStack();
        config.setTimeoutMicros(5_000);
        s.getFaults().setLossRate(loss);
        s.getFaults().setDuplicationRate(loss / 2);
        s.getFaults().setCorruptionRate(loss / 2);
        return s;
    }

    @Test
    void aPvmPingPongOverRealUdpWritesTheRecordsOfASimulatedRun() throws Exception {
        Path file = dir.resolve("pvmam-udp.jsonl");
        RealTimeSummary summary = RealTimeRun.of(pingPong(50, 8, 0), RealTimeTransport.UDP).until(LIMIT_PS)
                .traceFile(file).run();

        assertTrue(summary.complete(), summary.toString());
        assertEquals("pvmam", summary.stack());
        assertEquals(100, summary.messagesSent(), "50 pings and 50 pongs");
        assertEquals(100, summary.messagesDelivered(), summary.toString());
        assertEquals(50, summary.repliesHandled(), "every round trip back at the pinger");
        assertTrue(summary.framesSent() <= 110, "200 AMs, a request and its reply each way a round trip, in about 100"
                + " datagrams: each blank reply leaves with the request its task sends next: " + summary);
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(file);
        Set<String> types = trace.stream().map(e -> e instanceof TraceEvent.StackRecord r ? r.kind()
                : e.getClass().getSimpleName()).collect(Collectors.toSet());
        assertTrue(types.containsAll(Set.of("TaskStateChanged", "MessageSent", "MessageDelivered", "HandlerRan",
                "WindowChanged", "CellFormatted")), types.toString());
        assertEquals(100, delivered(trace, "pvm"), "each PVM message delivered once");
        assertEquals(100, delivered(trace, "request"), "each fragment one request, handled once");
    }

    @Test
    void theAmAndDirectRoutesRunOverRealTcp() throws Exception {
        for (PvmRoute route : List.of(PvmRoute.AM, PvmRoute.DIRECT)) {
            Scenario s = pingPong(20, 20_000, 0);
            ((PvmamConfig) s.getCluster().getJobs().get(0).getStack()).setRoute(route);
            RealTimeSummary summary = RealTimeRun.of(s, RealTimeTransport.TCP).until(LIMIT_PS).run();

            assertTrue(summary.complete(), route + ": " + summary);
            assertEquals(40, summary.messagesDelivered(), route + ": 20 KB messages of 3 fragments, whole");
            assertEquals(20, summary.repliesHandled(), route + ": " + summary);
        }
    }

    @Test
    void fourHundredRoundTripsThroughLossDuplicationDamageAndReorderingDeliverEveryMessageOnce() throws Exception {
        Path file = dir.resolve("pvmam-faults.jsonl");
        Scenario faulty = pingPong(400, 8, 0.05);
        faulty.getFaults().setReorderRate(0.05);
        RealTimeSummary summary = RealTimeRun.of(faulty, RealTimeTransport.UDP).seed(11)
                .until(LIMIT_PS).traceFile(file).run();

        assertTrue(summary.complete(), summary.toString());
        assertTrue(summary.framesLost() > 0 && summary.framesDuplicated() > 0 && summary.framesCorrupted() > 0,
                "faults were injected: " + summary);
        // four AMs a round trip, 1,600 and more: in about 800 datagrams, so most that the faults hit carried two
        assertTrue(summary.framesSent() < 1_200, "AMs shared datagrams: " + summary);
        assertTrue(summary.retransmissions() > 0, summary.toString());
        assertEquals(800, summary.messagesDelivered(), summary.toString());
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(file);
        List<Long> ids = trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .map(e -> (TraceEvent.MessageDelivered) e).filter(m -> m.kind().equals("pvm"))
                .map(TraceEvent.MessageDelivered::messageId).toList();
        assertEquals(800, ids.size());
        assertEquals(800, Set.copyOf(ids).size(), "no PVM message delivered twice");
    }

    private static long delivered(List<TraceEvent> trace, String kind) {
        return trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .filter(e -> ((TraceEvent.MessageDelivered) e).kind().equals(kind)).count();
    }
}
