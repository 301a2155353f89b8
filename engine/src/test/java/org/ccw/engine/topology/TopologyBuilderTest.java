package org.ccw.engine.topology;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.ScriptedDrop;
import org.junit.jupiter.api.Test;

import java.io.IOException;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.engine.ssam.SsamPresets;

class TopologyBuilderTest {

    @Test
    void copiesTheSsamPairWithThePapersFigures() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        Topology topology = TopologyBuilder.from(scenario);

        assertEquals(2, topology.hosts().size());
        assertEquals(1, topology.links().size());
        NicSpec sba100 = topology.hosts().get(0).nics().get(0);
        assertEquals(NicKind.SBA_100, sba100.kind());
        assertEquals(36, sba100.outFifoCells());
        assertEquals(292, sba100.inFifoCells());
        assertEquals(140e6, topology.links().get(0).bitsPerSecond(), 1e-3);
        assertEquals(Time.micros(scenario.getDurationMicros()), topology.durationPs());
        assertEquals(scenario.getSeed(), topology.seed());
    }

    @Test
    void theTaxiFibreSendsACellEvery314MicrosecondsWithItsTwoFramingBytes() {
        LinkSpec taxi = TopologyBuilder.from(SsamPresets.ssamTwoHosts()).links().get(0);

        assertEquals(2, taxi.framingBytes(), "seed 004 §3.4: 53+2 bytes a cell");
        assertEquals(3.14, taxi.serializationPs(53) / 1e6, 0.005, "a cell every 3.14 µs");
        LinkSpec oc3 = TopologyBuilder.from(DvcmPresets.dvcmStar(2)).links().get(0);
        assertEquals(0, oc3.framingBytes(), "OC-3's SONET overhead is outside its rate");
    }

    @Test
    void theCopyNoLongerFollowsTheModel() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        Topology topology = TopologyBuilder.from(scenario);
        scenario.getCluster().getLinks().get(0).setBandwidthMbps(1);
        scenario.setSeed(99);

        assertEquals(140e6, topology.links().get(0).bitsPerSecond(), 1e-3);
        assertEquals(TopologyBuilder.from(SsamPresets.ssamTwoHosts()).seed(), topology.seed());
    }

    @Test
    void scriptedDropsNameTheLinkByItsId() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        ScriptedDrop drop = ClusterFactory.eINSTANCE.createScriptedDrop();
        drop.setLink(scenario.getCluster().getLinks().get(1));
        drop.setCellIndex(3);
        scenario.getFaults().getScriptedDrops().add(drop);

        Topology topology = TopologyBuilder.from(scenario);

        assertEquals(new org.ccw.engine.topology.ScriptedDrop(1, 3), topology.faults().scriptedDrops().get(0));
        assertEquals(SwitchKind.ATM, topology.switches().get(0).kind());
    }

    @Test
    void everyPresetRunsHeadless() throws IOException {
        Scenario clump = AmIIPresets.clump(2);
        // raw cells play generic kinds only, not the microbenchmark the Clump's stack plays
        clump.getWorkloads().get(0).setKind(org.ccw.model.workload.WorkloadKind.PING_PONG);
        for (Scenario scenario : new Scenario[] {SsamPresets.ssamTwoHosts(), SsamPresets.ssamThroughSwitch(),
                SsamPresets.atmCluster(8), DvcmPresets.dvcmStar(4), clump}) {
            RunSummary summary = HeadlessRun.of(TopologyBuilder.from(scenario)).until(Time.micros(2_000)).run();

            assertTrue(summary.cellsSent() > 0, scenario.getName() + " sent nothing");
            assertTrue(summary.cellsDelivered() > 0, scenario.getName() + " delivered nothing");
        }
    }
}
