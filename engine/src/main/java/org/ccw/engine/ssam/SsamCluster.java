package org.ccw.engine.ssam;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * An SSAM job of a scenario, ready to run in virtual time: the kernel, the simulated fabric and one
 * {@link SsamEndpoint} per process of the scenario's first SSAM job, in process order, each charging its
 * processor with costs composed from its host's spec (kernel costs, NIC, clock) and the job's options (window,
 * kernel path, timeout), all read from the run's immutable topology.
 */
public final class SsamCluster {
    private final SimulationKernel kernel;
    private final Tracer tracer;
    private final Fabric fabric;
    private final List<SsamEndpoint> endpoints = new ArrayList<>();

    private SsamCluster(Scenario scenario, KernelPath pathOverride, LibraryCosts library, TraceSink sink) {
        Topology topology = TopologyBuilder.from(scenario);
        this.kernel = new SimulationKernel(topology.seed());
        this.tracer = sink == null ? Tracer.OFF : new Tracer(kernel, sink);
        tracer.runStarted(topology.name(), topology.seed(), SsamCell.STACK);
        this.fabric = Fabric.build(topology, kernel, tracer);
        endpoints.addAll(attach(job(topology), fabric, kernel, tracer, pathOverride, library));
    }

    /**
     * Puts one {@link SsamEndpoint} per process of {@code job} on an already built {@code fabric} (of the job's
     * topology), in process order: how a run that owns its kernel and tracer starts SSAM.
     *
     * @param pathOverride a kernel path instead of the job's, or null
     * @throws IllegalArgumentException when a host cannot run SSAM (the message names it)
     */
    public static List<SsamEndpoint> attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
            KernelPath pathOverride, LibraryCosts library) {
        return attach(job, fabric.topology(), (host, cpuIndex) -> new Site(scheduler,
                fabric.port(host.id()), HostCpu.of(fabric.processor(host.id(), cpuIndex)), tracer), pathOverride,
                library);
    }

    /**
     * Where one process of the job runs: its scheduler, its network port, the CPU it charges and its tracer. On
     * the simulated fabric every process shares the kernel and tracer; over a real transport each host has its
     * own real-time scheduler and socket.
     */
    public record Site(Scheduler scheduler, NetworkPort port, HostCpu cpu, Tracer tracer) {
    }

    /** Chooses the {@link Site} of a process on host {@code host}, processor {@code cpuIndex}; null: not here. */
    @FunctionalInterface
    public interface Placement {
        Site site(HostSpec host, int cpuIndex);
    }

    /**
     * One {@link SsamEndpoint} per process of {@code job}, in process order, each at the site {@code placement}
     * gives it; a process whose site is null runs elsewhere (another OS process on a real transport) and its entry
     * is null.
     *
     * @param pathOverride a kernel path instead of the job's, or null
     * @throws IllegalArgumentException when a host cannot run SSAM (the message names it)
     */
    public static List<SsamEndpoint> attach(JobSpec job, Topology topology, Placement placement,
            KernelPath pathOverride, LibraryCosts library) {
        SsamJob config = job.options(SsamJob.class);
        KernelPath path = pathOverride != null ? pathOverride : config.kernelPath();
        List<SsamEndpoint> attached = new ArrayList<>();
        for (JobSpec.Placement process : job.processes()) {
            HostSpec host = topology.host(process.host());
            Site site = placement.site(host, process.cpu());
            if (site == null) {
                attached.add(null);
                continue;
            }
            SsamCostModel costs = costsOf(host, path, library, process.cpu());
            attached.add(new SsamEndpoint(site.scheduler(), site.port(), site.cpu(), costs, config.endpoint(),
                    site.tracer()));
        }
        return attached;
    }

    /**
     * What SSAM costs on {@code host}, refusing a host it cannot run on: no network interface, no kernel costs, or
     * costs that make a send or a poll take no time (a waiting process would then poll forever at one instant).
     */
    private static SsamCostModel costsOf(HostSpec host, KernelPath path, LibraryCosts library, int cpuIndex) {
        String fix = "; give the host the kernel costs of its machine (e.g. the SPARCstation-20 preset's)";
        if (host.nics().isEmpty()) {
            throw new IllegalArgumentException("host " + host.name() + " runs an SSAM process but has no network"
                    + " interface");
        }
        if (host.kernel() == null) {
            throw new IllegalArgumentException("host " + host.name() + " has no kernel costs" + fix);
        }
        SsamCostModel costs = new SsamCostModel(path, host.kernel(), host.nics().get(0), library,
                host.processors().get(cpuIndex).clockMhz());
        if (costs.writePs() <= 0 || costs.readEntryPs(false) <= 0) {
            throw new IllegalArgumentException("host " + host.name() + ": its kernel costs make an SSAM "
                    + (costs.writePs() <= 0 ? "cell write" : "poll of the network") + " on the " + path
                    + " path take no time" + fix);
        }
        return costs;
    }

    /**
     * The topology's first SSAM job.
     *
     * @throws IllegalArgumentException when it has none
     */
    public static JobSpec job(Topology topology) {
        return topology.jobs().stream().filter(j -> j.options() instanceof SsamJob).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("scenario " + topology.name()
                        + " has no job running SSAM"));
    }

    /** The scenario's SSAM job on its configured kernel path. */
    public static SsamCluster of(Scenario scenario) {
        return new SsamCluster(scenario, null, LibraryCosts.SPARCSTATION_20, null);
    }

    /**
     * The scenario's SSAM job, optionally on another kernel path, with the given library costs, reporting to
     * {@code sink} (null: untraced).
     */
    public static SsamCluster of(Scenario scenario, KernelPath path, LibraryCosts library, TraceSink sink) {
        return new SsamCluster(scenario, path, library, sink);
    }

    /** The endpoint of process {@code index} of the job. */
    public SsamEndpoint endpoint(int index) {
        return endpoints.get(index);
    }

    public List<SsamEndpoint> endpoints() {
        return List.copyOf(endpoints);
    }

    public SimulationKernel kernel() {
        return kernel;
    }

    public Fabric fabric() {
        return fabric;
    }

    /** Runs until nothing is left to do or {@code limitPs} of virtual time; records the end in the trace. */
    public void run(long limitPs) {
        kernel.runUntil(limitPs);
        tracer.runEnded(kernel.pendingCount() > 0 ? "until" : "idle");
    }
}
