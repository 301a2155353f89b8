package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.config.DvcmFactory;
import org.ccw.engine.dvcm.config.DvcmPackage;
import org.ccw.engine.dvcm.config.ExtensionModuleConfig;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.trace.StackRecordKind;
import java.util.List;
import java.util.Optional;

import org.ccw.engine.dvcm.coordination.SenderCoordination;

import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.StackOptions;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.workload.WorkloadKind;
import org.eclipse.emf.ecore.EClass;

/**
 * The DVCM's registration (seed 001): jobs configured with {@code DvcmConfig} run as execution units on the NI
 * coprocessors with the job's extension modules, driven by {@link DvcmDriver}; over a real transport each unit is a
 * software coprocessor on its host's real-time scheduler, exchanging datagrams ({@link DvcmRealTime}).
 */
public final class DvcmStack implements Stack {
    /** The stack's name in summaries and traces. */
    public static final String NAME = ModuleContext.STACK;
    static final String UNIT_NIC = "unit-nic";

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String title() {
        return "DVCM: extension modules on the NI coprocessors";
    }

    @Override
    public EClass configClass() {
        return DvcmPackage.Literals.DVCM_CONFIG;
    }

    @Override
    public StackOptions read(StackConfig config) {
        return DvcmOptions.from((DvcmConfig) config);
    }

    /** An execution unit needs a NIC with a coprocessor, and its DMA engine's rate to move data. */
    @Override
    public void checkProcess(Process process, Host host, Problems problems) {
        Optional<NetworkInterface> unitNic = host.getNics().stream().filter(n -> n.getCoprocessorMHz() > 0)
                .findFirst();
        if (unitNic.isEmpty()) {
            problems.errorAt(host, UNIT_NIC, "host " + host.getName() + " runs a DVCM process but has no NIC with a"
                    + " coprocessor to run its execution unit on (give it an SBA-200E)");
        } else if (!(unitNic.get().getDmaMBps() > 0)) {
            problems.errorAt(unitNic.get(), UNIT_NIC, "host " + host.getName() + ": NIC " + unitNic.get().getName()
                    + " runs the DVCM execution unit but has no DMA rate");
        }
    }

    /** The contention experiment's all-to-one burst (§4.3) with sender coordination loaded. */
    @Override
    public Optional<JobTemplate> paletteJob() {
        return Optional.of(new JobTemplate("DVCM job", "A parallel job on the DVCM with the sender-coordination"
                + " module and an all-to-one burst; its hosts need coprocessor NICs (SBA-200E).", () -> {
                    DvcmConfig config = DvcmFactory.eINSTANCE.createDvcmConfig();
                    ExtensionModuleConfig module = DvcmFactory.eINSTANCE.createExtensionModuleConfig();
                    module.setName(SenderCoordination.NAME);
                    config.getModules().add(module);
                    return config;
                }, new JobSpec.Workload(WorkloadKind.ALL_TO_ONE_BURST, 8, 4096)));
    }

    @Override
    public StackDriver simulated(SimulatedRun run) {
        JobSpec.Workload workload = run.workload();
        return new DvcmDriver(Dvcm.attach(run.job(), run.fabric(), run.scheduler(), run.tracer(),
                DvcmProcess.Notification.POLLING), run.scheduler(), workload.kind(), workload.messages(),
                workload.messageBytes());
    }

    @Override
    public Optional<RealTimeStack> realTime() {
        return Optional.of(new DvcmRealTime());
    }

    @Override
    public List<StackRecordKind<?>> recordKinds() {
        return List.of(TokenMoved.KIND, ExecutionUnitStarted.KIND, CommandPosted.KIND, DmaTransferred.KIND);
    }

    @Override
    public List<Preset> presets() {
        return List.of(new Preset("DVCM star of 4 UltraSPARCs", () -> {
            // three senders' 100 messages of 4 KB take some 75 ms to cross into the one receiver: room for all of them
            Scenario star = DvcmPresets.dvcmStar(4);
            star.setDurationMicros(150_000);
            return star;
        }));
    }
}
