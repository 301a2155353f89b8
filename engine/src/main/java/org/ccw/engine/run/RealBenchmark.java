package org.ccw.engine.run;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CountDownLatch;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RawLoopback;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.UdpNetworkPort;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.SharedMemoryProcesses;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Workload;
import org.ccw.model.workload.WorkloadKind;

/**
 * {@code workbench bench --real}: every stack that runs over real sockets ({@link Stack#realTime()} with a
 * {@link RealTimeStack#bench()}), measured on 127.0.0.1 beside the raw socket doing the same in the same process run
 * ({@link RawLoopback}):
 * <ul>
 * <li>{@code real.<stack>.udp_rtt_ratio_p50} and {@code _p99}: the stack's request/reply round trip over UDP — from
 * its {@code MessageSent} of a request to the {@code MessageDelivered} of the reply at the requester, in the merged
 * trace's wall time — over a raw {@code DatagramChannel} ping-pong of the same user bytes, the fastest of blocking and
 * polling ends ({@link RawLoopback#fastestUdpPingPong});</li>
 * <li>{@code real.<stack>.tcp_bulk_fraction}: the stack's bulk workload over TCP, user bytes over the time until
 * every host was complete (no trace), over a raw TCP ping-pong of the same messages (for a ping-pong workload) or a
 * raw one-way TCP stream of the same blocks (otherwise), the better of two raw runs;</li>
 * <li>{@code real.<stack>.shm_rtt_p50_us}, {@code _p99_us}, {@code shm_os_…}, {@code shm_or_…}: for a stack whose
 * processes also run through real shared memory ({@link SharedMemoryProcesses#benchmark()}), its round trip, send
 * and receive overheads between two OS processes, medians and 99th percentiles, µs;</li>
 * <li>{@code real.loop.udp_rtt_ratio_p50} and {@code _p99}: the real-time loops alone, echoing a frame without a
 * stack, over the same raw ping-pong — the floor under every stack's ratio.</li>
 * </ul>
 * Each stack's scenario runs untimed first until a run is no faster than the one before (class loading and the JIT:
 * {@link #warmUp}), then the timed run drops its first {@link Settings#warmUp()} round trips. The round trips are
 * timed with the trace on (records are made and merged, which the ratio includes).
 */
public final class RealBenchmark {
    /**
     * How many requests and blocks: the standard run's, or a smoke run's that only checks everything works.
     *
     * @param bulkWarmUp the bulk round trips or blocks moved untimed first, on both sides of a comparison: a quarter of
     *                   those timed, and at least a twentieth of the round trips' warm-up (1,000 in the standard run),
     *                   since a JVM's compiler needs tens of thousands of frames before a 256 KB ping-pong (64 frames
     *                   each) runs at its steady speed
     */
    public record Settings(int warmUp, int roundTrips, int bulkWarmUp, int bulkMessages) {
        public static Settings standard() {
            return of(20_000, 10_000, 200);
        }

        public static Settings smoke() {
            return of(20, 100, 4);
        }

        private static Settings of(int warmUp, int roundTrips, int bulkMessages) {
            return new Settings(warmUp, roundTrips, Math.max(1, Math.max(bulkMessages / 4, warmUp / 20)),
                    bulkMessages);
        }

        /** The same counts with {@code rounds} untimed round trips first (the bulk warm-up unchanged). */
        public Settings withWarmUp(int rounds) {
            return new Settings(rounds, roundTrips, bulkWarmUp, bulkMessages);
        }
    }

    private static final long LIMIT_PS = 120 * Time.PS_PER_S;

    private RealBenchmark() {
    }

    /** The metrics of every measured stack, by name ({@code real.<stack>.<metric>}), in stack order. */
    public static Map<String, Double> run(Settings settings) throws IOException, InterruptedException {
        Map<String, Double> metrics = new LinkedHashMap<>();
        for (Stack stack : Stacks.all()) {
            Optional<RealTimeStack.Bench> bench = stack.realTime().flatMap(RealTimeStack::bench);
            if (bench.isPresent()) {
                measure(stack.name(), bench.get(), settings, metrics);
            }
            Optional<SharedMemoryProcesses.Benchmark> shm = stack.sharedMemory()
                    .flatMap(SharedMemoryProcesses::benchmark);
            if (shm.isPresent()) {
                shm.get().run(settings.warmUp(), settings.roundTrips())
                        .forEach((key, value) -> metrics.put("real." + stack.name() + "." + key, value));
            }
        }
        measureLoop(settings, metrics);
        return metrics;
    }

    private static void measure(String name, RealTimeStack.Bench bench, Settings settings,
            Map<String, Double> metrics) throws IOException, InterruptedException {
        String prefix = "real." + name + ".";
        JobSpec.Workload roundTrip = bench.roundTrip();
        double[] stackRtt = roundTripsUs(bench, RealTimeTransport.UDP, settings);
        double[] rawRtt = RawLoopback.fastestUdpPingPong(roundTrip.messageBytes(), settings.warmUp(),
                settings.roundTrips());
        double p50 = RawLoopback.percentile(stackRtt, 0.5);
        double p99 = RawLoopback.percentile(stackRtt, 0.99);
        double rawP50 = RawLoopback.percentile(rawRtt, 0.5);
        double rawP99 = RawLoopback.percentile(rawRtt, 0.99);
        metrics.put(prefix + "udp_rtt_ratio_p50", p50 / rawP50);
        metrics.put(prefix + "udp_rtt_ratio_p99", p99 / rawP99);
        metrics.put(prefix + "udp_rtt_p50_us", p50);
        metrics.put(prefix + "udp_rtt_p99_us", p99);
        metrics.put(prefix + "raw_udp_rtt_p50_us", rawP50);
        metrics.put(prefix + "raw_udp_rtt_p99_us", rawP99);
        if (bench.bulk().isPresent()) {
            JobSpec.Workload bulk = bench.bulk().get();
            double stackBps = bulkBytesPerSecond(bench, settings);
            // the better of two raw runs: where the kernel places a blocking pair decides its speed on a VM
            double rawBps = Math.max(rawTcpBytesPerSecond(bulk, settings), rawTcpBytesPerSecond(bulk, settings));
            metrics.put(prefix + "tcp_bulk_fraction", stackBps / rawBps);
            metrics.put(prefix + "tcp_bulk_MBps", stackBps / 1e6);
            metrics.put(prefix + "raw_tcp_bulk_MBps", rawBps / 1e6);
        }
    }

    /**
     * {@code real.loop.*}: what the real-time machinery costs without a stack — two {@link RealTimeScheduler}s, each
     * with a {@link UdpNetworkPort}, echoing an 8-byte frame from arrival listener to arrival listener, untraced — beside
     * the same raw ping-pong. The stacks' ratios less this one is what their own code and trace cost.
     */
    private static void measureLoop(Settings settings, Map<String, Double> metrics)
            throws IOException, InterruptedException {
        int bytes = 8;
        loopPingPong(bytes, settings.warmUp(), settings.roundTrips());
        double[] loop = loopPingPong(bytes, settings.warmUp(), settings.roundTrips());
        double[] raw = RawLoopback.fastestUdpPingPong(bytes, settings.warmUp(), settings.roundTrips());
        metrics.put("real.loop.udp_rtt_ratio_p50", RawLoopback.percentile(loop, 0.5) / RawLoopback.percentile(raw, 0.5));
        metrics.put("real.loop.udp_rtt_ratio_p99", RawLoopback.percentile(loop, 0.99)
                / RawLoopback.percentile(raw, 0.99));
        metrics.put("real.loop.udp_rtt_p50_us", RawLoopback.percentile(loop, 0.5));
        metrics.put("real.loop.raw_udp_rtt_p50_us", RawLoopback.percentile(raw, 0.5));
    }

    /** Round trips of a frame echoed between two real-time loops on 127.0.0.1, after {@code warmUp}, in µs, sorted. */
    private static double[] loopPingPong(int bytes, int warmUp, int rounds) throws IOException, InterruptedException {
        InetSocketAddress any = RawLoopback.loopback();
        try (RealTimeScheduler pingSide = new RealTimeScheduler(1);
             RealTimeScheduler echoSide = new RealTimeScheduler(2);
             UdpNetworkPort ping = UdpNetworkPort.open(pingSide, 0, any, UdpNetworkPort.DEFAULT_MTU_BYTES);
             UdpNetworkPort echo = UdpNetworkPort.open(echoSide, 1, any, UdpNetworkPort.DEFAULT_MTU_BYTES)) {
            ping.peer(1, echo.localAddress());
            echo.peer(0, ping.localAddress());
            byte[] frame = new byte[bytes];
            double[] rtt = new double[rounds];
            int[] done = {0};
            long[] sentAt = {0};
            CountDownLatch finished = new CountDownLatch(1);
            echo.onArrival(() -> {
                while (echo.poll() != null) {
                    echo.send(0, null, frame, 0, bytes);
                }
            });
            ping.onArrival(() -> {
                while (ping.poll() != null) {
                    long now = System.nanoTime();
                    if (done[0] >= warmUp) {
                        rtt[done[0] - warmUp] = (now - sentAt[0]) / 1e3;
                    }
                    if (++done[0] == warmUp + rounds) {
                        finished.countDown();
                        return;
                    }
                    sentAt[0] = System.nanoTime();
                    ping.send(1, null, frame, 0, bytes);
                }
            });
            pingSide.start();
            echoSide.start();
            pingSide.schedule(0, () -> {
                sentAt[0] = System.nanoTime();
                ping.send(1, null, frame, 0, bytes);
            });
            if (!finished.await(LIMIT_PS / Time.PS_PER_MS, java.util.concurrent.TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("the real-time loops' echo did not finish: not a measurement");
            }
            return RawLoopback.sorted(rtt);
        }
    }

    /** A raw TCP ping-pong's (for a ping-pong workload) or one-way stream's user bytes per second. */
    private static double rawTcpBytesPerSecond(JobSpec.Workload bulk, Settings settings)
            throws IOException, InterruptedException {
        int warmUp = settings.bulkWarmUp();
        if (bulk.kind() == WorkloadKind.PING_PONG) {
            double[] rtt = RawLoopback.tcpPingPong(bulk.messageBytes(), warmUp, settings.bulkMessages());
            return 2.0 * bulk.messageBytes() / (RawLoopback.percentile(rtt, 0.5) / 1e6);
        }
        return RawLoopback.tcpStreamBytesPerSecond(bulk.messageBytes(), warmUp, settings.bulkMessages());
    }

    /**
     * The stack's request/reply round trips over {@code transport} as {@code bench --real} times them: after an untimed
     * run of the warm-up, a run whose first {@link Settings#warmUp()} round trips are dropped; µs, sorted.
     */
    public static double[] roundTripsUs(RealTimeStack.Bench bench, RealTimeTransport transport, Settings settings)
            throws IOException, InterruptedException {
        return roundTripsUs(bench, transport, settings, "request", "reply");
    }

    /**
     * As {@link #roundTripsUs(RealTimeStack.Bench, RealTimeTransport, Settings)}, each round trip timed from a message
     * of kind {@code sentKind} a node sent to the next of kind {@code answerKind} delivered to it.
     */
    public static double[] roundTripsUs(RealTimeStack.Bench bench, RealTimeTransport transport, Settings settings,
            String sentKind, String answerKind) throws IOException, InterruptedException {
        warmUp(bench, transport, settings.warmUp(), sentKind, answerKind);
        double[] rtt = roundTrips(bench, transport, settings.warmUp() + settings.roundTrips(), sentKind, answerKind);
        return RawLoopback.sorted(java.util.Arrays.copyOfRange(rtt, Math.min(settings.warmUp(), rtt.length - 1),
                rtt.length));
    }

    /**
     * Untimed runs of {@code rounds} round trips until one is no faster than the run before it (by
     * {@link #STILL_WARMING}; at most {@link #MAX_WARM_UP_RUNS}), each judged by the median of its second half. A
     * stack's round trip is some twenty steps of its own code on top of the loop's, which the JVM compiles while both
     * cores spin in the two loops: one run of 20,000 left SSAM and AM-II at 2-4 times their compiled round trip, still
     * falling, and the timed run measured the compiler (JFR and {@code -XX:+PrintCompilation}, #28).
     */
    private static void warmUp(RealTimeStack.Bench bench, RealTimeTransport transport, int rounds, String sentKind,
            String answerKind) throws IOException, InterruptedException {
        double before = Double.MAX_VALUE;
        for (int run = 0; run < MAX_WARM_UP_RUNS; run++) {
            double[] rtt = roundTrips(bench, transport, rounds, sentKind, answerKind);
            double median = RawLoopback.percentile(RawLoopback.sorted(
                    java.util.Arrays.copyOfRange(rtt, rtt.length / 2, rtt.length)), 0.5);
            if (!fasterThan(median, before)) {
                return;
            }
            before = median;
        }
    }

    /** Whether a warm-up run of median {@code medianUs} was still getting faster than the one before ({@code beforeUs}). */
    static boolean fasterThan(double medianUs, double beforeUs) {
        return medianUs <= beforeUs * STILL_WARMING;
    }

    /** A warm-up run whose median is at most this fraction of the run before's was still getting faster. */
    private static final double STILL_WARMING = 0.95;

    /** The most untimed runs before a stack's timed one (the compiled round trip came by the third or fourth). */
    private static final int MAX_WARM_UP_RUNS = 8;

    /** The stack's round trips over {@code transport} in the order they completed, in microseconds. */
    private static double[] roundTrips(RealTimeStack.Bench bench, RealTimeTransport transport, int count,
            String sentKind, String answerKind) throws IOException, InterruptedException {
        JobSpec.Workload workload = bench.roundTrip();
        // a request/reply workload has one request out per requester at a time, so a reply delivered at a node
        // answers the oldest request that node sent (stacks need not give a reply its request's message id)
        Map<Integer, ArrayDeque<Long>> sent = new HashMap<>();
        List<Double> rtt = new ArrayList<>();
        RealTimeSummary summary = RealTimeRun.of(scenario(bench, workload, count), transport)
                .until(LIMIT_PS).sink(TraceSink.only(Set.of(TraceEvent.MessageSent.class,
                        TraceEvent.MessageDelivered.class), event -> {
                    // the merged trace's sink is called one record at a time; the loops trace nothing else, as a
                    // real system times itself with no trace (issue 28: a traced round trip made some 40 records)
                    if (event instanceof TraceEvent.MessageSent s && s.kind().equals(sentKind)) {
                        sent.computeIfAbsent(s.node(), n -> new ArrayDeque<>()).add(s.timePs());
                    } else if (event instanceof TraceEvent.MessageDelivered d && d.kind().equals(answerKind)) {
                        Long at = sent.getOrDefault(d.node(), new ArrayDeque<>()).poll();
                        if (at != null) {
                            rtt.add(Time.toMicros(d.timePs() - at));
                        }
                    }
                })).run();
        requireComplete(summary);
        if (rtt.isEmpty()) {
            throw new IllegalStateException(summary.stack() + "'s bench workload recorded no request answered by a"
                    + " reply");
        }
        return rtt.stream().mapToDouble(Double::doubleValue).toArray();
    }

    /**
     * The stack's bulk workload over TCP as {@code bench --real} times it, untraced, after an untimed run of
     * {@link Settings#bulkWarmUp()}: user bytes per second of work.
     *
     * @throws java.util.NoSuchElementException when the stack moves no bulk data
     */
    public static double bulkBytesPerSecond(RealTimeStack.Bench bench, Settings settings)
            throws IOException, InterruptedException {
        bulkBytesPerSecond(bench, bench.bulk().orElseThrow(), settings.bulkWarmUp());
        return bulkBytesPerSecond(bench, bench.bulk().orElseThrow(), settings.bulkMessages());
    }

    private static double bulkBytesPerSecond(RealTimeStack.Bench bench, JobSpec.Workload workload, int count)
            throws IOException, InterruptedException {
        RealTimeSummary summary = RealTimeRun.of(scenario(bench, workload, count), RealTimeTransport.TCP)
                .until(LIMIT_PS).run();
        requireComplete(summary);
        long bytes = (long) count * workload.messageBytes() * (workload.kind() == WorkloadKind.PING_PONG ? 2 : 1);
        return bytes / (summary.workTimeNanos() / 1e9);
    }

    private static Scenario scenario(RealTimeStack.Bench bench, JobSpec.Workload workload, int count) {
        Scenario scenario = bench.scenario().get();
        Workload w = scenario.getWorkloads().get(0);
        w.setKind(workload.kind());
        w.setMessageBytes(workload.messageBytes());
        w.setMessageCount(count);
        scenario.getFaults().setLossRate(0);
        scenario.getFaults().setDuplicationRate(0);
        scenario.getFaults().setCorruptionRate(0);
        return scenario;
    }

    private static void requireComplete(RealTimeSummary summary) {
        if (!summary.complete()) {
            throw new IllegalStateException(String.format(Locale.ROOT, "%s over %s on 127.0.0.1 did not complete"
                    + " its bench workload: not a measurement", summary.stack(), summary.transport()));
        }
    }
}
