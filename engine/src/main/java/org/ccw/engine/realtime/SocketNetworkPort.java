package org.ccw.engine.realtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.NetworkChannel;
import java.util.ArrayDeque;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.ObjIntConsumer;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.DropReason;

/**
 * What the UDP and TCP ports share: a directory from node numbers to socket addresses, the frame header on the
 * wire (source and destination node, 4 bytes each, big-endian, before the payload), and a frame's arrival on the
 * {@link RealTimeScheduler}'s loop (read there, or handed over by a socket thread): it joins the port's receive queue
 * and the arrival listener runs. The queue is touched only on the loop thread, so it needs no lock; it is
 * unbounded because the real receive FIFO, the one that overflows, is the operating system's socket buffer.
 */
public abstract class SocketNetworkPort implements NetworkPort, AutoCloseable {
    /** Bytes of node header before each payload on the wire. */
    public static final int HEADER_BYTES = 2 * Integer.BYTES;

    private final RealTimeScheduler scheduler;
    private final int node;
    private final int mtuBytes;
    private final Map<Integer, InetSocketAddress> directory = new ConcurrentHashMap<>();
    private final ArrayDeque<Frame> waiting = new ArrayDeque<>();
    private volatile Runnable arrivalListener;
    private final java.util.concurrent.atomic.AtomicLong framesRefused = new java.util.concurrent.atomic.AtomicLong();
    private volatile ObjIntConsumer<DropReason> refusalListener;
    private volatile SentListener sentListener;

    /** Hears each datagram a port sends (a packet capture): its socket addresses and its bytes on the wire. */
    @FunctionalInterface
    public interface SentListener {
        void sent(InetSocketAddress from, InetSocketAddress to, byte[] datagram);
    }

    protected SocketNetworkPort(RealTimeScheduler scheduler, int node, int mtuBytes) {
        if (mtuBytes <= 0) {
            throw new IllegalArgumentException("MTU must be positive: " + mtuBytes + " bytes");
        }
        this.scheduler = scheduler;
        this.node = node;
        this.mtuBytes = mtuBytes;
    }

    /** Tells this port where node {@code peer} listens. Safe from any thread. */
    public void peer(int peer, InetSocketAddress socketAddress) {
        directory.put(peer, socketAddress);
    }

    /** Closes the socket(s). */
    @Override
    public abstract void close() throws IOException;

    /** The socket this port is bound by: the UDP socket, or the TCP port's listener. */
    protected abstract NetworkChannel boundChannel();

    /** The local socket address peers should be told about (with the real port number once bound). */
    public final InetSocketAddress localAddress() {
        try {
            return (InetSocketAddress) boundChannel().getLocalAddress();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The scheme of {@link #address()}: "udp" or "tcp". */
    protected abstract String scheme();

    @Override
    public final String address() {
        InetSocketAddress local = localAddress();
        return scheme() + "://" + local.getHostString() + ":" + local.getPort();
    }

    @Override
    public final int node() {
        return node;
    }

    @Override
    public final int mtuBytes() {
        return mtuBytes;
    }

    /** Frames waiting; call on the scheduler's loop thread (from an event), like every stack call. */
    @Override
    public final int available() {
        return waiting.size();
    }

    /** The oldest waiting frame or null; call on the scheduler's loop thread. */
    @Override
    public final Frame poll() {
        return waiting.poll();
    }

    /** Call on the scheduler's loop thread, or before the loop starts. */
    @Override
    public final void onArrival(Runnable listener) {
        this.arrivalListener = listener;
    }

    /** The socket address of {@code destination}, after checking the frame fits the MTU. */
    protected final InetSocketAddress route(int destination, int length) {
        if (length > mtuBytes) {
            throw new IllegalArgumentException(length + "-byte frame exceeds the " + mtuBytes + "-byte MTU");
        }
        InetSocketAddress target = directory.get(destination);
        if (target == null) {
            throw new IllegalArgumentException("node " + node + " knows no address for node " + destination);
        }
        return target;
    }

    /** Writes the node header and payload into {@code wire} (cleared first) and flips it for sending. */
    protected final void encode(ByteBuffer wire, int destination, byte[] payload, int offset, int length) {
        wire.clear();
        wire.putInt(node).putInt(destination).put(payload, offset, length).flip();
    }

    /** Where node {@code peer} listens, or null when it is not one of this port's peers. */
    protected final InetSocketAddress peerAddress(int peer) {
        return directory.get(peer);
    }

    /**
     * Counts a datagram or stream of {@code bytes} the socket refused: {@link DropReason#CHECKSUM} when it is not a
     * frame (too short, too long), {@link DropReason#PROTOCOL} when it does not come from a peer; any thread. The
     * refusal listener hears of it on the loop thread.
     */
    protected final void refuse(int bytes, DropReason reason) {
        framesRefused.incrementAndGet();
        scheduler.schedule(0, () -> {
            ObjIntConsumer<DropReason> listener = refusalListener;
            if (listener != null) {
                listener.accept(reason, bytes);
            }
        });
    }

    /** Who hears, on the loop thread, of each datagram or stream refused (its reason and bytes), e.g. the tracer. */
    public final void onRefused(ObjIntConsumer<DropReason> listener) {
        this.refusalListener = listener;
    }

    /**
     * Datagrams and streams the socket refused before they became frames: too short for the node header, longer
     * than the MTU, or from a socket that is not the peer the header names. Nothing anyone sends makes a reader
     * thread fail.
     */
    public final long framesRefused() {
        return framesRefused.get();
    }

    /**
     * Who hears of each datagram this port sends, on the sending thread (null for none). A UDP port reports its
     * datagrams; a TCP port reports nothing, as the segments its stream becomes are the kernel's to cut.
     */
    public final void onSent(SentListener listener) {
        this.sentListener = listener;
    }

    /** Tells the sent listener, if any, of the datagram in {@code wire} (from 0 to its limit) sent to {@code to}. */
    protected final void reportSent(InetSocketAddress to, ByteBuffer wire) {
        SentListener listener = sentListener;
        if (listener != null) {
            byte[] datagram = new byte[wire.limit()];
            wire.get(0, datagram);
            listener.sent(localAddress(), to, datagram);
        }
    }

    /**
     * Reads a frame (header and payload, to the buffer's limit) into the receive queue and tells the arrival listener:
     * at once on the loop thread (a socket the loop reads itself), else handed to the loop as an event.
     */
    protected final void deliver(ByteBuffer wire) {
        int source = wire.getInt();
        int destination = wire.getInt();
        // one copy, straight from the socket's buffer into the frame
        Frame frame = new Frame(source, destination, wire);
        if (scheduler.onLoop()) {
            arrive(frame);
        } else {
            scheduler.schedule(0, () -> arrive(frame));
        }
    }

    private void arrive(Frame frame) {
        waiting.add(frame);
        if (arrivalListener != null) {
            arrivalListener.run();
        }
    }

    /** The scheduler whose loop this port's frames arrive on. */
    protected final RealTimeScheduler scheduler() {
        return scheduler;
    }
}
