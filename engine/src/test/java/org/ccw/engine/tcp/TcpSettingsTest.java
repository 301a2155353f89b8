package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import org.ccw.model.provenance.Input;
import org.junit.jupiter.api.Test;

/** Every TCP parameter is an input with its source. */
class TcpSettingsTest {

    @Test
    void everyValueIsAnInputNamedOnceWithItsSource() {
        List<Input> inputs = TcpSettings.PVM_SOCKET.inputs("tcp");

        Set<String> names = inputs.stream().map(Input::name).collect(Collectors.toSet());
        assertEquals(inputs.size(), names.size());
        assertEquals(TcpSettings.class.getRecordComponents().length, inputs.size(), "one input per parameter");
        assertTrue(inputs.stream().allMatch(i -> i.source().text().length() > 10), inputs::toString);
        assertEquals(500, inputs.stream().filter(i -> i.name().equals("tcp.clock_granularity")).findFirst()
                .orElseThrow().value(), "ms");
        assertTrue(inputs.stream().filter(i -> i.name().equals("tcp.receive_buffer")).findFirst().orElseThrow()
                .source().text().contains("PVM 3.4"));
    }
}
