package org.ccw.engine.ssam;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * One SSAM message: exactly one 48-byte ATM payload (seed 000 §3.1.1). The first 8 bytes are the SSAM header,
 * the remaining {@value #DATA_BYTES} hold the Active Message data:
 *
 * <pre>
 *  byte 0-1  flow control, 16 bits: type (2) | sequence number (7) | auxiliary (7; an ACK's count)
 *  byte 2-5  handler, 32 bits: the handler to run at the receiver
 *  byte 6-7  AAL3/4-compatible check, 16 bits: length indicator (6) | CRC-10 over all 48 bytes (10)
 *  byte 8-47 data
 * </pre>
 *
 * The 7-bit sequence number bounds the window to {@link #MAX_WINDOW}; {@link #decode} refuses a cell whose check
 * does not match, as the SBA-100 flags a damaged cell.
 *
 * @param type     request, reply or explicit acknowledgment
 * @param sequence sequence number modulo {@value #SEQUENCE_MODULUS}: of the request, or of the request a reply
 *                 or ACK answers (the first of an ACK's run)
 * @param count    for an ACK, how many consecutive requests it acknowledges (1..127); 0 otherwise
 * @param handler  handler id at the receiver (0 for an ACK)
 * @param length   data bytes that matter, 0..{@value #DATA_BYTES} (the AAL3/4 length indicator)
 * @param data     the {@value #DATA_BYTES} data bytes (copied)
 */
public record SsamCell(CellType type, int sequence, int count, int handler, int length, byte[] data) {
    /** The stack these cells belong to, as the trace and the registry name it. */
    public static final String STACK = "ssam";


    /** Bytes of an ATM payload: one SSAM cell. */
    public static final int PAYLOAD_BYTES = 48;
    /** Bytes of the SSAM header. */
    public static final int HEADER_BYTES = 8;
    /** Bytes of Active Message data in one cell. */
    public static final int DATA_BYTES = PAYLOAD_BYTES - HEADER_BYTES;
    /** Sequence numbers run modulo this (7 bits). */
    public static final int SEQUENCE_MODULUS = 128;
    /**
     * Largest window: a quarter of the sequence space, so that a request is new ([expected, expected + w)), a
     * duplicate ([expected - w, expected)) or stale, with a guard band of 2w against long-delayed copies.
     */
    public static final int MAX_WINDOW = SEQUENCE_MODULUS / 4;

    public SsamCell {
        if (sequence < 0 || sequence >= SEQUENCE_MODULUS || count < 0 || count >= SEQUENCE_MODULUS) {
            throw new IllegalArgumentException("sequence " + sequence + " or count " + count + " outside 7 bits");
        }
        if (length < 0 || length > DATA_BYTES || data.length != DATA_BYTES) {
            throw new IllegalArgumentException("SSAM data is " + DATA_BYTES + " bytes; length " + length);
        }
        data = data.clone();
    }

    @Override
    public byte[] data() {
        return data.clone();
    }

    /** The 48-byte ATM payload of this cell, check included. */
    public byte[] encode() {
        ByteBuffer cell = ByteBuffer.allocate(PAYLOAD_BYTES);
        cell.putShort((short) (type.ordinal() << 14 | sequence << 7 | count));
        cell.putInt(handler);
        cell.putShort((short) 0);
        cell.put(data);
        byte[] bytes = cell.array();
        bytes[6] = (byte) (length << 2);
        int check = length << 10 | checksum(bytes);
        bytes[6] = (byte) (check >>> 8);
        bytes[7] = (byte) check;
        return bytes;
    }

    /**
     * Decodes a received payload.
     *
     * @return the cell, or null when the payload is not 48 bytes, its CRC-10 does not match or its header is
     *         impossible (a damaged cell: the caller drops it)
     */
    public static SsamCell decode(byte[] payload) {
        if (payload.length != PAYLOAD_BYTES) {
            return null;
        }
        Header h = Header.of(payload);
        if (h.crc10() != checksum(payload) || h.length() > DATA_BYTES || h.type() == null) {
            return null;
        }
        return new SsamCell(h.type(), h.sequence(), h.count(), h.handler(), h.length(),
                Arrays.copyOfRange(payload, HEADER_BYTES, PAYLOAD_BYTES));
    }

    /**
     * The header's fields as the bytes hold them, checked or not: how a receiver decodes a cell and how a view
     * reads one recorded in the trace.
     *
     * @param typeBits the two type bits (3 names no type)
     * @param length   the length indicator as written (a damaged cell may say more than {@value #DATA_BYTES})
     */
    record Header(int typeBits, int sequence, int count, int handler, int length, int crc10) {

        /** Reads the first {@value #HEADER_BYTES} bytes of {@code bytes}. */
        static Header of(byte[] bytes) {
            int flow = (bytes[0] & 0xFF) << 8 | bytes[1] & 0xFF;
            int check = (bytes[6] & 0xFF) << 8 | bytes[7] & 0xFF;
            return new Header(flow >>> 14, flow >>> 7 & 0x7F, flow & 0x7F, ByteBuffer.wrap(bytes, 2, 4).getInt(),
                    check >>> 10, check & 0x3FF);
        }

        /** The cell type, or null when the type bits name none. */
        CellType type() {
            return typeBits < CellType.values().length ? CellType.values()[typeBits] : null;
        }

        /** The type in the trace's vocabulary ({@code request}, {@code reply}, {@code ack}). */
        String typeName() {
            return type() == null ? "type " + typeBits : type().traceKind();
        }

        boolean isAck() {
            return type() == CellType.ACK;
        }
    }

    /** CRC-10 over the whole payload, length indicator included, with the CRC's own 10 bits taken as zero. */
    private static int checksum(byte[] payload) {
        int crc = Crc10.of(payload, 0, 6);
        crc = Crc10.next(Crc10.next(crc, payload[6] & 0xFC), 0);
        return Crc10.of(crc, payload, 8, payload.length - 8);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof SsamCell c && type == c.type && sequence == c.sequence && count == c.count
                && handler == c.handler && length == c.length && Arrays.equals(data, c.data);
    }

    @Override
    public int hashCode() {
        return ((type.hashCode() * 31 + sequence) * 31 + handler) * 31 + Arrays.hashCode(data);
    }

    @Override
    public String toString() {
        return type + "[seq " + sequence + (type == CellType.ACK ? " x" + count : "") + ", handler " + handler
                + ", " + length + " bytes]";
    }
}
