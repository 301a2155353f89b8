package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * One segment of the simulated TCP, as it goes in a frame: a 20-byte IP header (only its total length filled), a
 * 20-byte TCP header and the data. Of the TCP header this model fills, big-endian: the sequence number of the
 * first data byte (bytes 4–7), the cumulative acknowledgment (8–11), flags (13: {@value #ACK} ack,
 * {@value #DATA} data), the receiver's advertised window (14–15, bytes; no window scaling) and a CRC-32 of the
 * whole frame with this field zero (16–19), which stands for TCP's checksum and catches a damaged frame. Sequence
 * numbers count bytes of the stream from 0; a 32-bit number never wraps in a simulated run.
 *
 * @param sequence the stream offset of the first data byte
 * @param ack      the next stream byte the sender of this segment expects (valid when {@link #ACK} is set)
 * @param flags    {@link #ACK} and / or {@link #DATA}
 * @param window   the free space of the sender's receive buffer, bytes (0 to 65,535)
 * @param data     the data bytes (empty for a bare acknowledgment)
 */
record TcpSegment(long sequence, long ack, int flags, int window, byte[] data) {
    static final int HEADER_BYTES = IpFragmentation.IP_HEADER_BYTES + 20;
    static final int ACK = 0x10;
    static final int DATA = 0x08;
    private static final int TCP = IpFragmentation.IP_HEADER_BYTES;
    private static final int CHECKSUM = TCP + 16;

    /** The frame carrying this segment. */
    byte[] encode() {
        ByteBuffer frame = ByteBuffer.allocate(HEADER_BYTES + data.length);
        frame.putShort(2, (short) frame.capacity());
        frame.putInt(TCP + 4, (int) sequence).putInt(TCP + 8, (int) ack).put(TCP + 13, (byte) flags)
                .putShort(TCP + 14, (short) window);
        frame.put(HEADER_BYTES, data);
        byte[] bytes = frame.array();
        ByteBuffer.wrap(bytes).putInt(CHECKSUM, checksum(bytes));
        return bytes;
    }

    /** The segment in {@code frame}, or null when the frame is too short, its length is wrong or it is damaged. */
    static TcpSegment decode(byte[] frame) {
        if (frame.length < HEADER_BYTES) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(frame);
        if (Short.toUnsignedInt(in.getShort(2)) != frame.length || in.getInt(CHECKSUM) != checksum(frame)) {
            return null;
        }
        return new TcpSegment(Integer.toUnsignedLong(in.getInt(TCP + 4)), Integer.toUnsignedLong(in.getInt(TCP + 8)),
                in.get(TCP + 13), Short.toUnsignedInt(in.getShort(TCP + 14)), Arrays.copyOfRange(frame, HEADER_BYTES, frame.length));
    }

    private static int checksum(byte[] frame) {
        CRC32 crc = new CRC32();
        crc.update(frame, 0, CHECKSUM);
        crc.update(new byte[4]);
        crc.update(frame, CHECKSUM + 4, frame.length - CHECKSUM - 4);
        return (int) crc.getValue();
    }

    boolean hasData() {
        return (flags & DATA) != 0;
    }

    boolean hasAck() {
        return (flags & ACK) != 0;
    }
}
