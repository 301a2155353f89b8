package org.ccw.engine.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.charset.StandardCharsets;

import org.junit.jupiter.api.Test;

class SsamCellTest {

    private static SsamCell request() {
        byte[] data = new byte[SsamCell.DATA_BYTES];
        for (int i = 0; i < data.length; i++) {
            data[i] = (byte) (i * 13 + 1);
        }
        return new SsamCell(CellType.REQUEST, 93, 0, 0x0102_0304, 17, data);
    }

    @Test
    void aCellIsOneAtmPayloadWithAnEightByteHeader() {
        byte[] bytes = request().encode();

        assertEquals(48, bytes.length);
        assertEquals(0x01, bytes[2]);
        assertEquals(0x04, bytes[5]);
        assertEquals(1, bytes[8], "data starts after the 8-byte header");
        assertEquals(17, (bytes[6] & 0xFF) >>> 2, "the length indicator heads the 16-bit check field");
    }

    @Test
    void decodingAnEncodedCellGivesItBack() {
        assertEquals(request(), SsamCell.decode(request().encode()));
        SsamCell ack = new SsamCell(CellType.ACK, 127, 5, 0, 0, new byte[SsamCell.DATA_BYTES]);
        assertEquals(ack, SsamCell.decode(ack.encode()));
    }

    @Test
    void everySingleBitErrorIsCaughtByTheCheck() {
        byte[] good = request().encode();
        for (int bit = 0; bit < good.length * 8; bit++) {
            byte[] bad = good.clone();
            bad[bit / 8] ^= (byte) (1 << (bit % 8));
            assertNull(SsamCell.decode(bad), "flipped bit " + bit);
        }
    }

    @Test
    void theCheckIsTheAal34Crc10() {
        byte[] check = "123456789".getBytes(StandardCharsets.US_ASCII);
        assertEquals(0x199, Crc10.of(check, 0, check.length), "CRC-10/ATM check value");
    }

    @Test
    void theCrcFourBytesAStepIsTheCrcOneBitAtATime() {
        java.util.Random random = new java.util.Random(28);
        for (int trial = 0; trial < 2000; trial++) {
            byte[] bytes = new byte[random.nextInt(64)];
            random.nextBytes(bytes);
            int offset = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
            int length = bytes.length - offset;
            int split = length == 0 ? 0 : random.nextInt(length);
            assertEquals(bitByBit(bytes, offset, length), Crc10.of(bytes, offset, length), "trial " + trial);
            assertEquals(bitByBit(bytes, offset, length),
                    Crc10.of(Crc10.of(bytes, offset, split), bytes, offset + split, length - split), "continued");
        }
    }

    /** The generator's long division, a bit at a time: what the tables must agree with. */
    private static int bitByBit(byte[] bytes, int offset, int length) {
        int crc = 0;
        for (int i = offset; i < offset + length; i++) {
            for (int bit = 7; bit >= 0; bit--) {
                boolean top = ((crc >> 9) & 1) != ((bytes[i] >> bit) & 1);
                crc = (crc << 1) & 0x3FF;
                if (top) {
                    crc ^= 0x233;
                }
            }
        }
        return crc;
    }

    @Test
    void headerFieldsOutsideTheirBitsAreRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> new SsamCell(CellType.REQUEST, 128, 0, 1, 0, new byte[SsamCell.DATA_BYTES]));
        assertThrows(IllegalArgumentException.class,
                () -> new SsamCell(CellType.REQUEST, 0, 0, 1, 41, new byte[SsamCell.DATA_BYTES]));
    }
}
