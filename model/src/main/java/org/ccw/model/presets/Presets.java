package org.ccw.model.presets;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.DvcmConfig;
import org.ccw.model.cluster.ExtensionModuleConfig;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.KernelPath;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.PvmRoute;
import org.ccw.model.cluster.PvmTransport;
import org.ccw.model.cluster.PvmamConfig;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.SsamConfig;
import org.ccw.model.cluster.StackConfig;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.Workload;
import org.ccw.model.cluster.WorkloadKind;
import org.ccw.model.naming.ElementIds;

/**
 * Ready-made scenarios built from the papers' machines ({@link MachinePresets}), and the catalogue of node
 * presets the editor's palette offers. Every scenario validates clean, has its nodes laid out on the canvas, a
 * job with a protocol stack, one workload, zero fault rates and seed 1.
 */
public final class Presets {

    /**
     * One entry of the palette: a machine preset, its label and the citation of its figures.
     *
     * @param label    the preset's name, as stored in {@link Node#getPreset()} of the nodes it creates
     * @param citation where its figures come from, as stored in {@link Node#getCitation()}
     */
    public record NodePreset(String label, String citation, Function<String, ? extends Node> factory) {

        /** A fresh node of this preset named {@code name}. */
        public Node create(String name) {
            return factory.apply(name);
        }

        /** Label and citation are read off a sample node, so they are written once, in the factory. */
        static NodePreset of(Function<String, ? extends Node> factory) {
            Node sample = factory.apply("sample");
            return new NodePreset(sample.getPreset(), sample.getCitation(), factory);
        }
    }

    /** Propagation delay of the short fibres and cables in the papers' machine rooms: about 10 m, in ns. */
    private static final int MACHINE_ROOM_PROPAGATION_NANOS = 50;

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private Presets() {
    }

    /** Every machine preset, in palette order. */
    public static List<NodePreset> nodePresets() {
        return List.of(
                NodePreset.of(MachinePresets::sparcStation20),
                NodePreset.of(MachinePresets::sparcStation1Plus),
                NodePreset.of(MachinePresets::ultraSparc1),
                NodePreset.of(MachinePresets::enterprise5000),
                NodePreset.of(MachinePresets::ultra170),
                NodePreset.of(MachinePresets::pentiumIiSmp),
                NodePreset.of(MachinePresets::asx100),
                NodePreset.of(MachinePresets::asx200wg),
                NodePreset.of(MachinePresets::myrinetSwitch),
                NodePreset.of(MachinePresets::fastEthernetSwitch));
    }

    /** File → New: nothing drawn yet, the defaults' seed and duration, no faults. */
    public static Scenario empty() {
        Scenario scenario = scenario("untitled", "");
        ElementIds.assignMissing(scenario);
        return scenario;
    }

    /** The scenario a new workbench window opens: {@link #ssamTwoHosts()}. */
    public static Scenario defaultScenario() {
        return ssamTwoHosts();
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
                MachinePresets.TAXI_MBPS, MACHINE_ROOM_PROPAGATION_NANOS);
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
        DvcmConfig dvcm = F.createDvcmConfig();
        ExtensionModuleConfig coordination = F.createExtensionModuleConfig();
        coordination.setName("sender-coordination");
        dvcm.getModules().add(coordination);
        return withJob(scenario, "senders", dvcm, firstProcessors(all), WorkloadKind.ALL_TO_ONE_BURST, 4096);
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
                    LinkMedium.MYRINET_CABLE, MachinePresets.MYRINET_MBPS, MACHINE_ROOM_PROPAGATION_NANOS));
            all.add(smp);
        }
        return withJob(scenario, "loggp", F.createAmIIConfig(), firstProcessors(all),
                WorkloadKind.LOGGP_MICROBENCHMARK, 16);
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
     *              switches whose bandwidth thins towards the root, which this single crossbar does not have)
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
                    MachinePresets.MYRINET_MBPS, MACHINE_ROOM_PROPAGATION_NANOS);
            all.add(host);
        }
        return withJob(scenario, "now", F.createAmIIConfig(), firstProcessors(all), WorkloadKind.PING_PONG, 16);
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
        return withJob(scenario, "shm", F.createAmIIConfig(), smp.getProcessors().subList(0, processes),
                WorkloadKind.PING_PONG, 16);
    }

    /**
     * The PVMAM paper's Solaris platform (seed 003 §7.1): two UltraSPARC-I workstations on a 100 Mb/s switched Fast
     * Ethernet, each process through its Fast Ethernet card, running PVMAM over UDP (depth 8) with MPBench's
     * ping-pong of 8-byte messages.
     */
    public static Scenario pvmamSolarisEthernet() {
        Scenario scenario = scenario("PVMAM on two UltraSPARCs (Fast Ethernet, UDP)",
                "Two UltraSPARC-I workstations on a switched 100 Mb/s Ethernet exchanging Active Messages over UDP"
                        + " (Mucci 1998, section 7.1).");
        scenario.setDurationMicros(100_000);  // a hundred round trips of some 140 us, and room for larger messages
        PvmamConfig pvmam = F.createPvmamConfig();
        pvmam.setTransport(PvmTransport.UDP);
        pvmam.setRoute(PvmRoute.AM);
        return solaris(scenario, 2, false, "mpbench", pvmam, WorkloadKind.PING_PONG, 8);
    }

    /** The side of the PVMAM paper's FFT array (seed 003 §7): 1152 × 1152 complex doubles. */
    public static final int PVMAM_FFT_SIDE = 1152;

    /**
     * The PVMAM paper's parallel FFT on its Solaris/ATM platform (seed 003 §7.1 and §8): {@code hosts} UltraSPARC-I
     * workstations, each with a Fore SBA-200 on one ForeRunner ASX-200WG over 155 Mb/s OC-3 fibre (the paper says
     * "Fore ATM, 155 Mb/s"; the card is the SBA-200 of its time), UDP and TCP over classical IP over ATM; one PVM task
     * a host, the first the master, computing the 2-D FFT of a 1152 × 1152 array with PVMAM over TCP (§8.1.1: TCP
     * performed better than Solaris's UDP).
     *
     * @param hosts 1 to 16 (the paper runs 2 to 8)
     */
    public static Scenario pvmamFftSolarisAtm(int hosts) {
        return pvmamFft(hosts, true);
    }

    /**
     * The PVMAM paper's parallel FFT on its Solaris/Fast Ethernet platform (seed 003 §7.1 and §8): as
     * {@link #pvmamFftSolarisAtm}, the hosts' Fast Ethernet cards on one 100 Mb/s Ethernet switch instead.
     *
     * @param hosts 1 to 16 (the paper runs 2 to 8)
     */
    public static Scenario pvmamFftSolarisEthernet(int hosts) {
        return pvmamFft(hosts, false);
    }

    private static Scenario pvmamFft(int hosts, boolean atm) {
        if (hosts < 1 || hosts > 16) {
            throw new IllegalArgumentException("the PVMAM FFT presets have 1 to 16 UltraSPARCs on one switch, got "
                    + hosts);
        }
        String network = atm ? "155 Mb/s ATM" : "switched 100 Mb/s Ethernet";
        Scenario scenario = scenario("PVMAM FFT on " + hosts + " UltraSPARCs (" + (atm ? "ATM" : "Fast Ethernet")
                        + ", TCP)", hosts + " UltraSPARC-I workstations on a " + network + " computing a 2-D FFT of a "
                        + PVMAM_FFT_SIDE + " x " + PVMAM_FFT_SIDE + " array with PVMAM over TCP (Mucci 1998, section 8).");
        scenario.setDurationMicros(120_000_000);  // seconds of work, and room for a slow network
        PvmamConfig pvmam = F.createPvmamConfig();
        pvmam.setTransport(PvmTransport.TCP);
        pvmam.setRoute(PvmRoute.AM);
        return solaris(scenario, hosts, atm, "fft", pvmam, WorkloadKind.FFT_2D, 16 * PVMAM_FFT_SIDE);
    }

    /**
     * {@code hosts} UltraSPARC-Is on one switch — ATM (SBA-200s on a ForeRunner ASX-200WG with Fore's four-port OC-3
     * network modules) or Fast Ethernet —
     * with a job of one process a host through that network's card.
     */
    private static Scenario solaris(Scenario scenario, int hosts, boolean atm, String jobName, PvmamConfig pvmam,
            WorkloadKind kind, int messageBytes) {
        Cluster cluster = scenario.getCluster();
        Switch sw = place(cluster, atm ? MachinePresets.asx200wgOc3Modules("asx")
                : MachinePresets.fastEthernetSwitch("ethernet"), 300, 320);
        List<Host> all = new ArrayList<>();
        List<NetworkInterface> cards = new ArrayList<>();
        for (int i = 0; i < hosts; i++) {
            // four a row, above the switch and below it
            Host host = place(cluster, MachinePresets.ultraSparc1("ultra-" + i), 100 + 400 * (i % 4), 100 + 440 * (i / 4));
            NetworkInterface card = atm ? atmCard(host) : fastEthernetCard(host);
            Wiring.link(cluster, host.getName() + "-link", card, Wiring.nextPort(sw),
                    atm ? LinkMedium.OC3_FIBER : LinkMedium.UTP_ETHERNET,
                    atm ? MachinePresets.OC3_MBPS : MachinePresets.FAST_ETHERNET_MBPS, MACHINE_ROOM_PROPAGATION_NANOS);
            all.add(host);
            cards.add(card);
        }
        withJob(scenario, jobName, pvmam, firstProcessors(all), kind, messageBytes);
        Job job = scenario.getCluster().getJobs().get(0);
        for (int i = 0; i < hosts; i++) {
            job.getProcesses().get(i).setNic(cards.get(i));
        }
        return scenario;
    }

    /** The host's ATM card, made the SBA-200 (25 MHz i960) of the PVMAM paper's time. */
    private static NetworkInterface atmCard(Host host) {
        NetworkInterface card = host.getNics().stream()
                .filter(n -> n.getKind() == org.ccw.model.cluster.NicKind.ATM_SBA200E).findFirst().orElseThrow();
        card.setKind(org.ccw.model.cluster.NicKind.ATM_SBA200);
        card.setCoprocessorMHz(25);
        return card;
    }

    /**
     * The PVMAM paper's Linux platform (seed 003 §7.1): two dual Pentium II PCs (Linux 2.0.34) on a Myrinet switch,
     * one PVMAM task on each, exchanging Active Messages through the Myrinet BPI (depth 12, §7.1).
     */
    public static Scenario pvmamLinuxMyrinet() {
        Scenario scenario = scenario("PVMAM on two Pentium IIs (Myrinet, BPI)",
                "Two dual Pentium II PCs under Linux 2.0.34 on a Myrinet switch exchanging Active Messages through"
                        + " the Myrinet BPI (Mucci 1998, section 7.1).");
        scenario.setDurationMicros(100_000);
        Cluster cluster = scenario.getCluster();
        Switch sw = place(cluster, MachinePresets.myrinetSwitch("myrinet"), 300, 320);
        List<Host> hosts = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            Host host = place(cluster, MachinePresets.pentiumIiSmp("pii-" + i), 100 + 400 * i, 100);
            NetworkInterface nic = host.getNics().get(0);
            Wiring.link(cluster, host.getName() + "-link", nic, Wiring.nextPort(sw), LinkMedium.MYRINET_CABLE,
                    MachinePresets.MYRINET_MBPS, MACHINE_ROOM_PROPAGATION_NANOS);
            hosts.add(host);
        }
        PvmamConfig pvmam = F.createPvmamConfig();
        pvmam.setTransport(PvmTransport.MYRINET_BPI);
        pvmam.setRoute(PvmRoute.AM);
        pvmam.setDepth(12);
        return withJob(scenario, "mpbench", pvmam, firstProcessors(hosts), WorkloadKind.PING_PONG, 8);
    }

    private static NetworkInterface fastEthernetCard(Host host) {
        return host.getNics().stream().filter(n -> n.getKind() == org.ccw.model.cluster.NicKind.FAST_ETHERNET)
                .findFirst().orElseThrow();
    }

    private static Scenario scenario(String name, String description) {
        Scenario scenario = F.createScenario();
        scenario.setName(name);
        scenario.setDescription(description);
        scenario.setSeed(1);
        scenario.setDurationMicros(10_000);
        Cluster cluster = F.createCluster();
        cluster.setName("cluster");
        scenario.setCluster(cluster);
        FaultInjection faults = F.createFaultInjection();
        scenario.setFaults(faults);
        return scenario;
    }

    private static SsamConfig ssam(int window) {
        SsamConfig ssam = F.createSsamConfig();
        ssam.setWindow(window);
        ssam.setKernelPath(KernelPath.FAST_TRAPS);
        return ssam;
    }

    private static <N extends Node> N place(Cluster cluster, N node, double x, double y) {
        node.setX(x);
        node.setY(y);
        cluster.getNodes().add(node);
        return node;
    }

    /** Links the host's first NIC to the switch's next free port. */
    private static void attach(Cluster cluster, Host host, Switch sw, LinkMedium medium, double mbps) {
        Wiring.link(cluster, host.getName() + "-link", host.getNics().get(0), Wiring.nextPort(sw), medium, mbps,
                MACHINE_ROOM_PROPAGATION_NANOS);
    }

    /**
     * {@code hosts} hosts around switches of 16 ports: one switch when they fit, else leaves of 15 hosts plus an
     * uplink each to a root switch. Hosts sit on a circle around their switch.
     */
    private static List<Host> star(Cluster cluster, int hosts, Function<String, Host> hostPreset, String hostPrefix,
            Function<String, Switch> switchPreset, String switchPrefix, LinkMedium medium, double mbps) {
        int perSwitch = hosts <= 16 ? hosts : 15;
        int leaves = (hosts + perSwitch - 1) / perSwitch;
        Switch root = null;
        if (leaves > 1) {
            root = place(cluster, switchPreset.apply(switchPrefix + "-root"), 0, 0);
            root.setPortCount(Math.max(root.getPortCount(), leaves));
        }
        List<Host> all = new ArrayList<>();
        // Leaves on a circle wide enough that neighbouring host rings (radius <= 520 px) never overlap.
        double leafRing = Math.max(600, 170.0 * leaves);
        for (int leaf = 0; leaf < leaves; leaf++) {
            double angle = 2 * Math.PI * leaf / leaves;
            double cx = leaves > 1 ? leafRing * Math.cos(angle) : 0;
            double cy = leaves > 1 ? leafRing * Math.sin(angle) : 0;
            Switch sw = place(cluster, switchPreset.apply(leaves > 1 ? switchPrefix + leaf : switchPrefix), cx, cy);
            if (root != null) {
                Wiring.link(cluster, sw.getName() + "-uplink", Wiring.nextPort(sw), Wiring.nextPort(root), medium,
                        mbps, MACHINE_ROOM_PROPAGATION_NANOS);
            }
            int first = leaf * perSwitch;
            int count = Math.min(perSwitch, hosts - first);
            double ring = 120 + 25 * count;
            for (int i = 0; i < count; i++) {
                double a = 2 * Math.PI * i / count;
                Host host = place(cluster, hostPreset.apply(hostPrefix + (first + i)),
                        cx + ring * Math.cos(a), cy + ring * Math.sin(a));
                attach(cluster, host, sw, medium, mbps);
                all.add(host);
            }
        }
        return all;
    }

    /** Adds a job with one process on the first processor of each host, the stack and one workload; assigns ids. */
    /** The first processor of each host: where a job with one process per host runs. */
    private static List<org.ccw.model.cluster.Processor> firstProcessors(List<Host> hosts) {
        return hosts.stream().map(h -> h.getProcessors().get(0)).toList();
    }

    /** A job with one process on each of {@code processors}, and its workload. */
    private static Scenario withJob(Scenario scenario, String jobName, StackConfig stack,
            List<org.ccw.model.cluster.Processor> processors, WorkloadKind kind, int messageBytes) {
        Job job = F.createJob();
        job.setName(jobName);
        job.setStack(stack);
        for (int i = 0; i < processors.size(); i++) {
            org.ccw.model.cluster.Process process = F.createProcess();
            process.setName("p" + i);
            process.setProcessor(processors.get(i));
            job.getProcesses().add(process);
        }
        scenario.getCluster().getJobs().add(job);

        Workload workload = F.createWorkload();
        workload.setName(kind.getLiteral().toLowerCase(java.util.Locale.ROOT).replace('_', '-'));
        workload.setKind(kind);
        workload.setJob(job);
        workload.setMessageBytes(messageBytes);
        workload.setMessageCount(100);
        scenario.getWorkloads().add(workload);
        ElementIds.assignMissing(scenario);
        return scenario;
    }
}
