package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.run.UnrunnableScenarioException;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/** {@code workbench run} of a scenario whose job runs the DVCM: its units, its modules and its workload. */
class DvcmDriverTest {

    private static Scenario star(int hosts, WorkloadKind kind, int messages, int bytes) {
        Scenario s = DvcmPresets.dvcmStar(hosts);
        s.getWorkloads().get(0).setKind(kind);
        s.getWorkloads().get(0).setMessageCount(messages);
        s.getWorkloads().get(0).setMessageBytes(bytes);
        return s;
    }

    @Test
    void anAllToOneBurstGoesThroughTheCoordinationModuleToTheLastProcess() throws Exception {
        List<TraceEvent> trace = new ArrayList<>();
        RunSummary summary = HeadlessRun.of(star(4, WorkloadKind.ALL_TO_ONE_BURST, 8, 4096)).sink(trace::add).run();

        assertEquals("dvcm", summary.stack());
        assertEquals(24, summary.messagesSent(), "three senders, eight messages each");
        assertEquals(24, summary.messagesDelivered(), "coordinated: nothing lost");
        assertTrue(summary.finishedPs() > 0);
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.HandlerRan h
                && h.handler().equals("SEND_WITH_FLOW_CONTROL")), "the module's command ran");
        int receiver = trace.stream().filter(e -> e instanceof TraceEvent.CellInjected c && c.kind().equals("data"))
                .map(e -> ((TraceEvent.CellInjected) e).destination()).findFirst().orElseThrow();
        assertTrue(trace.stream().noneMatch(e -> e instanceof TraceEvent.CellInjected c && c.node() == receiver),
                "the receiver sends nothing: no coordination message involves the destination");
        assertEquals(summary.cellsSent(), summary.cellsDelivered() + summary.cellsDropped());
    }

    @Test
    void withoutTheModuleTheSameBurstUsesTheUnreliableDefaultServiceAndLosesMessages() throws Exception {
        Scenario s = star(4, WorkloadKind.ALL_TO_ONE_BURST, 40, 4096);
        ((DvcmConfig) s.getCluster().getJobs().get(0).getStack()).getModules().clear();
        RunSummary summary = HeadlessRun.of(s).run();

        assertEquals(120, summary.messagesSent());
        assertTrue(summary.messagesDelivered() < 120, "three senders overrun the switch port");
        assertTrue(summary.cellsDropped() > 0);
        assertEquals(-1, summary.finishedPs(), "an unreliable burst that lost messages never finishes");
    }

    @Test
    void pingPongPlaysRoundTripsBetweenTheFirstTwoProcesses() throws Exception {
        RunSummary summary = HeadlessRun.of(star(2, WorkloadKind.PING_PONG, 5, 32)).run();

        assertEquals(10, summary.messagesSent());
        assertEquals(10, summary.messagesDelivered());
        assertEquals(10, summary.cellsSent(), "one AAL5 cell per 32-byte message, and no control messages: the"
                + " idle coordination module sends nothing");
    }

    @Test
    void aWorkloadTheDvcmDoesNotRunIsRefusedByName() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> HeadlessRun.of(star(3, WorkloadKind.REMOTE_READ, 1, 8)).run());
        assertTrue(e.getMessage().contains("REMOTE_READ"), e.getMessage());
    }
}
