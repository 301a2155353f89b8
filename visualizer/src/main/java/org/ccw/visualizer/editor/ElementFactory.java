package org.ccw.visualizer.editor;

import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.HostKind;
import org.ccw.model.cluster.IoBus;
import org.ccw.model.cluster.IoBusKind;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.KernelPath;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.NicKind;
import org.ccw.model.cluster.Processor;
import org.ccw.model.cluster.SsamConfig;

/**
 * The palette's generic parts, built from the metamodel's defaults (which are the SSAM paper's SS-20 figures
 * where a feature has one) plus what each NIC kind is by construction: the SBA-100 has FIFOs and no DMA, the
 * SBA-200/200E an i960 and DMA, the LANai SRAM and DMA. Anything the user wants exact comes from a preset.
 */
final class ElementFactory {

    private static final ClusterFactory F = ClusterFactory.eINSTANCE;

    private ElementFactory() {
    }

    /** A uniprocessor workstation with one SBus and an SBA-100, ready to be linked. */
    static Host workstation(String name) {
        return host(name, HostKind.WORKSTATION, 1, NicKind.ATM_SBA100);
    }

    /** A four-way SMP with one SBus and a Myrinet NIC, ready to be linked. */
    static Host smp(String name) {
        return host(name, HostKind.SMP, 4, NicKind.MYRINET_LANAI);
    }

    private static Host host(String name, HostKind kind, int processors, NicKind nicKind) {
        Host host = F.createHost();
        host.setName(name);
        host.setKind(kind);
        for (int i = 0; i < processors; i++) {
            host.getProcessors().add(processor("cpu" + i));
        }
        IoBus bus = F.createIoBus();
        bus.setName("sbus0");
        bus.setKind(IoBusKind.SBUS);
        host.getIoBuses().add(bus);
        host.setKernel(F.createKernelCosts());
        NetworkInterface nic = nic(nicKind, "nic0");
        nic.setIoBus(bus);
        host.getNics().add(nic);
        return host;
    }

    static Processor processor(String name) {
        Processor processor = F.createProcessor();
        processor.setName(name);
        return processor;
    }

    /** A NIC of {@code kind}; the caller puts it on one of its host's I/O buses. */
    static NetworkInterface nic(NicKind kind, String name) {
        NetworkInterface nic = F.createNetworkInterface();
        nic.setName(name);
        nic.setKind(kind);
        switch (kind) {
            case ATM_SBA100 -> {
                // FIFO depths are the metamodel's defaults (36 out, 292 in); no DMA, no coprocessor.
            }
            case ATM_SBA200, ATM_SBA200E -> {
                nic.setDma(true);
                nic.setDmaMBps(38);
                nic.setCoprocessorMHz(kind == NicKind.ATM_SBA200 ? 25 : 33);
                nic.setSramKB(256);
                nic.setOutFifoCells(0);
                nic.setInFifoCells(0);
                nic.setFifoCellBytes(53);
            }
            case MYRINET_LANAI -> {
                nic.setDma(true);
                nic.setDmaMBps(38);
                nic.setCoprocessorMHz(37.5);
                nic.setSramKB(256);
                nic.setOutFifoCells(0);
                nic.setInFifoCells(0);
            }
            case FAST_ETHERNET -> {
                nic.setDma(true);
                nic.setDmaMBps(12.5);
                nic.setOutFifoCells(0);
                nic.setInFifoCells(0);
            }
        }
        return nic;
    }

    static AtmSwitch atmSwitch(String name) {
        AtmSwitch sw = F.createAtmSwitch();
        sw.setName(name);
        return sw;
    }

    static MyrinetSwitch myrinetSwitch(String name) {
        MyrinetSwitch sw = F.createMyrinetSwitch();
        sw.setName(name);
        sw.setPortCount(8);
        return sw;
    }

    /** A job running SSAM with the paper's window of 8 over fast traps; processes are added by dropping them. */
    static Job job(String name) {
        Job job = F.createJob();
        job.setName(name);
        SsamConfig ssam = F.createSsamConfig();
        ssam.setWindow(8);
        ssam.setKernelPath(KernelPath.FAST_TRAPS);
        job.setStack(ssam);
        return job;
    }

    static org.ccw.model.cluster.Process process(String name) {
        org.ccw.model.cluster.Process process = F.createProcess();
        process.setName(name);
        return process;
    }
}
