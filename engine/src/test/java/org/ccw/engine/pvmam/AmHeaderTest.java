package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Arrays;
import java.util.HexFormat;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;

/** The 16-byte AM header of seed 003's Appendix A.1, byte for byte, and PVM's tid layout. */
class AmHeaderTest {

    @Test
    void theHeaderIsWrittenByteForByteInNetworkOrder() {
        AmHeader header = new AmHeader(Tid.of(1, 2), 16 + 3, 5, 1, AmHeader.REPLY, 0x0102);

        byte[] am = header.encode(new byte[] {9, 8, 7}, 0, 3);

        assertEquals(19, am.length);
        // from_task 0x00040002, total_length 19, instance 5, sequence 1, pad 0, type 1 (reply), handler 0x0102
        assertEquals("00040002" + "0013" + "05" + "01" + "00" + "01" + "0102",
                HexFormat.of().formatHex(am, 0, 12));
        CRC32 crc = new CRC32();
        byte[] zeroed = am.clone();
        Arrays.fill(zeroed, 12, 16, (byte) 0);
        crc.update(zeroed);
        assertEquals(String.format("%08x", crc.getValue()), HexFormat.of().formatHex(am, 12, 16),
                "bytes 12-15: CRC-32 of the whole AM with the checksum field zero");
        assertArrayEquals(new byte[] {9, 8, 7}, Arrays.copyOfRange(am, 16, 19));
    }

    @Test
    void decodingReadsBackWhatEncodingWrote() {
        AmHeader header = new AmHeader(Tid.of(4095, 0x3ffff), 16 + 8176, 255, 0, AmHeader.REQUEST, 0xFFFF);
        byte[] am = header.encode(new byte[8176], 0, 8176);

        assertEquals(header, AmHeader.decode(am, am.length));
    }

    @Test
    void aDamagedOrTruncatedFrameIsNotAnAm() {
        byte[] am = new AmHeader(Tid.of(1, 1), 16 + 4, 0, 0, AmHeader.REQUEST, 1).encode(new byte[4], 0, 4);
        for (int bit = 0; bit < am.length * 8; bit++) {
            byte[] damaged = am.clone();
            damaged[bit / 8] ^= (byte) (1 << (bit % 8));
            assertNull(AmHeader.decode(damaged, damaged.length), "bit " + bit + " flipped is caught");
        }
        assertNull(AmHeader.decode(am, am.length - 1), "a length that disagrees with the header");
        assertNull(AmHeader.decode(am, 15), "shorter than a header");
    }

    @Test
    void fieldsThatDoNotFitAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new AmHeader(1, 8193, 0, 0, AmHeader.REQUEST, 1));
        assertThrows(IllegalArgumentException.class, () -> new AmHeader(1, 16, 256, 0, AmHeader.REQUEST, 1));
        assertThrows(IllegalArgumentException.class, () -> new AmHeader(1, 16, 0, 2, AmHeader.REQUEST, 1));
        assertThrows(IllegalArgumentException.class, () -> new AmHeader(1, 16, 0, 0, 7, 1));
    }

    @Test
    void tidsAreLaidOutAsPvmLaysThemOut() {
        int tid = Tid.of(1, 1);

        assertEquals(0x40001, tid);
        assertEquals("t40001", Tid.text(tid));
        assertEquals(1, Tid.host(tid));
        assertEquals(1, Tid.local(tid));
        assertEquals(0x3ffc0000, Tid.of(4095, 1) & Tid.HOST_MASK);
        assertEquals(false, Tid.isTask(0x80040000), "bit 31 marks a daemon");
        assertThrows(IllegalArgumentException.class, () -> Tid.of(0, 1));
    }
}
