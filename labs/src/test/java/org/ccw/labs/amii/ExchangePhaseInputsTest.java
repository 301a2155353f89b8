package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.folder.Labs;
import org.ccw.model.provenance.Input;
import org.junit.jupiter.api.Test;

class ExchangePhaseInputsTest {

    @Test
    void theClumpAndNowLabsListTableOneForBothMachinesAndCalibrateNothing() {
        for (String id : List.of("amii-em3d", "amii-nic-balance")) {
            List<Input> inputs = Labs.byId(id).orElseThrow().inputs();
            Map<String, Input> byName = inputs.stream().collect(Collectors.toMap(Input::name, i -> i));
            assertEquals(inputs.size(), byName.size(), id);
            assertEquals(80, byName.get("e5000.remote_cache_miss_cycles").value(), id);
            assertEquals(114, byName.get("u170.nic0.uncached_read_cycles").value(), id);
            assertEquals(400, byName.get("e5000.memory_bandwidth_MBps").value(), id);
            assertTrue(inputs.stream().noneMatch(i -> i.source().kind().equals("calibrated")), id);
        }
    }
}
