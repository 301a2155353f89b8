package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;

/**
 * The 16-byte header in front of every PVM fragment (seed 003, Appendix A.3), big-endian:
 *
 * <pre>
 * offset size field        meaning
 *   0     4   destination  destination tid
 *   4     4   source       source tid
 *   8     4   length       bytes of the fragment after this header (the message header included in the first)
 *  12     1   sequence     PVMAM's fragment sequence number (§6.4.2: one of the three unused bytes)
 *  13     2   (unused)     0
 *  15     1   control      {@value #START_OF_MESSAGE} start of message, {@value #END_OF_MESSAGE} end of message
 * </pre>
 *
 * <p>The paper's table puts the control bits in the last byte, after three unused ones, and that is followed
 * here; PVM 3.4's own source keeps its flags at byte 12 (REFERENCE.md), where PVMAM puts its sequence byte.
 *
 * @param destination the destination task's tid
 * @param source      the source task's tid
 * @param length      bytes after this header
 * @param sequence    the sender's fragment sequence number towards this destination, 0 .. 255
 * @param control     {@link #START_OF_MESSAGE} and / or {@link #END_OF_MESSAGE}
 */
public record FragmentHeader(int destination, int source, int length, int sequence, int control) {
    public static final int BYTES = 16;
    public static final int START_OF_MESSAGE = 1;
    public static final int END_OF_MESSAGE = 2;

    public FragmentHeader {
        if (length < 0 || sequence < 0 || sequence > 0xFF || (control & ~3) != 0) {
            throw new IllegalArgumentException("length " + length + ", sequence " + sequence + ", control "
                    + control + " do not fit a fragment header");
        }
    }

    public boolean startsMessage() {
        return (control & START_OF_MESSAGE) != 0;
    }

    public boolean endsMessage() {
        return (control & END_OF_MESSAGE) != 0;
    }

    /** Writes the header at the buffer's position. */
    public void writeTo(ByteBuffer out) {
        out.putInt(destination).putInt(source).putInt(length).put((byte) sequence).putShort((short) 0)
                .put((byte) control);
    }

    /**
     * Reads a header at the buffer's position.
     *
     * @throws IllegalArgumentException when fewer than 16 bytes remain or the fields do not fit
     */
    public static FragmentHeader readFrom(ByteBuffer in) {
        if (in.remaining() < BYTES) {
            throw new IllegalArgumentException("a fragment header is 16 bytes, " + in.remaining() + " remain");
        }
        int destination = in.getInt();
        int source = in.getInt();
        int length = in.getInt();
        int sequence = Byte.toUnsignedInt(in.get());
        in.getShort();
        return new FragmentHeader(destination, source, length, sequence, Byte.toUnsignedInt(in.get()));
    }
}
