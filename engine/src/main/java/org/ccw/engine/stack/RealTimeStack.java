package org.ccw.engine.stack;

import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * How a stack runs over a real transport ({@code workbench run --transport}, {@code workbench peer}): the same
 * stack code as in simulation, each host with its own real-time scheduler and socket, the hosts possibly in other
 * OS processes. A stack that offers this must let each host tell when it is done without seeing the others'
 * state (the run ends a host once it is complete and the network has been quiet a while).
 */
public interface RealTimeStack {

    /**
     * What {@code workbench bench --real} measures this stack with: a scenario whose job runs on two hosts, the
     * request/reply workload whose round trips it times over UDP (each request answered by a reply), and the bulk
     * workload whose throughput it times over TCP (empty when its real-time driver moves no bulk data). The bench
     * keeps the kinds and sizes and sets the message counts.
     */
    record Bench(Supplier<Scenario> scenario, JobSpec.Workload roundTrip, Optional<JobSpec.Workload> bulk) {
    }

    /** How {@code bench --real} measures this stack; empty when it is not measured there. */
    default Optional<Bench> bench() {
        return Optional.empty();
    }

    /** Where the process on one host runs here: its scheduler, its socket's port and its tracer. */
    record Site(Scheduler scheduler, NetworkPort port, Tracer tracer) {
    }

    /**
     * The driver of the job's processes on the hosts {@code siteOf} places here (a host it maps to null runs in
     * another OS process).
     *
     * @param clock     the scheduler the driver's {@code finishedPs} reads
     * @param completed called with a process's index, on its scheduler's loop, when that process is complete: it
     *                  has played its part, everything it sent is acknowledged and every peer has said it finished
     * @throws IllegalArgumentException when the job or its workload cannot run this way (the message names it)
     */
    StackDriver attach(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf, Scheduler clock,
            IntConsumer completed);
}
