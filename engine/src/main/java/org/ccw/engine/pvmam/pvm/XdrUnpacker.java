package org.ccw.engine.pvmam.pvm;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Reads what an {@link XdrPacker} wrote, in the same order and with the same rules ({@code pvm_upk*}): a number
 * is read whole from one fragment (a fragment that ends is left for the next), a byte run may continue into the
 * next fragment.
 */
public final class XdrUnpacker {
    private final ByteBuffer[] fragments;
    private int index;
    private ByteBuffer current;

    public XdrUnpacker(List<byte[]> fragments) {
        this(fragments.stream().map(ByteBuffer::wrap).toArray(ByteBuffer[]::new));
    }

    /** Reads the data of each fragment from its position to its limit (a message's views, no copy of its data). */
    XdrUnpacker(ByteBuffer[] fragments) {
        this.fragments = fragments;
        this.current = fragments.length == 0 ? ByteBuffer.allocate(0) : fragments[0];
    }

    /**
     * The fragment holding the next {@code bytes}.
     *
     * @throws IllegalStateException past the end of the message (PVM's PvmNoData), or when a number would straddle
     *                               two fragments (the message is not one {@code XdrPacker} wrote)
     */
    private ByteBuffer next(int bytes) {
        while (!current.hasRemaining()) {
            if (++index >= fragments.length) {
                throw new IllegalStateException("no more data in the message");
            }
            current = fragments[index];
        }
        if (current.remaining() < bytes) {
            throw new IllegalStateException("a " + bytes + "-byte item straddles two fragments");
        }
        return current;
    }

    public int upkint() {
        return next(4).getInt();
    }

    public short upkshort() {
        return (short) next(4).getInt();
    }

    public long upklong() {
        return next(4).getInt();
    }

    public float upkfloat() {
        return next(4).getFloat();
    }

    public double upkdouble() {
        return next(8).getDouble();
    }

    /** {@code length} bytes, skipping the padding after them. */
    public byte[] upkbyte(int length) {
        byte[] out = new byte[length];
        int padded = (length + 3) & ~3;
        for (int at = 0; at < padded; ) {
            ByteBuffer from = next(1);
            int chunk = Math.min(from.remaining(), padded - at);
            int data = Math.max(0, Math.min(chunk, length - at));
            from.get(out, at, data);
            from.position(from.position() + chunk - data);
            at += chunk;
        }
        return out;
    }

    public String upkstr() {
        int lengthWithNul = upkint();
        if (lengthWithNul < 1) {
            throw new IllegalStateException("a string's length counts its NUL: " + lengthWithNul);
        }
        byte[] bytes = upkbyte(lengthWithNul);
        return new String(bytes, 0, lengthWithNul - 1, StandardCharsets.UTF_8);
    }
}
