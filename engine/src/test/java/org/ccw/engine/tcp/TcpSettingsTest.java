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

    @Test
    void solarisTimersAreItsOwnAndCitedToItsSource() {
        List<Input> inputs = TcpSettings.SOLARIS_2_5.withSocket(true, 0x8000, 0x8000).inputs("tcp");

        assertEquals(200, value(inputs, "tcp.min_rto"), "tcp_rexmit_interval_min, not BSD's 1 s");
        assertEquals(500, value(inputs, "tcp.initial_rto"));
        assertEquals(10, value(inputs, "tcp.clock_granularity"), "the 100 Hz lbolt, not a 500 ms slow timer");
        assertEquals(50, value(inputs, "tcp.delayed_ack"));
        assertTrue(inputs.stream().filter(i -> i.name().equals("tcp.min_rto")).findFirst().orElseThrow()
                .source().text().contains("tcp.c"));
        assertTrue(inputs.stream().filter(i -> i.name().equals("tcp.receive_buffer")).findFirst().orElseThrow()
                .source().text().contains("PVM 3.4"), "PVM's socket options are PVM's, whatever the kernel");
        assertEquals(TcpSettings.class.getRecordComponents().length, inputs.size());
    }

    @Test
    void aHostRunningSolaris25GetsItsTcpAndAnyOtherBsds() {
        assertEquals(TcpSettings.SOLARIS_2_5, TcpSettings.forOperatingSystem("Solaris 2.5.1"));
        assertEquals(TcpSettings.SOLARIS_2_5, TcpSettings.forOperatingSystem("Solaris 2.5"));
        assertEquals(TcpSettings.BSD_1998, TcpSettings.forOperatingSystem("Linux 2.0.34"));
        assertEquals(TcpSettings.BSD_1998, TcpSettings.forOperatingSystem(null));
    }

    @Test
    void aKernelThatGivesUpAfterATimeCountsTheDoublingTimeoutsThatFitInIt() {
        // 0.2 + 0.4 + ... + 51.2 s (9 timeouts, 102.2 s), then 60 s each: 6 more within 480 s
        assertEquals(15, TcpSettings.timeoutsWithin(480_000, 200, 60_000));
        assertEquals(15, TcpSettings.SOLARIS_2_5.maxTimeouts());
        assertEquals(0, TcpSettings.timeoutsWithin(100, 200, 60_000));
    }

    private static double value(List<Input> inputs, String name) {
        return inputs.stream().filter(i -> i.name().equals(name)).findFirst().orElseThrow().value();
    }
}
