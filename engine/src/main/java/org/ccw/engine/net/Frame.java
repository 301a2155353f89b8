package org.ccw.engine.net;

import java.nio.ByteBuffer;
import java.util.Arrays;

/**
 * One unit a {@link NetworkPort} carries: an ATM cell's payload, a Myrinet packet, a UDP datagram or one
 * length-prefixed TCP message. Immutable: the payload is copied in, and handed out read-only or as a copy (or,
 * to its one receiver, as it is: {@link #payloadTaken()}).
 */
public final class Frame {
    private final int source;
    private final int destination;
    private final byte[] payload;

    /** A frame carrying a copy of {@code payload[offset, offset + length)}. */
    public Frame(int source, int destination, byte[] payload, int offset, int length) {
        this.source = source;
        this.destination = destination;
        this.payload = Arrays.copyOfRange(payload, offset, offset + length);
    }

    /** A frame carrying a copy of {@code payload}'s remaining bytes (its position is left as it was). */
    public Frame(int source, int destination, ByteBuffer payload) {
        this.source = source;
        this.destination = destination;
        this.payload = new byte[payload.remaining()];
        payload.get(payload.position(), this.payload);
    }

    public Frame(int source, int destination, byte[] payload) {
        this(source, destination, payload, 0, payload.length);
    }

    /** Node number of the sending port. */
    public int source() {
        return source;
    }

    /** Node number of the port it was sent to. */
    public int destination() {
        return destination;
    }

    /** Payload length in bytes. */
    public int length() {
        return payload.length;
    }

    /** A read-only big-endian view of the payload, positioned at 0. */
    public ByteBuffer buffer() {
        return ByteBuffer.wrap(payload).asReadOnlyBuffer();
    }

    /** A copy of the payload. */
    public byte[] payload() {
        return payload.clone();
    }

    /**
     * The payload itself, not a copy, for the one receiver that took this frame off its port's queue and reads it
     * nowhere else after (a real socket's transport: its frames are made fresh for it, and an 8 KB copy per frame
     * was a tenth of its bulk path). Whoever takes it must not change it.
     */
    public byte[] payloadTaken() {
        return payload;
    }

    @Override
    public String toString() {
        return "Frame[" + source + " -> " + destination + ", " + payload.length + " bytes]";
    }
}
