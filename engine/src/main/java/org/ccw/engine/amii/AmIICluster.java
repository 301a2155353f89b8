package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * An AM-II job of a scenario with a kernel, tracer and fabric of its own, for labs and tests that drive the
 * endpoints themselves (a {@code workbench run} attaches them through {@link AmIIStack} on the run's fabric).
 * Both put the job's endpoints on their SMP the same way, {@link #attach}.
 */
public final class AmIICluster {
    private final SimulationKernel kernel;
    private final Tracer tracer;
    private final List<Endpoint> endpoints;

    private AmIICluster(Scenario scenario, TraceSink sink) {
        Topology topology = TopologyBuilder.from(scenario);
        this.kernel = new SimulationKernel(topology.seed());
        this.tracer = sink == null ? Tracer.OFF : new Tracer(kernel, sink);
        tracer.runStarted(topology.name(), topology.seed());
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        JobSpec job = topology.jobs().stream().filter(j -> j.options() instanceof AmIIOptions).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + topology.name()
                        + " has no job running AM-II"));
        this.endpoints = attach(job, fabric, kernel, tracer);
    }

    /** The scenario's AM-II job, reporting to {@code sink} (null: untraced). */
    public static AmIICluster of(Scenario scenario, TraceSink sink) {
        return new AmIICluster(scenario, sink);
    }

    /**
     * One endpoint per process of {@code job}, numbered in process order on the job's SMP, each on its process's
     * processor, all sharing the SMP's caches, one tag and a translation table that maps entry i to endpoint i.
     *
     * @throws IllegalArgumentException when the job spans SMPs (the Myrinet protocol is still to come)
     */
    static List<Endpoint> attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        AmIIOptions options = job.options(AmIIOptions.class);
        int host = job.processes().get(0).host();
        if (job.processes().stream().anyMatch(p -> p.host() != host)) {
            throw new IllegalArgumentException("AM-II job " + job.name() + " spans SMPs; this build's AM-II has"
                    + " the shared-memory protocol only");
        }
        ProcessorSpec cpu = fabric.topology().host(host).processors().get(0);
        SharedMemory smp = new SharedMemory(host, new CacheLines(cpu.cacheLineMissCycles(),
                cpu.cacheToCacheCycles()));
        long tag = job.name().hashCode();
        List<Endpoint> endpoints = new ArrayList<>();
        for (int i = 0; i < job.processes().size(); i++) {
            JobSpec.Placement p = job.processes().get(i);
            Endpoint e = new Endpoint(new EndpointName(host, i), smp, p.cpu(), fabric.processor(host, p.cpu()),
                    scheduler, tracer, LibraryCycles.ENTERPRISE_5000, cpu.casCycles(), options.requestPackets(),
                    options.replyPackets());
            e.setTag(tag);
            endpoints.add(e);
        }
        for (Endpoint e : endpoints) {
            endpoints.forEach(other -> e.map(other.name().endpoint(), other.name(), tag));
        }
        return List.copyOf(endpoints);
    }

    /** The job's endpoints, in process order. */
    public List<Endpoint> endpoints() {
        return endpoints;
    }

    public SimulationKernel kernel() {
        return kernel;
    }

    /** Runs until idle or {@code limitPs} (a driver has started the endpoints), and records the end. */
    public void run(long limitPs) {
        kernel.runUntil(limitPs);
        tracer.runEnded(kernel.pendingCount() > 0 ? "until" : "idle");
    }
}
