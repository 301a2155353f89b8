package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamFactory;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.ccw.engine.amii.AmIIPresets;

/** The two options of seed 003 §10 change what runs: the receive copy, and connecting on demand. */
class PvmamOptionsEffectTest {

    private static PvmamConfig config(Scenario scenario) {
        return (PvmamConfig) scenario.getCluster().getJobs().get(0).getStack();
    }

    private static long pingPongPs(Scenario scenario) throws IOException {
        RunSummary summary = HeadlessRun.of(scenario).run();
        assertEquals(summary.messagesSent(), summary.messagesDelivered());
        assertTrue(summary.finishedPs() > 0, "the ping-pong finished");
        return summary.finishedPs();
    }

    @Test
    void withoutTheReceiveCopyLargeMessagesGoFasterOverTheBpi() throws IOException {
        Scenario withCopy = PvmamPresets.pvmamLinuxMyrinet();
        withCopy.getWorkloads().get(0).setMessageBytes(32_768);
        withCopy.getWorkloads().get(0).setMessageCount(10);
        Scenario withoutCopy = PvmamPresets.pvmamLinuxMyrinet();
        withoutCopy.getWorkloads().get(0).setMessageBytes(32_768);
        withoutCopy.getWorkloads().get(0).setMessageCount(10);
        config(withoutCopy).setReceiveCopy(false);

        long copying = pingPongPs(withCopy);
        long notCopying = pingPongPs(withoutCopy);

        assertTrue(notCopying < copying, notCopying + " ps without the copy, " + copying + " with it");
    }

    @Test
    void theReceiveCopyIsOnByDefault() {
        assertTrue(PvmamFactory.eINSTANCE.createPvmamConfig().isReceiveCopy());
        assertTrue(!PvmamFactory.eINSTANCE.createPvmamConfig().isConnectOnDemand());
    }

    @Test
    void connectingOnDemandMakesTheFirstMessagePayForTheConnect() throws IOException {
        Scenario allPairs = PvmamPresets.pvmamSolarisEthernet();
        Scenario onDemand = PvmamPresets.pvmamSolarisEthernet();
        config(onDemand).setConnectOnDemand(true);

        assertTrue(pingPongPs(onDemand) > pingPongPs(allPairs));
    }

    @Test
    void withConnectOnDemandPairsThatNeverTalkNeverConnect() {
        Scenario scenario = AmIIPresets.now(3);
        PvmamConfig config = PvmamFactory.eINSTANCE.createPvmamConfig();
        config.setTransport(PvmTransport.MYRINET_BPI);
        config.setConnectOnDemand(true);
        scenario.getCluster().getJobs().get(0).setStack(config);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
        List<AmInterface> tasks = PvmamCluster.attach(topology.drivenJob().orElseThrow(), fabric, kernel,
                Tracer.OFF).interfaces();
        AmInterface a = tasks.get(0);
        AmInterface b = tasks.get(1);
        AmInterface c = tasks.get(2);
        int[] handled = {0};
        int handler = b.addressToId((AmHandlers.RequestHandler) (token, data) -> handled[0]++);
        a.addressToId((AmHandlers.RequestHandler) (token, data) -> { });
        c.addressToId((AmHandlers.RequestHandler) (token, data) -> { });

        kernel.schedule(0, () -> a.request(b.tid(), handler, new byte[] {1}));
        kernel.run();

        assertEquals(1, handled[0]);
        assertEquals(1, a.connectsOnDemand());
        assertNotNull(a.controlBlock(b.tid()));
        assertNotNull(b.controlBlock(a.tid()));
        assertNull(a.controlBlock(c.tid()), "a never sent to c");
        assertNull(c.controlBlock(a.tid()));
        assertNull(b.controlBlock(c.tid()));
        assertNull(c.controlBlock(b.tid()));
    }
}
