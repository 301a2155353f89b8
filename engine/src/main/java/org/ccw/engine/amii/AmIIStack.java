package org.ccw.engine.amii;

import java.util.List;
import java.util.Optional;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.amii.config.AmIIPackage;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.stack.Peer;
import org.ccw.engine.stack.SharedMemoryProcesses;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.StackOptions;
import org.ccw.engine.trace.WireFormat;
import org.ccw.model.presets.LogGPFigures;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.presets.Papers;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.Workload;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.validation.StackRules;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * AM-II's registration (seed 002): jobs configured with {@code AmIIConfig} run as {@link Endpoint}s, one per
 * process, talking through their SMP's shared memory and, across SMPs, through Myrinet (the multi-protocol
 * layer; its network protocol recovers what the network loses, duplicates, damages or reorders), or through
 * Myrinet alone when the job's configuration says so. Its workloads are {@link AmIIDriver}'s: a ping-pong, the
 * LogGP microbenchmark's burst and round trip, bulk transfers; any other is a problem before the run naming what
 * runs, never run as something else.
 */
public final class AmIIStack implements Stack {
    /** The stack's name in summaries and traces. */
    public static final String NAME = "amii";
    static final String PLACEMENT = "amii-placement";
    static final String WORKLOAD = "amii-workload";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "AM-II: multi-protocol Active Messages on clusters of SMPs (shared memory and Myrinet)";
    }

    @Override
    public EClass configClass() {
        return AmIIPackage.Literals.AM_II_CONFIG;
    }

    @Override
    public boolean oneProcessPerHost() {
        return false;
    }

    /** A process talks through the network when its job spans SMPs or asks for the network protocol alone. */
    @Override
    public boolean needsNetwork(Process process) {
        Job job = (Job) process.eContainer();
        return spansSmps(job) || job.getStack() instanceof AmIIConfig c && !c.isMultiProtocol();
    }

    /**
     * The NIC the process names, else its SMP's linked NICs in turn by processor number: eight processors on three
     * NICs share them 3, 3 and 2, as in the paper's Clump (§5.1).
     */
    @Override
    public Optional<NetworkInterface> nicOf(Process process, Host host) {
        if (process.getNic() != null) {
            return Optional.of(process.getNic());
        }
        List<NetworkInterface> linked = StackRules.linkedNics(host);
        if (linked.isEmpty()) {
            return host.getNics().stream().findFirst();
        }
        return Optional.of(linked.get(Math.max(0, host.getProcessors().indexOf(process.getProcessor()))
                % linked.size()));
    }

    private static boolean spansSmps(Job job) {
        return job.getProcesses().stream().map(p -> p.getProcessor() == null ? null : p.getProcessor().eContainer())
                .distinct().count() > 1;
    }

    @Override
    public StackOptions read(StackConfig config) {
        return AmIIOptions.from((AmIIConfig) config);
    }

    /**
     * An endpoint's process has a processor of its own; a workload this build's AM-II does not play is named before
     * the run, with those it does.
     */
    @Override
    public void checkProcess(Process process, Host host, Problems problems) {
        Job job = (Job) process.eContainer();
        for (Process other : job.getProcesses()) {
            if (other == process) {
                break;
            }
            if (other.getProcessor() == process.getProcessor()) {
                problems.errorAt(process, PLACEMENT, "processes " + other.getName() + " and " + process.getName()
                        + " of AM-II job " + job.getName() + " share processor "
                        + process.getProcessor().getName() + "; an endpoint's process has a processor of its own");
            }
        }
        if (process != job.getProcesses().get(0)) {
            return;
        }
        workloadOf(job).ifPresent(w -> {
            WorkloadKind kind = w.getKind();
            // another stack's kind, or one no stack knows, is the generic workload-kind rule's to report
            if (!AmIIDriver.RUNS.contains(kind) && kind.isGeneric()) {
                problems.errorAt(job, WORKLOAD, "AM-II job " + job.getName() + " has a " + kind.name()
                        + " workload; " + AmIIDriver.refusal(kind));
            } else if (kind != WorkloadKind.BULK_TRANSFER && w.getMessageBytes() > AmIIDriver.SHORT_MESSAGE_BYTES) {
                // said before the run, as the driver would refuse it at set-up
                problems.errorAt(w, WORKLOAD, "AM-II job " + job.getName() + ": a " + kind.name()
                        + " workload sends short messages of at most " + AmIIDriver.SHORT_MESSAGE_BYTES
                        + " bytes (eight 32-bit arguments), not " + w.getMessageBytes() + "; BULK_TRANSFER sends any"
                        + " length");
            }
        });
    }

    private static Optional<Workload> workloadOf(Job job) {
        for (EObject e = job.eContainer(); e != null; e = e.eContainer()) {
            if (e instanceof Scenario scenario) {
                return scenario.getWorkloads().stream().filter(w -> w.getJob() == job).findFirst();
            }
        }
        return Optional.empty();
    }

    @Override
    public StackDriver simulated(SimulatedRun run) {
        JobSpec.Workload w = run.workload();
        return new AmIIDriver(AmIICluster.attach(run.job(), run.fabric(), run.scheduler(), run.tracer()),
                run.scheduler(), w.kind(), w.messages(), w.messageBytes());
    }

    /**
     * Open MPI, what an SMP cluster's user runs instead: over shared memory beside our short messages on mapped queue
     * blocks between two OS processes, each on a core of its own as each rank ({@link ShmBenchmark#besidePeer}), over
     * TCP beside our network protocol over TCP sockets.
     */
    @Override
    public List<Peer> peers() {
        // 50 times the bench's warm-up (a million round trips, under a second): the responder is a fresh JVM, and with
        // both cores busy polling, its compiler needs longer than 20,000 round trips of half a microsecond take, so
        // that runs were timed half before and half after it (0.6-1.5 us at the median against 0.4 us when warm)
        return List.of(new Peer("mpi_shm", "Open MPI, shared memory", new Peer.Program.Mpi("self,vader"),
                        (Peer.Ours.Own) ShmBenchmark::besidePeer, 50),
                new Peer("mpi_tcp", "Open MPI, TCP", new Peer.Program.Mpi("self,tcp"),
                        new Peer.Ours.RealSockets(RealTimeTransport.TCP)));
    }

    /** One OS process per endpoint of one SMP, through memory-mapped queue blocks ({@link RealProcesses}). */
    @Override
    public Optional<SharedMemoryProcesses> sharedMemory() {
        return Optional.of(new RealProcesses());
    }

    /** Each host's process over its own socket, the network protocol unchanged (one process per host). */
    @Override
    public Optional<RealTimeStack> realTime() {
        return Optional.of(new AmIIRealTime());
    }

    @Override
    public Optional<WireFormat> wireFormat() {
        return Optional.of(AmIIWireFormat.INSTANCE);
    }

    @Override
    public List<WorkloadKind> workloadKinds() {
        return AmIIWorkloads.ALL;
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("AM-II: 4 processes on one Enterprise 5000 (shared memory)",
                () -> AmIIPresets.enterprise5000SharedMemory(4)),
                new Preset("AM-II: NOW of 4 UltraSPARC 170s (Myrinet)", () -> AmIIPresets.now(4)),
                new Preset("AM-II: Clump of 2 Enterprise 5000s (LogGP microbenchmark)", () -> AmIIPresets.clump(2)));
    }

    /** Table 2 of seed 002 on the Enterprise 5000: its shared-memory column within one, mp_myri across Myrinet. */
    @Override
    public Optional<LogGPFigures> paperLogGP(String machinePreset, boolean withinOneHost) {
        if (!machinePreset.equals(MachinePresets.ENTERPRISE_5000)) {
            return Optional.empty();
        }
        return Optional.of(withinOneHost
                ? new LogGPFigures("the 1997 Sun Enterprise 5000 through shared memory (AM-II)",
                        Papers.LUMETTA_1997 + ", Table 2 (shm)", 1.8, 1.3, 5.6, -0.3, 3.1)
                : new LogGPFigures("the 1997 Sun Enterprise 5000 across Myrinet (AM-II)",
                        Papers.LUMETTA_1997 + ", Table 2 (mp_myri)", 3.3, 8.6, 55, 15.5, 17.6));
    }
}
