package org.ccw.engine.hw.atm;

/**
 * AAL5 framing arithmetic: a packet's payload plus an 8-byte trailer (length and CRC-32), padded to whole cells of
 * 48 payload bytes. One place for it, because the DVCM's senders, its coordination threshold and the labs that
 * set burst sizes and bandwidth bounds all count cells the same way.
 */
public final class Aal5 {
    /** Payload bytes one ATM cell carries. */
    public static final int CELL_PAYLOAD_BYTES = 48;
    /** Bytes of the AAL5 trailer (UU, CPI, length, CRC-32) at the end of the last cell. */
    public static final int TRAILER_BYTES = 8;

    private Aal5() {
    }

    /** Cells of an AAL5 packet carrying {@code payloadBytes}. */
    public static int cells(int payloadBytes) {
        if (payloadBytes < 0) {
            throw new IllegalArgumentException("AAL5 payload of " + payloadBytes + " bytes");
        }
        return (payloadBytes + TRAILER_BYTES + CELL_PAYLOAD_BYTES - 1) / CELL_PAYLOAD_BYTES;
    }

    /**
     * AAL5's CRC-32 over {@code bytes[offset, offset + length)} (ITU-T I.363.5): the Ethernet polynomial
     * 0x04C11DB7, preset to all ones, bits taken most significant first and the result complemented. Java's
     * {@code java.util.zip.CRC32} reflects its bits instead, which a receiver (or Wireshark) checking the trailer
     * would call wrong.
     */
    public static int crc32(byte[] bytes, int offset, int length) {
        int crc = 0xFFFFFFFF;
        for (int i = offset; i < offset + length; i++) {
            crc = (crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ bytes[i]) & 0xFF];
        }
        return ~crc;
    }

    private static final int[] CRC_TABLE = new int[256];

    static {
        for (int b = 0; b < 256; b++) {
            int crc = b << 24;
            for (int bit = 0; bit < 8; bit++) {
                crc = (crc & 0x80000000) != 0 ? (crc << 1) ^ 0x04C11DB7 : crc << 1;
            }
            CRC_TABLE[b] = crc;
        }
    }

    /** The largest payload that still fits in {@code cells} cells (0 when not even the trailer fits). */
    public static int payloadFitting(long cells) {
        return (int) Math.max(0, cells * CELL_PAYLOAD_BYTES - TRAILER_BYTES);
    }
}
