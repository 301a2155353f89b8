package org.ccw.labs.dvcm;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.dvcm.DvcmProcess;
import org.ccw.labs.inputs.MachineInputs;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * What the DVCM labs' figures rest on, read from the scenario a lab runs and from the costs its execution units
 * are built with: the host's clock, cache miss and uncached NI write (the AM-II paper's UltraSPARC 170 column: the
 * DVCM paper gives no host figures), §3's interrupt costs, the SBA-200E's coprocessor and DMA, the OC-3 links,
 * the ASX-200WG, and {@code DvcmCosts} (assumed, but for the calibrated DMA start-up).
 */
final class DvcmInputs {
    private static final Source ULTRA_170 = Source.paper("002", "§2.1 and Table 1, UltraSPARC Model 170 column"
            + " (seed 001 names UltraSPARC-I hosts and gives no figures)");

    private DvcmInputs() {
    }

    static List<Input> of(Scenario scenario) {
        Host host = scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .findFirst().orElseThrow();
        List<Input> inputs = new ArrayList<>(MachineInputs.of("ultrasparc1", host)
                .clock(ULTRA_170)
                .host(ULTRA_170, "cacheLineMissCycles")
                .nic(0, ULTRA_170, "writeCycles")
                .kernel(Source.paper("001", "§3 (Host CPU Overhead)"), "interruptKernelHandlerNanos",
                        "interruptSignalHandlerNanos")
                .nic(0, Source.assumed("the SBA-200E's i960 clock; seed 001 gives none"), "coprocessorMHz")
                .nic(0, Source.paper("002", "Table 1 and §2.1: the SBus limits host-NIC transfers to an observed"
                        + " 38 MB/s"),
                        "dmaMBps")
                .list());
        inputs.addAll(MachineInputs.element("oc3", scenario.getCluster().getLinks().get(0),
                Source.cited("ANSI T1.105 (SONET): the OC-3 line rate"), "bandwidthMbps"));
        Switch asx = scenario.getCluster().getNodes().stream().filter(Switch.class::isInstance)
                .map(Switch.class::cast).findFirst().orElseThrow();
        inputs.addAll(MachineInputs.element(asx.getName(), asx, Source.assumed("seed 001 §5 names the ASX-200WG and"
                + " gives no latency or buffer figure"), "fabricLatencyNanos", "bufferCellsPerPort"));
        // the costs the run's units are built with, not a copy of them
        DvcmRig rig = new DvcmRig(scenario, scenario.getSeed(), DvcmProcess.Notification.POLLING);
        inputs.addAll(rig.cluster.dvcm().units().get(0).costs().inputs());
        return inputs;
    }
}
