package org.ccw.labs.pvmam;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.pvmam.pvm.fft.PvmFftDriver;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * One run of the paper's parallel FFT (seed 003 §8) in a scenario whose job runs the {@code FFT_2D} workload: the
 * master's time from before it partitions the data to the last column's arrival, as the benchmark prints it, and
 * the run's trace fingerprint.
 *
 * @param elapsedPs   the master's time, ps; -1 when the FFT did not finish
 * @param fingerprint the run's trace fingerprint (hex)
 * @param dropped     cells or packets the network dropped (switch buffers, NIC FIFOs)
 */
record FftProbe(long elapsedPs, String fingerprint, long dropped) {

    static FftProbe measure(Scenario scenario) {
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        TraceFingerprint fingerprint = new TraceFingerprint();
        Tracer tracer = new Tracer(kernel, fingerprint);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        JobSpec job = topology.drivenJob().orElseThrow();
        PvmFftDriver driver = (PvmFftDriver) PvmFftDriver.of(new SimulatedRun(topology, job, fabric, kernel, tracer));
        driver.start();
        kernel.run();
        driver.close();
        return new FftProbe(driver.elapsedPs(), fingerprint.hex(), fabric.cellsDropped());
    }

    boolean finished() {
        return elapsedPs >= 0;
    }
}
