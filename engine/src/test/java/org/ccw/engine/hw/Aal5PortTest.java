package org.ccw.engine.hw;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.FaultSettings;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.TestTopologies;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

class Aal5PortTest {

    private static FabricHarness twoHosts(FaultSettings faults) {
        return new FabricHarness(TestTopologies.atmStar(2, 1024, TestTopologies.cells(WorkloadKind.PING_PONG, 0, 1))
                .faults(faults).build());
    }

    private static byte[] datagram(int bytes) {
        byte[] data = new byte[bytes];
        for (int i = 0; i < bytes; i++) {
            data[i] = (byte) (i * 31 + 7);
        }
        return data;
    }

    @Test
    void theTrailersCrcIsAal5sMostSignificantBitFirstNotJavasReflectedOne() {
        byte[] check = "123456789".getBytes(java.nio.charset.StandardCharsets.US_ASCII);

        // the standard check value of CRC-32/BZIP2, the CRC of ITU-T I.363.5
        assertEquals(0xFC891918, Aal5.crc32(check, 0, check.length));
    }

    @Test
    void aDatagramIsPaddedToWholeCellsWithItsLengthAndCrcInTheLastEightBytes() {
        byte[] data = datagram(100);

        byte[] pdu = Aal5Port.pdu(data, 0, data.length);

        // 100 bytes + 8 of trailer need 3 cells of 48: 36 bytes of padding
        assertEquals(3 * 48, pdu.length);
        ByteBuffer trailer = ByteBuffer.wrap(pdu, pdu.length - 8, 8);
        assertEquals(0, trailer.get(), "UU");
        assertEquals(0, trailer.get(), "CPI");
        assertEquals(100, trailer.getShort());
        assertEquals(Aal5.crc32(pdu, 0, pdu.length - 4), trailer.getInt());
        assertArrayEquals(data, Aal5Port.payloadOf(pdu));
        assertEquals(48, Aal5Port.pdu(new byte[40], 0, 40).length, "40 bytes and the trailer fill one cell exactly");
    }

    @Test
    void aPduMissingACellOrDamagedFailsItsTrailer() {
        byte[] pdu = Aal5Port.pdu(datagram(200), 0, 200);
        byte[] missingOne = new byte[pdu.length - 48];
        System.arraycopy(pdu, 48, missingOne, 0, missingOne.length);
        byte[] damaged = pdu.clone();
        damaged[17] ^= 4;

        assertNull(Aal5Port.payloadOf(missingOne), "length no longer fits the cells");
        assertNull(Aal5Port.payloadOf(damaged), "CRC-32 catches one flipped bit");
    }

    @Test
    void aDatagramCrossesTheSwitchAsCellsAndArrivesWhole() {
        FabricHarness h = twoHosts(FaultSettings.NONE);
        NetworkPort a = h.fabric.ipPort(0, 0);
        NetworkPort b = h.fabric.ipPort(1, 0);
        List<Frame> received = new ArrayList<>();
        b.receiver(received::add);
        byte[] data = datagram(9180);

        a.send(1, new FrameTag("segment", 42), data, 0, data.length);
        h.run();

        assertEquals(9180, a.mtuBytes(), "classical IP's MTU over ATM");
        assertEquals(1, received.size());
        assertArrayEquals(data, received.get(0).payload());
        List<TraceEvent.CellInjected> cells = h.at(0, TraceEvent.CellInjected.class);
        // (9180 + 8) / 48 rounded up, through the 36-cell send FIFO paced at the line's rate
        assertEquals(192, cells.size());
        assertTrue(cells.stream().allMatch(c -> c.messageId() == 42 && c.sizeBytes() == 53), cells::toString);
        assertThrows(IllegalArgumentException.class, () -> a.send(1, FrameTag.UNTAGGED, new byte[9181], 0, 9181));
        assertThrows(IllegalArgumentException.class, () -> h.fabric.port(0, 0),
                "one receiver per interface: raw cells or IP, not both");
    }

    @Test
    void aLostCellLosesItsDatagramAndTheNextOneArrives() {
        // the second cell host 0 puts on its link is lost
        FabricHarness h = twoHosts(FaultSettings.NONE.with(new ScriptedDrop(0, 2)));
        NetworkPort a = h.fabric.ipPort(0, 0);
        List<Frame> received = new ArrayList<>();
        h.fabric.ipPort(1, 0).receiver(received::add);
        byte[] first = datagram(500);
        byte[] second = datagram(300);

        a.send(1, FrameTag.UNTAGGED, first, 0, first.length);
        a.send(1, FrameTag.UNTAGGED, second, 0, second.length);
        h.run();

        assertEquals(1, received.size());
        assertArrayEquals(second, received.get(0).payload());
        assertEquals(1, h.at(1, TraceEvent.CellDropped.class).stream()
                .filter(d -> d.reason() == DropReason.CHECKSUM).count(), "the broken packet, discarded by the card");
    }
}
