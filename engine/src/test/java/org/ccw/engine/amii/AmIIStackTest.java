package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.cluster.Host;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;

/** AM-II's registration: what it runs from a scenario, and what it refuses before a run. */
class AmIIStackTest {

    @Test
    void aPingPongOnOneEnterprise5000RunsThroughSharedMemory() throws java.io.IOException {
        Scenario scenario = AmIIPresets.enterprise5000SharedMemory(4);
        assertEquals(List.of(), ClusterValidator.validate(scenario));
        List<TraceEvent> trace = new java.util.ArrayList<>();

        RunSummary summary = HeadlessRun.of(scenario).sink(trace::add).run();

        assertEquals(AmIIStack.NAME, summary.stack());
        assertEquals(200, summary.messagesSent(), "100 requests and their replies");
        assertEquals(200, summary.messagesDelivered());
        assertEquals(0, summary.cellsSent(), "shared memory carries no cells");
        assertTrue(summary.finishedPs() > 0, summary::toString);
        assertTrue(trace.stream().anyMatch(TraceEvent.SlotStateChanged.class::isInstance));
    }

    @Test
    void aPingPongBetweenTwoSmpsCrossesMyrinet() throws java.io.IOException {
        Scenario clump = clumpPingPong();
        assertEquals(List.of(), ClusterValidator.validate(clump));

        RunSummary summary = HeadlessRun.of(clump).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.cellsSent() >= 200, "each message is a Myrinet packet: " + summary);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }

    @Test
    void aPingPongAcrossALossyNetworkStillCompletes() throws java.io.IOException {
        Scenario clump = clumpPingPong();
        clump.getFaults().setLossRate(0.05);
        clump.getFaults().setDuplicationRate(0.02);
        clump.getFaults().setCorruptionRate(0.02);
        clump.getFaults().setReorderRate(0.05);
        assertEquals(List.of(), ClusterValidator.validate(clump));

        // each loss costs a timeout of 0.5 ms or more: give the hundred round trips 50 ms
        RunSummary summary = HeadlessRun.of(clump).until(org.ccw.engine.kernel.Time.micros(50_000)).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.retransmissions() > 0, "losses were recovered by retransmission: " + summary);
    }

    /** The two-SMP Clump with a ping-pong between its two processes (one on each SMP). */
    private static Scenario clumpPingPong() {
        Scenario clump = AmIIPresets.clump(2);
        clump.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        return clump;
    }

    @Test
    void aWorkloadItDoesNotRunIsAProblemNamingWhatItRuns() {
        Scenario scenario = AmIIPresets.enterprise5000SharedMemory(2);
        scenario.getWorkloads().get(0).setKind(WorkloadKind.REMOTE_READ);

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals(AmIIStack.WORKLOAD, problems.get(0).constraintId());
        assertTrue(problems.get(0).message().contains("has a REMOTE_READ workload; this build's AM-II runs"
                + " PING_PONG, BULK_TRANSFER, LOGGP_MICROBENCHMARK workloads, not REMOTE_READ"),
                problems.get(0).message());
    }

    @Test
    void aShortMessageWorkloadLongerThanEightArgumentsIsAProblemNamingTheTransfer() {
        Scenario clump = AmIIPresets.clump(2);
        clump.getWorkloads().get(0).setMessageBytes(64);

        List<Problem> problems = ClusterValidator.validate(clump);

        assertEquals(1, problems.size(), problems::toString);
        assertTrue(problems.get(0).message().contains("at most 32 bytes (eight 32-bit arguments), not 64;"
                + " BULK_TRANSFER sends any length"), problems.get(0).message());
    }

    @Test
    void theNowRunsAPingPongOverMyrinetWithTheModel170sCosts() throws java.io.IOException {
        Scenario now = AmIIPresets.now(4);
        assertEquals(List.of(), ClusterValidator.validate(now));

        RunSummary summary = HeadlessRun.of(now).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.cellsSent() >= 200, "every message crosses the network: " + summary);
    }

    @Test
    void theNowOnATreeHasLeavesOfItsHostsUnderOneRootAndRunsAcrossIt() throws java.io.IOException {
        Scenario tree = AmIIPresets.nowTree(8, 4);
        assertEquals(List.of(), ClusterValidator.validate(tree));
        // two leaves of four and a root; each leaf's one uplink, and a link per workstation
        assertEquals(3, tree.getCluster().getNodes().stream()
                .filter(org.ccw.model.cluster.Switch.class::isInstance).count());
        assertEquals(8 + 2, tree.getCluster().getLinks().size());
        // the ping-pong is between u170-0 and u170-1, on one leaf: move p1 to the other leaf
        Host far = (Host) tree.getCluster().getNodes().stream().filter(n -> "u170-4".equals(n.getName()))
                .findFirst().orElseThrow();
        tree.getCluster().getJobs().get(0).getProcesses().get(1).setProcessor(far.getProcessors().get(0));

        RunSummary summary = HeadlessRun.of(tree).run();

        assertEquals(200, summary.messagesDelivered(), summary::toString);
        assertThrows(IllegalArgumentException.class, () -> AmIIPresets.nowTree(40, 4), "nine leaves");
    }
}
