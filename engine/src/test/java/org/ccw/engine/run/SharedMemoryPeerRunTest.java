package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.ssam.SsamPresets;

/**
 * One process of an AM-II job per run through real shared memory (here two runs on two threads, each with its own
 * mappings; {@code PeerCommandTest} runs them as two OS processes), and the one-line refusals.
 */
class SharedMemoryPeerRunTest {
    @TempDir
    Path dir;

    private static Scenario pingPong(int messages) {
        Scenario e5000 = AmIIPresets.enterprise5000SharedMemory(3);
        e5000.getWorkloads().get(0).setMessageCount(messages);
        return e5000;
    }

    @Test
    void twoProcessesOfOneSmpPlayTheirPingPongThroughTheMappedQueueBlocks() throws Exception {
        Scenario scenario = pingPong(500);
        String[] names = scenario.getCluster().getJobs().get(0).getProcesses().stream().map(p -> p.getName())
                .toArray(String[]::new);
        CompletableFuture<RealTimeSummary> pong = CompletableFuture.supplyAsync(() -> run(scenario, names[1]));
        RealTimeSummary ping = run(scenario, names[0]);
        RealTimeSummary answered = pong.get(30, TimeUnit.SECONDS);
        RealTimeSummary idle = run(scenario, names[2]);

        assertTrue(ping.complete() && answered.complete() && idle.complete());
        assertEquals(500, ping.messagesSent());
        assertEquals(500, ping.repliesHandled());
        assertEquals(500, answered.messagesDelivered());
        assertEquals(0, answered.messagesSent());
        assertEquals(0, idle.messagesSent() + idle.messagesDelivered());
        assertEquals("shm", ping.transport());
        assertEquals("amii", ping.stack());
        assertTrue(ping.hosts().get(0).startsWith(names[0] + "@"), ping.hosts().toString());
    }

    private RealTimeSummary run(Scenario scenario, String process) {
        try {
            return SharedMemoryPeerRun.of(scenario, process).directory(dir).until(20 * Time.PS_PER_S).run();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    @Test
    void aProcessWhosePeerNeverComesIsIncompleteAtTheLimit() throws Exception {
        Scenario scenario = pingPong(5);
        String first = scenario.getCluster().getJobs().get(0).getProcesses().get(0).getName();

        RealTimeSummary alone = SharedMemoryPeerRun.of(scenario, first).directory(dir).until(200 * Time.PS_PER_MS)
                .run();

        assertFalse(alone.complete());
        assertEquals(0, alone.messagesSent());
    }

    @Test
    void whatCannotRunThisWayIsRefusedInOneLine() {
        Scenario ssam = SsamPresets.ssamTwoHosts();
        Scenario clump = AmIIPresets.clump(2);
        clump.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);

        String noStack = assertThrows(RealTimeRun.SetupException.class,
                () -> SharedMemoryPeerRun.of(ssam, "p0").directory(dir).run()).getMessage();
        String unknown = assertThrows(RealTimeRun.SetupException.class,
                () -> SharedMemoryPeerRun.of(pingPong(1), "nobody").directory(dir).run()).getMessage();
        String spans = assertThrows(RealTimeRun.SetupException.class,
                () -> SharedMemoryPeerRun.of(clump, clump.getCluster().getJobs().get(0).getProcesses().get(0)
                        .getName()).directory(dir).run()).getMessage();

        assertTrue(noStack.contains("stack, ssam, does not run its processes through shared memory"), noStack);
        assertTrue(unknown.startsWith("no process 'nobody' in AM-II job"), unknown);
        assertTrue(spans.contains("spans SMPs") && spans.contains("--transport shm runs the processes of one SMP"),
                spans);
        for (String message : new String[] {noStack, unknown, spans}) {
            assertEquals(1, message.lines().count(), message);
        }
    }
}
