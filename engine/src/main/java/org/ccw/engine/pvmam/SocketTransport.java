package org.ccw.engine.pvmam;

import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.IntFunction;

import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * The function table of seed 003 Appendix C over a real socket of this machine ({@code realtime.UdpNetworkPort}: one
 * datagram per frame on a {@code DatagramChannel}, a frame one AM or several (below); {@code realtime.TcpNetworkPort}:
 * a {@code SocketChannel} stream per peer, each message read as a fixed header, then its body), so the very
 * {@link AmInterface} and PVM code of a simulated run run on the operating system's UDP and TCP. The kernel does the
 * work the simulated transports charge, so nothing is charged here; each message is at most {@value AmHeader#MAX_AM_BYTES} bytes.
 *
 * <p><b>Several messages to a peer may share a datagram</b> ({@link #bundle}, UDP only): what the host's loop sends to
 * one peer in a burst of work — the blank reply to a request and the request its handler's task sends back, say —
 * waits until the loop has nothing due and then leaves in one datagram, back to back, each message keeping its own
 * header (whose length field says where the next begins), sequence and checksum. Nothing of the protocol changes:
 * every request and reply is still sent and answered; only the packing into datagrams, and so the system calls, the
 * kernel's per-datagram work and what a fault hits, is the socket's (a datagram lost, duplicated or held back takes
 * every message in it along, and the AM layer recovers each as it would alone). TCP already gathers a burst into one
 * write ({@code realtime.TcpNetworkPort}). A message too large to share a datagram leaves at once, after what waits.
 *
 * <p><b>What arrives is not trusted.</b> A frame from a node that is not one of the job's other hosts is ignored
 * ({@code CellDropped} {@code PROTOCOL}, kind {@code frame}); a frame is read as messages back to back, and from the
 * first whose header's length field is shorter than the header, longer than {@value AmHeader#MAX_AM_BYTES} bytes or
 * past the frame's end, the rest of the frame is dropped as malformed ({@code CellDropped} {@code CHECKSUM}, kind
 * {@code frame}); each is counted, and nothing a peer sends makes the transport throw. An AM whose checksum is wrong
 * is the AM layer's to drop, as in simulation.
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
    /** The address of each peer's node, by node number, null for a node that is no peer: one lookup a frame. */
    private final NativeAddress[] peers;
    /** The largest message: the port's MTU, asked once. */
    private final int maxBytes;
    private final Tracer tracer;
    private boolean shutDown;
    private int lastError;
    private long framesSent;
    private long framesReceived;
    private long framesMalformed;
    private long framesFromStrangers;
    /** Messages to {@link #bundleTo} waiting to leave in one datagram; null when each leaves at once. */
    private byte[] bundle;
    private int bundleBytes;
    private int bundleMessages;
    private int bundleTo;
    private FrameTag bundleTag;
    private long datagramsSent;
    private long datagramsShared;
    private long datagramsUnsent;
    /** The messages after the first of a frame that carried several, for the next {@link #receive()}s. */
    private final ArrayDeque<Received> unbundled = new ArrayDeque<>();
    private final byte[] header;

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
        this.peers = new NativeAddress[peers.stream().mapToInt(Integer::intValue).max().orElse(-1) + 1];
        peers.forEach(node -> this.peers[node] = new NativeAddress(node));
        this.maxBytes = Math.min(AmHeader.MAX_AM_BYTES, port.mtuBytes());
        this.tracer = tracer;
        this.header = new byte[framing.headerBytes()];
    }

    /**
     * Lets messages to the same peer share a datagram (UDP; a stream gathers already): each waits until
     * {@code everyWait}'s action runs — given {@code RealTimeScheduler::beforeWaiting}, each time the host's loop has
     * nothing due, so a burst of work leaves as one datagram per peer before the loop looks at its socket again.
     */
    public void bundle(Consumer<Runnable> everyWait) {
        if (name.equals("udp") && bundle == null) {
            bundle = new byte[port.mtuBytes()];
            everyWait.accept(this::flush);
        }
    }

    @Override
    public Info init() {
        shutDown = false;
        return new Info(name, maxBytes, false, new NativeAddress(port.node()));
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
        boolean known = peer(address.node()) != null;
        lastError = known ? OK : UNREACHABLE;
        return known;
    }

    /** The address of {@code node} when it is a peer, else null. */
    private NativeAddress peer(int node) {
        return node >= 0 && node < peers.length ? peers[node] : null;
    }

    @Override
    public boolean send(NativeAddress to, byte[] am, int length, FrameTag tag) {
        if (shutDown || length > maxBytes || !reachable(to)) {
            lastError = shutDown ? SHUT_DOWN : length > maxBytes ? TOO_LARGE : UNREACHABLE;
            return false;
        }
        if (framing.format() != null && tracer.isOn()) {
            tracer.cellFormatted(port.node(), 0, tag.messageId(), tag.kind(), framing.format(), framing.headerBytes(),
                    length == am.length ? am : java.util.Arrays.copyOf(am, length));
        }
        if (bundle != null && (bundleBytes > 0 && bundleTo != to.node() || bundleBytes + length > bundle.length)) {
            flush(); // what waits leaves first: the messages to a peer keep their order
        }
        if (bundle != null && length + framing.headerBytes() <= bundle.length) {
            System.arraycopy(am, 0, bundle, bundleBytes, length);
            bundleTag = bundleBytes == 0 ? tag : bundleTag;
            bundleTo = to.node();
            bundleBytes += length;
            bundleMessages++;
            framesSent++;
            return true;
        }
        try {
            port.send(to.node(), tag, am, 0, length);
        } catch (UncheckedIOException e) {
            // the peer's socket is gone (a TCP connection refused or reset): the caller hears it as unreachable
            lastError = UNREACHABLE;
            return false;
        }
        datagramsSent++;
        framesSent++;
        return true;
    }

    /** Sends the messages waiting to share a datagram, if any: run by the host's loop each time it has nothing due. */
    public void flush() {
        if (bundleBytes == 0) {
            return;
        }
        int bytes = bundleBytes;
        int messages = bundleMessages;
        bundleBytes = 0;
        bundleMessages = 0;
        try {
            port.send(bundleTo, bundleTag, bundle, 0, bytes);
            datagramsSent++;
            datagramsShared += messages > 1 ? 1 : 0;
        } catch (UncheckedIOException e) {
            // no room in the socket's send buffer: lost, as on a wire; the AM layer's timers send each message again
            datagramsUnsent++;
        }
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

    /**
     * The next well-formed message from a peer of the job, in the order the frames carried them; strangers' and
     * malformed frames are dropped.
     */
    @Override
    public Received receive() {
        if (shutDown) {
            unbundled.clear();
            return null;
        }
        Received waiting = unbundled.poll();
        if (waiting != null) {
            return waiting;
        }
        for (Frame frame = port.poll(); frame != null; frame = port.poll()) {
            framesReceived++;
            byte[] bytes = frame.payloadTaken(); // polled off the port's queue: this transport is its one reader
            NativeAddress source = peer(frame.source());
            if (source == null) {
                framesFromStrangers++;
                tracer.cellDropped(port.node(), 0, MessageIds.cell(-1, "frame", bytes.length), DropReason.PROTOCOL);
                continue;
            }
            int first = messageBytes(bytes, 0);
            if (first > 0 && first == bytes.length) {
                return new Received(bytes, bytes.length, source, true); // the whole frame is the message's own
            }
            int at = 0;
            for (int length = first; length > 0; length = messageBytes(bytes, at)) {
                // the first is read where it arrived (its length says where it ends; the AM layer copies what it
                // keeps), each after it copied to an array of its own
                unbundled.add(at == 0 ? new Received(bytes, length, source, false)
                        : new Received(Arrays.copyOfRange(bytes, at, at + length), length, source, true));
                at += length;
            }
            if (at < bytes.length) {
                framesMalformed++;
                tracer.cellDropped(port.node(), 0, MessageIds.cell(-1, "frame", bytes.length - at),
                        DropReason.CHECKSUM);
            }
            if (!unbundled.isEmpty()) {
                return unbundled.poll();
            }
        }
        return null;
    }

    /**
     * The length of the message at {@code offset} of a frame, as its header says, or 0 when none is whole there: the
     * frame ends, or the length is shorter than the header, longer than the largest message or past the frame's end.
     */
    private int messageBytes(byte[] frame, int offset) {
        if (frame.length - offset < header.length) {
            return 0;
        }
        System.arraycopy(frame, offset, header, 0, header.length);
        int length = framing.totalBytes().applyAsInt(header);
        return length >= header.length && length <= maxBytes && length <= frame.length - offset ? length : 0;
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
        return AddressedTransport.errorText(code, maxBytes, "not a host of this job, or its socket is gone");
    }

    /** The code of the last failed call, {@link #OK} when it succeeded. */
    int lastError() {
        return lastError;
    }

    @Override
    public void shutdown() {
        flush();
        shutDown = true;
        port.onArrival(null);
    }

    /** Messages handed to the socket. */
    @Override
    public long framesSent() {
        return framesSent;
    }

    /** Datagrams (frames) handed to the socket: fewer than messages where several shared one. */
    public long datagramsSent() {
        return datagramsSent;
    }

    /** Of {@link #datagramsSent()}, those that carried more than one message. */
    public long datagramsShared() {
        return datagramsShared;
    }

    /** Datagrams of waiting messages the socket could not send (no room in its buffer): lost, as on a wire. */
    public long datagramsUnsent() {
        return datagramsUnsent;
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
