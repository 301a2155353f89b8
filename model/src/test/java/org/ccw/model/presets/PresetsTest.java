package org.ccw.model.presets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;

import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Scenario;
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
    void theEmptyScenarioHasNothingDrawnNoFaultsAndSeedOne() {
        Scenario empty = Presets.empty();
        assertTrue(empty.getCluster().getNodes().isEmpty());
        assertTrue(empty.getWorkloads().isEmpty());
        assertEquals(0, empty.getFaults().getLossRate());
        assertEquals(1, empty.getSeed());
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
}
