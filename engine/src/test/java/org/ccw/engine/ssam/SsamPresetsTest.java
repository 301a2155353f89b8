package org.ccw.engine.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.validation.ClusterValidator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class SsamPresetsTest {

    @Test
    void ssamTwoHostsIsTwoSs20sBackToBackWithWindowEight() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        assertEquals(2, scenario.getCluster().getNodes().size());
        assertEquals(1, scenario.getCluster().getLinks().size());
        assertEquals(140, scenario.getCluster().getLinks().get(0).getBandwidthMbps());
        assertEquals(8, ((SsamConfig) scenario.getCluster().getJobs().get(0).getStack()).getWindow());
    }

    @Test
    void atmClusterPutsEveryHostOnASwitchPortWithinPortCount() {
        Scenario scenario = SsamPresets.atmCluster(40);
        long hosts = scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).count();
        assertEquals(40, hosts);
        for (Node node : scenario.getCluster().getNodes()) {
            if (node instanceof Switch sw) {
                assertTrue(sw.getPorts().size() <= sw.getPortCount(), sw.getName());
                assertTrue(sw instanceof AtmSwitch);
            }
        }
        assertEquals(40, scenario.getCluster().getJobs().get(0).getProcesses().size());
    }

    /** One switch, and trees of leaf switches under a root. */
    @ParameterizedTest
    @ValueSource(ints = {2, 16, 64, 256})
    void atmClustersOfEverySizeValidateClean(int hosts) {
        assertEquals(List.of(), ClusterValidator.validate(SsamPresets.atmCluster(hosts)));
    }

    @Test
    void tooSmallClusterIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> SsamPresets.atmCluster(1));
    }
}
