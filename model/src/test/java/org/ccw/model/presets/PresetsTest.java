package org.ccw.model.presets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SsamConfig;
import org.ccw.model.cluster.Switch;
import org.junit.jupiter.api.Test;

class PresetsTest {

    @Test
    void sparcStation20CarriesTheSsamPapersTable1Figures() {
        Host ss20 = MachinePresets.sparcStation20("a");
        NetworkInterface sba100 = ss20.getNics().get(0);
        assertEquals(NicKind.ATM_SBA100, sba100.getKind());
        assertEquals(36, sba100.getOutFifoCells());
        assertEquals(292, sba100.getInFifoCells());
        assertFalse(sba100.isDma());
        assertEquals(2_050, sba100.getHostPushCellNanos());
        assertEquals(4_270, sba100.getHostPullCellNanos());
        // write trap total 2.72 us = trap+rett + check ids + kernel overhead + load cell + push cell
        int writeTrap = ss20.getKernel().getTrapEntryExitNanos() + ss20.getKernel().getCheckConnectionNanos()
                + ss20.getKernel().getWriteKernelOverheadNanos() + ss20.getKernel().getLoadCellNanos()
                + sba100.getHostPushCellNanos();
        assertEquals(2_720, writeTrap);
        assertTrue(ss20.getCitation().contains("Table"));
    }

    @Test
    void enterprise5000HasEightProcessorsAndThreeMyrinetNicsOnSeparateBuses() {
        Host e5000 = MachinePresets.enterprise5000("e");
        assertEquals(8, e5000.getProcessors().size());
        assertEquals(167, e5000.getProcessors().get(0).getClockMHz());
        assertEquals(3, e5000.getNics().size());
        Set<Object> buses = new HashSet<>();
        e5000.getNics().forEach(nic -> buses.add(nic.getIoBus()));
        assertEquals(3, buses.size());
        assertEquals(152, e5000.getNics().get(0).getUncachedReadCycles());
        assertEquals(80, e5000.getRemoteCacheMissCycles());
    }

    @Test
    void ssamTwoHostsIsTwoSs20sBackToBackWithWindowEight() {
        Scenario scenario = Presets.defaultScenario();
        assertEquals(2, scenario.getCluster().getNodes().size());
        assertEquals(1, scenario.getCluster().getLinks().size());
        assertEquals(140, scenario.getCluster().getLinks().get(0).getBandwidthMbps());
        assertEquals(8, ((SsamConfig) scenario.getCluster().getJobs().get(0).getStack()).getWindow());
    }

    @Test
    void atmClusterPutsEveryHostOnASwitchPortWithinPortCount() {
        Scenario scenario = Presets.atmCluster(40);
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

    @Test
    void nodesOfEveryScenarioHaveDistinctPositions() {
        for (Scenario scenario : new Scenario[] {Presets.ssamThroughSwitch(), Presets.atmCluster(16),
                Presets.dvcmStar(4), Presets.clump(2), Presets.now(8)}) {
            Set<String> positions = new HashSet<>();
            scenario.getCluster().getNodes().forEach(n -> positions.add(Math.round(n.getX()) + "," + Math.round(n.getY())));
            assertEquals(scenario.getCluster().getNodes().size(), positions.size(), scenario.getName());
        }
    }

    @Test
    void everyNodePresetCitesItsPaperAndCreatesFreshNamedNodes() {
        assertEquals(10, Presets.nodePresets().size());
        Presets.nodePresets().forEach(preset -> {
            Node node = preset.create("n");
            assertEquals("n", node.getName());
            assertTrue(preset.citation().matches(".*(1994|SC97|1998|Virtual Communication Machine).*"),
                    preset.citation());
            assertFalse(preset.create("n") == node, "each create() must build a new node");
        });
    }

    @Test
    void tooSmallClusterIsRejected() {
        assertThrows(IllegalArgumentException.class, () -> Presets.atmCluster(1));
    }

    @Test
    void theFftsAtmSwitchHasTheOutputBufferOfForesOc3ModuleAndDvcmsSwitchKeepsItsOwn() {
        AtmSwitch fft = atmSwitchOf(Presets.pvmamFftSolarisAtm(8));
        assertEquals(MachinePresets.FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS, fft.getBufferCellsPerPort());
        assertEquals(2_560, fft.getBufferCellsPerPort());
        assertTrue(fft.getCitation().contains("2,560 or 32,768"));
        assertEquals(MachinePresets.asx200wg("x").getBufferCellsPerPort(),
                atmSwitchOf(Presets.dvcmStar(4)).getBufferCellsPerPort());
    }

    private static AtmSwitch atmSwitchOf(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance)
                .map(AtmSwitch.class::cast).findFirst().orElseThrow();
    }
}
