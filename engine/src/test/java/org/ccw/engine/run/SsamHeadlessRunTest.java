package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ccw.engine.ssam.SsamPresets;
import org.ccw.engine.pvmam.PvmamWorkloads;

/** {@code workbench run} on a scenario whose job runs SSAM: the stack, not raw cells, carries the workload. */
class SsamHeadlessRunTest {

    private static Scenario twoHosts(WorkloadKind kind, int messages, int bytes) {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setKind(kind);
        scenario.getWorkloads().get(0).setMessageCount(messages);
        scenario.getWorkloads().get(0).setMessageBytes(bytes);
        return scenario;
    }

    @ParameterizedTest
    @ValueSource(strings = {"PING_PONG", "REMOTE_READ", "REMOTE_STORE", "BULK_TRANSFER"})
    void everyTwoPartyWorkloadRunsToTheEndThroughSsam(String name) throws IOException {
        WorkloadKind kind = WorkloadKind.valueOf(name);
        RunSummary run = HeadlessRun.of(twoHosts(kind, 20, 64)).run();

        assertEquals("ssam", run.stack());
        assertTrue(run.finishedPs() > 0, "the workload finished within the scenario's duration");
        assertEquals(run.messagesSent(), run.messagesDelivered(), "each request's handler ran once");
        int expected = kind == WorkloadKind.BULK_TRANSFER ? 20 * 2 : 20; // 64 bytes = two 32-byte bulk cells
        assertEquals(expected, run.messagesSent());
        assertEquals(0, run.cellsDropped());
    }

    @Test
    void theFabricsRecordsCarryTheStacksCellKinds() throws IOException {
        TraceLog log = new TraceLog();
        HeadlessRun.of(twoHosts(WorkloadKind.REMOTE_READ, 5, 8)).sink(log).run();

        TraceLog.Snapshot trace = log.snapshot();
        assertEquals("ssam", trace.stack(), "the trace's RunStarted names its stack");
        Set<String> kinds = java.util.Arrays.stream(trace.positionsOf(TraceEvent.CellInjected.class))
                .mapToObj(i -> ((TraceEvent.CellInjected) trace.at(i)).kind()).collect(Collectors.toSet());
        assertEquals(Set.of("request", "reply"), kinds, "reads are requests answered by replies; no raw data");
    }

    @Test
    void anAllToAllPermutationOnSixteenHostsFinishesWithEveryBlockInPlace() throws IOException {
        Scenario scenario = SsamPresets.atmCluster(16);
        RunSummary run = HeadlessRun.of(scenario).untraced().run();

        assertEquals("ssam", run.stack());
        assertTrue(run.finishedPs() > 0);
        assertEquals(run.messagesSent(), run.messagesDelivered());
        assertEquals(16 * 15 * 2, run.messagesSent(), "15 phases of a 40-byte message = two bulk cells each");
    }

    @Test
    void aWorkloadSsamCannotRunIsRefusedByName() {
        Scenario scenario = twoHosts(PvmamWorkloads.MPBENCH, 1, 8);
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> HeadlessRun.of(scenario).run());
        assertTrue(refused.getMessage().contains("MPBENCH"), refused.getMessage());
    }

    @Test
    void aJobWithoutAStackStillRunsRawCells() throws IOException {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getCluster().getJobs().get(0).setStack(null);
        RunSummary run = HeadlessRun.of(scenario).run();

        assertEquals("raw", run.stack());
        assertEquals(0, run.retransmissions());
        assertTrue(run.cellsSent() > 0);
    }

    @Test
    void theJobsWindowIsTheOneTheStackUses() throws IOException {
        Scenario narrow = SsamPresets.atmCluster(8);
        ((SsamConfig) narrow.getCluster().getJobs().get(0).getStack()).setWindow(1);
        Scenario wide = SsamPresets.atmCluster(8);
        ((SsamConfig) wide.getCluster().getJobs().get(0).getStack()).setWindow(16);

        assertTrue(HeadlessRun.of(wide).untraced().run().finishedPs()
                < HeadlessRun.of(narrow).untraced().run().finishedPs(), "a wider window pipelines the blocks");
    }

    @Test
    void shufflingSameTimeEventsChangesNothingTheStackDelivers() throws IOException {
        RunSummary ordered = HeadlessRun.of(SsamPresets.atmCluster(8)).seed(3).untraced().run();
        RunSummary shuffled = HeadlessRun.of(SsamPresets.atmCluster(8)).seed(3).shuffleTies(99).untraced().run();

        assertEquals(ordered.messagesDelivered(), shuffled.messagesDelivered());
        assertEquals(ordered.cellsSent(), shuffled.cellsSent());
        assertEquals(ordered.finishedPs(), shuffled.finishedPs());
    }
}
