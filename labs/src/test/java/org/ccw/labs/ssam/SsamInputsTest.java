package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.Labs;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.provenance.Input;
import org.junit.jupiter.api.Test;

class SsamInputsTest {
    private static final List<String> LABS = List.of("ssam-traps", "ssam-costs", "ssam-remote-read", "ssam-bulk",
            "ssam-loss", "ssam-contention");

    @Test
    void everySsamLabListsTheSs20sTableOneFiguresAndTheLibrarysCalibratedCycles() {
        for (String id : LABS) {
            Map<String, Input> inputs = inputsOf(id);
            assertEquals(MachinePresets.sparcStation20("h").getKernel().getTrapEntryExitNanos(),
                    inputs.get("ss20.kernel.trap_entry_exit_ns").value(), id);
            assertEquals(MachinePresets.sparcStation20("h").getNics().get(0).getHostPullCellNanos(),
                    inputs.get("ss20.nic0.host_pull_cell_ns").value(), id);
            assertEquals(140, inputs.get("fibre.bandwidth_Mbps").value(), id);
            assertTrue(inputs.values().containsAll(LibraryCosts.SPARCSTATION_20.inputs()), id);
        }
    }

    @Test
    void theLibraryIsSsamsOneCalibratedInput() {
        for (String id : LABS) {
            inputsOf(id);
            List<String> calibrated = Labs.byId(id).orElseThrow().inputs().stream()
                    .filter(i -> i.source().kind().equals("calibrated")).map(Input::name).toList();
            assertEquals(LibraryCosts.SPARCSTATION_20.inputs().stream().map(Input::name).toList(), calibrated, id);
            assertTrue(inputsOf(id).values().stream().filter(i -> i.source().kind().equals("calibrated"))
                    .allMatch(i -> i.source().equals(LibraryCosts.CALIBRATION)), id);
        }
    }

    @Test
    void onlyTheTrapsLabTakesTheSystemCallTotals() {
        assertTrue(inputsOf("ssam-traps").containsKey("ss20.kernel.write_syscall_ns"));
        assertTrue(!inputsOf("ssam-bulk").containsKey("ss20.kernel.write_syscall_ns"));
        assertTrue(inputsOf("ssam-remote-read").containsKey("asx100.fabric_latency_ns"));
    }

    private static Map<String, Input> inputsOf(String id) {
        Lab lab = Labs.byId(id).orElseThrow();
        List<Input> inputs = lab.inputs();
        Map<String, Input> byName = inputs.stream().collect(Collectors.toMap(Input::name, i -> i));
        assertEquals(inputs.size(), byName.size(), () -> id + " lists an input twice: " + inputs);
        return byName;
    }
}
