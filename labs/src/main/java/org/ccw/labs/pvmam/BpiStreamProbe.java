package org.ccw.labs.pvmam;

import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.pvmam.NativeAddress;
import org.ccw.engine.pvmam.PvmamCluster;
import org.ccw.engine.pvmam.PvmamCluster.TaskEnd;
import org.ccw.engine.pvmam.TransportCosts;
import org.ccw.engine.pvmam.WhenProcessorFree;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.cluster.Scenario;

/**
 * Figure 10's raw Myrinet BPI bandwidth (seed 003 Appendix D, Myricom's {@code bpi_latency}), the peak §7.3.1 reads
 * PVMAM's shortfall against: the first process streams {@code messages} BPI messages of {@code bytes} to the second
 * through the BPI alone — no AM layer, no PVM, nothing copied but what the BPI copies — and the second answers the
 * last with a 4-byte message; bandwidth is the bytes over the time from the first send to the answer's receipt, as
 * MPBench times its burst ({@link MpbenchProbe}), so the two peaks compare like with like. Each side charges what
 * PVMAM's BPI transport charges ({@code costs}): per send the call, the copy into the card's DMA area and the flush
 * of its cache lines; per receive the call and the copy out of the DMA area. The paper does not say how
 * {@code bpi_latency} times its bandwidth; Figure 10's other curves are netperf's stream tests, so a stream is read
 * here.
 *
 * @param timesPs the first send's time and the answer's receipt
 * @param ledger  the run's named charges, or null when no cost ledger was asked for
 */
record BpiStreamProbe(double bandwidthMBps, boolean complete, int bytes, int messages, long[] timesPs,
                      CostLedger ledger) {
    private static final int ANSWER = 4;

    /** Runs the stream once over the two processes of {@code scenario}'s job, on their Myrinet cards. */
    static BpiStreamProbe measure(Scenario scenario, int bytes, int messages, TransportCosts costs,
                                  TraceFingerprint fingerprint, CostLedger ledger) {
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        Tracer tracer = new Tracer(kernel, ledger == null ? fingerprint
                : TraceSink.fanOut(List.of(fingerprint, ledger)));
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        List<TaskEnd> ends = PvmamCluster.bpiEnds(topology.drivenJob().orElseThrow(), fabric, kernel, tracer, costs);
        TaskEnd sender = ends.get(0);
        TaskEnd receiver = ends.get(1);
        long[] times = {-1, -1};
        receive(kernel, receiver, messages, () -> receiver.transport().send(new NativeAddress(sender.node()),
                new byte[ANSWER], ANSWER, new FrameTag("bpi-answer", messages)));
        receive(kernel, sender, 1, () -> times[1] = sender.site().cpu().charge(0));
        kernel.schedule(0, () -> {
            times[0] = kernel.now();
            byte[] data = new byte[bytes];
            NativeAddress to = new NativeAddress(receiver.node());
            // each send is charged after the one before: the processor posts them one after another
            for (int m = 0; m < messages; m++) {
                sender.transport().send(to, data, bytes, new FrameTag("bpi", m));
            }
        });
        kernel.run();
        boolean complete = times[1] >= 0;
        return new BpiStreamProbe(complete ? bandwidthMBps(times, bytes, messages) : Double.NaN, complete, bytes,
                messages, times, ledger);
    }

    /**
     * Takes {@code count} messages at {@code end}, one when its processor is free after the one before, then runs
     * {@code done} (on that processor, after the last receive's charges).
     */
    private static void receive(SimulationKernel kernel, TaskEnd end, int count, Runnable done) {
        int[] taken = {0};
        WhenProcessorFree[] service = new WhenProcessorFree[1];
        service[0] = new WhenProcessorFree(kernel, end.site().cpu(), () -> {
            if (taken[0] == count || end.transport().receive() == null) {
                return;
            }
            if (++taken[0] == count) {
                kernel.schedule(service[0].delayPs(), done);
            } else {
                service[0].request();
            }
        });
        end.transport().awaitData(service[0]::request);
    }

    /** Bytes streamed over the time from the first send to the answer's receipt, MB/s. */
    static double bandwidthMBps(long[] times, int bytes, int messages) {
        return (double) bytes * messages / ((times[1] - times[0]) / (double) Time.PS_PER_S) / 1e6;
    }

    /** The same measurement without its charges, so a sweep keeps only the ledger it reports. */
    BpiStreamProbe withoutLedger() {
        return new BpiStreamProbe(bandwidthMBps, complete, bytes, messages, timesPs, null);
    }

    /** Where the stream's time went: both hosts' charges from its first send to the answer's receipt, per message. */
    FigureLedger ledger(String figure) {
        return ledger.figure(figure, bytes + "-byte BPI messages, per message, both hosts", ledger.all(),
                c -> c.startPs() >= timesPs[0] && c.startPs() < timesPs[1], messages);
    }
}
