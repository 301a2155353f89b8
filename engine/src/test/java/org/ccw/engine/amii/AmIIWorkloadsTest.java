package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.validation.ClusterValidator;
import org.junit.jupiter.api.Test;

/** The workloads a run plays on AM-II besides a ping-pong: the LogGP microbenchmark and bulk transfers. */
class AmIIWorkloadsTest {

    @Test
    void theClumpPresetsLogGPMicrobenchmarkRunsItsBurstThenARoundTripAcrossMyrinet() throws IOException {
        Scenario clump = AmIIPresets.clump(2);
        assertEquals(AmIIWorkloads.LOGGP_MICROBENCHMARK, clump.getWorkloads().get(0).getKind());
        assertEquals(List.of(), ClusterValidator.validate(clump));
        List<TraceEvent> trace = new java.util.ArrayList<>();

        RunSummary summary = HeadlessRun.of(clump).sink(trace::add).run();

        assertEquals(AmIIStack.NAME, summary.stack());
        assertEquals(202, summary.messagesSent(), "a burst of 100 requests and the round trip, each answered");
        assertEquals(202, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0 && summary.finishedPs() < Time.micros(10_000), summary::toString);
        assertTrue(summary.cellsSent() >= 202, "every message crossed Myrinet: " + summary);
        // the round trip's request goes only after the burst's last reply
        List<TraceEvent.MessageSent> requests = trace.stream().filter(TraceEvent.MessageSent.class::isInstance)
                .map(TraceEvent.MessageSent.class::cast).filter(m -> m.kind().equals("request")).toList();
        long lastReply = trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .map(TraceEvent.MessageDelivered.class::cast).filter(m -> m.kind().equals("reply"))
                .skip(99).findFirst().orElseThrow().number();
        assertEquals(101, requests.size());
        assertTrue(requests.get(100).number() > lastReply, "the round trip follows the burst");
    }

    @Test
    void bulkTransfersRunThroughSharedMemoryAndAcrossMyrinet() throws IOException {
        for (Scenario scenario : List.of(AmIIPresets.enterprise5000SharedMemory(2), AmIIPresets.clump(2))) {
            scenario.getWorkloads().get(0).setKind(WorkloadKind.BULK_TRANSFER);
            scenario.getWorkloads().get(0).setMessageCount(3);
            scenario.getWorkloads().get(0).setMessageBytes(20_000);
            assertEquals(List.of(), ClusterValidator.validate(scenario));

            RunSummary summary = HeadlessRun.of(scenario).run();

            // 3 transfers of 3 chunks (8 kB, 8 kB, 3.5 kB), each chunk answered
            assertEquals(18, summary.messagesDelivered(), scenario.getName() + ": " + summary);
            assertTrue(summary.finishedPs() > 0, scenario.getName() + " finished: " + summary);
        }
    }

    @Test
    void theSameSeedGivesTheSameTraceForEachWorkload() throws IOException {
        for (WorkloadKind kind : AmIIDriver.RUNS) {
            Scenario a = AmIIPresets.clump(2);
            a.getWorkloads().get(0).setKind(kind);
            Scenario b = AmIIPresets.clump(2);
            b.getWorkloads().get(0).setKind(kind);
            assertEquals(HeadlessRun.of(a).run().fingerprint(), HeadlessRun.of(b).run().fingerprint(), kind.toString());
        }
    }

    @Test
    void aTransferThroughMyrinetAloneArrives() throws IOException {
        Scenario smp = AmIIPresets.clump(2);
        ((AmIIConfig) smp.getCluster().getJobs().get(0).getStack()).setMultiProtocol(false);
        smp.getWorkloads().get(0).setKind(WorkloadKind.BULK_TRANSFER);
        smp.getWorkloads().get(0).setMessageCount(1);
        smp.getWorkloads().get(0).setMessageBytes(8192);

        RunSummary summary = HeadlessRun.of(smp).run();

        assertEquals(2, summary.messagesDelivered(), summary::toString);
        assertTrue(summary.finishedPs() > 0, summary::toString);
    }
}
