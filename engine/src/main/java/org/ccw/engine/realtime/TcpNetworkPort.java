package org.ccw.engine.realtime;

import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.DropReason;

/**
 * A {@link org.ccw.engine.net.NetworkPort} over TCP: each frame is one length-prefixed message on a stream, so
 * frames arrive once and in order, like PVMAM's TCP transport (seed 003: read the fixed header, then the
 * body). The port listens for peers and dials a peer at the address it was given on the first frame sent to it;
 * frames go only on connections it dialled, and connections it accepted only bring frames in, so a stranger that
 * connects and names a peer cannot divert that peer's traffic. Each connection has a reader thread that hands frames to the
 * scheduler's loop. A connection whose length prefix does not fit the MTU, whose frame names no peer is closed and counted
 * (a connection that fails, reset by its peer, is just closed) ({@link #framesRefused()}); the port and its other connections go on.
 *
 * <p>On the wire: a 4-byte big-endian length of what follows, then the node header and the payload.
 */
public final class TcpNetworkPort extends SocketNetworkPort {
    /** Largest payload per frame by default, in bytes (PVMAM's largest Active Message). */
    public static final int DEFAULT_MTU_BYTES = 8192;

    private final ServerSocketChannel listener;
    private final Map<Integer, Connection> connectionsByPeer = new ConcurrentHashMap<>();
    private final List<Connection> allConnections = new ArrayList<>();
    private final Thread acceptor;

    private TcpNetworkPort(RealTimeScheduler scheduler, int node, int mtuBytes, ServerSocketChannel listener) {
        super(scheduler, node, mtuBytes);
        this.listener = listener;
        this.acceptor = startDaemon("tcp-acceptor", this::acceptLoop);
    }

    /** Opens a port for {@code node} listening on {@code bindAddress} (port 0 picks a free one). */
    public static TcpNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress,
            int mtuBytes) throws IOException {
        ServerSocketChannel channel = ServerSocketChannel.open();
        try {
            channel.bind(bindAddress);
        } catch (IOException e) {
            channel.close();
            throw e;
        }
        return new TcpNetworkPort(scheduler, node, mtuBytes, channel);
    }

    @Override
    public InetSocketAddress localAddress() {
        try {
            return (InetSocketAddress) listener.getLocalAddress();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    @Override
    public String address() {
        InetSocketAddress local = localAddress();
        return "tcp://" + local.getHostString() + ":" + local.getPort();
    }

    @Override
    public boolean reliableInOrder() {
        return true;
    }

    @Override
    public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        InetSocketAddress target = route(destination, length);
        Connection connection = connectionsByPeer.computeIfAbsent(destination, peer -> dial(target));
        connection.write(destination, payload, offset, length);
    }

    /** Closes the listening socket and every connection, and waits for their threads to end. */
    @Override
    public void close() throws IOException, InterruptedException {
        listener.close();
        acceptor.join();
        List<Connection> connections;
        synchronized (allConnections) {
            connections = new ArrayList<>(allConnections);
        }
        for (Connection connection : connections) {
            connection.close();
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

    private void acceptLoop() {
        try {
            while (true) {
                open(listener.accept());
            }
        } catch (ClosedChannelException e) {
            // closed by close(): the normal way out
        } catch (IOException e) {
            throw new UncheckedIOException("TCP accept on node " + node(), e);
        }
    }

    private Connection open(SocketChannel channel) throws IOException {
        channel.socket().setTcpNoDelay(true);
        Connection connection = new Connection(channel);
        synchronized (allConnections) {
            allConnections.add(connection);
        }
        return connection;
    }

    private final class Connection {
        private final SocketChannel channel;
        private final ByteBuffer sendBuffer = ByteBuffer.allocate(Integer.BYTES + HEADER_BYTES + mtuBytes());
        private final Thread reader;

        Connection(SocketChannel channel) {
            this.channel = channel;
            this.reader = startDaemon("tcp-reader", this::readLoop);
        }

        synchronized void write(int destination, byte[] payload, int offset, int length) {
            sendBuffer.clear();
            sendBuffer.putInt(HEADER_BYTES + length);
            sendBuffer.putInt(node()).putInt(destination).put(payload, offset, length).flip();
            try {
                while (sendBuffer.hasRemaining()) {
                    channel.write(sendBuffer);
                }
            } catch (IOException e) {
                throw new UncheckedIOException("TCP send from node " + node() + " to node " + destination, e);
            }
        }

        void readLoop() {
            ByteBuffer length = ByteBuffer.allocate(Integer.BYTES);
            ByteBuffer body = ByteBuffer.allocate(HEADER_BYTES + mtuBytes());
            try {
                while (true) {
                    readFully(length.clear());
                    int bodyBytes = length.flip().getInt();
                    if (bodyBytes < HEADER_BYTES || bodyBytes > body.capacity()) {
                        // not a frame: the stream is out of step for good, so the connection goes
                        refuse(Integer.BYTES, DropReason.CHECKSUM);
                        return;
                    }
                    readFully(body.clear().limit(bodyBytes));
                    body.flip();
                    if (peerAddress(body.getInt(0)) == null) {
                        // a frame naming no peer of this port: a stranger's connection
                        refuse(Integer.BYTES + bodyBytes, DropReason.PROTOCOL);
                        return;
                    }
                    // frames to a peer always go on the connection this port dialled to the peer's own address, never
                    // back on one it accepted: a stranger who names a peer cannot take the peer's traffic
                    deliver(body);
                }
            } catch (ClosedChannelException | EOFException e) {
                // closed by either end: the normal way out
            } catch (IOException e) {
                // reset by the peer, or any other failure of this connection: it goes, the port stays
            } finally {
                // a dialled connection that failed goes, so the next frame dials again
                connectionsByPeer.values().remove(this);
                closeQuietly();
            }
        }

        private void readFully(ByteBuffer buffer) throws IOException {
            while (buffer.hasRemaining()) {
                if (channel.read(buffer) < 0) {
                    throw new EOFException();
                }
            }
        }

        void close() throws IOException, InterruptedException {
            channel.close();
            reader.join();
        }

        private void closeQuietly() {
            try {
                channel.close();
            } catch (IOException e) {
                // already failing or closing; nothing more to report
            }
        }
    }
}
