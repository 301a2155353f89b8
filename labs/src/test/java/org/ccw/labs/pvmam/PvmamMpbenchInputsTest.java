package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.ccw.model.cluster.Host;
import org.ccw.model.provenance.Input;
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;

/** The inputs pvmam-mpbench lists are the ones its runs charge, read from the presets, each once with a source. */
class PvmamMpbenchInputsTest {
    private final List<Input> inputs = new PvmamMpbenchLab().inputs();
    private final Map<String, Input> byName = inputs.stream().collect(Collectors.toMap(Input::name,
            Function.identity()));

    @Test
    void thePentiumIiCopyRateIsTheHostsOwnAndCitesAMeasuredOneCopyRate() {
        Input memcpy = byName.get("linux.memcpy");
        Host pentium = (Host) PvmamPresets.pvmamLinuxMyrinet().getCluster().getNodes().stream()
                .filter(Host.class::isInstance).findFirst().orElseThrow();
        assertEquals(pentium.getMemcpyMBps(), memcpy.value());
        assertEquals("cited", memcpy.source().kind());
        assertTrue(memcpy.source().text().contains("100 MBytes/sec"), "the measured figure, quoted");
        assertEquals("paper", byName.get("solaris.memcpy").source().kind());
    }

    @Test
    void everyInputIsNamedOnceAndTheOneCalibratedIsLinuxTcpsPerByteCostAgainstAFigureOutsideTheSeed() {
        assertEquals(inputs.size(), byName.size());
        List<Input> calibrated = inputs.stream().filter(i -> i.source().kind().equals("calibrated")).toList();
        assertEquals(List.of(byName.get("pvmam.tcp_over_myrinet.receive_ns_per_byte")), calibrated,
                "at most one calibrated input per stack");
        assertTrue(calibrated.get(0).source().text().contains("RWCP TR-98-003"), "an independent measurement, so no"
                + " figure of seed 003 is spent on it");
        assertTrue(byName.containsKey("pvmam.tcp_over_myrinet.segment_cycles"));
        assertTrue(byName.containsKey("pvmd.route_cycles"));
    }
}
