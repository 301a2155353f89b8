package org.ccw.engine.ssam;

import static org.ccw.model.presets.Scenarios.attach;
import static org.ccw.model.presets.Scenarios.firstProcessors;
import static org.ccw.model.presets.Scenarios.place;
import static org.ccw.model.presets.Scenarios.scenario;
import static org.ccw.model.presets.Scenarios.star;
import static org.ccw.model.presets.Scenarios.withJob;

import java.util.List;

import org.ccw.engine.ssam.config.KernelPath;
import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.ssam.config.SsamFactory;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.presets.Scenarios;
import org.ccw.model.presets.Wiring;

/**
 * The SSAM paper's set-ups (von Eicken et al. 1994) as ready-made scenarios: each validates clean, has its nodes laid
 * out, one SSAM job with one workload, zero fault rates and seed 1.
 */
public final class SsamPresets {

    private SsamPresets() {
    }

    /**
     * The SSAM paper's set-up (§3.2): two SPARCstation-20s with SBA-100s back to back on a 140 Mb/s TAXI fibre,
     * one SSAM job (w = 8, fast traps) doing remote reads of a doubleword.
     */
    public static Scenario ssamTwoHosts() {
        Scenario scenario = scenario("SSAM two hosts",
                "Two SPARCstation-20s with Fore SBA-100 interfaces connected back to back by a 140 Mb/s TAXI fibre "
                        + "(von Eicken et al. 1994, section 3.2).");
        Cluster cluster = scenario.getCluster();
        Host a = place(cluster, MachinePresets.sparcStation20("ss20-a"), 100, 200);
        Host b = place(cluster, MachinePresets.sparcStation20("ss20-b"), 500, 200);
        Wiring.link(cluster, "taxi", a.getNics().get(0), b.getNics().get(0), LinkMedium.TAXI_FIBER,
                MachinePresets.TAXI_MBPS, Scenarios.MACHINE_ROOM_PROPAGATION_NANOS);
        return withJob(scenario, "ssam", ssam(8), firstProcessors(List.of(a, b)), WorkloadKind.REMOTE_READ, 8);
    }

    /** {@link #ssamTwoHosts()} with a Fore ASX-100 switch in the path (§3.4: the switch adds about 10 µs). */
    public static Scenario ssamThroughSwitch() {
        Scenario scenario = scenario("SSAM through an ASX-100",
                "Two SPARCstation-20s with SBA-100s through a Fore ASX-100 switch (von Eicken et al. 1994, 3.4).");
        Cluster cluster = scenario.getCluster();
        Switch sw = place(cluster, MachinePresets.asx100("asx100"), 300, 320);
        Host a = place(cluster, MachinePresets.sparcStation20("ss20-a"), 100, 100);
        Host b = place(cluster, MachinePresets.sparcStation20("ss20-b"), 500, 100);
        attach(cluster, a, sw, LinkMedium.TAXI_FIBER, MachinePresets.TAXI_MBPS);
        attach(cluster, b, sw, LinkMedium.TAXI_FIBER, MachinePresets.TAXI_MBPS);
        return withJob(scenario, "ssam", ssam(8), firstProcessors(List.of(a, b)), WorkloadKind.REMOTE_READ, 8);
    }

    /**
     * {@code hosts} SPARCstation-20s with SBA-100s on ASX-200WG-style switches, running one SSAM job through an
     * all-to-all permutation (the parallel-sort phase that loses cells under contention, seed 000 §2.1). Up to
     * 16 hosts share one switch; beyond that, leaf switches of 15 hosts hang off a root switch.
     *
     * @param hosts number of hosts, at least 2
     */
    public static Scenario atmCluster(int hosts) {
        if (hosts < 2) {
            throw new IllegalArgumentException("an ATM cluster needs at least 2 hosts, got " + hosts);
        }
        Scenario scenario = scenario("ATM cluster of " + hosts,
                hosts + " SPARCstation-20s with SBA-100s on ForeRunner ASX-200WG-style switches, all-to-all permutation.");
        List<Host> all = star(scenario.getCluster(), hosts, MachinePresets::sparcStation20, "ss20-",
                MachinePresets::asx200wg, "asx", LinkMedium.TAXI_FIBER, MachinePresets.TAXI_MBPS);
        return withJob(scenario, "sort", ssam(8), firstProcessors(all), WorkloadKind.ALL_TO_ALL_PERMUTATION, 40);
    }

    private static SsamConfig ssam(int window) {
        SsamConfig ssam = SsamFactory.eINSTANCE.createSsamConfig();
        ssam.setWindow(window);
        ssam.setKernelPath(KernelPath.FAST_TRAPS);
        return ssam;
    }
}
