package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The SSAM two-host scenario over real sockets on 127.0.0.1, both hosts in this JVM: every remote read is
 * handled once and answered once, also when the scenario's loss, duplication and corruption drop and damage
 * datagrams at the sending socket. Bounded: 150 reads, and a 30 s wall-clock limit the runs end well before.
 */
class RealTimeRunTest {
    private static final int READS = 150;
    /** A hang guard, not a speed: a lost datagram waits out the adaptive timer's 200 ms floor, longer on a busy machine. */
    private static final long LIMIT_PS = 120 * Time.PS_PER_S;

    @TempDir
    Path dir;

    private static Scenario remoteReads(double loss) {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setKind(WorkloadKind.REMOTE_READ);
        scenario.getWorkloads().get(0).setMessageCount(READS);
        scenario.getFaults().setLossRate(loss);
        scenario.getFaults().setDuplicationRate(loss / 2);
        scenario.getFaults().setCorruptionRate(loss / 2);
        return scenario;
    }

    private static void assertExactlyOnce(RealTimeSummary summary) {
        assertTrue(summary.complete(), "both hosts ended on their own: " + summary);
        assertEquals(READS, summary.messagesSent(), "one request per read");
        assertEquals(READS, summary.messagesDelivered(), "each read handled exactly once at the remote host");
        assertEquals(READS, summary.repliesHandled(), "each reply handled exactly once at the reader");
    }

    @Test
    void everyReadIsHandledAndAnsweredOnceOverUdp() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(remoteReads(0), RealTimeTransport.UDP).until(LIMIT_PS).run();

        assertExactlyOnce(summary);
        assertEquals("udp", summary.transport());
        assertEquals(2, summary.hosts().size());
        assertEquals(0, summary.framesLost(), "nothing dropped on purpose, and every datagram could be sent");
    }

    @Test
    void lostDuplicatedAndCorruptedDatagramsAreRecoveredExactlyOnce() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(remoteReads(0.05), RealTimeTransport.UDP).seed(5)
                .until(LIMIT_PS).run();

        assertExactlyOnce(summary);
        assertTrue(summary.framesLost() > 0, "the loss rate dropped datagrams: " + summary);
        assertTrue(summary.retransmissions() > 0, "and SSAM sent them again: " + summary);
    }

    @Test
    void theSameHoldsOverTcpWithFramesDroppedAtTheSendingSocket() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(remoteReads(0.05), RealTimeTransport.TCP).seed(3)
                .until(LIMIT_PS).run();

        assertExactlyOnce(summary);
        assertEquals("tcp", summary.transport());
        assertTrue(summary.retransmissions() > 0, summary.toString());
    }

    @Test
    void theTraceHoldsBothHostsHandlersNumberedDenselyInTimeOrder() throws Exception {
        Path file = dir.resolve("real.jsonl");

        RealTimeSummary summary = RealTimeRun.of(remoteReads(0), RealTimeTransport.UDP).until(LIMIT_PS)
                .traceFile(file).run();

        List<TraceEvent> trace = JsonLinesTraceReader.readAll(file);
        assertEquals(summary.traceRecords(), trace.size());
        for (int i = 0; i < trace.size(); i++) {
            assertEquals(i, trace.get(i).number());
            assertTrue(i == 0 || trace.get(i).timePs() >= trace.get(i - 1).timePs(), "time never goes back");
            assertTrue(trace.get(i).cause() < i, "a cause comes before what it caused");
        }
        assertTrue(trace.get(0) instanceof TraceEvent.RunStarted);
        assertEquals(summary.stack(), ((TraceEvent.RunStarted) trace.get(0)).stack(), "the header names the stack");
        assertTrue(trace.get(trace.size() - 1) instanceof TraceEvent.RunEnded);
        long handlers = trace.stream().filter(e -> e instanceof TraceEvent.HandlerRan h
                && !h.handler().equals("finished_h")).count();
        assertEquals(2L * READS, handlers, "each read's request handler and reply handler ran once");
    }

    @Test
    void aSingleHostNeedsEveryPeerAndAFreePort() throws Exception {
        Scenario scenario = remoteReads(0);
        InetSocketAddress any = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);

        RealTimeRun.SetupException unknown = assertThrows(RealTimeRun.SetupException.class,
                () -> RealTimeRun.of(scenario, RealTimeTransport.UDP).only("ss20-z", any, Map.of()).run());
        assertTrue(unknown.getMessage().contains("unknown host 'ss20-z'"), unknown.getMessage());

        RealTimeRun.SetupException missing = assertThrows(RealTimeRun.SetupException.class,
                () -> RealTimeRun.of(scenario, RealTimeTransport.UDP).only("ss20-a", any, Map.of()).run());
        assertTrue(missing.getMessage().contains("no --peer for host ss20-b"), missing.getMessage());

        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            InetSocketAddress taken = new InetSocketAddress(InetAddress.getLoopbackAddress(), busy.getLocalPort());
            RealTimeRun.SetupException bind = assertThrows(RealTimeRun.SetupException.class,
                    () -> RealTimeRun.of(scenario, RealTimeTransport.TCP).only("ss20-a", taken,
                            Map.of("ss20-b", any)).run());
            assertTrue(bind.getMessage().startsWith("cannot listen on"), bind.getMessage());
        }
    }
}
