package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;

/**
 * The 32-byte header of a PVM message, in its first fragment only (seed 003, Appendix A.2), eight big-endian
 * words: data signature (the encoding), tag, context, sequence (unused off MPPs), wait id (unused for a client),
 * checksum (unused) and two reserved words. The unused words are written 0.
 *
 * @param encoding the data signature: {@link #XDR} for PvmDataDefault
 * @param tag      the message tag, at least 0
 * @param context  the sender's context
 */
public record MessageHeader(int encoding, int tag, int context) {
    public static final int BYTES = 32;
    /** The data signature of XDR-encoded data (PvmDataDefault). */
    public static final int XDR = 0;

    public MessageHeader {
        if (tag < 0) {
            throw new IllegalArgumentException("a message tag is at least 0, not " + tag);
        }
    }

    public void writeTo(ByteBuffer out) {
        out.putInt(encoding).putInt(tag).putInt(context).putInt(0).putInt(0).putInt(0).putInt(0).putInt(0);
    }

    /** Reads a header at the buffer's position (the unused words are skipped). */
    public static MessageHeader readFrom(ByteBuffer in) {
        if (in.remaining() < BYTES) {
            throw new IllegalArgumentException("a message header is 32 bytes, " + in.remaining() + " remain");
        }
        MessageHeader header = new MessageHeader(in.getInt(), in.getInt(), in.getInt());
        in.position(in.position() + 5 * Integer.BYTES);
        return header;
    }
}
