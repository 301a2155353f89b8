package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.WorkloadKind;
import org.ccw.model.presets.Presets;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.junit.jupiter.api.Test;

/** AM-II's registration: what it runs from a scenario, and what it refuses before a run. */
class AmIIStackTest {

    @Test
    void aPingPongOnOneEnterprise5000RunsThroughSharedMemory() throws java.io.IOException {
        Scenario scenario = Presets.enterprise5000SharedMemory(4);
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
    void aJobAcrossTwoSmpsIsAProblemUntilTheMyrinetProtocolLands() {
        List<Problem> problems = ClusterValidator.validate(Presets.clump(2));

        assertTrue(problems.stream().anyMatch(p -> p.constraintId().equals(AmIIStack.ONE_SMP)
                && p.message().contains("the Myrinet protocol between SMPs is still to come")), problems::toString);
    }

    @Test
    void aWorkloadItDoesNotRunYetIsAProblemNamingIt() {
        Scenario scenario = Presets.enterprise5000SharedMemory(2);
        scenario.getWorkloads().get(0).setKind(WorkloadKind.BULK_TRANSFER);

        List<Problem> problems = ClusterValidator.validate(scenario);

        assertEquals(1, problems.size(), problems::toString);
        assertEquals(AmIIStack.WORKLOAD, problems.get(0).constraintId());
        assertTrue(problems.get(0).message().contains("runs ping-pong workloads so far"));
    }
}
