package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.dvcm.DvcmPresets;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.MachinePresets;
import org.junit.jupiter.api.Test;

class PvmamPresetsTest {

    @Test
    void theFftsAtmSwitchHasTheOutputBufferOfForesOc3ModuleAndDvcmsSwitchKeepsItsOwn() {
        AtmSwitch fft = atmSwitchOf(PvmamPresets.pvmamFftSolarisAtm(8));
        assertEquals(MachinePresets.FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS, fft.getBufferCellsPerPort());
        assertEquals(2_560, fft.getBufferCellsPerPort());
        assertTrue(fft.getCitation().contains("2,560 or 32,768"));
        assertEquals(MachinePresets.asx200wg("x").getBufferCellsPerPort(),
                atmSwitchOf(DvcmPresets.dvcmStar(4)).getBufferCellsPerPort());
    }

    private static AtmSwitch atmSwitchOf(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance)
                .map(AtmSwitch.class::cast).findFirst().orElseThrow();
    }
}
