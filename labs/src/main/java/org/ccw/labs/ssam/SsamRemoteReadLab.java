package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.splitc.GlobalMemory;
import org.ccw.engine.ssam.splitc.SplitC;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;

/**
 * Split-C remote access between two SS-20s (seed 000 §3.4.4): the round trip of a blocking remote read of an
 * aligned doubleword, the one-way latency of a remote store (the paper's latency: from the send call until the
 * handler has run at the far end), and the read's round trip with a Fore ASX-100 in the path. Each is the mean of
 * {@value #REPEATS} operations one after another. Validation figures: nothing here is calibrated.
 */
public final class SsamRemoteReadLab implements Lab {
    private static final int REPEATS = 10;
    private static final String WHY = "emerges from Table 1-3 parts and the 140 Mb/s fibre; the model leaves out"
            + " what the paper's timing loop also paid (the SBA-100's internal cell handling, TAXI framing of 55"
            + " rather than 53 bytes per cell, cache misses in the handlers)";

    @Override
    public String id() {
        return "ssam-remote-read";
    }

    @Override
    public String title() {
        return "SSAM/Split-C: remote read round trip, remote store latency, and the ASX-100's added latency";
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options.seed());
        double read = readRoundTripMicros(rig, Presets::ssamTwoHosts);
        double store = storeLatencyMicros(rig);
        double readSwitched = readRoundTripMicros(rig, Presets::ssamThroughSwitch);
        Metric readMetric = Metric.of("remote_read_rtt_us", read, "us", 32.0);
        Metric storeMetric = Metric.of("remote_store_us", store, "us", 22.0);
        Metric switchMetric = Metric.of("remote_read_rtt_switch_us", readSwitched, "us", 52.0);
        Metric added = Metric.of("switch_added_rtt_us", readSwitched - read, "us", 20.0);
        return new LabResult(id(), List.of(readMetric, storeMetric, switchMetric, added), List.of(
                Check.nearPaper(readMetric, 0.20, WHY),
                Check.nearPaper(storeMetric, 0.20, "measured as the paper defines latency (send call until the"
                        + " handler ran remotely); the paper does not say how its 22 us store was timed, and a store"
                        + " timed until its explicit ACK returns takes about 27 us here, so neither reading matches"),
                Check.nearPaper(switchMetric, 0.20, WHY),
                Check.nearPaper(added, 0.20, "cannot emerge: the ASX-100 preset's fabric latency (6.86 us) was set"
                        + " from the paper's 'about 10 us one way' less one cell time, so this only checks that"
                        + " the switch model adds what it was given")),
                rig.fingerprint());
    }

    private static double readRoundTripMicros(SsamRig rig, Supplier<Scenario> preset) {
        SsamCluster cluster = rig.cluster(preset, 8, null);
        SplitC a = new SplitC(cluster.endpoint(0), new GlobalMemory(64));
        SplitC b = new SplitC(cluster.endpoint(1), new GlobalMemory(64));
        int connection = cluster.endpoint(0).connect(cluster.endpoint(1).node());
        cluster.endpoint(1).connect(cluster.endpoint(0).node());
        cluster.endpoint(1).serve();
        List<Long> rounds = new ArrayList<>();
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (rounds.size() == REPEATS) {
                return;
            }
            long start = cluster.kernel().now();
            a.readDouble(connection, rounds.size(), rounds.size(), () -> {
                rounds.add(cluster.kernel().now() - start);
                next[0].run();
            });
        };
        b.memory().write(0, 1);
        next[0].run();
        cluster.run(Time.micros(100_000));
        return Time.toMicros(rounds.stream().mapToLong(Long::longValue).sum()) / REPEATS;
    }

    private static double storeLatencyMicros(SsamRig rig) {
        SsamCluster cluster = rig.cluster(Presets::ssamTwoHosts, 8, null);
        SplitC a = new SplitC(cluster.endpoint(0), new GlobalMemory(64));
        new SplitC(cluster.endpoint(1), new GlobalMemory(64));
        int connection = cluster.endpoint(0).connect(cluster.endpoint(1).node());
        cluster.endpoint(1).connect(cluster.endpoint(0).node());
        cluster.endpoint(1).serve();
        List<Long> starts = new ArrayList<>();
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (starts.size() == REPEATS) {
                return;
            }
            starts.add(cluster.kernel().now());
            a.store(connection, starts.size(), starts.size(), () -> a.storeSync(next[0]));
        };
        int before = rig.handlerTimes("store_h").length;
        next[0].run();
        cluster.run(Time.micros(100_000));
        long[] handled = rig.handlerTimes("store_h");
        long total = 0;
        for (int i = 0; i < REPEATS; i++) {
            total += handled[before + i] - starts.get(i);
        }
        return Time.toMicros(total) / REPEATS;
    }
}
