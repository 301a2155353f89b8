package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.PermutationPlan;
import org.ccw.engine.ssam.driver.SsamDriver;
import org.ccw.engine.ssam.SsamCluster;
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
import org.ccw.engine.ssam.SsamPresets;

/**
 * The parallel sort's permutation phase (seed 000 §2.1) on SSAM: 8 and 16 SS-20s on one ATM switch whose output
 * ports buffer only {@value #PORT_BUFFER_CELLS} cells, every host bulk-writing n - 1 blocks of {@value #BLOCK_BYTES}
 * bytes, all hosts at once and without a barrier, for window sizes {@link #WINDOWS}, in two patterns with the same
 * bytes ({@link PermutationPattern}): the contention-free cyclic shift, and the data-dependent permutation of a
 * radix or sample sort, whose blocks go where random keys send them. The paper argues, without measuring it, that
 * under such patterns "the probability of internal contention among seemingly unrelated connections is high" and
 * end-to-end windows cannot prevent it; here cells die where they die (switch output buffers, the receivers'
 * 292-cell input FIFOs) and are counted, and goodput is the user data moved over the phase, which ends when the
 * last host's last block is acknowledged.
 */
public final class SsamContentionLab implements Lab {
    private static final int PORT_BUFFER_CELLS = 8;
    private static final int BLOCK_BYTES = 1_024;
    private static final int[] HOSTS = {8, 16};
    private static final int[] WINDOWS = {1, 4, 8, 32};
    /** The named stream the sort's keys come from: one per run, so every window of a size sorts the same data. */
    private static final String KEYS = "permutation-keys";

    @Override
    public boolean sweeps() {
        return true;
    }

    @Override
    public String id() {
        return "ssam-contention";
    }

    /** The 8-host cyclic shift with the lab's small port buffers, one phase of 256-byte blocks. */
    @Override
    public Optional<Scenario> scenario() {
        return Optional.of(Workloads.shortened(smallBuffers(8), 1, 256));
    }


    @Override
    public List<Input> inputs() {
        return SsamInputs.of(smallBuffers(8), org.ccw.engine.ssam.KernelPath.FAST_TRAPS);
    }

    @Override
    public LabResult run(LabOptions options) {
        // every (pattern, hosts, window) phase is its own run on its own rig, so the sweep runs in parallel
        record Point(PermutationPattern pattern, int hosts, int window, SsamRig rig) {
        }
        List<Point> points = new ArrayList<>();
        for (PermutationPattern pattern : PermutationPattern.values()) {
            for (int hosts : HOSTS) {
                for (int window : WINDOWS) {
                    points.add(new Point(pattern, hosts, window, new SsamRig(options.seed())));
                }
            }
        }
        List<PhaseOutcome> all = Sweep.run(id() + ": loss and goodput vs window", points,
                p -> permute(p.rig(), p.pattern(), p.hosts(), p.window()), options.progress());
        List<Metric> metrics = new ArrayList<>();
        List<Check> checks = new ArrayList<>();
        List<Series> series = new ArrayList<>();
        for (PhaseOutcome phase : all) {
            metrics.add(Metric.of("cell_loss_rate_" + phase.tag(), phase.lossRate(), "fraction", null));
            metrics.add(Metric.of("switch_drops_" + phase.tag(), phase.switchDrops(), "cells", null));
            metrics.add(Metric.of("fifo_drops_" + phase.tag(), phase.fifoDrops(), "cells", null));
            metrics.add(Metric.of("retransmissions_" + phase.tag(), phase.retransmissions(), "cells", null));
            metrics.add(Metric.of("goodput_MBps_" + phase.tag(), phase.goodputMBps(), "MB/s", null));
            metrics.add(Metric.of("phase_time_us_" + phase.tag(), phase.phaseMicros(), "us", null));
            checks.add(phase.delivered());
        }
        for (int from = 0; from < all.size(); from += WINDOWS.length) {
            List<PhaseOutcome> sweep = all.subList(from, from + WINDOWS.length);
            PhaseOutcome first = sweep.get(0);
            String curve = first.pattern().label + ", " + first.hosts() + " hosts";
            // the paper argues this without measuring it: no paper points
            series.add(new Series("cell loss rate, " + curve, "window size", "cells", "cell loss rate", "fraction",
                    sweep.stream().map(p -> new Series.Point(p.window(), p.lossRate())).toList(), List.of()));
            series.add(new Series("goodput, " + curve, "window size", "cells", "goodput", "MB/s",
                    sweep.stream().map(p -> new Series.Point(p.window(), p.goodputMBps())).toList(), List.of()));
        }
        int half = all.size() / 2;
        for (int h = 0; h < HOSTS.length; h++) {
            int from = h * WINDOWS.length;
            checks.addAll(contention(all.subList(from, from + WINDOWS.length),
                    all.subList(half + from, half + from + WINDOWS.length)));
        }
        return new LabResult(id(), metrics, checks, SsamRig.combine(points.stream().map(Point::rig).toList()),
                series);
    }

    /**
     * What §2.1 argues, on one cluster size: the sort's permutation loses cells inside the network however the
     * end-to-end window is set, the more the wider the window, and the cyclic shift, with the same bytes, loses no
     * more at any window and a smaller fraction at the widest. These compare the two patterns rather than hold a
     * figure to a fixed threshold: how much the sort loses depends on where its random keys send the blocks (at
     * w = 32, 0.5-7.5% at 8 hosts and 1.8-6.9% at 16 over seeds 1-32, against the shift's seed-independent 0 and
     * 1.2%), so a bound such as "at least 1%" or "at most half the drops" passes or fails with the seed, not with
     * the physics.
     */
    static List<Check> contention(List<PhaseOutcome> shift, List<PhaseOutcome> sort) {
        int hosts = sort.get(0).hosts();
        PhaseOutcome widest = sort.get(sort.size() - 1);
        boolean growing = widest.lossRate() > sort.get(0).lossRate();
        for (int i = 1; i < sort.size(); i++) {
            growing &= sort.get(i).lossRate() >= sort.get(i - 1).lossRate();
        }
        PhaseOutcome widestShift = shift.get(shift.size() - 1);
        boolean less = widestShift.lossRate() < widest.lossRate();
        boolean slower = true;
        for (int i = 0; i < sort.size(); i++) {
            less &= shift.get(i).drops() <= sort.get(i).drops();
            slower &= sort.get(i).goodputMBps() < shift.get(i).goodputMBps();
        }
        String sortFigures = sort.stream().map(PhaseOutcome::summary).toList().toString();
        String shiftFigures = shift.stream().map(PhaseOutcome::summary).toList().toString();
        return List.of(
                new Check("data_dependent_loses_cells_" + hosts + "h", widest.drops() > 0,
                        String.format(Locale.ROOT, "%d hosts, %d-cell port buffers, w = %d: the sort's permutation"
                                + " loses %.2f%% of its cells (%d in switch buffers, %d in input FIFOs), though every"
                                + " connection keeps to its window: blocks whose keys name the same destination"
                                + " converge on one output port and one receiving host, which no end-to-end window"
                                + " sees (§2.1)", hosts, PORT_BUFFER_CELLS, widest.window(), widest.lossRate() * 100,
                                widest.switchDrops(), widest.fifoDrops())),
                new Check("data_dependent_loss_grows_with_window_" + hosts + "h", growing, hosts + " hosts, "
                        + sortFigures + ". The window caps what each connection adds to a burst converging on a"
                        + " port: a wide one lets each sender run at its host's rate (about 6.7 us a cell, ssam-bulk's"
                        + " 4.8 MB/s of 32-byte cells), so three senders meeting on one port outrun its link (2.7 us"
                        + " a cell) and overflow 8 cells within a block, while a narrow one is throttled by its round"
                        + " trips. Input FIFOs overflow only once the windows into one host exceed its 292 cells:"
                        + " (n - 1) x w = 480 at 16 hosts and w = 32, never at 8 hosts (224). Retransmissions may"
                        + " come before drops: a request queued at a busy destination outlasts the 1 ms timeout"),
                new Check("cyclic_shift_loses_less_" + hosts + "h", less, hosts + " hosts, cyclic shift "
                        + shiftFigures + " vs data-dependent " + sortFigures + ": no more drops than the sort at"
                        + " any window, and a smaller loss rate at w = " + widest.window() + ". The shift gives"
                        + " each destination one sender per phase; it loses cells only where hosts drift out of"
                        + " step and two phases meet on one port"),
                new Check("data_dependent_goodput_below_cyclic_shift_" + hosts + "h", slower, String.format(
                        Locale.ROOT, "%d hosts, goodput (MB/s) data-dependent %s vs cyclic shift %s; the busiest"
                                + " destination of the sort receives %d blocks where each receives %d in the shift,"
                                + " and its losses cost timeouts and resent windows", hosts,
                        sort.stream().map(p -> String.format(Locale.ROOT, "%.2f", p.goodputMBps())).toList(),
                        shift.stream().map(p -> String.format(Locale.ROOT, "%.2f", p.goodputMBps())).toList(),
                        widest.busiestBlocks(), shift.get(0).busiestBlocks())));
    }

    private static PhaseOutcome permute(SsamRig rig, PermutationPattern pattern, int hosts, int window) {
        SsamCluster cluster = rig.cluster(() -> smallBuffers(hosts), window, null);
        PermutationPlan plan = pattern.plan(hosts, cluster.kernel().random(KEYS));
        SsamDriver driver = SsamDriver.permutation(cluster.endpoints(), cluster.kernel(), plan, BLOCK_BYTES);
        driver.start();
        cluster.run(Time.micros(60_000_000));
        long fifoDrops = cluster.endpoints().stream()
                .mapToLong(am -> cluster.fabric().nic(am.node(), 0).droppedOnReceive()).sum();
        long switchDrops = cluster.fabric().topology().switches().stream()
                .mapToLong(s -> cluster.fabric().atmSwitch(s.id()).dropped()).sum();
        return new PhaseOutcome(pattern, hosts, window, driver.cellsSent(), switchDrops, fifoDrops,
                driver.retransmissions(), driver.messagesSent(), driver.messagesDelivered(), driver.userBytes(),
                driver.finishedPs(), driver.misplacedWords(),
                java.util.stream.IntStream.range(0, hosts).map(plan::receivedBy).max().orElseThrow());
    }

    private static Scenario smallBuffers(int hosts) {
        Scenario scenario = SsamPresets.atmCluster(hosts);
        scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .forEach(sw -> sw.setBufferCellsPerPort(PORT_BUFFER_CELLS));
        return scenario;
    }
}
