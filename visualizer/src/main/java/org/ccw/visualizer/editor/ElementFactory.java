package org.ccw.visualizer.editor;

import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.engine.topology.JobSpec;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.Workload;
import org.ccw.model.presets.MachinePresets;

/**
 * The palette's generic parts. Every machine is one of the papers' ({@link MachinePresets}): a palette part must
 * run as it is dropped, and a machine assembled from the metamodel's defaults did not (its kernel costs were all
 * 0, so an SSAM process polled forever at one instant). The preset a part comes from is in its properties
 * ({@code preset}, {@code citation}) and in the palette's tooltip.
 */
final class ElementFactory {

    /** The workstation the palette draws: the SSAM paper's SPARCstation-20 with an SBA-100. */
    static final String WORKSTATION_PRESET = "SPARCstation-20 + SBA-100";
    /** The SMP the palette draws: the AM-II paper's Clump node. */
    static final String SMP_PRESET = "Sun Enterprise 5000 + 3 Myrinet M2F";
    /** The ATM switch the palette draws: the one of the SSAM paper's §3.4. */
    static final String ATM_SWITCH_PRESET = "Fore ASX-100";

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private ElementFactory() {
    }

    static Host workstation(String name) {
        return MachinePresets.sparcStation20(name);
    }

    static Host smp(String name) {
        return MachinePresets.enterprise5000(name);
    }

    /** One more processor, the clock of the palette's workstation; the user sets it to the host's. */
    static Processor processor(String name) {
        Processor processor = F.createProcessor();
        processor.setName(name);
        return processor;
    }

    /** A NIC of {@code kind} as the papers' machines have it; the caller puts it on one of its host's I/O buses. */
    static NetworkInterface nic(NicKind kind, String name) {
        return MachinePresets.networkInterface(kind, name);
    }

    static Switch atmSwitch(String name) {
        return MachinePresets.asx100(name);
    }

    static MyrinetSwitch myrinetSwitch(String name) {
        return MachinePresets.myrinetSwitch(name);
    }

    /**
     * A job of a registered stack as its palette template makes it; processes are added by dropping them.
     */
    static Job job(String name, Stack.JobTemplate template) {
        Job job = F.createJob();
        job.setName(name);
        job.setStack(template.config().get());
        return job;
    }

    /**
     * The workload a palette job comes with: its stack's template's (a job without a workload would not run).
     *
     * @throws IllegalArgumentException when no registered stack runs the job's configuration
     */
    static Workload workloadFor(Job job) {
        JobSpec.Workload template = Stacks.all().stream().filter(s -> s.runs(job.getStack()))
            .flatMap(s -> s.paletteJob().stream()).findFirst()
            .orElseThrow(() -> new IllegalArgumentException("no registered stack runs job " + job.getName()))
            .workload();
        Workload workload = F.createWorkload();
        workload.setName(job.getName() + "-" + template.kind().name().toLowerCase(java.util.Locale.ROOT)
            .replace('_', '-'));
        workload.setKind(template.kind());
        workload.setMessageBytes(template.messageBytes());
        workload.setMessageCount(template.messages());
        workload.setJob(job);
        return workload;
    }

    static org.ccw.model.cluster.Process process(String name) {
        org.ccw.model.cluster.Process process = F.createProcess();
        process.setName(name);
        return process;
    }
}
