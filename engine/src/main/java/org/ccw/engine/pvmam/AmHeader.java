package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.zip.CRC32;

/**
 * The 16-byte header of an Active Message in PVMAM (seed 003, Appendix A.1), byte for byte, in network byte order
 * (big-endian), as it goes on the wire in front of the message's data:
 *
 * <pre>
 * offset size field         meaning
 *   0     4   from_task     tid of the sending task
 *   4     2   total_length  length of this AM, header included (at most {@value #MAX_AM_BYTES})
 *   6     1   instance      number of the request / reply buffer, 0 .. depth - 1
 *   7     1   sequence      the buffer's binary sequence number, 0 or 1
 *   8     1   pad           unused, 0
 *   9     1   type          {@value #REQUEST} request, {@value #REPLY} reply
 *  10     2   handler       address identifier of the handler to run
 *  12     4   checksum      CRC-32 of the whole AM with this field zero
 * </pre>
 *
 * <p>The paper leaves the checksum unused (its networks rarely damage a packet); here it is a CRC-32 over header
 * and data, so a frame a link damaged is caught and dropped, and the AM layer's retransmission recovers it.
 *
 * @param fromTask    the sender's tid
 * @param totalLength header plus data, in bytes
 * @param instance    the buffer's instance number
 * @param sequence    the buffer's sequence bit
 * @param type        {@link #REQUEST} or {@link #REPLY}
 * @param handler     the handler's address identifier
 */
public record AmHeader(int fromTask, int totalLength, int instance, int sequence, int type, int handler) {
    /** The stack these Active Messages belong to, as the trace and the registry name it. */
    public static final String STACK = "pvmam";

    /** Bytes of the header. */
    public static final int BYTES = 16;
    /** Largest Active Message, header included (seed 003 §5: the MTU of the AM layer). */
    public static final int MAX_AM_BYTES = 8192;
    /** Largest data an AM carries. */
    public static final int MAX_DATA_BYTES = MAX_AM_BYTES - BYTES;
    public static final int REQUEST = 0;
    public static final int REPLY = 1;
    static final int CHECKSUM_OFFSET = 12;
    /** The checksum field as the checksum counts it. */
    private static final byte[] ZERO_CHECKSUM = new byte[4];

    public AmHeader {
        if (totalLength < BYTES || totalLength > MAX_AM_BYTES) {
            throw new IllegalArgumentException("an AM is " + BYTES + " to " + MAX_AM_BYTES + " bytes, not "
                    + totalLength);
        }
        if (instance < 0 || instance > 0xFF || (sequence & ~1) != 0 || (type != REQUEST && type != REPLY)
                || handler < 0 || handler > 0xFFFF) {
            throw new IllegalArgumentException("instance " + instance + ", sequence " + sequence + ", type " + type
                    + ", handler " + handler + " do not fit the AM header");
        }
    }

    /** Whether this is a request (else a reply). */
    public boolean isRequest() {
        return type == REQUEST;
    }

    /** Data bytes after the header. */
    public int dataLength() {
        return totalLength - BYTES;
    }

    /**
     * The whole Active Message: this header, then {@code data[offset, offset + length)}, with its checksum.
     *
     * @throws IllegalArgumentException when {@code length} is not this header's data length
     */
    public byte[] encode(byte[] data, int offset, int length) {
        if (length != dataLength()) {
            throw new IllegalArgumentException("header says " + dataLength() + " data bytes, given " + length);
        }
        byte[] bytes = new byte[totalLength];
        System.arraycopy(data, offset, bytes, BYTES, length);
        return encodeInto(bytes);
    }

    /**
     * Writes this header, with the checksum, over the first {@value #BYTES} bytes of {@code am}, whose data already
     * follows them: an AM built where it will leave from, with no copy of its data.
     *
     * @throws IllegalArgumentException when {@code am} is not this header's total length
     */
    public byte[] encodeInto(byte[] am) {
        if (am.length != totalLength) {
            throw new IllegalArgumentException("header says " + totalLength + " bytes, given " + am.length);
        }
        ByteBuffer.wrap(am).putInt(fromTask).putShort((short) totalLength).put((byte) instance).put((byte) sequence)
                .put((byte) 0).put((byte) type).putShort((short) handler).putInt(0);
        ByteBuffer.wrap(am).putInt(CHECKSUM_OFFSET, checksum(am, totalLength));
        return am;
    }

    /**
     * The header of the Active Message in {@code bytes[0, length)}, or null when it is not one: too short, its
     * length field disagreeing with what arrived, a field out of range, or its checksum wrong (a damaged frame).
     */
    public static AmHeader decode(byte[] bytes, int length) {
        if (length < BYTES || length > bytes.length) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(bytes, 0, length);
        int fromTask = in.getInt(0);
        int totalLength = Short.toUnsignedInt(in.getShort(4));
        int instance = Byte.toUnsignedInt(in.get(6));
        int sequence = Byte.toUnsignedInt(in.get(7));
        int type = Byte.toUnsignedInt(in.get(9));
        int handler = Short.toUnsignedInt(in.getShort(10));
        if (totalLength != length || sequence > 1 || (type != REQUEST && type != REPLY)
                || in.getInt(CHECKSUM_OFFSET) != checksum(bytes, length)) {
            return null;
        }
        return new AmHeader(fromTask, totalLength, instance, sequence, type, handler);
    }

    /** The header's fields as they are written, whatever the checksum says (for the inspector). */
    static AmHeader readUnchecked(byte[] header) {
        ByteBuffer in = ByteBuffer.wrap(header);
        return new AmHeader(in.getInt(0), Math.max(BYTES, Math.min(MAX_AM_BYTES, Short.toUnsignedInt(in.getShort(4)))),
                Byte.toUnsignedInt(in.get(6)), in.get(7) & 1, in.get(9) == REPLY ? REPLY : REQUEST,
                Short.toUnsignedInt(in.getShort(10)));
    }

    /** The checksum field as written in {@code header}. */
    static int checksumField(byte[] header) {
        return ByteBuffer.wrap(header).getInt(CHECKSUM_OFFSET);
    }

    /** CRC-32 of {@code bytes[0, length)} with the checksum field counted as zero. */
    static int checksum(byte[] bytes, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, CHECKSUM_OFFSET);
        crc.update(ZERO_CHECKSUM);
        crc.update(bytes, CHECKSUM_OFFSET + 4, length - CHECKSUM_OFFSET - 4);
        return (int) crc.getValue();
    }
}
