package org.ccw.labs.pvmam;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.net.StandardSocketOptions;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.pvm.PingPong;
import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmProgram;
import org.ccw.engine.pvmam.pvm.PvmRealTime;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.SocketNetworkPort;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;

/**
 * Round trips on 127.0.0.1 measured in one JVM, each a ping-pong of the same user data, timed with
 * {@link System#nanoTime()}: raw Java sockets (a {@link DatagramChannel} echo, a TCP stream echo; one blocking thread
 * per end) and PVMAM's PVM programs over the same kind of socket ({@link PvmRealTime#tasks}: the AM layer, PVM's
 * fragments and packing, each host with its real-time scheduler and a task thread, no trace). Each returns the round
 * trips after {@code warmUp} untimed ones, in microseconds, sorted.
 */
final class LoopbackBench {
    private static final long LIMIT_MS = 120_000;

    private LoopbackBench() {
    }

    /** A raw {@link DatagramChannel} ping-pong of {@code bytes}-byte datagrams. */
    static double[] rawUdp(int bytes, int warmUp, int rounds) throws IOException, InterruptedException {
        try (DatagramChannel ping = DatagramChannel.open().bind(loopback());
             DatagramChannel echo = DatagramChannel.open().bind(loopback())) {
            int total = warmUp + rounds;
            Thread echoer = daemon("raw-udp-echo", () -> {
                ByteBuffer buffer = ByteBuffer.allocate(65_536);
                for (int i = 0; i < total; i++) {
                    buffer.clear();
                    SocketAddress from = echo.receive(buffer);
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
                ping.receive(in.clear());
                if (i >= warmUp) {
                    rtt[i - warmUp] = (System.nanoTime() - start) / 1e3;
                }
            }
            echoer.join(LIMIT_MS);
            return sorted(rtt);
        }
    }

    /** A raw TCP stream ping-pong of {@code bytes}-byte messages (TCP_NODELAY, as the real TCP port sets). */
    static double[] rawTcp(int bytes, int warmUp, int rounds) throws IOException, InterruptedException {
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
     * PVMAM's ping-pong ({@link PingPong}, MPBench's) of {@code bytes} between the two tasks of the Solaris preset's
     * job, each host's AM interface (AM route) over a real {@code transport} socket on 127.0.0.1.
     */
    static double[] pvmam(RealTimeTransport transport, int bytes, int warmUp, int rounds)
            throws IOException, InterruptedException {
        Scenario scenario = Presets.pvmamSolarisEthernet();
        Topology topology = TopologyBuilder.from(scenario);
        JobSpec job = topology.drivenJob().orElseThrow();
        Map<HostSpec, RealTimeStack.Site> sites = new HashMap<>();
        List<RealTimeScheduler> schedulers = new ArrayList<>();
        List<SocketNetworkPort> sockets = new ArrayList<>();
        int total = warmUp + rounds;
        long[] done = new long[total];
        CountDownLatch finished = new CountDownLatch(2);
        try {
            for (int node : job.hosts()) {
                RealTimeScheduler scheduler = new RealTimeScheduler(topology.seed());
                SocketNetworkPort socket = transport.open(scheduler, node, loopback());
                schedulers.add(scheduler);
                sockets.add(socket);
                sites.put(topology.host(node), new RealTimeStack.Site(scheduler, socket, Tracer.OFF));
            }
            for (SocketNetworkPort socket : sockets) {
                sockets.stream().filter(s -> s != socket).forEach(s -> socket.peer(s.node(), s.localAddress()));
            }
            byte[] data = new byte[bytes];
            PvmJob tasks = PvmRealTime.tasks(topology, job, sites::get, i -> i == 0 ? (PvmProgram) pvm -> {
                int[] round = {0};
                PingPong.ping(pvm, pvm.tids().get(1), data, total, t -> done[round[0]++] = t);
                finished.countDown();
            } : pvm -> {
                PingPong.echo(pvm, pvm.tids().get(0), total);
                finished.countDown();
            });
            tasks.start();
            schedulers.forEach(RealTimeScheduler::start);
            boolean complete = finished.await(LIMIT_MS, TimeUnit.MILLISECONDS);
            for (RealTimeScheduler scheduler : schedulers) {
                if (scheduler.failure() != null) {
                    throw new IllegalStateException("PVMAM over " + transport + " failed: " + scheduler.failure(),
                            scheduler.failure());
                }
            }
            if (!complete) {
                throw new IllegalStateException("PVMAM's ping-pong over " + transport + " did not finish "
                        + total + " round trips in " + LIMIT_MS / 1000 + " s");
            }
            tasks.abandon();
        } finally {
            for (RealTimeScheduler scheduler : schedulers) {
                scheduler.close();
            }
            for (SocketNetworkPort socket : sockets) {
                socket.close();
            }
        }
        double[] rtt = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            // the next ping is sent as soon as the previous pong is back: the gap between two returns is a round trip
            rtt[i] = Time.toMicros(done[warmUp + i] - done[warmUp + i - 1]);
        }
        return sorted(rtt);
    }

    /** The value at {@code fraction} (0.5 the median, 0.99 the 99th percentile) of sorted samples. */
    static double percentile(double[] sorted, double fraction) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(fraction * sorted.length) - 1)];
    }

    private static double[] sorted(double[] samples) {
        Arrays.sort(samples);
        return samples;
    }

    private static InetSocketAddress loopback() {
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
