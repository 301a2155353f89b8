package org.ccw.labs.dvcm;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Predicate;


import org.ccw.engine.dvcm.BurstWorkload;
import org.ccw.engine.dvcm.DvcmCluster;
import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.Endpoint;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;
import org.ccw.labs.Sweep;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.provenance.Input;
import org.ccw.engine.dvcm.DvcmPresets;

/**
 * The contention experiment of seed 001 §4.3 (Figures 2-4): 1, 2 and 3 UltraSPARC-I senders with SBA-200E cards
 * burst to one receiver through the ASX-200WG preset, whose output ports buffer {@link #portBufferCells} cells
 * (the preset's figure, not chosen here). Every sender posts its whole burst at once; a burst is at least
 * {@value #BURST_BUFFERS} port buffers' worth of cells and at least {@value #MIN_MESSAGES} messages, so that, as
 * in the paper, it exceeds what the switch can absorb. Sizes {@link #SIZES} span the paper's 0-10 KB (a 0-byte
 * message moves no user bytes, so the sweep starts at 64).
 *
 * <p>The bandwidths are the burst's steady state ({@link BurstWorkload#steadyReceiveBytesPerSecond()}: whole
 * messages arriving in the second half of the burst, timed from the first of them). While the port buffer fills at
 * the start of a burst it drops
 * nothing and every message arrives whole; over the whole burst these messages alone gave two uncoordinated
 * senders of 1 KB 16% of the link (and bursts of two buffers 68%), which the previous round took for phase lock
 * between the senders. In the second half, once the buffer is full, they get none: drops then hit nearly every
 * message, as in the paper's Figure 2.
 *
 * <p>Per (senders, size, mode) it reports the receive bandwidth (user bytes of the messages that arrived whole in
 * the steady state), that bandwidth as a fraction of the link's payload
 * bandwidth (48 bytes per cell time of the OC-3 line), and the message loss rate. The modes are
 * {@link ContentionMode}s: no coordination with and without Early Packet Discard (Figure 2), coordination
 * (Figure 3), coordination with Early Token Release (Figure 4). The checks are the shape statements; the
 * paper prints only the figures' shapes in its text, not their values, so the curves have no paper points.
 */
public final class DvcmContentionLab implements Lab {
    /** Message sizes swept, bytes. */
    static final List<Integer> SIZES = List.of(64, 256, 512, 768, 1024, 2048, 4096, 6144, 8192, 10240);
    static final List<Integer> SENDERS = List.of(1, 2, 3);
    private static final int BURST_BUFFERS = 20;
    private static final int MIN_MESSAGES = 20;
    /** From this size on, the paper's shapes hold ("messages larger than ≈ 600 bytes", the 1 KB). */
    private static final int LARGE_BYTES = 1024;

    @Override
    public boolean sweeps() {
        return true;
    }

    @Override
    public String id() {
        return "dvcm-contention";
    }

    /** Two senders, three 2 KB messages each, coordinated with ETR: the token travelling between the NIs. */
    @Override
    public Optional<Scenario> scenario() {
        Scenario star = ContentionMode.TOKEN_ETR.configure(DvcmPresets.dvcmStar(3));
        star.getWorkloads().get(0).setMessageCount(3);
        star.getWorkloads().get(0).setMessageBytes(2048);
        return Optional.of(star);
    }

    /** One point of the sweep. */
    record Point(int senders, int bytes, ContentionMode mode) {
        String tag() {
            return senders + "s_" + bytes + "B_" + mode.tag;
        }
    }

    /** What one point measured. */
    record Outcome(Point point, double receiveMBps, double linkMBps, double lossRate, long sent,
                   List<String> tokenViolations, List<String> starved, String fingerprint) {
        double linkFraction() {
            return receiveMBps / linkMBps;
        }
    }

    @Override
    public List<Input> inputs() {
        return DvcmInputs.of(ContentionMode.TOKEN_ETR.configure(DvcmPresets.dvcmStar(3)));
    }

    @Override
    public LabResult run(LabOptions options) {
        List<Point> points = new ArrayList<>();
        for (ContentionMode mode : ContentionMode.values()) {
            for (int senders : SENDERS) {
                for (int bytes : SIZES) {
                    points.add(new Point(senders, bytes, mode));
                }
            }
        }
        List<Outcome> all = Sweep.run(id() + ": receive bandwidth vs message size", points,
                p -> measure(p, options.seed()), options.progress());
        List<Metric> metrics = new ArrayList<>();
        for (Outcome o : all) {
            String tag = o.point().tag();
            metrics.add(Metric.of("receive_MBps_" + tag, o.receiveMBps(), "MB/s", null));
            metrics.add(Metric.of("link_fraction_" + tag, o.linkFraction(), "fraction", null));
            metrics.add(Metric.of("message_loss_rate_" + tag, o.lossRate(), "fraction", null));
        }
        return new LabResult(id(), metrics, new ContentionChecks(all, LARGE_BYTES).all(), Sweep.combineFingerprints(
                all.stream().map(Outcome::fingerprint).toList()), series(all));
    }

    /** One burst: {@code senders} hosts to the last host of a star of {@code senders + 1}. */
    static Outcome measure(Point p, long seed) {
        Scenario star = p.mode().configure(DvcmPresets.dvcmStar(p.senders() + 1));
        int bufferCells = portBufferCells(star);
        DvcmRig rig = new DvcmRig(star, seed, DvcmProcess.Notification.POLLING);
        DvcmCluster c = rig.cluster;
        List<DvcmProcess> processes = c.dvcm().processes();
        DvcmProcess receiver = processes.get(p.senders());
        int cellsPerMessage = Aal5.cells(p.bytes());
        int messages = Math.max(MIN_MESSAGES, (BURST_BUFFERS * bufferCells + cellsPerMessage - 1) / cellsPerMessage);
        BurstWorkload burst = new BurstWorkload(receiver, processes.subList(0, p.senders()), p.mode().command(),
                messages, p.bytes());
        burst.start(c.kernel().now());
        c.run(Time.micros(2_000_000));
        return new Outcome(p, burst.steadyReceiveBytesPerSecond() / 1e6, linkPayloadMBps(c, receiver.node()),
                burst.messageLossRate(), burst.messagesSent(), rig.tokens.violations(), rig.tokens.starved(),
                rig.fingerprint());
    }

    static int portBufferCells(Scenario star) {
        return star.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .findFirst().orElseThrow().getBufferCellsPerPort();
    }

    /** User bytes per second the receiver's link carries at most: 48 payload bytes per cell time, in MB/s. */
    private static double linkPayloadMBps(DvcmCluster c, int receiver) {
        double bitsPerSecond = c.fabric().topology().linkAt(new Endpoint(receiver, 0)).bitsPerSecond();
        int wireBytes = c.fabric().nic(receiver, 0).spec().kind().wireBytes(48);
        return bitsPerSecond / (8.0 * wireBytes) * 48 / 1e6;
    }

    /** Figures 2, 3 and 4 as curves of receive bandwidth vs message size, one chart each. */
    private static List<Series> series(List<Outcome> all) {
        List<Series> series = new ArrayList<>();
        for (int senders : SENDERS) {
            series.add(curve(all, "Figure 2", "receive bandwidth without coordination", senders,
                    ContentionMode.NONE));
        }
        for (int senders : List.of(2, 3)) {
            series.add(curve(all, "Figure 2", "receive bandwidth without coordination", senders,
                    ContentionMode.NONE_EPD));
        }
        for (int senders : SENDERS) {
            series.add(curve(all, "Figure 3", "receive bandwidth with coordination", senders, ContentionMode.TOKEN));
        }
        series.add(curve(all, "Figure 4", "receive bandwidth, ETR", 1, ContentionMode.NONE));
        series.add(curve(all, "Figure 4", "receive bandwidth, ETR", 2, ContentionMode.TOKEN));
        series.add(curve(all, "Figure 4", "receive bandwidth, ETR", 2, ContentionMode.TOKEN_ETR));
        return series;
    }

    private static Series curve(List<Outcome> all, String figure, String quantity, int senders,
                                ContentionMode mode) {
        Predicate<Outcome> mine = o -> o.point().senders() == senders && o.point().mode() == mode;
        List<Series.Point> ours = all.stream().filter(mine)
                .map(o -> new Series.Point(o.point().bytes(), o.receiveMBps())).toList();
        String name = String.format(Locale.ROOT, "%d sender%s, %s", senders, senders == 1 ? "" : "s", mode.label);
        return new Series(name, "message size", "bytes", quantity + " (" + figure + ")", "MB/s", ours, List.of());
    }
}
