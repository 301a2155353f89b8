package org.ccw.engine.capture;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PcapWriterTest {

    @Test
    void theFileIsAGlobalHeaderThenEachRecordInTimeOrderWithNanosecondStamps(@TempDir Path dir) throws IOException {
        PcapWriter pcap = new PcapWriter(LinkType.ERF);
        pcap.add(3_000_000_007L, new byte[] {7, 8, 9}, 10);
        pcap.add(1_500L, new byte[] {1, 2}, 2);
        Path file = dir.resolve("run.pcap");

        pcap.write(file);

        ByteBuffer in = ByteBuffer.wrap(Files.readAllBytes(file)).order(ByteOrder.LITTLE_ENDIAN);
        assertArrayEquals(new byte[] {0x4d, 0x3c, (byte) 0xb2, (byte) 0xa1}, bytes(in, 4), "nanosecond magic");
        assertEquals(2, in.getShort(), "major version");
        assertEquals(4, in.getShort(), "minor version");
        assertEquals(0, in.getInt(), "time zone");
        assertEquals(0, in.getInt(), "accuracy");
        assertEquals(262_144, in.getInt(), "snapshot length");
        assertEquals(197, in.getInt(), "link type ERF");
        // the earlier packet first, though added second
        assertEquals(0, in.getInt(), "seconds");
        assertEquals(1_500, in.getInt(), "nanoseconds");
        assertEquals(2, in.getInt(), "captured");
        assertEquals(2, in.getInt(), "on the wire");
        assertArrayEquals(new byte[] {1, 2}, bytes(in, 2));
        assertEquals(3, in.getInt());
        assertEquals(7, in.getInt());
        assertEquals(3, in.getInt(), "captured");
        assertEquals(10, in.getInt(), "on the wire: cut short");
        assertArrayEquals(new byte[] {7, 8, 9}, bytes(in, 3));
        assertEquals(0, in.remaining());
    }

    static byte[] bytes(ByteBuffer in, int n) {
        byte[] b = new byte[n];
        in.get(b);
        return b;
    }
}
