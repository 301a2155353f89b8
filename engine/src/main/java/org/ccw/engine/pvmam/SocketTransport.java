package org.ccw.engine.pvmam;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.Map;
import java.util.Set;
import java.util.function.IntFunction;

import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * The function table of seed 003 Appendix C over a real socket of this machine ({@code realtime.UdpNetworkPort}: one
 * datagram per AM on a {@code DatagramChannel}; {@code realtime.TcpNetworkPort}: a {@code SocketChannel} stream per
 * peer, each message read as a fixed header, then its body), so the very {@link AmInterface} and PVM code of a
 * simulated run run on the operating system's UDP and TCP. The kernel does the work the simulated transports charge,
 * so nothing is charged here; each message is one frame of at most {@value AmHeader#MAX_AM_BYTES} bytes.
 *
 * <p><b>What arrives is not trusted.</b> A frame from a node that is not one of the job's other hosts is ignored
 * ({@code CellDropped} {@code PROTOCOL}, kind {@code frame}); one whose length disagrees with its header's length
 * field, is shorter than the header or longer than {@value AmHeader#MAX_AM_BYTES} bytes is dropped as malformed
 * ({@code CellDropped} {@code CHECKSUM}, kind {@code frame}); each is counted, and nothing a peer sends makes the
 * transport throw. An AM whose checksum is wrong is the AM layer's to drop, as in simulation.
 *
 * <p><b>Why it says it is unreliable, over TCP too.</b> A real stream is reliable only while both ends live: a peer
 * that vanishes leaves requests that no reply will ever answer. Reporting {@code reliable = false} arms the AM
 * layer's request timers, so such requests come back after the drop limit ({@code MessageReturned}
 * {@code DROPPED_AFTER_RETRIES}) instead of waiting for ever; between live peers the timers never fire.
 */
public final class SocketTransport implements AddressedTransport {

    private final String name;
    private final NetworkPort port;
    private final StreamFraming framing;
    private final AddressBook addresses;
    private final Set<Integer> peers;
    private final Tracer tracer;
    private boolean shutDown;
    private int lastError;
    private long framesSent;
    private long framesReceived;
    private long framesMalformed;
    private long framesFromStrangers;

    /**
     * @param name        {@code udp} or {@code tcp}, the prefix of the address strings
     * @param port        the host's real socket (possibly behind a fault-injecting port)
     * @param framing     how a message's length reads from its header: Active Messages, or PVM's fragments on a
     *                    direct route
     * @param hostNames   host name of a node number, null when the node is no host
     * @param nodesByName node number of a host name
     * @param peers       the nodes of the job's other hosts: the only ones sent to and heard from
     */
    public SocketTransport(String name, NetworkPort port, StreamFraming framing, IntFunction<String> hostNames,
            Map<String, Integer> nodesByName, Set<Integer> peers, Tracer tracer) {
        this.name = name;
        this.port = port;
        this.framing = framing;
        this.addresses = new AddressBook(name, hostNames, nodesByName);
        this.peers = Set.copyOf(peers);
        this.tracer = tracer;
    }

    @Override
    public Info init() {
        shutDown = false;
        return new Info(name, Math.min(AmHeader.MAX_AM_BYTES, port.mtuBytes()), false,
                new NativeAddress(port.node()));
    }

    @Override
    public AddressBook addresses() {
        return addresses;
    }

    /** The socket dials a peer on the first message to it; connecting checks that it is one of the job's hosts. */
    @Override
    public boolean connect(NativeAddress address) {
        return reachable(address);
    }

    @Override
    public boolean accept(NativeAddress address) {
        return reachable(address);
    }

    private boolean reachable(NativeAddress address) {
        boolean known = peers.contains(address.node());
        lastError = known ? OK : UNREACHABLE;
        return known;
    }

    @Override
    public boolean send(NativeAddress to, byte[] am, int length, FrameTag tag) {
        if (shutDown || length > maxBytes() || !reachable(to)) {
            lastError = shutDown ? SHUT_DOWN : length > maxBytes() ? TOO_LARGE : UNREACHABLE;
            return false;
        }
        if (framing.format() != null && tracer.isOn()) {
            tracer.cellFormatted(port.node(), 0, tag.messageId(), tag.kind(), framing.format(), framing.headerBytes(),
                    length == am.length ? am : java.util.Arrays.copyOf(am, length));
        }
        try {
            port.send(to.node(), tag, am, 0, length);
        } catch (UncheckedIOException e) {
            // the peer's socket is gone (a TCP connection refused or reset): the caller hears it as unreachable
            lastError = UNREACHABLE;
            return false;
        }
        framesSent++;
        return true;
    }

    private int maxBytes() {
        return Math.min(AmHeader.MAX_AM_BYTES, port.mtuBytes());
    }

    @Override
    public boolean gather(NativeAddress to, FrameTag tag, byte[]... pieces) {
        ByteBuffer am = ByteBuffer.allocate(java.util.Arrays.stream(pieces).mapToInt(p -> p.length).sum());
        for (byte[] piece : pieces) {
            am.put(piece);
        }
        return send(to, am.array(), am.capacity(), tag);
    }

    /** The socket's reader hands each frame to the scheduler's loop, which runs {@code whenAvailable}. */
    @Override
    public void awaitData(Runnable whenAvailable) {
        port.onArrival(whenAvailable);
    }

    /** The next well-formed message from a peer of the job; strangers' and malformed frames are dropped. */
    @Override
    public Received receive() {
        for (Frame frame = shutDown ? null : port.poll(); frame != null; frame = port.poll()) {
            framesReceived++;
            byte[] bytes = frame.payloadTaken(); // polled off the port's queue: this transport is its one reader
            if (!peers.contains(frame.source())) {
                framesFromStrangers++;
                tracer.cellDropped(port.node(), 0, MessageIds.cell(-1, "frame", bytes.length), DropReason.PROTOCOL);
            } else if (!wellFormed(bytes)) {
                framesMalformed++;
                tracer.cellDropped(port.node(), 0, MessageIds.cell(-1, "frame", bytes.length), DropReason.CHECKSUM);
            } else {
                return new Received(bytes, bytes.length, new NativeAddress(frame.source()), true);
            }
        }
        return null;
    }

    /** Whole, and exactly as long as its header says: not truncated, not oversized, no bytes of another after it. */
    private boolean wellFormed(byte[] bytes) {
        return bytes.length >= framing.headerBytes() && bytes.length <= maxBytes()
                && framing.totalBytes().applyAsInt(bytes) == bytes.length;
    }

    @Override
    public byte[] getBuffer(int bytes) {
        return new byte[bytes];
    }

    @Override
    public void freeBuffer(byte[] buffer) {
        // the garbage collector's
    }

    @Override
    public String error(int code) {
        return AddressedTransport.errorText(code, maxBytes(), "not a host of this job, or its socket is gone");
    }

    /** The code of the last failed call, {@link #OK} when it succeeded. */
    int lastError() {
        return lastError;
    }

    @Override
    public void shutdown() {
        shutDown = true;
        port.onArrival(null);
    }

    /** Messages handed to the socket. */
    @Override
    public long framesSent() {
        return framesSent;
    }

    /** Frames taken from the socket, dropped ones included. */
    @Override
    public long framesReceived() {
        return framesReceived;
    }

    /** Frames dropped as malformed (truncated, oversized, length field wrong) or from a stranger. */
    @Override
    public long framesDamaged() {
        return framesMalformed + framesFromStrangers;
    }

    /** Frames dropped because their length is not what their header says, or out of bounds. */
    public long framesMalformed() {
        return framesMalformed;
    }

    /** Frames dropped because they came from a node that is not one of the job's hosts. */
    public long framesFromStrangers() {
        return framesFromStrangers;
    }
}
