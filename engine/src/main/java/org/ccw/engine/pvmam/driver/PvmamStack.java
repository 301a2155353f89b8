package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.PvmamPresets;
import org.ccw.engine.pvmam.PvmamWorkloads;
import org.ccw.engine.pvmam.AmHeader;
import org.ccw.engine.pvmam.PvmamOptions;
import org.ccw.engine.pvmam.PvmamWireFormat;
import java.util.List;
import java.util.Optional;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamPackage;
import org.ccw.engine.pvmam.pvm.TaskStateChanged;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.stack.Peer;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.StackOptions;
import org.ccw.engine.trace.StackRecordKind;
import org.ccw.engine.trace.WireFormat;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.Workload;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EAttribute;
import org.eclipse.emf.ecore.EClass;
import org.eclipse.emf.ecore.EObject;

/**
 * PVMAM's registration (seed 003): jobs configured with {@code PvmamConfig} run one PVM task per process, whose
 * messages travel as Active Messages by the HPAM protocol over simulated UDP, TCP or the Myrinet BPI (the AM
 * route), over PVM's own direct TCP connections, or through the daemons (one pvmd per host, {@code pvmd}; the
 * other routes fall back to it when a check of {@code pvm_send} fails); UDP and TCP over an ATM card run as
 * classical IP over AAL5 cells. A ping-pong workload is MPBench's, as PVM programs ({@link PvmPingPongDriver});
 * a 2-D FFT workload is the paper's parallel FFT ({@link PvmFftDriver}). What this build does not run yet —
 * another workload — is a problem before the run, one line naming the job and the reason.
 */
public final class PvmamStack implements Stack {
    /** The stack's name in summaries and traces (and the {@code CellFormatted} format of its AM headers). */
    public static final String NAME = AmHeader.STACK;
    static final String TRANSPORT = "pvmam-transport";
    static final String WORKLOAD = "pvmam-workload";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "PVMAM: PVM over a transport-independent Active Message layer (UDP, TCP, Myrinet BPI)";
    }

    @Override
    public EClass configClass() {
        return PvmamPackage.Literals.PVMAM_CONFIG;
    }

    /** Every copy is charged at the host's memcpy rate, and the BPI's flush at its cache-line cost (§5.3.3). */
    @Override
    public List<EAttribute> hostCosts() {
        return List.of(ClusterPackage.Literals.HOST__MEMCPY_MBPS, ClusterPackage.Literals.HOST__CACHE_LINE_MISS_CYCLES);
    }

    @Override
    public StackOptions read(StackConfig config) {
        return PvmamOptions.from((PvmamConfig) config);
    }

    static String workloadNotYet(WorkloadKind kind) {
        return "this build's PVMAM runs ping-pong and 2-D FFT workloads so far, not " + kind.name();
    }

    /** What this build cannot run is named on the job (once) or on the process whose interface does not fit. */
    @Override
    public void checkProcess(Process process, Host host, Problems problems) {
        Job job = (Job) process.eContainer();
        PvmamConfig config = (PvmamConfig) job.getStack();
        NetworkInterface nic = process.getNic() != null ? process.getNic()
                : host.getNics().stream().findFirst().orElse(null);
        if (config.getTransport() == PvmTransport.MYRINET_BPI && nic != null
                && nic.getKind() != NicKind.MYRINET_LANAI) {
            problems.errorAt(process, TRANSPORT, "PVMAM job " + job.getName() + " runs over the Myrinet BPI, but"
                    + " process " + process.getName() + " uses " + nic.getName() + ", not a Myrinet card");
        }
        if (process != job.getProcesses().get(0)) {
            return;
        }
        workloadOf(job).ifPresent(w -> {
            if (w.getKind() == PvmamWorkloads.FFT_2D) {
                try {
                    PvmFftDriver.side(job.getName(), w.getMessageBytes(), job.getProcesses().size());
                } catch (IllegalArgumentException e) {
                    problems.errorAt(job, WORKLOAD, e.getMessage());
                }
            } else if (w.getKind() != WorkloadKind.PING_PONG
                    // another stack's kind, or one no stack knows, is the generic workload-kind rule's to report
                    && (w.getKind().isGeneric() || workloadKinds().contains(w.getKind()))) {
                problems.errorAt(job, WORKLOAD, "PVMAM job " + job.getName() + " has a " + w.getKind().name()
                        + " workload; " + workloadNotYet(w.getKind()));
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
        WorkloadKind kind = run.workload().kind();
        if (kind == WorkloadKind.PING_PONG) {
            return PvmPingPongDriver.of(run);
        } else if (kind == PvmamWorkloads.FFT_2D) {
            return PvmFftDriver.of(run);
        }
        throw new IllegalArgumentException(workloadNotYet(kind));
    }

    /**
     * Each host's task over its real socket, the AM and PVM code unchanged ({@link PvmamRealTime}): UDP datagrams
     * or TCP streams, whatever the job's simulated transport (the run's {@code --transport} chooses the real one).
     */
    @Override
    public Optional<RealTimeStack> realTime() {
        return Optional.of(new PvmamRealTime());
    }

    /**
     * Real PVM 3.4 (seed 003's baseline), by either route, beside our PVM over AM as {@code bench --real} runs it: the
     * 8-byte round trip over UDP, the 256 KB ping-pong over TCP.
     */
    @Override
    public List<Peer> peers() {
        // a PVM message's round trip, pvm_send to the pong's arrival, as real PVM's ping-pong times it (not the AM
        // request and reply that carry the ping)
        Peer.Ours ours = new Peer.Ours.RealSockets(RealTimeTransport.UDP, "pvm", "pvm");
        return List.of(new Peer("pvm_direct", "real PVM 3.4, direct route", new Peer.Program.Pvm(true), ours),
                new Peer("pvm_daemon", "real PVM 3.4, through the pvmds", new Peer.Program.Pvm(false), ours));
    }

    @Override
    public List<StackRecordKind<?>> recordKinds() {
        return List.of(TaskStateChanged.KIND);
    }

    @Override
    public Optional<WireFormat> wireFormat() {
        return Optional.of(PvmamWireFormat.INSTANCE);
    }

    @Override
    public List<WorkloadKind> workloadKinds() {
        return PvmamWorkloads.ALL;
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("PVMAM: two UltraSPARCs on switched Fast Ethernet (UDP)",
                PvmamPresets::pvmamSolarisEthernet),
                new Preset("PVMAM: two Pentium IIs on Myrinet (BPI)", PvmamPresets::pvmamLinuxMyrinet),
                new Preset("PVMAM: parallel FFT on four UltraSPARCs over ATM (TCP over classical IP)",
                        () -> PvmamPresets.pvmamFftSolarisAtm(4)));
    }
}
