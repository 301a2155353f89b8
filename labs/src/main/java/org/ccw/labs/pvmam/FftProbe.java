package org.ccw.labs.pvmam;

import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.pvmam.driver.PvmFftDriver;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.labs.ledger.CostLedger;
import org.ccw.labs.ledger.FigureLedger;
import org.ccw.model.cluster.Scenario;

/**
 * One run of the paper's parallel FFT (seed 003 §8) in a scenario whose job runs the {@code FFT_2D} workload: the
 * master's time from before it partitions the data to the last column's arrival, as the benchmark prints it, and
 * the run's trace fingerprint.
 *
 * @param elapsedPs   the master's time, ps; -1 when the FFT did not finish
 * @param fingerprint the run's trace fingerprint (hex)
 * @param dropped     cells or packets the network dropped (switch buffers, NIC FIFOs)
 * @param timeouts    TCP retransmission timeouts (a loss no duplicate acknowledgments revealed)
 * @param fastRetransmits TCP segments sent again on three duplicate acknowledgments or a partial acknowledgment
 * @param ledger      the run's named charges, or null when no cost ledger was asked for
 */
record FftProbe(long elapsedPs, String fingerprint, long dropped, long timeouts, long fastRetransmits,
                CostLedger ledger) {

    static FftProbe measure(Scenario scenario) {
        return measure(scenario, null);
    }

    /** The same, the run's named charges also going to {@code ledger} when it is not null. */
    static FftProbe measure(Scenario scenario, CostLedger ledger) {
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        TraceFingerprint fingerprint = new TraceFingerprint();
        long[] tcp = new long[2];
        TraceSink run = event -> {
            fingerprint.accept(event);
            if (event instanceof TraceEvent.TimerFired t && t.timer().equals("tcp-retransmission-timeout")) {
                tcp[0]++;
            } else if (event instanceof TraceEvent.Retransmitted r && r.attempt() == 0) {
                tcp[1]++;
            }
        };
        Tracer tracer = new Tracer(kernel, ledger == null ? run : TraceSink.fanOut(List.of(run, ledger)));
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        JobSpec job = topology.drivenJob().orElseThrow();
        PvmFftDriver driver = (PvmFftDriver) PvmFftDriver.of(new SimulatedRun(topology, job, fabric, kernel, tracer));
        driver.start();
        kernel.run();
        driver.close();
        return new FftProbe(driver.elapsedPs(), fingerprint.hex(), fabric.cellsDropped(), tcp[0], tcp[1],
                ledger);
    }

    /**
     * Where the time of a run on {@code processors} went: every processor's named charges over the whole run (the
     * FFT's column transforms, PVM's packing, the transports' calls and copies), per processor.
     */
    FigureLedger ledger(String figure, int processors) {
        return ledger.figure(figure, "whole run, per processor of " + processors, c -> true, processors);
    }

    boolean finished() {
        return elapsedPs >= 0;
    }
}
