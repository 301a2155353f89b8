package org.ccw.engine.amii;

import static org.ccw.model.presets.Scenarios.firstProcessors;
import static org.ccw.model.presets.Scenarios.place;
import static org.ccw.model.presets.Scenarios.scenario;
import static org.ccw.model.presets.Scenarios.withJob;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.amii.config.AmIIFactory;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.presets.Scenarios;
import org.ccw.model.presets.Wiring;

/**
 * The AM-II paper's machines (Lumetta et al. 1997) as ready-made scenarios: a Clump of Enterprise 5000s, the NOW it
 * is compared with, and one SMP's shared memory. Each validates clean, is laid out, seed 1, no faults.
 */
public final class AmIIPresets {

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private AmIIPresets() {
    }

    /**
     * A Clump (seed 002 §2.1): {@code smps} Sun Enterprise 5000s, each with three Myrinet NICs on one Myrinet
     * switch, running AM-II multi-protocol with a LogGP microbenchmark.
     *
     * @param smps number of SMPs, 1 to 4 (one 8-port switch takes three NICs of two; four take a 16-port one)
     */
    public static Scenario clump(int smps) {
        if (smps < 1 || smps > 4) {
            throw new IllegalArgumentException("the Clump preset has 1 to 4 SMPs, got " + smps);
        }
        Scenario scenario = scenario("Clump of " + smps + " Enterprise 5000",
                "Sun Enterprise 5000 SMPs with three Myrinet M2F NICs each (Lumetta et al. 1997, section 2.1).");
        Cluster cluster = scenario.getCluster();
        // the paper does not describe the Clump's Myrinet; four SMPs' twelve NICs take one 16-port switch
        Switch sw = place(cluster, MachinePresets.myrinetSwitch("myrinet", 3 * smps > 8 ? 16 : 8), 300, 320);
        List<Host> all = new ArrayList<>();
        for (int i = 0; i < smps; i++) {
            Host smp = place(cluster, MachinePresets.enterprise5000("e5000-" + i), 100 + 400 * i, 100);
            smp.getNics().forEach(nic -> Wiring.link(cluster, nic.getId() + "-link", nic, Wiring.nextPort(sw),
                    LinkMedium.MYRINET_CABLE, MachinePresets.MYRINET_MBPS, Scenarios.MACHINE_ROOM_PROPAGATION_NANOS));
            all.add(smp);
        }
        return withJob(scenario, "loggp", AmIIFactory.eINSTANCE.createAmIIConfig(), firstProcessors(all),
                AmIIWorkloads.LOGGP_MICROBENCHMARK, 16);
    }

    /**
     * A Clump of two SMPs ({@link #clump}) whose job has a third process, {@code p2}, beside {@code p0} on the first
     * SMP's second processor: a pair through shared memory and a pair across Myrinet in one job, the multi-protocol
     * layer's two columns of seed 002 Table 2.
     */
    public static Scenario clumpWithLocalPeer() {
        Scenario clump = clump(2);
        Job job = clump.getCluster().getJobs().get(0);
        Host first = (Host) job.getProcesses().get(0).getProcessor().eContainer();
        org.ccw.model.cluster.Process peer = F.createProcess();
        peer.setName("p2");
        peer.setProcessor(first.getProcessors().get(1));
        job.getProcesses().add(peer);
        return clump;
    }

    /**
     * The NOW the AM-II paper compares the Clump with (seed 002 §2.1, Table 1): {@code hosts} UltraSPARC Model 170
     * workstations, one Myrinet NIC each, on one Myrinet switch, running an AM-II ping-pong between the first two.
     *
     * @param hosts 2 to 32 (one 8-port switch; past 8, one switch of 16 or 32 ports: the paper's NOW is a tree of
     *              switches whose bandwidth thins towards the root, which this single crossbar does not have;
     *              {@link #nowTree} has one)
     */
    public static Scenario now(int hosts) {
        if (hosts < 2 || hosts > 32) {
            throw new IllegalArgumentException("the NOW preset has 2 to 32 workstations on one switch, got " + hosts);
        }
        Scenario scenario = scenario("NOW of " + hosts + " UltraSPARC 170s",
                "UltraSPARC Model 170 workstations with a Myrinet M2F each (Lumetta et al. 1997, section 2.1).");
        Cluster cluster = scenario.getCluster();
        Switch sw = place(cluster, MachinePresets.myrinetSwitch("myrinet", hosts > 16 ? 32 : hosts > 8 ? 16 : 8),
                300, 320);
        List<Host> all = new ArrayList<>();
        for (int i = 0; i < hosts; i++) {
            Host host = place(cluster, MachinePresets.ultra170("u170-" + i), 60 + 140 * i, 100);
            NetworkInterface nic = host.getNics().get(0);
            Wiring.link(cluster, nic.getId() + "-link", nic, Wiring.nextPort(sw), LinkMedium.MYRINET_CABLE,
                    MachinePresets.MYRINET_MBPS, Scenarios.MACHINE_ROOM_PROPAGATION_NANOS);
            all.add(host);
        }
        return withJob(scenario, "now", AmIIFactory.eINSTANCE.createAmIIConfig(), firstProcessors(all), WorkloadKind.PING_PONG, 16);
    }

    /**
     * The NOW of {@link #now} on a tree of 8-port Myrinet switches instead of one crossbar: leaf switches of
     * {@code hostsPerLeaf} workstations each (u170-0 to u170-{hostsPerLeaf - 1} on the first), each leaf with one
     * uplink to an 8-port root, so the hosts of a leaf share one link to the others. Seed 002 §5.3 names the
     * "bandwidth thinning in the upper regions of the tree network connecting the NOW" but not its shape; the
     * labs that use this say where the leaf size comes from.
     *
     * @param hosts        2 to 64
     * @param hostsPerLeaf 1 to 7 (an 8-port leaf keeps a port for its uplink); at most 8 leaves under the root
     */
    public static Scenario nowTree(int hosts, int hostsPerLeaf) {
        int leaves = (hosts + hostsPerLeaf - 1) / Math.max(1, hostsPerLeaf);
        if (hosts < 2 || hostsPerLeaf < 1 || hostsPerLeaf > 7 || leaves > 8) {
            throw new IllegalArgumentException("a tree of 8-port switches takes 1 to 7 hosts a leaf and at most 8"
                    + " leaves, got " + hosts + " hosts, " + hostsPerLeaf + " a leaf");
        }
        Scenario scenario = scenario("NOW of " + hosts + " UltraSPARC 170s on a tree",
                "UltraSPARC Model 170 workstations with a Myrinet M2F each (Lumetta et al. 1997, section 2.1), "
                        + hostsPerLeaf + " to a leaf switch under one root (section 5.3's tree network).");
        List<Host> all = Scenarios.tree(scenario.getCluster(), hosts, hostsPerLeaf, MachinePresets::ultra170,
                "u170-", name -> MachinePresets.myrinetSwitch(name, 8), "myrinet", LinkMedium.MYRINET_CABLE,
                MachinePresets.MYRINET_MBPS);
        return withJob(scenario, "now", AmIIFactory.eINSTANCE.createAmIIConfig(), firstProcessors(all),
                WorkloadKind.PING_PONG, 16);
    }

    /**
     * One Sun Enterprise 5000 (seed 002 §2.1) whose processes talk through shared memory: an AM-II job of
     * {@code processes} processes, one per processor, with a ping-pong workload between the first two.
     *
     * @param processes 2 to 8
     */
    public static Scenario enterprise5000SharedMemory(int processes) {
        if (processes < 2 || processes > 8) {
            throw new IllegalArgumentException("an Enterprise 5000 has 8 processors; give 2 to 8 processes, not "
                    + processes);
        }
        Scenario scenario = scenario("AM-II on one Enterprise 5000",
                "Processes of one Sun Enterprise 5000 exchanging short Active Messages through shared memory"
                        + " (Lumetta et al. 1997, section 3.2).");
        Host smp = place(scenario.getCluster(), MachinePresets.enterprise5000("e5000"), 300, 150);
        return withJob(scenario, "shm", AmIIFactory.eINSTANCE.createAmIIConfig(), smp.getProcessors().subList(0, processes),
                WorkloadKind.PING_PONG, 16);
    }
}
