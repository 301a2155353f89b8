package org.ccw.labs.ssam;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.ssam.SsamCell;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.splitc.GlobalMemory;
import org.ccw.engine.ssam.splitc.SplitC;
import org.ccw.labs.Check;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;
import org.ccw.labs.Sweep;
import org.ccw.model.provenance.Input;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Bulk transfer between two SS-20s (seed 000 §3.4.3-3.4.4): a Split-C bulk write of {@value #WORDS} doublewords
 * one cell at a time ({@value SplitC#BULK_WORDS_PER_CELL} doublewords of user data per cell), timed from the call
 * until the last cell is acknowledged, with the flow-control window of {@value #WINDOW} cells the paper names (§3.5:
 * "assuming a flow-control window of 32 cells is used, the kernel allocates and pins 8 Kbytes", 4w cells of 56
 * bytes, sized "to allow close to full bandwidth" between a pair, §3.3.1); and the fibre's own limit, measured by
 * filling the SBA-100's 36-cell output FIFO at once and timing the cells' arrivals: 48 payload bytes per cell
 * time.
 *
 * <p>Its sweep ({@link #SWEEP_BYTES}, each size a bulk write of its own on its own rig, in parallel) gives the
 * bandwidth-vs-message-size curve whose half-power point the chart marks, and from the same runs the
 * transfer-time-vs-message-size curve. The paper has no such curve, only the
 * 5.5 MB/s of a large bulk write (§3.4.4, size not given): its series is that one figure, placed at the largest
 * size swept.
 */
public final class SsamBulkLab implements Lab {
    private static final int WORDS = 8_000;
    /** The window the paper names (§3.5); SSAM's largest, as 4w cells fill the 7-bit sequence space. */
    static final int WINDOW = 32;
    /** Message sizes of the sweep, bytes: powers of two from one doubleword to 32 KB. */
    static final List<Integer> SWEEP_BYTES = java.util.stream.IntStream.rangeClosed(3, 15).map(e -> 1 << e).boxed()
            .toList();

    @Override
    public boolean sweeps() {
        return true;
    }

    @Override
    public String id() {
        return "ssam-bulk";
    }

    /** One 256-byte Split-C bulk write between the two SS-20s: eight cells, their ACKs, the window sliding. */
    @Override
    public java.util.Optional<org.ccw.model.cluster.Scenario> scenario() {
        org.ccw.model.cluster.Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setKind(org.ccw.model.workload.WorkloadKind.BULK_TRANSFER);
        return java.util.Optional.of(Workloads.shortened(scenario, 1, 256));
    }


    @Override
    public List<Input> inputs() {
        return SsamInputs.of(SsamPresets.ssamTwoHosts(), org.ccw.engine.ssam.KernelPath.FAST_TRAPS);
    }

    @Override
    public LabResult run(LabOptions options) {
        SsamRig rig = new SsamRig(options);
        double bulk = bulkMBps(rig, WORDS);
        // a cell carries 32 bytes of user data (four doublewords)
        FigureLedger bulkLedger = rig.ledgerOfLastRun("bulk_write_MBps", "per 32-byte cell, both hosts", WORDS / 4.0);
        double fiber = fiberPayloadMBps(rig);
        List<SsamRig> rigs = new ArrayList<>(List.of(rig));
        List<SsamRig> pointRigs = SWEEP_BYTES.stream().map(size -> new SsamRig(options.seed())).toList();
        rigs.addAll(pointRigs);
        List<Series.Point> curve = Sweep.run(id() + ": bandwidth vs message size",
                java.util.stream.IntStream.range(0, SWEEP_BYTES.size()).boxed().toList(),
                i -> new Series.Point(SWEEP_BYTES.get(i), bulkMBps(pointRigs.get(i), SWEEP_BYTES.get(i) / 8)),
                options.progress());
        Series series = new Series("bulk write, 2 x SS-20 + SBA-100, window " + WINDOW, "message size", "bytes",
                "bandwidth", "MB/s", curve,
                List.of(new Series.Point(SWEEP_BYTES.get(SWEEP_BYTES.size() - 1), 5.5)));
        // The same runs timed the other way round: the time from the call to the last acknowledgment, which
        // is what a latency-vs-size chart shows (bytes / (bytes per microsecond) = microseconds).
        Series latency = new Series("bulk write until acknowledged, 2 x SS-20 + SBA-100, window " + WINDOW,
                "message size",
                "bytes", "transfer time", "us",
                curve.stream().map(p -> new Series.Point(p.x(), p.x() / p.y())).toList(), List.of());
        Metric bulkMetric = Metric.of("bulk_write_MBps", bulk, "MB/s", 5.5);
        Metric fiberMetric = Metric.of("fiber_payload_MBps", fiber, "MB/s", 15.2);
        LabResult result = new LabResult(id(), List.of(bulkMetric, fiberMetric), List.of(
                Check.validation(bulkMetric, "emerges from Table 1 parts and the library's calibrated cycles, with"
                        + " the paper's window of 32 and ACKs coalesced per half window; the cell carries 32 bytes"
                        + " of user data behind an address and a count (the paper's layout is not given), and the"
                        + " library's loop between cells has no figure"),
                Check.nearPaper(fiberMetric, 0.10, "the fabric puts each 53-byte cell and the TAXI fibre's 2"
                        + " framing bytes on the 140 Mb/s line, a cell every 3.14 us as §3.4 counts"),
                new Check("bulk_below_fiber", bulk < fiber, "the host, not the fibre, limits one-cell-at-a-time"
                        + " transfers (§3.4.1: 75% of a send is the SBus access)")),
                SsamRig.combine(rigs), List.of(series, latency));
        return options.ledger() ? result.withLedgers(List.of(bulkLedger)) : result;
    }

    /** User bytes per microsecond (MB/s) of one bulk write of {@code words} doublewords, until acknowledged. */
    private static double bulkMBps(SsamRig rig, int words) {
        SsamCluster cluster = rig.cluster(SsamPresets::ssamTwoHosts, WINDOW, null);
        SplitC a = new SplitC(cluster.endpoint(0), new GlobalMemory(16));
        SplitC b = new SplitC(cluster.endpoint(1), new GlobalMemory(words));
        int connection = cluster.endpoint(0).connect(cluster.endpoint(1).node());
        cluster.endpoint(1).connect(cluster.endpoint(0).node());
        cluster.endpoint(1).serve();
        long[] data = new long[words];
        for (int i = 0; i < words; i++) {
            data[i] = 31L * i;
        }
        long[] done = {-1};
        long start = cluster.kernel().now();
        a.bulkWrite(connection, 0, data, () -> a.storeSync(() -> done[0] = cluster.kernel().now()));
        cluster.run(Time.micros(1_000_000));
        for (int i = 0; i < words; i++) {
            if (b.memory().read(i) != data[i]) {
                throw new IllegalStateException("bulk write lost doubleword " + i);
            }
        }
        return words * 8.0 / Time.toMicros(done[0] - start);
    }

    private static double fiberPayloadMBps(SsamRig rig) {
        SsamCluster cluster = rig.cluster(SsamPresets::ssamTwoHosts, 8, null);
        NetworkPort from = cluster.fabric().port(cluster.endpoint(0).node());
        NetworkPort to = cluster.fabric().port(cluster.endpoint(1).node());
        List<Long> arrivals = new ArrayList<>();
        to.receiver(frame -> arrivals.add(cluster.kernel().now()));
        int cells = cluster.fabric().nic(from.node(), 0).spec().outFifoCells();
        for (int i = 0; i < cells; i++) {
            from.send(to.node(), new byte[SsamCell.PAYLOAD_BYTES]);
        }
        cluster.run(Time.micros(10_000));
        long span = arrivals.get(arrivals.size() - 1) - arrivals.get(0);
        return (arrivals.size() - 1) * (double) SsamCell.PAYLOAD_BYTES / Time.toMicros(span);
    }
}
