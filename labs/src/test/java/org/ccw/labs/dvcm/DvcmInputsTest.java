package org.ccw.labs.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.folder.Labs;
import org.ccw.model.provenance.Input;
import org.junit.jupiter.api.Test;

class DvcmInputsTest {

    @Test
    void theDmaStartUpIsDvcmsOneCalibratedInputAndTheInterruptsAreSectionThreesFigures() {
        for (String id : List.of("dvcm-latency", "dvcm-contention")) {
            List<Input> inputs = Labs.byId(id).orElseThrow().inputs();
            Map<String, Input> byName = inputs.stream().collect(Collectors.toMap(Input::name, i -> i));
            assertEquals(inputs.size(), byName.size(), id);
            assertEquals(List.of("dvcm.dma_startup"), inputs.stream()
                    .filter(i -> i.source().kind().equals("calibrated")).map(Input::name).toList(), id);
            assertEquals(8_200, byName.get("dvcm.dma_startup").value(), id);
            assertEquals(9_000, byName.get("ultrasparc1.kernel.interrupt_kernel_handler_ns").value(), id);
            assertEquals("seed 001, §3 (Host CPU Overhead)",
                    byName.get("ultrasparc1.kernel.interrupt_signal_handler_ns").source().text(), id);
        }
    }
}
