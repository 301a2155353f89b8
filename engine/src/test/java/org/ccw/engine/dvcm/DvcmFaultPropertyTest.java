package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the DVCM's reliable data service promises (seed 001 §3: the units "handle network unreliability" with their
 * timeout service; {@link ReliableData}), asked for by a simulated job: whatever the fabric loses, duplicates,
 * reorders or damages, every data message reaches its application exactly once and the run finishes. Three senders
 * burst at one receiver: one-cell messages without the coordination module under 10% cell loss, 5% duplication and
 * reordering and 2% damage; 4 KB messages through the module under a tenth of that.
 */
class DvcmFaultPropertyTest {
    private static final int MESSAGES = 12;

    private static Scenario burst(long seed, int senders, int bytes, boolean reliable, double lossRate) {
        return burst(seed, senders, bytes, reliable, lossRate, false);
    }

    private static Scenario burst(long seed, int senders, int bytes, boolean reliable, double lossRate,
            boolean coordinated) {
        Scenario scenario = DvcmPresets.dvcmStar(senders + 1);
        scenario.setSeed(seed);
        // a second: a message unlucky a few times in a row waits out doubled timeouts (500 us, 1, 2, 4 ms, ...)
        scenario.setDurationMicros(1_000_000);
        scenario.getWorkloads().get(0).setKind(WorkloadKind.ALL_TO_ONE_BURST);
        scenario.getWorkloads().get(0).setMessageCount(MESSAGES);
        scenario.getWorkloads().get(0).setMessageBytes(bytes);
        DvcmConfig config = (DvcmConfig) scenario.getCluster().getJobs().get(0).getStack();
        if (!coordinated) {
            config.getModules().clear();
        }
        config.setReliableData(reliable);
        FaultInjection faults = scenario.getFaults();
        faults.setLossRate(lossRate);
        faults.setDuplicationRate(lossRate / 2);
        faults.setReorderRate(lossRate / 2);
        faults.setCorruptionRate(lossRate / 5);
        return scenario;
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20})
    void withReliableDataEveryMessageArrivesOnceAndTheRunFinishes(long seed) throws Exception {
        assertEveryMessageOnce(burst(seed, 3, 32, true, 0.10));
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void coordinatedFourKilobyteMessagesArriveOnceToo(long seed) throws Exception {
        // 86 cells a message, each crossing two links whole and in order: at 0.2% loss and 0.1% duplication and
        // reordering about two packets in three come whole; the coordination module keeps the senders apart
        assertEveryMessageOnce(burst(seed, 3, 4096, true, 0.002, true));
    }

    private static void assertEveryMessageOnce(Scenario scenario) throws Exception {
        List<TraceEvent> trace = new ArrayList<>();
        RunSummary summary = HeadlessRun.of(scenario).sink(trace::add).run();

        assertEquals(3 * MESSAGES, summary.messagesSent());
        assertEquals(3 * MESSAGES, summary.messagesDelivered(), "every message delivered: " + summary);
        Map<Long, Integer> deliveries = new HashMap<>();
        trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .map(TraceEvent.MessageDelivered.class::cast)
                .forEach(d -> deliveries.merge(d.messageId(), 1, Integer::sum));
        assertTrue(deliveries.values().stream().allMatch(n -> n == 1), "none delivered twice: " + deliveries);
        assertTrue(summary.finishedPs() > 0, "the run finished: " + summary);
        assertTrue(summary.cellsDropped() > 0 && summary.retransmissions() > 0, "the faults forced recovery: " + summary);
    }

    @Test
    void withoutItTheSameFaultsLoseMessagesForGood() throws Exception {
        RunSummary summary = HeadlessRun.of(burst(1, 3, 32, false, 0.10)).run();

        assertTrue(summary.messagesDelivered() < 3 * MESSAGES, "the paper's unreliable service: " + summary);
        assertEquals(-1, summary.finishedPs(), "a run that lost messages never finishes");
    }

    @Test
    void acknowledgmentsFlowingWhileDataDoesDoNotSpoilTheDataPacketsUnderWay() throws Exception {
        // one sender of 4 KB messages, no faults: the receiver's acknowledgments, and the sender's of those, are
        // control cells sent ahead of the data cells under way; they once broke every data packet they cut into
        RunSummary summary = HeadlessRun.of(burst(1, 1, 4096, true, 0)).run();

        assertEquals(MESSAGES, summary.messagesDelivered(), summary.toString());
        assertEquals(0, summary.cellsDropped(), summary.toString());
        assertTrue(summary.finishedPs() > 0, summary.toString());
    }
}
