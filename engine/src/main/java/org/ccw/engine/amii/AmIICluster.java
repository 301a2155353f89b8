package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.NicSpec;
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
     * One endpoint per process of {@code job}, numbered in process order, each on its process's processor; the
     * endpoints of one SMP share its caches. A job that spans SMPs also gets the network protocol: each SMP's
     * first NIC runs a {@link Lanai}, and its endpoints reach the other SMPs' through it. All endpoints share one
     * tag and a translation table that maps entry i to endpoint i.
     *
     * @throws IllegalArgumentException when an SMP of a job that spans SMPs has no linked NIC (named)
     */
    static List<Endpoint> attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        AmIIOptions options = job.options(AmIIOptions.class);
        boolean spans = job.hosts().stream().distinct().count() > 1;
        Map<Integer, SharedMemory> smps = new HashMap<>();
        Map<Integer, Lanai> lanais = new HashMap<>();
        long tag = job.name().hashCode();
        List<Endpoint> endpoints = new ArrayList<>();
        for (int i = 0; i < job.processes().size(); i++) {
            JobSpec.Placement p = job.processes().get(i);
            HostSpec host = fabric.topology().host(p.host());
            ProcessorSpec cpu = host.processors().get(p.cpu());
            SharedMemory smp = smps.computeIfAbsent(host.id(), h -> new SharedMemory(h,
                    new CacheLines(cpu.cacheLineMissCycles(), cpu.cacheToCacheCycles())));
            Endpoint e = new Endpoint(new EndpointName(host.id(), i), smp, p.cpu(),
                    fabric.processor(host.id(), p.cpu()), scheduler, tracer, LibraryCycles.ENTERPRISE_5000,
                    cpu.casCycles(), options.requestPackets(), options.replyPackets(), options.bulkBlocks());
            if (spans) {
                NicSpec nic = host.nics().get(0);
                e.attachNetwork(lanais.computeIfAbsent(host.id(), h -> new Lanai(fabric.port(h))),
                        nic.uncachedReadCycles(), nic.uncachedWriteCycles(), options.polling(),
                        options.multiProtocol());
            }
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
