package org.ccw.engine.pvmam.pvmd;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * The 16-byte header in front of every packet between two pvmds (REFERENCE.md, "Daemon-to-daemon protocol"),
 * big-endian:
 *
 * <pre>
 * offset size field        meaning
 *   0     4   destination  the receiving pvmd's tid
 *   4     4   source       the sending pvmd's tid
 *   8     2   sequence     the packet's number on its host pair (data packets)
 *  10     2   ack          the sequence number acknowledged (with {@value #ACK})
 *  12     1   flags        {@value #DATA} data, {@value #ACK} acknowledgement
 *  13     1   (unused)     0
 *  14     2   checksum     the low 16 bits of a CRC-32 of the whole packet with this field zero: it stands for the
 *                          UDP checksum the kernel checks (a damaged datagram is dropped)
 * </pre>
 *
 * @param destination the receiving pvmd's tid
 * @param source      the sending pvmd's tid
 * @param sequence    0 .. 65535
 * @param ack         0 .. 65535
 * @param flags       {@link #DATA} and / or {@link #ACK}
 */
public record PvmdPacketHeader(int destination, int source, int sequence, int ack, int flags) {
    public static final int BYTES = 16;
    public static final int DATA = 1;
    public static final int ACK = 2;
    private static final int CHECKSUM = 14;

    public PvmdPacketHeader {
        if (sequence < 0 || sequence > 0xFFFF || ack < 0 || ack > 0xFFFF || (flags & ~3) != 0) {
            throw new IllegalArgumentException("sequence " + sequence + ", ack " + ack + ", flags " + flags
                    + " do not fit a pvmd packet header");
        }
    }

    public boolean isData() {
        return (flags & DATA) != 0;
    }

    public boolean isAck() {
        return (flags & ACK) != 0;
    }

    /** The packet: this header, then {@code payload}. */
    public byte[] encode(byte[] payload) {
        ByteBuffer packet = ByteBuffer.allocate(BYTES + payload.length);
        packet.putInt(destination).putInt(source).putShort((short) sequence).putShort((short) ack)
                .put((byte) flags).put((byte) 0).putShort((short) 0).put(payload);
        byte[] bytes = packet.array();
        ByteBuffer.wrap(bytes).putShort(CHECKSUM, (short) checksum(bytes, bytes.length));
        return bytes;
    }

    /** The header of {@code packet[0, length)}, or null when it is too short or damaged. */
    public static PvmdPacketHeader decode(byte[] packet, int length) {
        if (length < BYTES) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(packet, 0, length);
        if (Short.toUnsignedInt(in.getShort(CHECKSUM)) != checksum(packet, length)) {
            return null;
        }
        int flags = Byte.toUnsignedInt(in.get(12));
        if ((flags & ~3) != 0) {
            return null;
        }
        return new PvmdPacketHeader(in.getInt(0), in.getInt(4), Short.toUnsignedInt(in.getShort(8)),
                Short.toUnsignedInt(in.getShort(10)), flags);
    }

    /** The bytes after the header. */
    public static byte[] payload(byte[] packet, int length) {
        return Arrays.copyOfRange(packet, BYTES, length);
    }

    private static int checksum(byte[] packet, int length) {
        CRC32 crc = new CRC32();
        crc.update(packet, 0, CHECKSUM);
        crc.update(new byte[2]);
        crc.update(packet, CHECKSUM + 2, length - CHECKSUM - 2);
        return (int) (crc.getValue() & 0xFFFF);
    }
}
