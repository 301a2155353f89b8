package org.ccw.engine.ssam;

/**
 * The AAL3/4 SAR-PDU CRC: 10 bits, generator x^10 + x^9 + x^5 + x^4 + x + 1 (ITU-T I.363). The SBA-100 generates
 * and checks it in hardware (seed 000 §3.2), so computing it costs the host nothing; the stack computes it here
 * because the simulated NIC only moves bytes.
 */
final class Crc10 {
    private static final int POLYNOMIAL = 0x233; // x^10 term implicit
    private static final int[] TABLE = new int[256];

    static {
        for (int b = 0; b < 256; b++) {
            int crc = b << 2;
            for (int bit = 0; bit < 8; bit++) {
                crc <<= 1;
                if ((crc & 0x400) != 0) {
                    crc ^= POLYNOMIAL;
                }
            }
            TABLE[b] = crc & 0x3FF;
        }
    }

    private Crc10() {
    }

    /** CRC-10 of {@code bytes[offset, offset + length)}. */
    static int of(byte[] bytes, int offset, int length) {
        int crc = 0;
        for (int i = offset; i < offset + length; i++) {
            crc = ((crc << 8) & 0x3FF) ^ TABLE[((crc >> 2) ^ bytes[i]) & 0xFF];
        }
        return crc;
    }
}
