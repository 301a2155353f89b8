package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.BindException;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SocketChannel;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.Waits;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.JsonLinesTraceReader;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PVMAM's real transports against what a network can throw at them: garbage sent to the UDP port and on TCP
 * connections during a run (random bytes, truncated headers, wrong lengths, oversized datagrams, strangers) is
 * dropped, counted and traced and the run completes; a peer whose JVM is killed mid-transfer ends the survivor's
 * requests after the drop limit with a report naming the task, never a hang.
 */
class PvmRealRobustnessTest {
    private static final InetSocketAddress LOCALHOST = new InetSocketAddress("127.0.0.1", 0);
    private final ExecutorService pool = Executors.newCachedThreadPool();
    private final List<Process> children = new ArrayList<>();

    @TempDir
    Path dir;

    @AfterEach
    void stop() {
        pool.shutdownNow();
        children.forEach(Process::destroyForcibly);
    }

    @Test
    void garbageSentToTheUdpPortsDuringARunIsDroppedAndTheRunCompletes() throws Exception {
        int[] ports = {freePort(), freePort()};
        Scenario scenario = PvmamRealTimeTest.pingPong(300, 8, 0);
        int[] nodes = nodes(scenario);
        Future<RealTimeSummary> a = pool.submit(() -> peer(scenario, RealTimeTransport.UDP, 0, ports, "a.jsonl"));
        Future<RealTimeSummary> b = pool.submit(() -> peer(scenario, RealTimeTransport.UDP, 1, ports, "b.jsonl"));
        Random random = new Random(7);
        try (DatagramChannel stranger = DatagramChannel.open().bind(LOCALHOST)) {
            while (!(a.isDone() && b.isDone())) {
                for (int port : ports) {
                    InetSocketAddress to = new InetSocketAddress("127.0.0.1", port);
                    stranger.send(ByteBuffer.wrap(bytes(random, random.nextInt(9_000))), to);
                    stranger.send(ByteBuffer.wrap(bytes(random, 3)), to);             // a truncated node header
                    stranger.send(ByteBuffer.wrap(bytes(random, 20_000)), to);        // longer than the MTU
                    stranger.send(ByteBuffer.allocate(40).putInt(nodes[0]).putInt(nodes[1]).putShort((short) 16)
                            .putShort((short) 9_999).flip(), to);                             // a peer's header, a wrong length
                }
                Thread.sleep(1); // paces the garbage, a volley a millisecond, while the run goes on: not a wait
            }
        }
        for (Future<RealTimeSummary> side : List.of(a, b)) {
            RealTimeSummary summary = side.get();
            assertTrue(summary.complete(), summary.toString());
            assertEquals(300, summary.messagesDelivered(), "300 pings or 300 pongs, each once: " + summary);
        }
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(dir.resolve("a.jsonl"));
        assertTrue(refused(trace, DropReason.CHECKSUM) > 0, "short and oversized datagrams are traced");
        assertTrue(refused(trace, DropReason.PROTOCOL) > 0, "datagrams from a stranger's socket are traced");
    }

    @Test
    void garbageOnTcpConnectionsDuringARunIsDroppedAndTheRunCompletes() throws Exception {
        int[] ports = {freePort(), freePort()};
        Scenario scenario = PvmamRealTimeTest.pingPong(5_000, 8, 0);
        int[] nodes = nodes(scenario);
        Future<RealTimeSummary> a = pool.submit(() -> peer(scenario, RealTimeTransport.TCP, 0, ports, "a.jsonl"));
        Future<RealTimeSummary> b = pool.submit(() -> peer(scenario, RealTimeTransport.TCP, 1, ports, "b.jsonl"));
        Random random = new Random(9);
        // garbage only once both listen: a connection to a port no one holds yet may be given that very port as
        // its own (a TCP self-connection), which would keep the peer from listening there
        for (int port : ports) {
            awaitListening(port);
        }
        // garbage for the run's first second and a half, while the ping-pongs flow: a frame that names a peer
        // reaches the stack before it is refused, so garbage without end would keep a host from ever falling quiet
        long until = System.nanoTime() + 1_500_000_000L;
        while (!(a.isDone() && b.isDone()) && System.nanoTime() < until) {
            for (int port : ports) {
                InetSocketAddress to = new InetSocketAddress("127.0.0.1", port);
                garbage(to, bytes(random, 1 + random.nextInt(2_000)));                 // random bytes
                garbage(to, ByteBuffer.allocate(4).putInt(1 << 30).array());          // an oversized length
                garbage(to, ByteBuffer.allocate(4 + 8 + 16).putInt(24).putInt(999).putInt(nodes[0]).array());
                garbage(to, ByteBuffer.allocate(4 + 8 + 2).putInt(10).putInt(nodes[0]).putInt(nodes[1]).array());
            }
            Thread.sleep(5); // paces the garbage, a volley every 5 ms for the second and a half: not a wait
        }
        for (Future<RealTimeSummary> side : List.of(a, b)) {
            RealTimeSummary summary = side.get();
            assertTrue(summary.complete(), summary.toString());
            assertEquals(5_000, summary.messagesDelivered(), summary.toString());
        }
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(dir.resolve("a.jsonl"));
        assertTrue(refused(trace, DropReason.CHECKSUM) + refused(trace, DropReason.PROTOCOL) > 0,
                "garbage streams are traced");
    }

    @Test
    void aPeerKilledMidTransferEndsTheSurvivorsRequestsWithAReport() throws Exception {
        int[] ports = {freePort(), freePort()};
        // 64 KB pings, eight fragments each: the pinger mostly has requests in flight when the kill comes
        Scenario scenario = PvmamRealTimeTest.pingPong(1_000_000, 65_536, 0);
        PvmamConfig config = (PvmamConfig) scenario.getCluster().getJobs().get(0).getStack();
        config.setTimeoutMicros(5_000);
        config.setMaxRetries(4);
        String[] hosts = hostNames(scenario);
        Process echo = launch(hosts[1], ports[1], hosts[0], ports[0]);
        awaitBound(ports[1], echo);
        java.util.concurrent.atomic.AtomicInteger pongs = new java.util.concurrent.atomic.AtomicInteger();
        Future<RealTimeSummary> pinger = pool.submit(() -> peer(scenario, RealTimeTransport.UDP, 0, ports,
                "pinger.jsonl", event -> {
                    if (event instanceof TraceEvent.MessageDelivered m && m.kind().equals("pvm")) {
                        pongs.incrementAndGet();
                    }
                }));
        // mid-transfer: kill once a dozen pongs are back, not after a fixed time
        Waits.until(() -> "a dozen pongs, or the pinger to end: " + pongs.get(), 60_000,
                () -> pongs.get() >= 12 || pinger.isDone());
        assertTrue(pongs.get() >= 12, "pongs came back before the kill: " + pongs.get());
        assertTrue(echo.isAlive(), "the peer ran until it was killed");
        echo.destroyForcibly().waitFor(10, TimeUnit.SECONDS);

        RealTimeSummary ended = null;
        ExecutionException report = null;
        try {
            ended = pinger.get(90, TimeUnit.SECONDS);
        } catch (ExecutionException e) {
            report = e;
        }
        List<TraceEvent> trace = JsonLinesTraceReader.readAll(dir.resolve("pinger.jsonl"));
        assertTrue(trace.stream().filter(TraceEvent.MessageDelivered.class::isInstance)
                .map(TraceEvent.MessageDelivered.class::cast).filter(m -> m.kind().equals("pvm")).count() > 10,
                "pongs came back before the kill: it was mid-transfer");
        if (report != null) {
            assertInstanceOf(IllegalStateException.class, report.getCause());
            assertTrue(report.getCause().getMessage().contains("pvm_recv from t80001: its messages to t80001 came"
                    + " back (DROPPED_AFTER_RETRIES, after 4 retries): the task is gone"), report.getCause().getMessage());
            assertTrue(trace.stream().anyMatch(r -> r instanceof TraceEvent.MessageReturned m
                    && m.reason().equals("DROPPED_AFTER_RETRIES")), "the returned request is in the trace");
        } else {
            // the kill came after the peer had answered every request and before its pong: the survivor had
            // nothing to give up on, so it waits, as a PVM task does whose peer dies unannounced, until its time
            // limit ends the run, not complete and not hung
            assertTrue(!ended.complete(), ended.toString());
            TraceEvent.WindowChanged last = trace.stream().filter(TraceEvent.WindowChanged.class::isInstance)
                    .map(TraceEvent.WindowChanged.class::cast).reduce((a, b) -> b).orElseThrow();
            assertEquals(0, last.inFlight(), "no request was left to time out");
        }
    }

    private RealTimeSummary peer(Scenario scenario, RealTimeTransport transport, int side, int[] ports, String trace)
            throws Exception {
        return peer(scenario, transport, side, ports, trace, event -> { });
    }

    private RealTimeSummary peer(Scenario scenario, RealTimeTransport transport, int side, int[] ports, String trace,
            org.ccw.engine.trace.TraceSink watch) throws Exception {
        String[] hosts = hostNames(scenario);
        return RealTimeRun.of(scenario, transport).only(hosts[side], address(ports[side]),
                Map.of(hosts[1 - side], address(ports[1 - side]))).until(60 * Time.PS_PER_S)
                .traceFile(dir.resolve(trace)).sink(watch).run();
    }

    private Process launch(String host, int port, String other, int otherPort) throws IOException {
        Process p = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"), PvmPeerMain.class.getName(),
                "UDP", host, Integer.toString(port), other, Integer.toString(otherPort), "1000000")
                .redirectErrorStream(true).redirectOutput(dir.resolve("peer.log").toFile()).start();
        children.add(p);
        return p;
    }

    /** Waits until a TCP socket of this JVM listens on {@code port} (this JVM can no longer bind it). */
    private static void awaitListening(int port) throws Exception {
        Waits.until("someone to listen on port " + port, 30_000, () -> {
            try (java.nio.channels.ServerSocketChannel probe = java.nio.channels.ServerSocketChannel.open()) {
                probe.bind(address(port));
                return false;
            } catch (BindException bound) {
                return true;
            }
        });
    }

    /** Waits until the child's UDP socket is bound (this JVM can no longer bind the port). */
    private static void awaitBound(int port, Process child) throws Exception {
        Waits.until("the peer JVM to bind port " + port, 30_000, () -> {
            if (!child.isAlive()) {
                throw new AssertionError("the peer JVM ended before it bound port " + port);
            }
            try (DatagramChannel probe = DatagramChannel.open()) {
                probe.bind(address(port));
                return false;
            } catch (BindException bound) {
                return true;
            }
        });
    }

    private static void garbage(InetSocketAddress to, byte[] bytes) {
        try (SocketChannel channel = SocketChannel.open(to)) {
            channel.write(ByteBuffer.wrap(bytes));
        } catch (IOException e) {
            // the port closed the connection first: as good
        }
    }

    private static long refused(List<TraceEvent> trace, DropReason reason) {
        return trace.stream().filter(r -> r instanceof TraceEvent.CellDropped d && d.kind().equals("frame")
                && d.reason() == reason).count();
    }

    private static int[] nodes(Scenario scenario) {
        var topology = TopologyBuilder.from(scenario);
        return topology.drivenJob().orElseThrow().hosts().stream().mapToInt(Integer::intValue).toArray();
    }

    private static String[] hostNames(Scenario scenario) {
        var topology = TopologyBuilder.from(scenario);
        return topology.drivenJob().orElseThrow().hosts().stream().map(n -> topology.host(n).name())
                .toArray(String[]::new);
    }

    private static byte[] bytes(Random random, int length) {
        byte[] b = new byte[length];
        random.nextBytes(b);
        return b;
    }

    private static InetSocketAddress address(int port) {
        return new InetSocketAddress("127.0.0.1", port);
    }

    private static int freePort() throws IOException {
        try (DatagramChannel udp = DatagramChannel.open().bind(LOCALHOST)) {
            return ((InetSocketAddress) udp.getLocalAddress()).getPort();
        }
    }
}
