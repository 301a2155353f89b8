package org.ccw.engine.net;

/**
 * A stack's only view of the network: where it is, how large a frame may be, how to send one, and the frames
 * that have arrived and wait to be taken. Implemented by the simulated fabric's network interfaces (ATM cells,
 * Myrinet packets), by {@link LoopbackNetwork} and by real sockets ({@code org.ccw.engine.realtime}), so SSAM,
 * AM-II, PVMAM and DVCM run unchanged on either.
 *
 * <p><b>Reception is pull-style, as on the papers' interfaces.</b> An arriving frame waits in the port's receive
 * queue — on the simulated fabric that is the NIC's input FIFO with its depth (292 cells on the SBA-100), and a
 * full FIFO drops arrivals — until the stack takes it with {@link #poll()}. {@link #onArrival} tells a stack that
 * something is waiting (so a process that busy-polls can be woken at its next poll instead of simulating every
 * empty poll), but it does not hand the frame over. A stack that wants each frame as it arrives uses the
 * {@link #receiver(FrameListener)} adaptor, which drains the queue on every arrival.
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
     * Sends {@code payload[offset, offset + length)} to node {@code destination}, labelled with {@code tag} for the
     * trace. The bytes are copied before this returns, so the caller may reuse its buffer.
     *
     * @throws IllegalArgumentException when {@code length} exceeds {@link #mtuBytes()} or the destination is unknown
     */
    void send(int destination, FrameTag tag, byte[] payload, int offset, int length);

    /**
     * Sends as {@link #send(int, FrameTag, byte[], int, int)} does, to NIC {@code nic} of the destination host
     * when it has several (an SMP whose processes are assigned to its NICs, seed 002). A port that addresses
     * hosts, not their interfaces (a socket), sends to the host.
     */
    default void send(int destination, int nic, FrameTag tag, byte[] payload, int offset, int length) {
        send(destination, tag, payload, offset, length);
    }

    /** Sends an unlabelled frame; see {@link #send(int, FrameTag, byte[], int, int)}. */
    default void send(int destination, byte[] payload, int offset, int length) {
        send(destination, FrameTag.UNTAGGED, payload, offset, length);
    }

    /** Sends all of {@code payload}, unlabelled; see {@link #send(int, FrameTag, byte[], int, int)}. */
    default void send(int destination, byte[] payload) {
        send(destination, FrameTag.UNTAGGED, payload, 0, payload.length);
    }

    /** Frames that have arrived and wait to be taken by {@link #poll()}. */
    int available();

    /**
     * Takes the oldest waiting frame out of the port (on the fabric: out of the NIC's input FIFO, which frees its
     * slot; the host's cost of moving it is the stack's to charge), or returns null when none waits.
     */
    Frame poll();

    /**
     * Sets what runs, as an event of the port's scheduler, each time a frame arrives and joins the waiting ones
     * (replacing any previous listener; null for none). The frame stays in the port until {@link #poll()}.
     */
    void onArrival(Runnable listener);

    /**
     * Push-style reception for stacks that take every frame as it arrives: on each arrival, every waiting frame is
     * handed to {@code listener}. Replaces any {@link #onArrival} listener; null stops it.
     */
    default void receiver(FrameListener listener) {
        onArrival(listener == null ? null : () -> {
            for (Frame frame = poll(); frame != null; frame = poll()) {
                listener.onFrame(frame);
            }
        });
    }
}
