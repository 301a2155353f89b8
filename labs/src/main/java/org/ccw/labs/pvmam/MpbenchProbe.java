package org.ccw.labs.pvmam;

import java.util.List;
import java.util.function.IntFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.pvm.PingPong;
import org.ccw.engine.pvmam.pvm.Pvm;
import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmProgram;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.cluster.Scenario;

/**
 * MPBench's two measurements (seed 003 §7) between the two tasks of a PVMAM job, as PVM programs calling what
 * MPBench times, {@code pvm_psend} and {@code pvm_precv}: latency, half the mean round trip of a ping-pong of
 * {@code bytes} (§7: "the roundtrip time ... dividing it by two", after one round that sets up caches and
 * connections), and bandwidth, a burst of messages of {@code bytes} answered by one 4-byte acknowledgment, bytes
 * over the time from the first send to the acknowledgment's arrival (MPBench's bandwidth test, [Muc97]).
 *
 * @param timesPs the timed spans: the ping-pong's {@code [0], [1]}, the burst's {@code [2], [3]}
 * @param ledger  the run's named charges, or null when no cost ledger was asked for
 */
record MpbenchProbe(double latencyUs, double bandwidthMBps, boolean complete, int bytes, int rounds, long[] timesPs,
                    CostLedger ledger) {
    private static final int BURST = 3;
    private static final int ACK = 4;
    /** The unit a bandwidth ledger is given in for large messages: a PVM fragment's worth of data. */
    private static final int FRAGMENT = 8 * 1024;

    /**
     * Runs both measurements in one run of {@code scenario} (its job configured already).
     *
     * @param rounds round trips timed, and messages in the burst
     */
    static MpbenchProbe measure(Scenario scenario, int bytes, int rounds, TraceFingerprint fingerprint) {
        return measure(scenario, bytes, rounds, fingerprint, null);
    }

    /** The same, the run's named charges also going to {@code ledger} when it is not null. */
    static MpbenchProbe measure(Scenario scenario, int bytes, int rounds, TraceFingerprint fingerprint,
                                CostLedger ledger) {
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        Tracer tracer = new Tracer(kernel, ledger == null ? fingerprint
                : TraceSink.fanOut(List.of(fingerprint, ledger)));
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        long[] times = new long[4];
        byte[] data = new byte[bytes];
        IntFunction<PvmProgram> programs = i -> i == 0
                ? pvm -> sender(pvm, data, rounds, times) : pvm -> echo(pvm, rounds);
        PvmJob job = PvmJob.of(topology.drivenJob().orElseThrow(), fabric, kernel, tracer, programs);
        job.start();
        kernel.run();
        job.abandon();
        boolean complete = job.finishedPs() >= 0;
        return new MpbenchProbe(complete ? latencyUs(times, rounds) : Double.NaN,
                complete ? bandwidthMBps(times, bytes, rounds) : Double.NaN, complete, bytes, rounds, times, ledger);
    }

    /** MPBench's latency, µs: half the mean round trip of the {@code rounds} timed ones, {@code times[0..1]}. */
    static double latencyUs(long[] times, int rounds) {
        double rttPs = (times[1] - times[0]) / (double) rounds;
        return rttPs / 2 / Time.PS_PER_US;
    }

    /**
     * MPBench's bandwidth, MB/s: the burst's {@code rounds} messages of {@code bytes} over the time from its first send
     * to the acknowledgment's arrival, {@code times[2..3]}.
     */
    static double bandwidthMBps(long[] times, int bytes, int rounds) {
        double burstPs = times[3] - times[2];
        return (double) bytes * rounds / (burstPs / Time.PS_PER_S) / 1e6;
    }

    /** The same measurement without its charges, so a sweep keeps only the ledgers it reports. */
    MpbenchProbe withoutLedger() {
        return new MpbenchProbe(latencyUs, bandwidthMBps, complete, bytes, rounds, timesPs, null);
    }

    /** Where the latency's time went: both hosts' charges over the timed round trips, per one-way message. */
    FigureLedger latencyLedger(String figure) {
        return ledger.figure(figure, bytes + "-byte messages, per one-way message, both hosts", ledger.all(),
                c -> c.startPs() >= timesPs[0] && c.startPs() < timesPs[1], 2.0 * rounds);
    }

    /**
     * Where the bandwidth's time went: both hosts' charges from the burst's first send to its acknowledgment, per
     * 8 KB of data (per message for smaller messages).
     */
    FigureLedger burstLedger(String figure) {
        boolean large = bytes >= FRAGMENT;
        return ledger.figure(figure, bytes + "-byte messages, " + (large ? "per 8 KB of data" : "per message")
                        + ", both hosts", ledger.all(), c -> c.startPs() >= timesPs[2] && c.startPs() < timesPs[3],
                large ? (double) bytes * rounds / FRAGMENT : rounds);
    }

    private static void sender(Pvm pvm, byte[] data, int rounds, long[] times) {
        int peer = pvm.tids().get(1);
        // the first round trip sets up caches and connections and is not timed
        for (int round = 0; round <= rounds; round++) {
            pvm.psend(peer, PingPong.PING, data);
            pvm.precv(peer, PingPong.PONG);
            times[round == 0 ? 0 : 1] = pvm.now();
        }
        times[2] = pvm.now();
        for (int m = 0; m < rounds; m++) {
            pvm.psend(peer, BURST, data);
        }
        pvm.precv(peer, ACK);
        times[3] = pvm.now();
    }

    /** Sends each message back as it came (MPBench's echo), then acknowledges the burst. */
    private static void echo(Pvm pvm, int rounds) {
        int peer = pvm.tids().get(0);
        for (int round = 0; round <= rounds; round++) {
            pvm.psend(peer, PingPong.PONG, pvm.precv(peer, PingPong.PING));
        }
        for (int m = 0; m < rounds; m++) {
            pvm.precv(peer, BURST);
        }
        pvm.psend(peer, ACK, new byte[ACK]);
    }
}
