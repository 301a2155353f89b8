package org.ccw.engine.ssam;

/**
 * The AAL3/4 SAR-PDU CRC: 10 bits, generator x^10 + x^9 + x^5 + x^4 + x + 1 (ITU-T I.363). The SBA-100 generates
 * and checks it in hardware (seed 000 §3.2), so computing it costs the host nothing; the stack computes it here
 * because the simulated NIC only moves bytes. Four bytes a step, with a table per byte position, so a real run's
 * host does not spend a cell's round trip on it (#28: a byte at a time took some 130 ns a cell, four a round trip).
 */
final class Crc10 {
    private static final int POLYNOMIAL = 0x233; // x^10 term implicit
    /** {@code TABLES[k][b]}: the CRC of byte {@code b} followed by {@code k} zero bytes. */
    private static final int[][] TABLES = new int[4][256];

    static {
        for (int b = 0; b < 256; b++) {
            int crc = b << 2;
            for (int bit = 0; bit < 8; bit++) {
                crc <<= 1;
                if ((crc & 0x400) != 0) {
                    crc ^= POLYNOMIAL;
                }
            }
            TABLES[0][b] = crc & 0x3FF;
        }
        for (int k = 1; k < TABLES.length; k++) {
            for (int b = 0; b < 256; b++) {
                TABLES[k][b] = next(TABLES[k - 1][b], 0);
            }
        }
    }

    private Crc10() {
    }

    /** CRC-10 of {@code bytes[offset, offset + length)}. */
    static int of(byte[] bytes, int offset, int length) {
        return of(0, bytes, offset, length);
    }

    /** The CRC {@code crc} so far, continued over {@code bytes[offset, offset + length)}. */
    static int of(int crc, byte[] bytes, int offset, int length) {
        int[] t0 = TABLES[0];
        int[] t1 = TABLES[1];
        int[] t2 = TABLES[2];
        int[] t3 = TABLES[3];
        int i = offset;
        int end = offset + length;
        for (; i + 4 <= end; i += 4) {
            // the 10-bit CRC so far lies over the first byte and the top two bits of the second
            crc = t3[((crc >> 2) ^ bytes[i]) & 0xFF] ^ t2[((crc << 6) ^ bytes[i + 1]) & 0xFF]
                    ^ t1[bytes[i + 2] & 0xFF] ^ t0[bytes[i + 3] & 0xFF];
        }
        for (; i < end; i++) {
            crc = next(crc, bytes[i]);
        }
        return crc;
    }

    /** The CRC {@code crc} so far, continued over one byte. */
    static int next(int crc, int b) {
        return ((crc << 8) & 0x3FF) ^ TABLES[0][((crc >> 2) ^ b) & 0xFF];
    }
}
