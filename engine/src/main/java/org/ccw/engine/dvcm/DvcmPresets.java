package org.ccw.engine.dvcm;

import static org.ccw.model.presets.Scenarios.firstProcessors;
import static org.ccw.model.presets.Scenarios.scenario;
import static org.ccw.model.presets.Scenarios.star;
import static org.ccw.model.presets.Scenarios.withJob;

import java.util.List;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.config.DvcmFactory;
import org.ccw.engine.dvcm.config.ExtensionModuleConfig;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.presets.MachinePresets;

/** The DVCM paper's set-up (Rosu and Schwan) as a ready-made scenario: validates clean, laid out, seed 1, no faults. */
public final class DvcmPresets {

    private DvcmPresets() {
    }

    /**
     * The DVCM experiment (seed 001 §5): UltraSPARC-I hosts with SBA-200E cards on one ASX-200WG, all but one
     * sending bursts to the last host, with the sender-coordination extension module loaded.
     *
     * @param hosts number of hosts (senders + 1 receiver), 2 to 16
     */
    public static Scenario dvcmStar(int hosts) {
        if (hosts < 2 || hosts > 16) {
            throw new IllegalArgumentException("the DVCM star has 2 to 16 hosts, got " + hosts);
        }
        Scenario scenario = scenario("DVCM star of " + hosts,
                "UltraSPARC-I hosts with SBA-200E cards on a ForeRunner ASX-200WG, senders bursting to one "
                        + "receiver (Rosu and Schwan, section 5).");
        List<Host> all = star(scenario.getCluster(), hosts, MachinePresets::ultraSparc1, "ultra-",
                MachinePresets::asx200wg, "asx", LinkMedium.OC3_FIBER, MachinePresets.OC3_MBPS);
        DvcmConfig dvcm = DvcmFactory.eINSTANCE.createDvcmConfig();
        ExtensionModuleConfig coordination = DvcmFactory.eINSTANCE.createExtensionModuleConfig();
        coordination.setName("sender-coordination");
        dvcm.getModules().add(coordination);
        return withJob(scenario, "senders", dvcm, firstProcessors(all), WorkloadKind.ALL_TO_ONE_BURST, 4096);
    }
}
