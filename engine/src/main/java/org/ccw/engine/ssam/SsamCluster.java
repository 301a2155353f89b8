package org.ccw.engine.ssam;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SsamConfig;

/**
 * An SSAM job of a scenario, ready to run in virtual time: the kernel, the simulated fabric and one
 * {@link SsamEndpoint} per process of the scenario's first SSAM job, in process order, each charging its host's
 * first processor with costs composed from that host's model (kernel costs, NIC, clock) and the job's
 * configuration (window, kernel path, timeout). The scenario is read once here; the run never touches it again.
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
        tracer.runStarted(topology.name(), topology.seed());
        this.fabric = Fabric.build(topology, kernel, tracer);
        endpoints.addAll(attach(scenario, fabric, kernel, tracer, pathOverride, library));
    }

    /**
     * Puts one {@link SsamEndpoint} per process of the scenario's first SSAM job on an already built
     * {@code fabric} (of that scenario's topology), in process order: how a run that owns its kernel and tracer
     * ({@code org.ccw.engine.run.HeadlessRun}) starts SSAM.
     *
     * @param pathOverride a kernel path instead of the job's, or null
     * @throws IllegalArgumentException when the scenario has no SSAM job
     */
    public static List<SsamEndpoint> attach(Scenario scenario, Fabric fabric, Scheduler scheduler, Tracer tracer,
            KernelPath pathOverride, LibraryCosts library) {
        return attach(scenario, fabric.topology(), (host, cpuIndex) -> new Site(scheduler,
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
     * One {@link SsamEndpoint} per process of the scenario's first SSAM job, in process order, each at the site
     * {@code placement} gives it; a process whose site is null runs elsewhere (another OS process on a real
     * transport) and its entry is null.
     *
     * @param pathOverride a kernel path instead of the job's, or null
     * @throws IllegalArgumentException when the scenario has no SSAM job
     */
    public static List<SsamEndpoint> attach(Scenario scenario, Topology topology, Placement placement,
            KernelPath pathOverride, LibraryCosts library) {
        Job job = ssamJob(scenario)
                .orElseThrow(() -> new IllegalArgumentException("scenario " + scenario.getName()
                        + " has no job running SSAM"));
        SsamConfig config = (SsamConfig) job.getStack();
        SsamOptions options = SsamOptions.from(config);
        KernelPath path = pathOverride != null ? pathOverride : KernelPath.of(config.getKernelPath());
        List<SsamEndpoint> attached = new ArrayList<>();
        for (org.ccw.model.cluster.Process process : job.getProcesses()) {
            Host host = (Host) process.getProcessor().eContainer();
            HostSpec spec = topology.hosts().stream().filter(h -> h.name().equals(host.getName())).findFirst()
                    .orElseThrow();
            int cpuIndex = host.getProcessors().indexOf(process.getProcessor());
            Site site = placement.site(spec, cpuIndex);
            if (site == null) {
                attached.add(null);
                continue;
            }
            SsamCostModel costs = costsOf(host, spec, path, library, cpuIndex);
            attached.add(new SsamEndpoint(site.scheduler(), site.port(), site.cpu(), costs, options, site.tracer()));
        }
        return attached;
    }

    /**
     * What SSAM costs on {@code host}, refusing a host it cannot run on: no network interface, no kernel costs, or
     * costs that make a send or a poll take no time (a waiting process would then poll forever at one instant).
     */
    private static SsamCostModel costsOf(Host host, HostSpec spec, KernelPath path, LibraryCosts library,
            int cpuIndex) {
        String fix = "; give the host the kernel costs of its machine (e.g. the SPARCstation-20 preset's)";
        if (spec.nics().isEmpty()) {
            throw new IllegalArgumentException("host " + host.getName() + " runs an SSAM process but has no network"
                    + " interface");
        }
        if (host.getKernel() == null) {
            throw new IllegalArgumentException("host " + host.getName() + " has no kernel costs" + fix);
        }
        KernelCostTable kernel;
        try {
            kernel = KernelCostTable.from(host.getKernel());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("host " + host.getName() + ": " + e.getMessage(), e);
        }
        SsamCostModel costs = new SsamCostModel(path, kernel, spec.nics().get(0), library,
                spec.processors().get(cpuIndex).clockMhz());
        if (costs.writePs() <= 0 || costs.readEntryPs(false) <= 0) {
            throw new IllegalArgumentException("host " + host.getName() + ": its kernel costs make an SSAM "
                    + (costs.writePs() <= 0 ? "cell write" : "poll of the network") + " on the " + path
                    + " path take no time" + fix);
        }
        return costs;
    }

    /** The scenario's first job whose stack is SSAM, if any. */
    public static Optional<Job> ssamJob(Scenario scenario) {
        return scenario.getCluster().getJobs().stream().filter(j -> j.getStack() instanceof SsamConfig).findFirst();
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
