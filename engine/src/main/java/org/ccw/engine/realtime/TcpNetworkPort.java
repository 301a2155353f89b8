package org.ccw.engine.realtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.NetworkChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.DropReason;

/**
 * A {@link org.ccw.engine.net.NetworkPort} over TCP: each frame is one length-prefixed message on a stream, so
 * frames arrive once and in order, like PVMAM's TCP transport (seed 003: read the fixed header, then the
 * body). The port listens for peers and dials a peer at the address it was given on the first frame sent to it;
 * frames go only on connections it dialled, and connections it accepted only bring frames in, so a stranger that
 * connects and names a peer cannot divert that peer's traffic. A connection whose length prefix does not fit the MTU,
 * or whose frame names no peer, is closed and counted ({@link #framesRefused()}); one reset by its peer is just
 * closed; the port and its other connections go on.
 *
 * <p>The scheduler's loop does all of it ({@link RealTimeScheduler#watch}): it accepts, reads whatever a connection
 * has and hands each whole frame to the stack, and writes without blocking. Frames sent during a burst of events are
 * gathered per connection and written in one system call when the loop next has nothing due (or once
 * {@link #GATHER_BYTES} have gathered), as {@code TCP_CORK} would: a write per 53-byte cell would cost more than the
 * cell. What the kernel has no room for yet waits and goes when the socket can take it, so two hosts writing to each
 * other never block each other.
 *
 * <p>On the wire: a 4-byte big-endian length of what follows, then the node header and the payload.
 */
public final class TcpNetworkPort extends SocketNetworkPort {
    /** Largest payload per frame by default, in bytes (PVMAM's largest Active Message). */
    public static final int DEFAULT_MTU_BYTES = 8192;

    /** Bytes a connection gathers before it writes without waiting for the loop to have nothing due. */
    static final int GATHER_BYTES = 64 * 1024;

    private final ServerSocketChannel listener;
    private final Map<Integer, Connection> connectionsByPeer = new ConcurrentHashMap<>();
    private final Set<Connection> allConnections = ConcurrentHashMap.newKeySet();
    /** Connections with gathered frames not yet written. */
    private final Set<Connection> gathering = ConcurrentHashMap.newKeySet();

    private TcpNetworkPort(RealTimeScheduler scheduler, int node, int mtuBytes, ServerSocketChannel listener) {
        super(scheduler, node, mtuBytes);
        this.listener = listener;
    }

    /** Opens a port for {@code node} listening on {@code bindAddress} (port 0 picks a free one). */
    public static TcpNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress,
            int mtuBytes) throws IOException {
        ServerSocketChannel channel = ServerSocketChannel.open();
        try {
            channel.bind(bindAddress);
            TcpNetworkPort port = new TcpNetworkPort(scheduler, node, mtuBytes, channel);
            scheduler.watch(channel, SelectionKey.OP_ACCEPT, key -> port.acceptAll());
            scheduler.beforeWaiting(port::writeGathered);
            return port;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    protected NetworkChannel boundChannel() {
        return listener;
    }

    @Override
    protected String scheme() {
        return "tcp";
    }

    @Override
    public boolean reliableInOrder() {
        return true;
    }

    /**
     * Gathers the frame on the connection to {@code destination} (dialling it first if there is none), to be written
     * when the loop next waits: a thread that runs for the loop (a PVM task's) gathers too, and the loop is told.
     */
    @Override
    public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        InetSocketAddress target = route(destination, length);
        Connection connection = connectionsByPeer.computeIfAbsent(destination, peer -> dial(target));
        boolean full = connection.gather(destination, payload, offset, length);
        if (full) {
            connection.write();
        } else if (gathering.add(connection) && !scheduler().onLoop()) {
            scheduler().schedule(0, this::writeGathered);
        }
    }

    /** Closes the listening socket and every connection. */
    @Override
    public void close() throws IOException {
        listener.close();
        for (Connection connection : List.copyOf(allConnections)) {
            connection.close();
        }
    }

    private void writeGathered() {
        for (Connection connection : gathering) {
            gathering.remove(connection);
            connection.write();
        }
    }

    private Connection dial(InetSocketAddress target) {
        try {
            SocketChannel channel = SocketChannel.open(target);
            if (channel.getLocalAddress().equals(channel.getRemoteAddress())) {
                // nobody listened there yet and the kernel gave the dialling socket that very port: a connection to
                // itself, which would keep the peer from ever listening; let it go, the next frame dials again
                channel.close();
                throw new IOException("no one listens at " + target + " yet");
            }
            return open(channel);
        } catch (IOException e) {
            throw new UncheckedIOException("node " + node() + " cannot connect to " + target, e);
        }
    }

    private void acceptAll() throws IOException {
        SocketChannel channel;
        while ((channel = listener.accept()) != null) {
            open(channel);
        }
    }

    private Connection open(SocketChannel channel) throws IOException {
        channel.socket().setTcpNoDelay(true);
        Connection connection = new Connection(channel);
        allConnections.add(connection);
        connection.key = scheduler().watch(channel, SelectionKey.OP_READ, connection::ready);
        return connection;
    }

    /** One TCP connection: frames gathered to write, and a stream of bytes read into whole frames. */
    private final class Connection {
        private final SocketChannel channel;
        // direct buffers: the kernel reads and writes them as they are, where a heap buffer costs a copy each way
        private ByteBuffer out = ByteBuffer.allocateDirect(GATHER_BYTES + Integer.BYTES + HEADER_BYTES + mtuBytes());
        private final ByteBuffer in = ByteBuffer.allocateDirect(GATHER_BYTES + Integer.BYTES + HEADER_BYTES
                + mtuBytes());
        private volatile SelectionKey key;

        Connection(SocketChannel channel) {
            this.channel = channel;
        }

        /** Appends the frame to what waits to be written; true once enough has gathered to write now. */
        synchronized boolean gather(int destination, byte[] payload, int offset, int length) {
            int frameBytes = Integer.BYTES + HEADER_BYTES + length;
            if (out.remaining() < frameBytes) {
                // the kernel has taken none of it for a while: keep it all, as the stream must
                ByteBuffer larger = ByteBuffer.allocateDirect(Math.max(2 * out.capacity(),
                        out.position() + frameBytes));
                out = larger.put(out.flip());
            }
            out.putInt(HEADER_BYTES + length).putInt(node()).putInt(destination).put(payload, offset, length);
            return out.position() >= GATHER_BYTES;
        }

        /** Writes what the kernel takes now; the rest waits for the socket to be writable. */
        synchronized void write() {
            if (!channel.isOpen()) {
                return;
            }
            try {
                out.flip();
                channel.write(out);
                out.compact();
                SelectionKey watched = key;
                if (watched != null && watched.isValid()) {
                    watched.interestOps(out.position() > 0 ? SelectionKey.OP_READ | SelectionKey.OP_WRITE
                            : SelectionKey.OP_READ);
                }
            } catch (IOException e) {
                // reset by the peer: what was gathered is lost, as on a broken wire; the next frame dials again
                closeQuietly();
            }
        }

        void ready(SelectionKey ready) throws IOException {
            if (ready.isValid() && ready.isWritable()) {
                write();
            }
            if (ready.isValid() && ready.isReadable()) {
                read();
            }
        }

        /** Reads what the stream has and hands each whole frame to the loop, on the loop thread. */
        private void read() {
            try {
                int read;
                while ((read = channel.read(in)) > 0) {
                    if (!deliverWholeFrames()) {
                        return;
                    }
                }
                if (read < 0) {
                    closeQuietly(); // closed by the other end
                }
            } catch (IOException e) {
                closeQuietly(); // reset by the peer: this connection goes, the port stays
            }
        }

        /** Delivers every whole frame read so far; false when the stream was refused and the connection closed. */
        private boolean deliverWholeFrames() {
            in.flip();
            while (in.remaining() >= Integer.BYTES) {
                int bodyBytes = in.getInt(in.position());
                if (bodyBytes < HEADER_BYTES || bodyBytes > HEADER_BYTES + mtuBytes()) {
                    // not a frame: the stream is out of step for good, so the connection goes
                    refuse(Integer.BYTES, DropReason.CHECKSUM);
                    closeQuietly();
                    return false;
                }
                if (in.remaining() < Integer.BYTES + bodyBytes) {
                    break;
                }
                ByteBuffer body = in.slice(in.position() + Integer.BYTES, bodyBytes);
                if (peerAddress(body.getInt(0)) == null) {
                    // a frame naming no peer of this port: a stranger's connection
                    refuse(Integer.BYTES + bodyBytes, DropReason.PROTOCOL);
                    closeQuietly();
                    return false;
                }
                // frames to a peer always go on the connection this port dialled to the peer's own address, never
                // back on one it accepted: a stranger who names a peer cannot take the peer's traffic
                deliver(body);
                in.position(in.position() + Integer.BYTES + bodyBytes);
            }
            in.compact();
            return true;
        }

        void close() throws IOException {
            allConnections.remove(this);
            connectionsByPeer.values().remove(this);
            channel.close();
        }

        /** A connection that failed goes, so the next frame to its peer dials again. */
        private void closeQuietly() {
            try {
                close();
            } catch (IOException e) {
                // already failing or closing; nothing more to report
            }
        }
    }
}
