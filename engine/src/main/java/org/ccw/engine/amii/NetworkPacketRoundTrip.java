package org.ccw.engine.amii;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The round trip of AM-II short messages over a real UDP socket of this machine (127.0.0.1): a request encoded as
 * the network protocol's {@link NetworkPacket} (12 header words, the arguments, a CRC-32), sent through a
 * {@link DatagramChannel}, decoded and checked by a responder thread that answers it with a reply packet naming the
 * request's sequence number, which the requester decodes and checks in turn. Both sides poll their non-blocking
 * channels, as an AM-II process polls its endpoint. It is the encoding and the socket, not the network protocol's
 * windows and retransmissions: loopback UDP loses nothing here, and a round trip that does not come back within the
 * limit fails the measurement rather than being retried.
 */
public final class NetworkPacketRoundTrip {
    private static final EndpointName REQUESTER = new EndpointName(0, 1);
    private static final EndpointName RESPONDER = new EndpointName(1, 1);
    private static final long REQUESTER_TAG = 0x51;
    private static final long RESPONDER_TAG = 0x52;

    /**
     * What a run measured.
     *
     * @param rttUs   mean round trip over the timed rounds, µs
     * @param rounds  round trips timed
     * @param correct whether every reply decoded, named its request's sequence number and carried its arguments
     */
    public record Result(double rttUs, int rounds, boolean correct) {
    }

    private NetworkPacketRoundTrip() {
    }

    /**
     * Runs {@code warmUp} untimed and then {@code rounds} timed round trips of requests carrying {@code args}
     * (at most 8 words).
     *
     * @throws IOException when the sockets fail, or a round trip takes longer than {@code limitMs}
     */
    public static Result measure(int warmUp, int rounds, int[] args, long limitMs) throws IOException {
        InetAddress loopback = InetAddress.getLoopbackAddress();
        try (DatagramChannel requester = DatagramChannel.open(); DatagramChannel responder = DatagramChannel.open()) {
            requester.bind(new InetSocketAddress(loopback, 0)).configureBlocking(false);
            responder.bind(new InetSocketAddress(loopback, 0)).configureBlocking(false);
            AtomicBoolean stop = new AtomicBoolean();
            AtomicLong damaged = new AtomicLong();
            Thread answering = new Thread(() -> respond(responder, stop, damaged), "amii-udp-responder");
            answering.setDaemon(true);
            answering.start();
            try {
                SocketAddress to = responder.getLocalAddress();
                ByteBuffer in = ByteBuffer.allocateDirect(2048);
                boolean correct = true;
                long start = 0;
                for (int sequence = 0; sequence < warmUp + rounds; sequence++) {
                    if (sequence == warmUp) {
                        start = System.nanoTime();
                    }
                    NetworkPacket request = new NetworkPacket(new Packet(sequence, REQUESTER, 1, args, null),
                            NetworkPacket.Kind.REQUEST, RESPONDER.endpoint(), RESPONDER_TAG, REQUESTER_TAG, sequence);
                    requester.send(ByteBuffer.wrap(request.encode()), to);
                    NetworkPacket reply = NetworkPacket.decode(receive(requester, in, limitMs));
                    correct &= reply != null && reply.kind() == NetworkPacket.Kind.REPLY
                            && reply.sequence() == sequence && reply.destinationTag() == REQUESTER_TAG
                            && java.util.Arrays.equals(reply.packet().args(), args);
                }
                double us = (System.nanoTime() - start) / 1e3 / rounds;
                return new Result(us, rounds, correct && damaged.get() == 0);
            } finally {
                stop.set(true);
            }
        }
    }

    /** The responder: decode each request, check it, answer it with a reply of the same arguments and sequence. */
    private static void respond(DatagramChannel channel, AtomicBoolean stop, AtomicLong damaged) {
        ByteBuffer in = ByteBuffer.allocateDirect(2048);
        try {
            for (int idle = 0; !stop.get(); ) {
                in.clear();
                SocketAddress from = channel.receive(in);
                if (from == null) {
                    idle(++idle);
                    continue;
                }
                in.flip();
                byte[] bytes = new byte[in.remaining()];
                in.get(bytes);
                NetworkPacket request = NetworkPacket.decode(bytes);
                if (request == null || !request.request() || request.destinationTag() != RESPONDER_TAG) {
                    damaged.incrementAndGet();
                    continue;
                }
                Packet p = request.packet();
                NetworkPacket reply = new NetworkPacket(new Packet(p.messageId(), RESPONDER, 2, p.args(), null),
                        NetworkPacket.Kind.REPLY, p.source().endpoint(), request.replyTag(), RESPONDER_TAG,
                        request.sequence());
                channel.send(ByteBuffer.wrap(reply.encode()), from);
            }
        } catch (IOException e) {
            // the requester closed the channel: the run is over
        }
    }

    /** Spins, and every 256 empty polls yields the core, which the other side may need on a busy machine. */
    private static void idle(int polls) {
        if ((polls & 0xFF) == 0) {
            Thread.yield();
        }
        Thread.onSpinWait();
    }

    private static byte[] receive(DatagramChannel channel, ByteBuffer in, long limitMs) throws IOException {
        long end = System.nanoTime() + limitMs * 1_000_000;
        in.clear();
        for (int idle = 1; channel.receive(in) == null; idle++) {
            if (System.nanoTime() > end) {
                throw new IOException("no reply over UDP on 127.0.0.1 within " + limitMs + " ms");
            }
            idle(idle);
        }
        in.flip();
        byte[] bytes = new byte[in.remaining()];
        in.get(bytes);
        return bytes;
    }
}
