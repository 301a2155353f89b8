package org.ccw.engine.stack;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;

/**
 * What a stack's simulated driver is given: the run's immutable topology, the job to run (with its options and
 * workload), the fabric built from that topology, and the kernel's scheduler and tracer every part of the run
 * shares.
 */
public record SimulatedRun(Topology topology, JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {

    /** The job's workload (a driven job always has one). */
    public JobSpec.Workload workload() {
        return job.workload();
    }
}
