package org.ccw.engine.pvmam;

import static org.ccw.model.presets.Scenarios.firstProcessors;
import static org.ccw.model.presets.Scenarios.place;
import static org.ccw.model.presets.Scenarios.scenario;
import static org.ccw.model.presets.Scenarios.withJob;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamFactory;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.presets.Scenarios;
import org.ccw.model.presets.Wiring;

/**
 * The PVMAM paper's platforms (Mucci 1998, seed 003 §7.1) as ready-made scenarios: MPBench's ping-pong on Solaris
 * over Fast Ethernet and on Linux over Myrinet, and the parallel FFT of §8 over ATM or Fast Ethernet. Each validates
 * clean, is laid out, seed 1, no faults.
 */
public final class PvmamPresets {

    /** The side of the PVMAM paper's FFT array (seed 003 §7): 1152 × 1152 complex doubles. */
    public static final int PVMAM_FFT_SIDE = 1152;

    private PvmamPresets() {
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
        PvmamConfig pvmam = PvmamFactory.eINSTANCE.createPvmamConfig();
        pvmam.setTransport(PvmTransport.UDP);
        pvmam.setRoute(PvmRoute.AM);
        return solaris(scenario, 2, false, "mpbench", pvmam, WorkloadKind.PING_PONG, 8);
    }

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
        PvmamConfig pvmam = PvmamFactory.eINSTANCE.createPvmamConfig();
        pvmam.setTransport(PvmTransport.TCP);
        pvmam.setRoute(PvmRoute.AM);
        return solaris(scenario, hosts, atm, "fft", pvmam, PvmamWorkloads.FFT_2D, 16 * PVMAM_FFT_SIDE);
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
                    atm ? MachinePresets.OC3_MBPS : MachinePresets.FAST_ETHERNET_MBPS,
                    Scenarios.MACHINE_ROOM_PROPAGATION_NANOS);
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
                .filter(n -> n.getKind() == NicKind.ATM_SBA200E).findFirst().orElseThrow();
        card.setKind(NicKind.ATM_SBA200);
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
                    MachinePresets.MYRINET_MBPS, Scenarios.MACHINE_ROOM_PROPAGATION_NANOS);
            hosts.add(host);
        }
        PvmamConfig pvmam = PvmamFactory.eINSTANCE.createPvmamConfig();
        pvmam.setTransport(PvmTransport.MYRINET_BPI);
        pvmam.setRoute(PvmRoute.AM);
        pvmam.setDepth(12);
        return withJob(scenario, "mpbench", pvmam, firstProcessors(hosts), WorkloadKind.PING_PONG, 8);
    }

    private static NetworkInterface fastEthernetCard(Host host) {
        return host.getNics().stream().filter(n -> n.getKind() == NicKind.FAST_ETHERNET)
                .findFirst().orElseThrow();
    }
}
