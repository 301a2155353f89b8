package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.hw.cell.Cell;
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
    private final List<List<Endpoint>> bundles;

    private AmIICluster(Scenario scenario, TraceSink sink) {
        Topology topology = TopologyBuilder.from(scenario);
        this.kernel = new SimulationKernel(topology.seed());
        this.tracer = sink == null ? Tracer.OFF : new Tracer(kernel, sink);
        tracer.runStarted(topology.name(), topology.seed(), AmIIStack.NAME);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        JobSpec job = topology.jobs().stream().filter(j -> j.options() instanceof AmIIOptions).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + topology.name()
                        + " has no job running AM-II"));
        this.bundles = attachBundles(job, fabric, kernel, tracer);
        this.endpoints = firsts(bundles);
    }

    /** The scenario's AM-II job, reporting to {@code sink} (null: untraced). */
    public static AmIICluster of(Scenario scenario, TraceSink sink) {
        return new AmIICluster(scenario, sink);
    }

    /**
     * The endpoints of {@code job}: each process's first, numbered in process order (so entry i of the translation
     * table names process i), then the further endpoints of processes that open several (a bundle, {@code
     * AM_AllocateBundle}), numbered on from there. A process's endpoints sit on its processor, which runs them in
     * turn, each polling its own queues — polling the bundle; the endpoints of one SMP share its caches. A job that
     * spans SMPs (or asks for the network protocol alone) also gets the network protocol: each endpoint goes through
     * its process's NIC ({@link AmIIStack#nicOf}: the one it names, else its SMP's linked NICs in turn); each NIC in
     * use runs a {@link Lanai}. All endpoints share one tag and a translation table that maps entry i to endpoint i.
     *
     * @return per process, its endpoints (its bundle), the first first
     * @throws IllegalArgumentException when an SMP of a job that spans SMPs has no linked NIC (named)
     */
    static List<List<Endpoint>> attachBundles(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        AmIIOptions options = job.options(AmIIOptions.class);
        boolean network = job.hosts().stream().distinct().count() > 1 || !options.multiProtocol();
        Map<Integer, SharedMemory> smps = new HashMap<>();
        Map<List<Integer>, Lanai> lanais = new HashMap<>();
        Map<EndpointName, Integer> nicOf = new HashMap<>();
        long tag = job.name().hashCode();
        List<List<Endpoint>> bundles = new ArrayList<>();
        List<Endpoint> all = new ArrayList<>();
        int further = job.processes().size();
        for (int i = 0; i < job.processes().size(); i++) {
            JobSpec.Placement p = job.processes().get(i);
            HostSpec host = fabric.topology().host(p.host());
            ProcessorSpec cpu = host.processors().get(p.cpu());
            SharedMemory smp = smps.computeIfAbsent(host.id(), h -> new SharedMemory(h,
                    new CacheLines(cpu.cacheLineMissCycles(), cpu.cacheToCacheCycles()),
                    new MemoryBanks(host.memoryBytesPerSecond())));
            ProcessorTime time = ProcessorTime.of(fabric.processor(host.id(), p.cpu()));
            List<Endpoint> bundle = new ArrayList<>();
            for (int k = 0; k < p.endpoints(); k++) {
                EndpointName name = new EndpointName(host.id(), k == 0 ? i : further++);
                Endpoint e = new Endpoint(name, smp, p.cpu(), time, scheduler, tracer, LibraryCycles.ENTERPRISE_5000,
                        cpu.casCycles(), options.requestPackets(), options.replyPackets(), options.bulkBlocks());
                if (network) {
                    int nicIndex = Math.max(0, p.nic());
                    NicSpec nic = host.nics().get(nicIndex);
                    nicOf.put(name, nicIndex);
                    Lanai lanai = lanais.computeIfAbsent(List.of(host.id(), nicIndex),
                            key -> new Lanai(fabric.port(host.id(), nicIndex), nicIndex,
                                    other -> nicOf.getOrDefault(other, Cell.ANY_NIC), scheduler,
                                    nic.dmaBytesPerSecond(), nic.coprocessorMhz()));
                    e.attachNetwork(lanai, other -> nicOf.getOrDefault(other, Cell.ANY_NIC),
                            nic.uncachedReadCycles(), nic.uncachedWriteCycles(), options.polling(),
                            options.multiProtocol());
                }
                e.setTag(tag);
                bundle.add(e);
                all.add(e);
            }
            bundles.add(List.copyOf(bundle));
        }
        for (Endpoint e : all) {
            all.forEach(other -> e.map(other.name().endpoint(), other.name(), tag));
        }
        return List.copyOf(bundles);
    }

    /** Each process's first endpoint, in process order (translation entry i names process i's). */
    static List<Endpoint> attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        return firsts(attachBundles(job, fabric, scheduler, tracer));
    }

    private static List<Endpoint> firsts(List<List<Endpoint>> bundles) {
        return bundles.stream().map(b -> b.get(0)).toList();
    }

    /** Process {@code process}'s endpoints, its first first: its bundle. */
    public List<Endpoint> bundle(int process) {
        return bundles.get(process);
    }

    /** Each process's first endpoint, in process order. */
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
