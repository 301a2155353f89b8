package org.ccw.engine.net;

/**
 * A stack's only view of the network: where it is, how large a frame may be, how to send one and who hears
 * the frames that arrive. Implemented by the simulated fabric's network interfaces (ATM cells, Myrinet packets)
 * and by real sockets ({@code org.ccw.engine.realtime}), so SSAM, AM-II, PVMAM and DVCM run unchanged on
 * either.
 *
 * <p>Nodes are small integers (a host's number in the topology, or a directory entry for real sockets), not
 * transport addresses: resolving them is the port's business. Frames may be lost, duplicated, corrupted or
 * reordered unless {@link #reliableInOrder()} says otherwise; recovering is the stack's job (SSAM's sliding
 * window, PVMAM's sequence numbers), exactly as in the papers.
 */
public interface NetworkPort {

    /** This port's node number: what peers pass to {@link #send} to reach it. */
    int node();

    /** A human-readable transport address, e.g. {@code udp://127.0.0.1:40123} or {@code loopback:3}. */
    String address();

    /** Largest payload in bytes one {@link #send} may carry (48 for an ATM cell, 8192 for a PVMAM datagram). */
    int mtuBytes();

    /** True when frames arrive exactly once and in the order sent (TCP); false for cells, packets, datagrams. */
    boolean reliableInOrder();

    /**
     * Sends {@code payload[offset, offset + length)} to node {@code destination}. The bytes are copied before
     * this returns, so the caller may reuse its buffer.
     *
     * @throws IllegalArgumentException when {@code length} exceeds {@link #mtuBytes()} or the destination is unknown
     */
    void send(int destination, byte[] payload, int offset, int length);

    /** Sends all of {@code payload}; see {@link #send(int, byte[], int, int)}. */
    default void send(int destination, byte[] payload) {
        send(destination, payload, 0, payload.length);
    }

    /** Sets who receives arriving frames (replacing any previous listener); frames with no listener are dropped. */
    void receiver(FrameListener listener);
}
