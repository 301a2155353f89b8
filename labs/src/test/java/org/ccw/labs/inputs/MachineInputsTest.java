package org.ccw.labs.inputs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;

import org.ccw.model.cluster.Host;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;
import org.junit.jupiter.api.Test;

class MachineInputsTest {

    @Test
    void readsEachFigureFromTheHostWithTheSourceItIsGiven() {
        Host host = MachinePresets.enterprise5000("h");
        Source table1 = Source.paper("002", "Table 1");
        List<Input> inputs = MachineInputs.of("e5000", host)
                .clock(Source.paper("002", "§2.1"))
                .host(table1, "casCycles", "memcpyMBps")
                .nic(0, table1, "uncachedReadCycles")
                .list();

        assertEquals(List.of(
                new Input("e5000.cpu.clock_MHz", 167, "MHz", Source.paper("002", "§2.1")),
                new Input("e5000.cas_cycles", host.getCasCycles(), "cycles", table1),
                new Input("e5000.memcpy_MBps", host.getMemcpyMBps(), "MB/s", table1),
                new Input("e5000.nic0.uncached_read_cycles", host.getNics().get(0).getUncachedReadCycles(), "cycles",
                        table1)), inputs);
    }

    @Test
    void namesKernelCostsInNanoseconds() {
        Input trap = MachineInputs.of("ss20", MachinePresets.sparcStation20("h"))
                .kernel(Source.paper("000", "Table 1"), "trapEntryExitNanos").list().get(0);
        assertEquals("ss20.kernel.trap_entry_exit_ns", trap.name());
        assertEquals(440, trap.value());
        assertEquals("ns", trap.unit());
    }

    @Test
    void readsALinksFiguresUnderTheCallersName() {
        org.ccw.model.cluster.Link link = org.ccw.engine.ssam.SsamPresets.ssamTwoHosts().getCluster().getLinks().get(0);
        assertEquals(List.of(new Input("fibre.bandwidth_Mbps", 140, "Mb/s", Source.paper("000", "§3.2"))),
                MachineInputs.element("fibre", link, Source.paper("000", "§3.2"), "bandwidthMbps"));
    }

    @Test
    void refusesAFigureTheModelDoesNotHave() {
        assertThrows(IllegalArgumentException.class, () -> MachineInputs.of("ss20",
                MachinePresets.sparcStation20("h")).host(Source.assumed("x"), "warpDriveCycles"));
    }
}
