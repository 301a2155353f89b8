package org.ccw.engine.ssam.driver;

import org.ccw.engine.ssam.KernelPath;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.engine.ssam.SsamCell;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.engine.ssam.SsamJob;
import org.ccw.engine.ssam.SsamWireFormat;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.ssam.config.SsamFactory;
import org.ccw.engine.ssam.config.SsamPackage;
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
import org.ccw.model.cluster.KernelCosts;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EClass;
import org.ccw.engine.ssam.SsamPresets;

/**
 * SSAM's registration (seed 000): jobs configured with {@code SsamConfig} run as {@link SsamEndpoint}s driven by
 * {@link SsamDriver}, in simulation and over real sockets; its cells' headers read through {@link SsamWireFormat}.
 */
public final class SsamStack implements Stack {
    /** The stack's name in summaries and traces. */
    public static final String NAME = SsamCell.STACK;
    static final String KERNEL_COSTS = "kernel-costs";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "SSAM: Active Messages over single ATM cells";
    }

    @Override
    public EClass configClass() {
        return SsamPackage.Literals.SSAM_CONFIG;
    }

    @Override
    public StackOptions read(StackConfig config) {
        return SsamJob.from((SsamConfig) config);
    }

    /** Every send and poll of SSAM goes through the kernel path's calls; each call costs something. */
    @Override
    public void checkProcess(Process process, Host host, Problems problems) {
        org.ccw.engine.ssam.config.KernelPath path = ((SsamConfig) ((org.ccw.model.cluster.Job) process.eContainer()).getStack()).getKernelPath();
        KernelCosts k = host.getKernel();
        String fix = "; give it the costs of its machine (e.g. the SPARCstation-20 preset's)";
        if (k == null) {
            problems.errorAt(host, KERNEL_COSTS, "host " + host.getName() + " runs SSAM but has no kernel costs" + fix);
        } else if (path == org.ccw.engine.ssam.config.KernelPath.FAST_TRAPS && k.getTrapEntryExitNanos() <= 0) {
            problems.errorAt(host, KERNEL_COSTS, "host " + host.getName() + " runs SSAM over fast traps, but a trap's"
                    + " entry and exit cost " + k.getTrapEntryExitNanos() + " ns" + fix);
        } else if (path == org.ccw.engine.ssam.config.KernelPath.SYSCALLS && (k.getWriteSyscallNanos() <= 0 || k.getReadSyscallEmptyNanos() <= 0)) {
            problems.errorAt(host, KERNEL_COSTS, "host " + host.getName() + " runs SSAM over system calls, but a"
                    + " write call costs " + k.getWriteSyscallNanos() + " ns and an empty read "
                    + k.getReadSyscallEmptyNanos() + " ns" + fix);
        }
    }

    @Override
    public StackDriver simulated(SimulatedRun run) {
        JobSpec.Workload workload = run.workload();
        return new SsamDriver(SsamCluster.attach(run.job(), run.fabric(), run.scheduler(), run.tracer(), null,
                LibraryCosts.SPARCSTATION_20), run.scheduler(), workload.kind(), workload.messages(),
                workload.messageBytes());
    }

    /** Each host's process over its own socket ({@link SsamRealTime}). */
    @Override
    public Optional<RealTimeStack> realTime() {
        return Optional.of(new SsamRealTime());
    }

    @Override
    public Optional<WireFormat> wireFormat() {
        return Optional.of(SsamWireFormat.INSTANCE);
    }

    /** The paper's window of 8 over fast traps, with remote reads of a doubleword (§3.2). */
    @Override
    public Optional<JobTemplate> paletteJob() {
        return Optional.of(new JobTemplate("SSAM job", "A parallel job running SSAM (window 8, fast traps) with a"
                + " remote-read workload; drop processes on two hosts to place it.", () -> {
                    SsamConfig config = SsamFactory.eINSTANCE.createSsamConfig();
                    config.setWindow(8);
                    config.setKernelPath(org.ccw.engine.ssam.config.KernelPath.FAST_TRAPS);
                    return config;
                }, new JobSpec.Workload(WorkloadKind.REMOTE_READ, 100, 8)));
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("SSAM: two SPARCstation-20s back to back", SsamPresets::ssamTwoHosts),
                new Preset("SSAM: through an ASX-100 switch", SsamPresets::ssamThroughSwitch),
                new Preset("SSAM: ATM cluster of 16 SPARCstation-20s (sort's all-to-all)", () -> SsamPresets.atmCluster(16)));
    }

    /**
     * Table 3's send request and handle request (no reply) and §3.4.4's remote read on the SS-20 (seed 000): the
     * paper measured no pair of processes on one host.
     */
    @Override
    public Optional<LogGPFigures> paperLogGP(String machinePreset, boolean withinOneHost) {
        return machinePreset.equals(MachinePresets.SS20) && !withinOneHost
                ? Optional.of(new LogGPFigures("the 1994 SPARCstation-20 (SSAM)", Papers.VON_EICKEN_1994
                        + ", Table 3 (send request; handle request, no reply) and §3.4.4 (remote read)",
                        5.0, 5.6, 32, Double.NaN, Double.NaN))
                : Optional.empty();
    }
}
