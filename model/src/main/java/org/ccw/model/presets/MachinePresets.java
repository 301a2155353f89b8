package org.ccw.model.presets;

import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.EthernetSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.HostKind;
import org.ccw.model.cluster.IoBus;
import org.ccw.model.cluster.IoBusKind;
import org.ccw.model.cluster.KernelCosts;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.PacketDiscard;
import org.ccw.model.cluster.Processor;
import org.ccw.model.naming.ElementIds;

/**
 * The machines of the four papers with the papers' figures as defaults. Each factory returns a fresh node with
 * the given name, its parts named {@code cpu0}, {@code sbus0}, {@code nic0}, ..., its ids assigned, and a
 * {@code citation} saying where the figures come from. Values a paper does not give are marked "assumed" in the
 * citation, so a student knows which numbers to distrust.
 */
public final class MachinePresets {

    /** Signalling rate of the SBA-100's TAXI fibre, Mb/s (seed 000 §3.2). */
    public static final double TAXI_MBPS = 140;
    /** Signalling rate of SONET OC-3, Mb/s (SBA-200/200E). */
    public static final double OC3_MBPS = 155.52;
    /** Myrinet link rate, Mb/s: 160 MB/s (seed 002 §2.1). */
    public static final double MYRINET_MBPS = 1280;
    /** Fast Ethernet, Mb/s. */
    public static final double FAST_ETHERNET_MBPS = 100;

    /** The preset name of the SSAM paper's SPARCstation-20 (a stack keys its {@link LogGPFigures} by these names). */
    public static final String SS20 = "SPARCstation-20 + SBA-100";
    /** The preset name of AM-II's Enterprise 5000 with its three Myrinet NICs. */
    public static final String ENTERPRISE_5000 = "Sun Enterprise 5000 + 3 Myrinet M2F";
    /** The preset name of the PVMAM paper's Linux host ({@link HostInputs} gives the sources of its costs). */
    static final String PENTIUM_II_SMP = "Pentium II SMP + Myrinet";
    /** The preset name of the DVCM hosts, also the PVMAM paper's Solaris hosts. */
    static final String ULTRASPARC_1 = "UltraSPARC-I + SBA-200E";

    /** SS-20 host time to push one cell into the SBA-100 / pull one out, ns (seed 000, Table 1). */
    private static final int SS20_PUSH_CELL_NANOS = 2_050;
    private static final int SS20_PULL_CELL_NANOS = 4_270;
    /** The DVCM hosts' and the Clump's SBus DMA rate, MB/s. */
    private static final double SBUS_DMA_MBPS = 38;

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private MachinePresets() {
    }

    /** SPARCstation-20 (60 MHz SuperSPARC, SunOS 4.1) with a Fore SBA-100: the SSAM paper's SS-20 column. */
    public static Host sparcStation20(String name) {
        Host host = host(name, SS20, HostKind.WORKSTATION, "SunOS 4.1",
                Papers.VON_EICKEN_1994 + ", §3.2 and Tables 1-2 (SS-20 column); memory-system costs assumed");
        host.getProcessors().add(processor("cpu0", 60, 0));
        IoBus sbus = sbus(host, "sbus0", 25, 0);
        host.setKernel(sparcKernel(440, 50, 50, 130, 810, 180, 90, 170, 28_200, 34_100, 28_800));
        host.getNics().add(sba100("nic0", sbus, SS20_PUSH_CELL_NANOS, SS20_PULL_CELL_NANOS));
        return finish(host);
    }

    /** SPARCstation-1+ (25 MHz, SunOS 4.1) with a Fore SBA-100: the SSAM paper's SS-1+ column. */
    public static Host sparcStation1Plus(String name) {
        Host host = host(name, "SPARCstation-1+ + SBA-100", HostKind.WORKSTATION, "SunOS 4.1",
                Papers.VON_EICKEN_1994 + ", §3.2 and Tables 1-2 (SS-1+ column); memory-system costs assumed");
        host.getProcessors().add(processor("cpu0", 25, 0));
        IoBus sbus = sbus(host, "sbus0", 20, 0);
        host.setKernel(sparcKernel(2_030, 490, 500, 3_870, 1_080, 800, 230, 3_500, 12_400, 13_700, 11_300));
        host.getNics().add(sba100("nic0", sbus, 3_170, 3_680));
        return finish(host);
    }

    /**
     * UltraSPARC-I workstation (167 MHz, Solaris) with a Fore SBA-200E (i960 coprocessor, DMA) running the DVCM
     * firmware, plus a Fast Ethernet NIC: the DVCM paper's hosts. Memory and NIC access costs are the UltraSPARC
     * 170 column of the AM-II paper's Table 1.
     */
    public static Host ultraSparc1(String name) {
        Host host = host(name, ULTRASPARC_1, HostKind.WORKSTATION, "Solaris 2.5",
                Papers.ROSU_SCHWAN + ", §5 (hosts, SBA-200E, interrupt costs); " + Papers.LUMETTA_1997
                        + ", Table 1 (UltraSPARC 170 column); i960 clock assumed");
        host.getProcessors().add(processor("cpu0", 167, 256));
        host.setCacheLineMissCycles(42);
        host.setRemoteCacheMissCycles(0);
        host.setCasCycles(15);
        host.setMemcpyMBps(160);
        IoBus sbus = sbus(host, "sbus0", 25, SBUS_DMA_MBPS);
        KernelCosts kernel = F.createKernelCosts();
        kernel.setInterruptKernelHandlerNanos(9_000);
        kernel.setInterruptSignalHandlerNanos(50_000);
        host.setKernel(kernel);

        host.getNics().add(sba200("nic0", NicKind.ATM_SBA200E, sbus));
        host.getNics().add(fastEthernet("fe0", sbus, sbus.getBandwidthMBps()));
        return finish(host);
    }

    /**
     * Sun UltraSPARC Model 170 workstation (167 MHz, 256 kB L2) with one Myricom M2F: a node of the AM-II paper's
     * NOW, Table 1's second column (L2 miss 42 cycles, memcpy 160 MB/s, NIC read 114 and write 34 cycles).
     */
    public static Host ultra170(String name) {
        Host host = host(name, "UltraSPARC Model 170 + Myrinet M2F", HostKind.WORKSTATION, "Solaris 2.5.1",
                Papers.LUMETTA_1997 + ", §2.1 and Table 1 (Model 170 column)");
        host.getProcessors().add(processor("cpu0", 167, 256));
        host.setMemoryMB(128);
        host.setCacheLineMissCycles(42);
        host.setRemoteCacheMissCycles(0);
        host.setCasCycles(15);
        host.setMemcpyMBps(160);
        IoBus sbus = sbus(host, "sbus0", 25, SBUS_DMA_MBPS);
        host.getNics().add(myrinet("nic0", sbus, SBUS_DMA_MBPS, 37.5, 256, 114, 34));
        return finish(host);
    }

    /**
     * Sun Enterprise 5000: eight 167 MHz UltraSPARCs (512 kB L2 each), 512 MB, three Myricom M2F NICs
     * (LANai 37.5 MHz, 256 kB SRAM) on three independent SBuses: the AM-II paper's Clump node (§2.1, Table 1).
     */
    public static Host enterprise5000(String name) {
        Host host = host(name, ENTERPRISE_5000, HostKind.SMP, "Solaris 2.5.1",
                Papers.LUMETTA_1997 + ", §2.1 and Table 1 (Enterprise 5000 column)");
        for (int i = 0; i < 8; i++) {
            host.getProcessors().add(processor("cpu" + i, 167, 512));
        }
        host.setMemoryMB(512);
        host.setCacheLineMissCycles(50);
        host.setRemoteCacheMissCycles(80);
        host.setCasCycles(15);
        host.setMemcpyMBps(200);
        // §5.1: the banks are not fully populated, "limiting aggregate memory bandwidth to 400 MB/s"
        host.setMemoryBandwidthMBps(400);
        for (int i = 0; i < 3; i++) {
            IoBus sbus = sbus(host, "sbus" + i, 25, SBUS_DMA_MBPS);
            host.getNics().add(m2f("nic" + i, sbus));
        }
        return finish(host);
    }

    /**
     * Dual Pentium II PC running Linux 2.0.34 SMP with a Myrinet PCI card: the PVMAM paper's Linux platform (§7.1:
     * "2 Pentium II 300Mhz"). Every memory-system cost is set here, each with its source in {@link HostInputs}: the
     * paper gives none, so they are ASSUMED from the 66 MHz, 64-bit front-side bus of a 1998 Pentium II.
     */
    public static Host pentiumIiSmp(String name) {
        Host host = host(name, PENTIUM_II_SMP, HostKind.SMP, "Linux 2.0.34",
                Papers.MUCCI_1998 + ", §7.1 (2 Pentium II 300 MHz, Linux 2.0.34 SMP, Myrinet); memory-system costs,"
                        + " PCI and LANai figures assumed (see lab inputs)");
        host.getProcessors().add(processor("cpu0", 300, 512));
        host.getProcessors().add(processor("cpu1", 300, 512));
        host.setMemoryMB(256);
        host.setMemcpyMBps(HostInputs.PENTIUM_II_MEMCPY_MBPS);
        host.setCacheLineMissCycles(HostInputs.PENTIUM_II_LINE_MISS_CYCLES);
        host.setRemoteCacheMissCycles(HostInputs.PENTIUM_II_LINE_MISS_CYCLES);
        host.setCasCycles(HostInputs.PENTIUM_II_CAS_CYCLES);
        IoBus pci = F.createIoBus();
        pci.setName("pci0");
        pci.setKind(IoBusKind.PCI);
        pci.setClockMHz(33);
        pci.setWidthBits(32);
        pci.setBandwidthMBps(132);
        host.getIoBuses().add(pci);
        host.getNics().add(myrinet("nic0", pci, pci.getBandwidthMBps(), 33, 1024, 0, 0));
        return finish(host);
    }

    /** Fore ASX-100 ATM switch, as placed between two SS-20s in the SSAM paper (§3.4). */
    public static AtmSwitch asx100(String name) {
        AtmSwitch sw = atmSwitch(name, "Fore ASX-100", 16, 256,
                Papers.VON_EICKEN_1994 + ", §3.4 (the switch adds about 10 us one way); port count, buffers and the fabric "
                        + "latency (10 us less one 140 Mb/s cell time) assumed");
        sw.setFabricLatencyNanos(6_860);
        return sw;
    }

    /** ForeRunner ASX-200WG ATM switch, the star centre of the DVCM experiments (§5). */
    public static AtmSwitch asx200wg(String name) {
        AtmSwitch sw = atmSwitch(name, "ForeRunner ASX-200WG", 16, 256,
                Papers.ROSU_SCHWAN + ", §5; its packet discard, when enabled, is PARTIAL (§4.3, footnote 1: \"drop all the"
                        + " remaining cells in an AAL5 packet once they drop one\"); port count, per-port buffers and"
                        + " fabric latency assumed");
        sw.setFabricLatencyNanos(7_000);
        return sw;
    }

    /**
     * The output buffer of a ForeRunner switch's four-port 155 Mb/s network module, cells: Fore's manual lists
     * "Output Buffer: 2,560 or 32,768 cell capacity" (two memory options); the smaller is taken.
     */
    public static final int FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS = 2_560;

    /** Where {@link #FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS} comes from, and what of its use is assumed. */
    public static final String FORE_OC3_MODULE_BUFFER_CITATION = "FORE Systems, ForeRunner ATM Switch User's"
            + " Manual, network module specifications (four SONET ports a module at 155.52 Mb/s: 'Output Buffer"
            + " 2,560 or 32,768 cell capacity'; mwitty.com/content.php?id=6876106); the smaller memory option taken."
            + " ASSUMED: that the switch of seed 003's lab had modules of this kind, and that one port may fill the"
            + " module's buffer (the model has a buffer per port, not one a module's four ports share)";

    /**
     * The ASX-200WG ({@link #asx200wg}) with the four-port OC-3 network modules of Fore's manual: each port's output
     * buffer is {@link #FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS} cells.
     */
    public static AtmSwitch asx200wgOc3Modules(String name) {
        AtmSwitch sw = asx200wg(name);
        sw.setBufferCellsPerPort(FORE_OC3_MODULE_OUTPUT_BUFFER_CELLS);
        sw.setCitation(Papers.ROSU_SCHWAN + ", §5 (the ForeRunner ASX-200WG); output buffer: "
                + FORE_OC3_MODULE_BUFFER_CITATION + "; fabric latency assumed");
        return sw;
    }

    /** An 8-port Myrinet crossbar: cut-through, stop/go backpressure, no loss. */
    public static MyrinetSwitch myrinetSwitch(String name) {
        return myrinetSwitch(name, 8);
    }

    /** A Myrinet switch of {@code ports} ports (the paper does not describe the network beyond its links). */
    public static MyrinetSwitch myrinetSwitch(String name, int ports) {
        MyrinetSwitch sw = F.createMyrinetSwitch();
        node(sw, name, "Myrinet " + ports + "-port switch", Papers.LUMETTA_1997 + ", §2.1; port count and latency assumed");
        sw.setPortCount(ports);
        sw.setFabricLatencyNanos(550);
        sw.setSlackBufferBytes(80);
        return sw;
    }

    /** A 100 Mb/s switched (store-and-forward) Ethernet switch. */
    public static EthernetSwitch fastEthernetSwitch(String name) {
        EthernetSwitch sw = F.createEthernetSwitch();
        node(sw, name, "100 Mb/s Ethernet switch", Papers.MUCCI_1998 + ", §5; buffers and latency assumed");
        sw.setPortCount(16);
        sw.setFabricLatencyNanos(5_000);
        sw.setBufferBytesPerPort(65_536);
        return sw;
    }

    private static AtmSwitch atmSwitch(String name, String preset, int ports, int bufferCells, String citation) {
        AtmSwitch sw = F.createAtmSwitch();
        node(sw, name, preset, citation);
        sw.setPortCount(ports);
        sw.setBufferCellsPerPort(bufferCells);
        // Off by default: seed 001 measured with and without its switch's packet discard (§4.3, Figure 2).
        sw.setPacketDiscard(PacketDiscard.NONE);
        return sw;
    }

    private static Host host(String name, String preset, HostKind kind, String os, String citation) {
        Host host = F.createHost();
        node(host, name, preset, citation);
        host.setKind(kind);
        host.setOperatingSystem(os);
        return host;
    }

    private static void node(org.ccw.model.cluster.Node node, String name, String preset, String citation) {
        node.setName(name);
        node.setPreset(preset);
        node.setCitation(citation);
    }

    private static Host finish(Host host) {
        ElementIds.assignMissing(host);
        return host;
    }

    private static Processor processor(String name, double clockMHz, int l2CacheKB) {
        Processor cpu = F.createProcessor();
        cpu.setName(name);
        cpu.setClockMHz(clockMHz);
        cpu.setL2CacheKB(l2CacheKB);
        return cpu;
    }

    /** An SBus; {@code bandwidthMBps} 0 keeps the model default (no figure in the paper). */
    private static IoBus sbus(Host host, String name, double clockMHz, double bandwidthMBps) {
        IoBus sbus = F.createIoBus();
        sbus.setName(name);
        sbus.setKind(IoBusKind.SBUS);
        sbus.setClockMHz(clockMHz);
        sbus.setWidthBits(32);
        if (bandwidthMBps > 0) {
            sbus.setBandwidthMBps(bandwidthMBps);
        }
        host.getIoBuses().add(sbus);
        return sbus;
    }

    /** The SSAM fast-trap and system-call costs of Tables 1 and 2, in ns. */
    private static KernelCosts sparcKernel(int trap, int checkConnection, int writeOverhead, int loadCell,
            int checkCellCount, int readOverhead, int demux, int store, int writeSyscall, int readSyscallOneCell,
            int readSyscallEmpty) {
        KernelCosts k = F.createKernelCosts();
        k.setTrapEntryExitNanos(trap);
        k.setCheckConnectionNanos(checkConnection);
        k.setWriteKernelOverheadNanos(writeOverhead);
        k.setLoadCellNanos(loadCell);
        k.setCheckCellCountNanos(checkCellCount);
        k.setReadKernelOverheadNanos(readOverhead);
        k.setCellDemuxNanos(demux);
        k.setCellStoreNanos(store);
        k.setWriteSyscallNanos(writeSyscall);
        k.setReadSyscallOneCellNanos(readSyscallOneCell);
        k.setReadSyscallEmptyNanos(readSyscallEmpty);
        return k;
    }

    private static NetworkInterface nic(String name, NicKind kind, IoBus bus) {
        NetworkInterface nic = F.createNetworkInterface();
        nic.setName(name);
        nic.setKind(kind);
        nic.setIoBus(bus);
        return nic;
    }

    /** Fore SBA-100: 36-cell out / 292-cell in FIFOs, 53-byte cells padded to 56, no DMA, no coprocessor. */
    private static NetworkInterface sba100(String name, IoBus bus, int pushCellNanos, int pullCellNanos) {
        NetworkInterface nic = nic(name, NicKind.ATM_SBA100, bus);
        nic.setOutFifoCells(36);
        nic.setInFifoCells(292);
        nic.setFifoCellBytes(56);
        nic.setDma(false);
        nic.setCoprocessorMHz(0);
        nic.setHostPushCellNanos(pushCellNanos);
        nic.setHostPullCellNanos(pullCellNanos);
        return nic;
    }

    /**
     * The papers' card of {@code kind}, on no I/O bus yet (the editor puts it on its host's first bus): the
     * SBA-100 of the SSAM paper's SS-20, the SBA-200/200E of the DVCM hosts (the SBA-200's i960 at 25 MHz), the
     * Clump's Myricom M2F, or a Fast Ethernet card, each with the figures its machine preset gives it.
     */
    public static NetworkInterface networkInterface(NicKind kind, String name) {
        return switch (kind) {
            case ATM_SBA100 -> sba100(name, null, SS20_PUSH_CELL_NANOS, SS20_PULL_CELL_NANOS);
            case ATM_SBA200, ATM_SBA200E -> sba200(name, kind, null);
            case MYRINET_LANAI -> m2f(name, null);
            case FAST_ETHERNET -> fastEthernet(name, null, SBUS_DMA_MBPS);
        };
    }

    /** Fore SBA-200 / SBA-200E: an i960 (25 / 33 MHz) staging cells in 256 kB SRAM, DMA over the SBus. */
    private static NetworkInterface sba200(String name, NicKind kind, IoBus bus) {
        NetworkInterface atm = nic(name, kind, bus);
        atm.setDma(true);
        atm.setDmaMBps(SBUS_DMA_MBPS);
        atm.setCoprocessorMHz(kind == NicKind.ATM_SBA200 ? 25 : 33);
        atm.setSramKB(256);
        atm.setOutFifoCells(0);   // cells are staged in the card's SRAM, not in host-visible FIFOs
        atm.setInFifoCells(0);
        atm.setFifoCellBytes(53);
        atm.setUncachedReadCycles(114);
        atm.setWriteCycles(34);
        return atm;
    }

    /** Myricom M2F (LANai 37.5 MHz, 256 kB SRAM) with the Clump's access costs (AM-II Table 1). */
    private static NetworkInterface m2f(String name, IoBus bus) {
        return myrinet(name, bus, SBUS_DMA_MBPS, 37.5, 256, 152, 54);
    }

    private static NetworkInterface myrinet(String name, IoBus bus, double dmaMBps, double lanaiMHz, int sramKB,
            int readCycles, int writeCycles) {
        NetworkInterface nic = nic(name, NicKind.MYRINET_LANAI, bus);
        nic.setDma(true);
        nic.setDmaMBps(dmaMBps);
        nic.setCoprocessorMHz(lanaiMHz);
        nic.setSramKB(sramKB);
        nic.setOutFifoCells(0);
        nic.setInFifoCells(0);
        nic.setUncachedReadCycles(readCycles);
        nic.setWriteCycles(writeCycles);
        return nic;
    }

    private static NetworkInterface fastEthernet(String name, IoBus bus, double dmaMBps) {
        NetworkInterface nic = nic(name, NicKind.FAST_ETHERNET, bus);
        nic.setDma(true);
        nic.setDmaMBps(dmaMBps);
        nic.setOutFifoCells(0);
        nic.setInFifoCells(0);
        return nic;
    }
}
