package org.ccw.engine.realtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.ClosedChannelException;
import java.nio.channels.DatagramChannel;
import java.nio.channels.NetworkChannel;
import java.nio.channels.SelectionKey;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.DropReason;

/**
 * A {@link org.ccw.engine.net.NetworkPort} over UDP: one datagram per frame, unreliable and unordered like
 * PVMAM's UDP transport (seed 003, Appendix C). The scheduler's loop reads the channel itself
 * ({@link RealTimeScheduler#watch}); sends go straight out from the caller (the loop thread). A datagram the kernel
 * has no send buffer for is not sent: the send throws, and {@link FaultInjectingPort} counts the frame lost. A datagram that is not a frame
 * (shorter than the node header, longer than the MTU) or does not come from the socket of the peer its header names
 * is ignored and counted ({@link #framesRefused()}).
 */
public final class UdpNetworkPort extends SocketNetworkPort {
    /** Largest payload PVMAM puts in one datagram, in bytes. */
    public static final int DEFAULT_MTU_BYTES = 8192;

    private final DatagramChannel channel;
    private final ByteBuffer sendBuffer;
    private final ByteBuffer receiveBuffer;

    private UdpNetworkPort(RealTimeScheduler scheduler, int node, int mtuBytes, DatagramChannel channel) {
        super(scheduler, node, mtuBytes);
        this.channel = channel;
        // direct buffers: the kernel reads and writes them as they are, where a heap buffer costs the JDK a
        // temporary direct buffer and a copy per datagram
        this.sendBuffer = ByteBuffer.allocateDirect(HEADER_BYTES + mtuBytes);
        this.receiveBuffer = ByteBuffer.allocateDirect(HEADER_BYTES + mtuBytes + 1);
    }

    /**
     * Opens a port for {@code node} bound to {@code bindAddress} (port 0 picks a free one).
     *
     * @param mtuBytes largest payload in bytes, at most 65,499 so header and payload fit one datagram
     */
    public static UdpNetworkPort open(RealTimeScheduler scheduler, int node, InetSocketAddress bindAddress,
            int mtuBytes) throws IOException {
        if (mtuBytes > 65_507 - HEADER_BYTES) {
            throw new IllegalArgumentException(mtuBytes + "-byte MTU does not fit a UDP datagram");
        }
        DatagramChannel channel = DatagramChannel.open();
        try {
            channel.bind(bindAddress);
            UdpNetworkPort port = new UdpNetworkPort(scheduler, node, mtuBytes, channel);
            scheduler.watchDirectly(channel, SelectionKey.OP_READ, key -> port.readAll(), port::readOne);
            return port;
        } catch (IOException e) {
            channel.close();
            throw e;
        }
    }

    @Override
    protected NetworkChannel boundChannel() {
        return channel;
    }

    @Override
    protected String scheme() {
        return "udp";
    }

    @Override
    public boolean reliableInOrder() {
        return false;
    }

    @Override
    public synchronized void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        InetSocketAddress target = route(destination, length);
        encode(sendBuffer, destination, payload, offset, length);
        try {
            if (channel.send(sendBuffer, target) == 0) {
                throw new IOException("no room in the socket's send buffer");
            }
            reportSent(target, sendBuffer);
        } catch (IOException e) {
            throw new UncheckedIOException("UDP send from node " + node() + " to " + target, e);
        }
    }

    /** Closes the socket. */
    @Override
    public void close() throws IOException {
        channel.close();
    }

    /** Reads every datagram waiting, on the loop thread. */
    private void readAll() throws IOException {
        while (readOne()) {
            // the next
        }
    }

    /** Reads one datagram if one is waiting, on the loop thread; false when none was (or the socket closed). */
    private boolean readOne() throws IOException {
        ByteBuffer wire = receiveBuffer;
        wire.clear();
        java.net.SocketAddress sender;
        try {
            sender = channel.receive(wire);
        } catch (ClosedChannelException e) {
            return false; // closed by close() since the loop looked: nothing more to read
        }
        if (sender == null) {
            return false;
        }
        wire.flip();
        // too short for a header, longer than the MTU (truncated), or not from the peer it names: ignored
        if (wire.remaining() < HEADER_BYTES || wire.remaining() > HEADER_BYTES + mtuBytes()) {
            refuse(wire.remaining(), DropReason.CHECKSUM);
        } else if (!sender.equals(peerAddress(wire.getInt(0)))) {
            refuse(wire.remaining(), DropReason.PROTOCOL);
        } else {
            deliver(wire);
        }
        return true;
    }
}
