package org.ccw.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Workload;
import org.ccw.model.ExampleScenarios;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

class AttributePathTest {

    private final Scenario scenario = ExampleScenarios.load("ssam-two-hosts");

    private String refusal(String path, String value) {
        return assertThrows(IllegalArgumentException.class, () -> AttributePath.set(scenario, path, value))
                .getMessage();
    }

    @Test
    void setsAnAttributeOfTheScenarioAndOfAnElementCreatingAMissingFaultsOnTheWay() {
        scenario.setFaults(null);

        AttributePath.set(scenario, "faults.lossRate", "0.25");
        AttributePath.set(scenario, "durationMicros", "500");

        assertEquals(0.25, scenario.getFaults().getLossRate());
        assertEquals(500, scenario.getDurationMicros());
    }

    /** A sweep sets a workload's kind by the name a file writes (a stack's own kind too; validation judges it). */
    @Test
    void aWorkloadsKindIsSetByName() {
        AttributePath.set(scenario, "workloads[0].kind", "BULK_TRANSFER");
        assertSame(WorkloadKind.BULK_TRANSFER, scenario.getWorkloads().get(0).getKind());
        AttributePath.set(scenario, "workloads[0].kind", "MPBENCH");
        assertSame(WorkloadKind.valueOf("MPBENCH"), scenario.getWorkloads().get(0).getKind());
    }

    @Test
    void aListStepReachesEveryElementOrOneByIndexOrName() {
        Workload first = scenario.getWorkloads().get(0);

        AttributePath.set(scenario, "workloads.messageCount", "7");
        assertEquals(7, first.getMessageCount());
        AttributePath.set(scenario, "workloads[0].messageCount", "8");
        assertEquals(8, first.getMessageCount());
        AttributePath.set(scenario, "workloads[" + first.getName() + "].messageCount", "9");
        assertEquals(9, first.getMessageCount());
    }

    @Test
    void aBadPathIsRefusedNamingThePathAndWhatExists() {
        assertEquals("'faults.lossRat': FaultInjection has no lossRat (it has lossRate, duplicationRate, reorderRate,"
                + " corruptionRate, scriptedDrops)", refusal("faults.lossRat", "0.1"));
        assertTrue(refusal("workloads[nope].messageCount", "1").startsWith("'workloads[nope].messageCount': workloads"
                + " has no 'nope' (it has "), refusal("workloads[nope].messageCount", "1"));
        assertEquals("'workloads[5].messageCount': workloads has 1 element, no [5]",
                refusal("workloads[5].messageCount", "1"));
        assertEquals("'seed.x': seed is a value, not an element of the scenario", refusal("seed.x", "1"));
        assertEquals("'x' is not a value of faults.lossRate (EDouble)", refusal("faults.lossRate", "x"));
        assertTrue(refusal("cluster", "1").startsWith("'cluster' is not a single value"), refusal("cluster", "1"));
    }
}
