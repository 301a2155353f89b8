package org.ccw.engine.capture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

class UdpCaptureTest {
    private static final byte[] LOOPBACK = {127, 0, 0, 1};

    @Test
    void aDatagramBecomesAnIpv4PacketWithAUdpHeaderAndChecksumsThatVerify() {
        byte[] datagram = {0, 0, 0, 1, 0, 0, 0, 2, 'h', 'i', '!'};

        byte[] packet = UdpCapture.packet(LOOPBACK, 40_000, LOOPBACK, 40_001, 7, datagram);

        ByteBuffer p = ByteBuffer.wrap(packet);
        assertEquals(20 + 8 + 11, packet.length);
        assertEquals(0x45, p.get(0), "IPv4, 5 words of header");
        assertEquals(39, p.getShort(2), "total length");
        assertEquals(7, p.getShort(4), "identification");
        assertEquals(0x4000, p.getShort(6), "don't fragment, offset 0");
        assertEquals(64, p.get(8), "TTL");
        assertEquals(17, p.get(9), "UDP");
        assertArrayEquals(LOOPBACK, PcapWriterTest.bytes(p.position(12), 4));
        assertArrayEquals(LOOPBACK, PcapWriterTest.bytes(p.position(16), 4));
        assertEquals(0, UdpCapture.checksum(packet, 0, 20, 0), "a header with its checksum sums to zero");
        assertEquals(40_000, Short.toUnsignedInt(p.getShort(20)));
        assertEquals(40_001, Short.toUnsignedInt(p.getShort(22)));
        assertEquals(19, p.getShort(24), "UDP length");
        long pseudo = 0x7f00 + 0x0001 + 0x7f00 + 0x0001 + 17 + 19;
        assertEquals(0, UdpCapture.checksum(packet, 20, 19, pseudo), "UDP checksum over the pseudo header");
        assertArrayEquals(datagram, PcapWriterTest.bytes(p.position(28), 11));
    }
}
