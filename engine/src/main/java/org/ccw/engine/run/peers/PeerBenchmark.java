package org.ccw.engine.run.peers;

import java.io.IOException;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.function.Consumer;

import org.ccw.engine.os.CorePinning;
import org.ccw.engine.realtime.RawLoopback;
import org.ccw.engine.run.RealBenchmark;
import org.ccw.engine.stack.Peer;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;

/**
 * {@code workbench bench --peers}: every stack's {@linkplain Stack#peers() peers} — the real systems a user would run
 * instead — each beside the stack in the same run, with {@code bench --real}'s counts ({@link RealBenchmark.Settings}):
 * the same warm-up (times the peer's {@link Peer#warmUpFactor()}), then the same number of timed 8-byte round
 * trips, each side's median and p99; the bulk ping-pong
 * of the stack's bench (256 KB) after the same warm-up, each side's user bytes both ways over the time of its timed
 * round trips (what {@code bench --real} reports for ours). Both sides' ends are placed alike ({@link CorePinning#pair},
 * {@link PeerPrograms#oneCore}): the peers' C programs pin themselves ({@code sched_setaffinity}); ours is placed with
 * {@code taskset}, the whole JVM for a run whose threads it does not make, else each end where the peer's runs
 * ({@link Peer.Ours.Own}). Without {@code taskset} nothing is pinned, on either side. Per peer, {@code peer.<name>.}:
 * <ul>
 * <li>{@code rtt_ratio} (and {@code rtt_ratio_p99}): our round trip over the peer's — at most 1 means ours is as fast;</li>
 * <li>{@code bw_ratio_<n>k}: our bulk bandwidth over the peer's — at least 1 means ours moves as much (only where ours
 * moves bulk);</li>
 * <li>the figures: {@code ours_rtt_p50_us}, {@code peer_rtt_p50_us}, their p99s, {@code ours_bw_<n>k_MBps},
 * {@code peer_bw_<n>k_MBps}, and {@code cores}: how many cores the two ends had (1: both on one).</li>
 * </ul>
 * A peer whose tools are not installed is skipped, said in one line; so is one that fails to run.
 */
public final class PeerBenchmark {
    /** The bulk message of a peer of a stack whose bench moves no bulk data. */
    private static final int BULK_BYTES = 256 * 1024;

    private PeerBenchmark() {
    }

    /** The metrics of every peer that ran, by name, in stack order; {@code say} gets a line for each one skipped. */
    public static Map<String, Double> run(RealBenchmark.Settings settings, Consumer<String> say)
            throws IOException, InterruptedException {
        Map<String, Double> metrics = new LinkedHashMap<>();
        if (!CorePinning.available()) {
            say.accept("bench --peers: no taskset (util-linux) or no core list: neither side is pinned");
        }
        try (PeerPrograms programs = PeerPrograms.inTemporaryDirectory()) {
            for (Stack stack : Stacks.all()) {
                // ours is measured once per way of placing it, whichever peers it stands beside
                Map<List<Object>, Peer.Figures> ours = new HashMap<>();
                for (Peer peer : stack.peers()) {
                    String skipped = "peer " + peer.name() + " (" + peer.title() + ") skipped: ";
                    Optional<String> missing = PeerPrograms.missing(peer.program());
                    if (missing.isPresent()) {
                        say.accept(skipped + missing.get());
                        continue;
                    }
                    CorePinning.Pair cores = CorePinning.pair(PeerPrograms.oneCore(peer.program()));
                    int bulkBytes = bulkBytes(stack);
                    // both sides warm up alike, as long as the peer asks
                    RealBenchmark.Settings paced = settings.withWarmUp(settings.warmUp() * peer.warmUpFactor());
                    try {
                        Peer.Figures theirs = programs.run(peer.program(), paced, bulkBytes, cores);
                        List<Object> key = List.of(peer.ours(), cores, paced);
                        if (!ours.containsKey(key)) {
                            ours.put(key, measure(stack, peer.ours(), paced, cores));
                        }
                        put(metrics, "peer." + peer.name() + ".", ours.get(key), theirs, bulkBytes, cores.cores());
                    } catch (IllegalStateException e) {
                        say.accept(skipped + e.getMessage());
                    }
                }
            }
        }
        return metrics;
    }

    private static int bulkBytes(Stack stack) {
        return stack.realTime().flatMap(RealTimeStack::bench).flatMap(RealTimeStack.Bench::bulk)
                .map(w -> w.messageBytes()).orElse(BULK_BYTES);
    }

    private static Peer.Figures measure(Stack stack, Peer.Ours ours, RealBenchmark.Settings settings,
            CorePinning.Pair cores) throws IOException, InterruptedException {
        if (ours instanceof Peer.Ours.Own own) {
            return own.measure(settings.warmUp(), settings.roundTrips(), cores);
        }
        Peer.Ours.RealSockets sockets = (Peer.Ours.RealSockets) ours;
        RealTimeStack.Bench bench = stack.realTime().flatMap(RealTimeStack::bench).orElseThrow(() ->
                new IllegalStateException(stack.name() + " has a peer beside its bench --real workloads but no bench"));
        // a run whose threads it does not make: the whole JVM on the peer's cores
        try (CorePinning.Pinned placed = CorePinning.restrictThisProcess(cores.ping(), cores.echo())) {
            double[] rtt = RealBenchmark.roundTripsUs(bench, sockets.roundTrip(), settings, sockets.sentKind(),
                    sockets.answerKind());
            OptionalDouble bulk = bench.bulk().isPresent()
                    ? OptionalDouble.of(RealBenchmark.bulkBytesPerSecond(bench, settings)) : OptionalDouble.empty();
            return new Peer.Figures(rtt, bulk);
        }
    }

    private static void put(Map<String, Double> metrics, String prefix, Peer.Figures ours, Peer.Figures theirs,
            int bulkBytes, int coresUsed) {
        double oursP50 = RawLoopback.percentile(ours.roundTripsUs(), 0.5);
        double oursP99 = RawLoopback.percentile(ours.roundTripsUs(), 0.99);
        double peerP50 = RawLoopback.percentile(theirs.roundTripsUs(), 0.5);
        double peerP99 = RawLoopback.percentile(theirs.roundTripsUs(), 0.99);
        String bw = "bw_" + bulkBytes / 1024 + "k";
        metrics.put(prefix + "rtt_ratio", oursP50 / peerP50);
        metrics.put(prefix + "rtt_ratio_p99", oursP99 / peerP99);
        if (ours.bulkBytesPerSecond().isPresent() && theirs.bulkBytesPerSecond().isPresent()) {
            metrics.put(prefix + "bw_ratio_" + bulkBytes / 1024 + "k",
                    ours.bulkBytesPerSecond().getAsDouble() / theirs.bulkBytesPerSecond().getAsDouble());
        }
        metrics.put(prefix + "ours_rtt_p50_us", oursP50);
        metrics.put(prefix + "ours_rtt_p99_us", oursP99);
        metrics.put(prefix + "peer_rtt_p50_us", peerP50);
        metrics.put(prefix + "peer_rtt_p99_us", peerP99);
        ours.bulkBytesPerSecond().ifPresent(b -> metrics.put(prefix + "ours_" + bw + "_MBps", b / 1e6));
        theirs.bulkBytesPerSecond().ifPresent(b -> metrics.put(prefix + "peer_" + bw + "_MBps", b / 1e6));
        metrics.put(prefix + "cores", (double) coresUsed);
    }
}
