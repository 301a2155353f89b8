package org.ccw.engine.hw;

import org.ccw.engine.net.Frame;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.junit.jupiter.api.Test;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

class FabricPortTest {

    private static FabricHarness twoHosts(FaultSettings faults) {
        return new FabricHarness(TestTopologies.atmStar(2, 64, TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1))
                .faults(faults).build());
    }

    @Test
    void aFrameCrossesTheFabricAsOneCellAndArrivesIntact() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort a = h.fabric.port(0);
        NetworkPort b = h.fabric.port(1);
        List<Frame> received = new ArrayList<>();
        b.receiver(received::add);
        byte[] payload = "remote read of a doubleword".getBytes(StandardCharsets.US_ASCII);

        a.send(1, payload);
        h.run();

        assertEquals(48, a.mtuBytes(), "an ATM cell carries 48 bytes");
        assertFalse(a.reliableInOrder());
        assertEquals(1, received.size());
        assertArrayEquals(payload, received.get(0).payload());
        assertEquals(0, received.get(0).source());
        assertEquals(1, received.get(0).destination());
    }

    @Test
    void aCorruptedCellReachesTheStackWithOneBitFlipped() {
        FabricHarness h = twoHosts(new FaultSettings(0, 0, 1, 0, 0, List.of()));
        List<Frame> received = new ArrayList<>();
        h.fabric.port(1).receiver(received::add);
        byte[] payload = new byte[40];

        h.fabric.port(0).send(1, payload);
        h.run();

        byte[] got = received.get(0).payload();
        int flipped = 0;
        for (int i = 0; i < got.length; i++) {
            flipped += Integer.bitCount((got[i] ^ payload[i]) & 0xff);
        }
        assertEquals(1, flipped, "damaged bits in " + Arrays.toString(got));
    }

    @Test
    void refusesFramesLargerThanACellAndUnknownHosts() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort a = h.fabric.port(0);

        assertThrows(IllegalArgumentException.class, () -> a.send(1, new byte[49]));
        assertThrows(IllegalArgumentException.class, () -> a.send(2, new byte[1]), "node 2 is the switch");
    }
}
