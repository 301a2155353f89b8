package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The network protocol's own code over real UDP sockets on 127.0.0.1: the NOW's ping-pong, every request handled
 * once and every reply back, also when datagrams are lost, duplicated and damaged on purpose.
 */
class AmIIRealTimeTest {
    private static final long LIMIT_PS = 120 * Time.PS_PER_S;
    private static final int ROUNDS = 200;

    @TempDir
    Path dir;

    private static Scenario nowPingPong(double loss) {
        Scenario now = AmIIPresets.now(2);
        now.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        now.getWorkloads().get(0).setMessageCount(ROUNDS);
        now.getFaults().setLossRate(loss);
        now.getFaults().setDuplicationRate(loss / 2);
        now.getFaults().setCorruptionRate(loss / 2);
        return now;
    }

    @Test
    void aPingPongOverUdpHandlesEveryRequestOnceAndGetsEveryReply() throws Exception {
        Path file = dir.resolve("amii-udp.jsonl");
        RealTimeSummary summary = RealTimeRun.of(nowPingPong(0), RealTimeTransport.UDP).until(LIMIT_PS)
                .traceFile(file).run();

        assertTrue(summary.complete(), summary.toString());
        assertEquals("amii", summary.stack());
        assertEquals(2L * ROUNDS, summary.messagesDelivered(), "each request and each reply handled once");
        assertEquals(ROUNDS, summary.repliesHandled(), summary.toString());
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(file);
        assertEquals(2L * ROUNDS, trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance).count(),
                "the trace has the schema of a simulated run");
    }

    @Test
    void aRealCpuRunsAStagesContinuationInPlaceInsteadOfAsAnEvent() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(nowPingPong(0), RealTimeTransport.UDP).until(LIMIT_PS).run();

        assertTrue(summary.complete(), summary.toString());
        // a round trip's stages charge nothing on a real CPU: 22 events a round trip when every stage was one, 8 while
        // a poll's deliveries and the NIC's filing were events; 2 now (the driver's next request and the step that
        // sends it)
        assertTrue(summary.events() < 3L * ROUNDS, summary.events() + " events for " + ROUNDS + " round trips");
    }

    @Test
    void lostDuplicatedAndDamagedDatagramsAreRecovered() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(nowPingPong(0.05), RealTimeTransport.UDP).seed(5).until(LIMIT_PS)
                .run();

        assertTrue(summary.complete(), summary.toString());
        assertEquals(ROUNDS, summary.repliesHandled(), summary.toString());
        assertTrue(summary.framesLost() > 0 && summary.retransmissions() > 0, summary.toString());
    }

    @Test
    void twoProcessesOfOneHostAreRefusedNamingTheHost() {
        Scenario now = nowPingPong(0);
        org.ccw.model.cluster.Process second = now.getCluster().getJobs().get(0).getProcesses().get(1);
        Host first = (Host) now.getCluster().getJobs().get(0).getProcesses().get(0).getProcessor().eContainer();
        org.ccw.model.cluster.Processor cpu1 = ClusterFactory.eINSTANCE.createProcessor();
        cpu1.setName("cpu1");
        first.getProcessors().add(cpu1);
        second.setProcessor(cpu1);

        RealTimeRun.SetupException refused = assertThrows(RealTimeRun.SetupException.class,
                () -> RealTimeRun.of(now, RealTimeTransport.UDP).until(LIMIT_PS).run());
        assertTrue(refused.getMessage().contains("u170-0 runs two processes"), refused.getMessage());
    }

    @Test
    void theLogGPMicrobenchmarkIsRefusedOverARealTransportNamingWhatRuns() {
        Scenario clump = AmIIPresets.clump(2);

        RealTimeRun.SetupException refused = assertThrows(RealTimeRun.SetupException.class,
                () -> RealTimeRun.of(clump, RealTimeTransport.UDP).until(LIMIT_PS).run());
        assertTrue(refused.getMessage().contains("AM-II over a real transport runs ping-pong workloads; a"
                + " LOGGP_MICROBENCHMARK workload runs simulated"), refused.getMessage());
    }
}
