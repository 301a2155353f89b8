package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;

/**
 * A transport's binary address of a task's end (seed 003 §5.1): on the simulated fabric the node number of the
 * host, in network byte order when written out ({@link #bytes()}).
 *
 * @param node the host's node number in the topology
 */
public record NativeAddress(int node) {

    /** The address as 4 bytes, big-endian (network byte order). */
    public byte[] bytes() {
        return ByteBuffer.allocate(Integer.BYTES).putInt(node).array();
    }

    /** The address written by {@link #bytes()}. */
    public static NativeAddress of(byte[] bytes) {
        if (bytes.length != Integer.BYTES) {
            throw new IllegalArgumentException("a native address is 4 bytes, not " + bytes.length);
        }
        return new NativeAddress(ByteBuffer.wrap(bytes).getInt());
    }
}
