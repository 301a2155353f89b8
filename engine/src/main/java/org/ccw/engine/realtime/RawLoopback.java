package org.ccw.engine.realtime;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.Arrays;

/**
 * The raw socket a real run of a stack is measured against, on 127.0.0.1 in this JVM, timed with
 * {@link System#nanoTime()}: a {@link DatagramChannel} ping-pong (blocking or polling), a TCP ping-pong and a one-way
 * TCP stream, one thread per end and nothing else. A stack's figure divided by one of these, measured in the same process
 * run, says what the stack costs on this machine ({@code workbench bench --real}, lab {@code pvmam-real}).
 */
public final class RawLoopback {
    private static final long LIMIT_MS = 120_000;

    private RawLoopback() {
    }

    /** How a raw end waits for the next datagram. */
    public enum Wait {
        /** Blocked in the kernel until it comes, as a plain socket program does. */
        BLOCKING,
        /** Polling a non-blocking channel, as a stack's real-time loop (and the papers' stacks) poll. */
        POLLING
    }

    /**
     * The faster raw UDP ping-pong on this machine: each way of waiting ({@link Wait}) measured twice, and the round
     * trips of the run with the lowest median returned (in microseconds, sorted). On a virtual machine a blocked
     * thread woken from another core can take ten times as long as one woken on its own, depending on where the
     * kernel placed the two ends: the best of several runs is the baseline a stack must be compared with.
     */
    public static double[] fastestUdpPingPong(int bytes, int warmUp, int rounds)
            throws IOException, InterruptedException {
        double[] best = null;
        for (int run = 0; run < 2; run++) {
            for (Wait wait : Wait.values()) {
                double[] rtt = udpPingPong(bytes, warmUp, rounds, wait);
                if (best == null || percentile(rtt, 0.5) < percentile(best, 0.5)) {
                    best = rtt;
                }
            }
        }
        return best;
    }

    /** A {@link Wait#BLOCKING blocking} raw UDP ping-pong: see {@link #udpPingPong(int, int, int, Wait)}. */
    public static double[] udpPingPong(int bytes, int warmUp, int rounds) throws IOException, InterruptedException {
        return udpPingPong(bytes, warmUp, rounds, Wait.BLOCKING);
    }

    /**
     * A raw {@link DatagramChannel} ping-pong of {@code bytes}-byte datagrams, both ends waiting {@code wait}: the
     * round trips after {@code warmUp} untimed ones, in microseconds, sorted.
     */
    public static double[] udpPingPong(int bytes, int warmUp, int rounds, Wait wait)
            throws IOException, InterruptedException {
        try (DatagramChannel ping = DatagramChannel.open().bind(loopback());
             DatagramChannel echo = DatagramChannel.open().bind(loopback())) {
            boolean polling = wait == Wait.POLLING;
            ping.configureBlocking(!polling);
            echo.configureBlocking(!polling);
            int total = warmUp + rounds;
            Thread echoer = daemon("raw-udp-echo", () -> {
                ByteBuffer buffer = ByteBuffer.allocate(65_536);
                for (int i = 0; i < total; i++) {
                    buffer.clear();
                    SocketAddress from = receive(echo, buffer);
                    echo.send(buffer.flip(), from);
                }
            });
            SocketAddress to = echo.getLocalAddress();
            ByteBuffer out = ByteBuffer.allocate(bytes);
            ByteBuffer in = ByteBuffer.allocate(65_536);
            double[] rtt = new double[rounds];
            for (int i = 0; i < total; i++) {
                long start = System.nanoTime();
                ping.send(out.clear(), to);
                receive(ping, in.clear());
                if (i >= warmUp) {
                    rtt[i - warmUp] = (System.nanoTime() - start) / 1e3;
                }
            }
            echoer.join(LIMIT_MS);
            return sorted(rtt);
        }
    }

    /** The next datagram: blocking, or polled until it comes on a non-blocking channel (until closed). */
    private static SocketAddress receive(DatagramChannel channel, ByteBuffer buffer) throws IOException {
        while (true) {
            SocketAddress from = channel.receive(buffer);
            if (from != null) {
                return from;
            }
            Thread.onSpinWait();
        }
    }

    /**
     * A raw TCP ping-pong of {@code bytes}-byte messages (TCP_NODELAY, as the real TCP port sets): the round trips
     * after {@code warmUp} untimed ones, in microseconds, sorted.
     */
    public static double[] tcpPingPong(int bytes, int warmUp, int rounds) throws IOException, InterruptedException {
        try (ServerSocketChannel server = ServerSocketChannel.open().bind(loopback());
             SocketChannel ping = SocketChannel.open(server.getLocalAddress());
             SocketChannel echo = server.accept()) {
            ping.setOption(StandardSocketOptions.TCP_NODELAY, true);
            echo.setOption(StandardSocketOptions.TCP_NODELAY, true);
            int total = warmUp + rounds;
            Thread echoer = daemon("raw-tcp-echo", () -> {
                ByteBuffer buffer = ByteBuffer.allocate(bytes);
                for (int i = 0; i < total; i++) {
                    readFully(echo, buffer.clear());
                    writeFully(echo, buffer.flip());
                }
            });
            ByteBuffer out = ByteBuffer.allocate(bytes);
            ByteBuffer in = ByteBuffer.allocate(bytes);
            double[] rtt = new double[rounds];
            for (int i = 0; i < total; i++) {
                long start = System.nanoTime();
                writeFully(ping, out.clear());
                readFully(ping, in.clear());
                if (i >= warmUp) {
                    rtt[i - warmUp] = (System.nanoTime() - start) / 1e3;
                }
            }
            echoer.join(LIMIT_MS);
            return sorted(rtt);
        }
    }

    /**
     * A raw one-way TCP stream of {@code blocks} writes of {@code bytes} (after {@code warmUp} untimed ones): user
     * bytes per second from the first timed write until the reader has read the last byte.
     */
    public static double tcpStreamBytesPerSecond(int bytes, int warmUp, int blocks)
            throws IOException, InterruptedException {
        try (ServerSocketChannel server = ServerSocketChannel.open().bind(loopback());
             SocketChannel writer = SocketChannel.open(server.getLocalAddress());
             SocketChannel reader = server.accept()) {
            writer.setOption(StandardSocketOptions.TCP_NODELAY, true);
            long[] lastRead = new long[1];
            Thread drain = daemon("raw-tcp-reader", () -> {
                ByteBuffer buffer = ByteBuffer.allocate(bytes);
                for (int i = 0; i < warmUp + blocks; i++) {
                    readFully(reader, buffer.clear());
                }
                lastRead[0] = System.nanoTime();
            });
            ByteBuffer out = ByteBuffer.allocate(bytes);
            for (int i = 0; i < warmUp; i++) {
                writeFully(writer, out.clear());
            }
            long start = System.nanoTime();
            for (int i = 0; i < blocks; i++) {
                writeFully(writer, out.clear());
            }
            drain.join(LIMIT_MS);
            if (drain.isAlive() || lastRead[0] == 0) {
                throw new IOException("the raw TCP stream's reader did not read " + blocks + " blocks");
            }
            return (double) bytes * blocks / ((lastRead[0] - start) / 1e9);
        }
    }

    /** The value at {@code fraction} (0.5 the median, 0.99 the 99th percentile) of sorted samples. */
    public static double percentile(double[] sorted, double fraction) {
        return sorted[Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(fraction * sorted.length) - 1))];
    }

    /** {@code samples} sorted in place, for {@link #percentile}. */
    public static double[] sorted(double[] samples) {
        Arrays.sort(samples);
        return samples;
    }

    /** 127.0.0.1 with an ephemeral port. */
    public static InetSocketAddress loopback() {
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    }

    private interface Body {
        void run() throws IOException;
    }

    private static Thread daemon(String name, Body body) {
        Thread thread = new Thread(() -> {
            try {
                body.run();
            } catch (IOException e) {
                // the measuring side sees the missing echo and fails on its own
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
        return thread;
    }

    private static void readFully(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            if (channel.read(buffer) < 0) {
                throw new IOException("the echo's stream ended");
            }
        }
    }

    private static void writeFully(SocketChannel channel, ByteBuffer buffer) throws IOException {
        while (buffer.hasRemaining()) {
            channel.write(buffer);
        }
    }
}
