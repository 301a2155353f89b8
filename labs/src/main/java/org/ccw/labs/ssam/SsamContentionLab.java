package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.run.SsamDriver;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.splitc.SplitC;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;
import org.ccw.labs.Sweep;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.WorkloadKind;
import org.ccw.model.presets.Presets;

/**
 * The parallel sort's permutation phase (seed 000 §2.1) on SSAM: 8 and 16 SS-20s on one ATM switch whose output
 * ports buffer only {@value #PORT_BUFFER_CELLS} cells, every host bulk-writing {@value #BLOCK_BYTES} bytes to host
 * (p + k) mod n in phase k, all hosts at once and without a barrier, for window sizes {@link #WINDOWS}. The paper
 * argues, without measuring it, that end-to-end windows cannot prevent loss inside the network under such
 * patterns; here loss happens where it happens (switch output buffers, the receivers' 292-cell input FIFOs) and
 * is counted, and goodput is the user data moved over the time until the last host's last block is acknowledged.
 */
public final class SsamContentionLab implements Lab {
    private static final int PORT_BUFFER_CELLS = 8;
    private static final int BLOCK_BYTES = 1_024;
    private static final int[] HOSTS = {8, 16};
    private static final int[] WINDOWS = {1, 4, 8, 32};

    @Override
    public String id() {
        return "ssam-contention";
    }

    /** The 8-host permutation with the lab's small port buffers, one phase of 256-byte blocks. */
    @Override
    public java.util.Optional<Scenario> scenario() {
        return java.util.Optional.of(Workloads.shortened(smallBuffers(8), 1, 256));
    }

    @Override
    public String title() {
        return "SSAM all-to-all permutation through one switch with small port buffers: loss and goodput vs window";
    }

    @Override
    public LabResult run(LabOptions options) {
        // every (hosts, window) phase is its own run on its own rig, so the sweep runs in parallel
        record Point(int hosts, int window, SsamRig rig) {
        }
        List<Point> points = new ArrayList<>();
        for (int hosts : HOSTS) {
            for (int window : WINDOWS) {
                points.add(new Point(hosts, window, new SsamRig(options.seed())));
            }
        }
        List<Phase> all = Sweep.run(id() + ": loss and goodput vs window", points,
                p -> permute(p.rig(), p.hosts(), p.window()), options.progress());
        List<Metric> metrics = new ArrayList<>();
        List<Check> checks = new ArrayList<>();
        List<Series> series = new ArrayList<>();
        for (int h = 0; h < HOSTS.length; h++) {
            int hosts = HOSTS[h];
            List<Phase> phases = all.subList(h * WINDOWS.length, (h + 1) * WINDOWS.length);
            for (Phase phase : phases) {
                String tag = hosts + "h_w" + phase.window();
                metrics.add(Metric.of("cell_loss_rate_" + tag, phase.lossRate(), "fraction", null));
                metrics.add(Metric.of("goodput_MBps_" + tag, phase.goodputMBps(), "MB/s", null));
                checks.add(phase.delivered(tag));
            }
            boolean growing = true;
            for (int i = 1; i < phases.size(); i++) {
                growing &= phases.get(i).lossRate() >= phases.get(i - 1).lossRate();
            }
            checks.add(new Check("loss_grows_with_window_" + hosts + "h", growing, String.format(Locale.ROOT,
                    "%d hosts, cell loss at w = %s: %s. A cyclic-shift permutation keeps the hosts on distinct output"
                            + " ports while they stay in step, so cells are lost only where hosts drift out of step"
                            + " and several wide windows converge on one port or one input FIFO: the window bounds"
                            + " each connection, not what converges (§2.1)", hosts, java.util.Arrays.toString(WINDOWS),
                    phases.stream().map(Phase::lossSummary).toList())));
            // the paper argues this without measuring it: no paper points
            series.add(new Series("cell loss rate, " + hosts + " hosts", "window size", "cells", "cell loss rate",
                    "fraction", phases.stream().map(p -> new Series.Point(p.window(), p.lossRate())).toList(),
                    List.of()));
            series.add(new Series("goodput, " + hosts + " hosts", "window size", "cells", "goodput", "MB/s",
                    phases.stream().map(p -> new Series.Point(p.window(), p.goodputMBps())).toList(), List.of()));
        }
        return new LabResult(id(), metrics, checks, SsamRig.combine(points.stream().map(Point::rig).toList()),
                series);
    }

    /** One permutation phase's outcome. */
    private record Phase(int hosts, int window, long cellsSent, long cellsDropped, long fifoDrops, long userBytes,
                         long finishedPs, int wrongWords) {

        String lossSummary() {
            return String.format(Locale.ROOT, "%.4f (%d in switch buffers, %d in input FIFOs)", lossRate(),
                    cellsDropped - fifoDrops, fifoDrops);
        }

        double lossRate() {
            return cellsSent == 0 ? 0 : (double) cellsDropped / cellsSent;
        }

        double goodputMBps() {
            return finishedPs <= 0 ? 0 : userBytes / Time.toMicros(finishedPs);
        }

        Check delivered(String tag) {
            boolean passed = finishedPs > 0 && wrongWords == 0;
            return new Check("every_block_delivered_" + tag, passed, String.format(Locale.ROOT, "%d hosts, w = %d:"
                    + " %d of %d cells dropped, %d doublewords wrong at their destination%s", hosts, window,
                    cellsDropped, cellsSent, wrongWords, finishedPs > 0 ? "" : ", did not finish"));
        }
    }

    private static Phase permute(SsamRig rig, int hosts, int window) {
        SsamCluster cluster = rig.cluster(() -> smallBuffers(hosts), window, null);
        SsamDriver driver = new SsamDriver(cluster.endpoints(), cluster.kernel(), WorkloadKind.ALL_TO_ALL_PERMUTATION,
                hosts - 1, BLOCK_BYTES);
        driver.start();
        cluster.run(Time.micros(60_000_000));
        long fifoDrops = cluster.endpoints().stream()
                .mapToLong(am -> cluster.fabric().nic(am.node(), 0).droppedOnReceive()).sum();
        return new Phase(hosts, window, driver.cellsSent(), cluster.fabric().cellsDropped(), fifoDrops,
                driver.userBytes(), driver.finishedPs(), wrongWords(driver, hosts));
    }

    /** Doublewords that are not what their sender wrote: each host p's block sits at p * words in its target. */
    private static int wrongWords(SsamDriver driver, int hosts) {
        int words = BLOCK_BYTES / Long.BYTES;
        int wrong = 0;
        for (int target = 0; target < hosts; target++) {
            SplitC memory = driver.splitC(target);
            for (int sender = 0; sender < hosts; sender++) {
                for (int i = 0; sender != target && i < words; i++) {
                    wrong += memory.memory().read(sender * words + i) == 31L * sender + i ? 0 : 1;
                }
            }
        }
        return wrong;
    }

    private static Scenario smallBuffers(int hosts) {
        Scenario scenario = Presets.atmCluster(hosts);
        scenario.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .forEach(sw -> sw.setBufferCellsPerPort(PORT_BUFFER_CELLS));
        return scenario;
    }
}
