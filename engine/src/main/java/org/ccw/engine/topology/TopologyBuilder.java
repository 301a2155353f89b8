package org.ccw.engine.topology;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Cluster;
import org.ccw.model.cluster.EthernetSwitch;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.LinkEndpoint;
import org.ccw.model.cluster.LinkMedium;
import org.ccw.model.cluster.MyrinetSwitch;
import org.ccw.model.cluster.NetworkInterface;
import org.ccw.model.cluster.Node;
import org.ccw.model.cluster.Process;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.cluster.SwitchPort;
import org.ccw.model.cluster.Workload;
import org.ccw.model.validation.StackRules;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Copies an EMF {@link Scenario} into a {@link Topology} at run start; afterwards the engine holds no EMF object.
 * Node ids follow the order of the cluster's nodes, link ids the order of its links, NIC ports the order of a
 * host's NICs and switch ports their {@code index}. Units are converted here: MHz stay MHz, Mb/s become b/s,
 * nanoseconds and microseconds become picoseconds.
 *
 * <p>Four values the model does not hold are derived, each documented where it is made: FIFO depths of NICs
 * that buffer in SRAM or host memory, the Early Packet
 * Discard threshold (half the port buffer), an Ethernet switch's buffer in frames (its bytes over one full
 * frame on the wire), and the delay of a reordered cell (two cell times on the slowest link, enough for the
 * next cell to overtake it). Until the protocol stacks exist, the scenario's first workload is driven as raw
 * cells in the nearest traffic shape ({@link #trafficShape}).
 */
public final class TopologyBuilder {
    private final Map<Node, Integer> nodeIds = new IdentityHashMap<>();
    private final Map<Link, Integer> linkIds = new IdentityHashMap<>();

    private TopologyBuilder() {
    }

    /** The engine's copy of {@code scenario}. */
    public static Topology from(Scenario scenario) {
        return new TopologyBuilder().copy(scenario);
    }

    private Topology copy(Scenario scenario) {
        Cluster cluster = scenario.getCluster();
        if (cluster == null) {
            throw new IllegalArgumentException("scenario " + scenario.getName() + " has no cluster");
        }
        List<Node> nodes = cluster.getNodes();
        for (Node node : nodes) {
            nodeIds.put(node, nodeIds.size());
        }
        List<HostSpec> hosts = new ArrayList<>();
        List<SwitchSpec> switches = new ArrayList<>();
        for (Node node : nodes) {
            if (node instanceof Host host) {
                hosts.add(host(host));
            } else if (node instanceof Switch sw) {
                switches.add(switchSpec(sw));
            }
        }
        List<LinkSpec> links = new ArrayList<>();
        for (Link link : cluster.getLinks()) {
            linkIds.put(link, links.size());
            links.add(new LinkSpec(links.size(), link.getName(), endpoint(link.getEnd1(), link),
                    endpoint(link.getEnd2(), link), link.getBandwidthMbps() * 1e6,
                    Time.nanos(link.getPropagationDelayNanos()), link.getCellLossRate(), link.getCorruptionRate(),
                    link.getDuplicationRate(), framingBytes(link.getMedium())));
        }
        return new Topology(scenario.getName(), scenario.getSeed(), Time.micros(scenario.getDurationMicros()),
                hosts, switches, links, faults(scenario.getFaults(), links), workload(scenario, hosts),
                jobs(scenario));
    }

    /**
     * Bytes of line framing {@code medium} adds to each cell: the TAXI fibre's 2 (seed 004 §3.4, "53+2 bytes", a cell
     * every 3.14 µs at 140 Mb/s); none for the others — SONET's overhead is outside the OC-3 rate the presets give,
     * Myrinet and Ethernet frames carry their own headers in their sizes.
     */
    static int framingBytes(LinkMedium medium) {
        return medium == LinkMedium.TAXI_FIBER ? 2 : 0;
    }

    /** The jobs, each with its stack's options read by the registered stack that runs it. */
    private List<JobSpec> jobs(Scenario scenario) {
        Workload workload = scenario.getWorkloads().isEmpty() ? null : scenario.getWorkloads().get(0);
        Job driven = workload == null ? null : workload.getJob() != null ? workload.getJob()
                : scenario.getCluster().getJobs().stream().findFirst().orElse(null);
        List<JobSpec> jobs = new ArrayList<>();
        for (Job job : scenario.getCluster().getJobs()) {
            StackRules rules = StackRules.of(job.getStack())
                    .filter(StackOptions.Reader.class::isInstance).orElse(null);
            List<JobSpec.Placement> processes = new ArrayList<>();
            for (Process process : job.getProcesses()) {
                if (process.getProcessor() != null && process.getProcessor().eContainer() instanceof Host host) {
                    // the stack says which NIC a process goes through (its own, or spread over an SMP's)
                    int nic = rules == null ? JobSpec.Placement.ANY_NIC : rules.nicOf(process, host)
                            .map(n -> host.getNics().indexOf(n)).orElse(JobSpec.Placement.ANY_NIC);
                    processes.add(new JobSpec.Placement(process.getName(), nodeIds.get(host),
                            host.getProcessors().indexOf(process.getProcessor()), nic, process.getEndpointCount()));
                }
            }
            String stack = rules != null ? rules.name()
                    : job.getStack() == null ? null : job.getStack().eClass().getName();
            StackOptions options = rules == null ? null : ((StackOptions.Reader) rules).read(job.getStack());
            jobs.add(new JobSpec(job.getName(), stack, options, processes, job != driven ? null
                    : new JobSpec.Workload(workload.getKind(), workload.getMessageCount(), workload.getMessageBytes())));
        }
        return jobs;
    }

    private HostSpec host(Host host) {
        List<ProcessorSpec> processors = host.getProcessors().stream()
                .map(p -> new ProcessorSpec(p.getName(), p.getClockMHz(), host.getCacheLineMissCycles(),
                        host.getRemoteCacheMissCycles(), host.getCasCycles(), host.getMemcpyMBps() * 1e6))
                .toList();
        List<NicSpec> nics = host.getNics().stream().map(TopologyBuilder::nic).toList();
        return new HostSpec(nodeIds.get(host), host.getName(), processors, nics, kernel(host),
                host.getMemoryBandwidthMBps() * 1e6, TcpSettings.forOperatingSystem(host.getOperatingSystem()));
    }

    private static KernelCostTable kernel(Host host) {
        try {
            return host.getKernel() == null ? null : KernelCostTable.from(host.getKernel());
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("host " + host.getName() + ": " + e.getMessage(), e);
        }
    }

    private static NicSpec nic(NetworkInterface nic) {
        NicKind kind = nicKind(nic);
        return new NicSpec(nic.getName(), kind, depth(nic.getOutFifoCells(), nic, kind),
                depth(nic.getInFifoCells(), nic, kind), nic.isDma(),
                nic.getCoprocessorMHz(), Time.nanos(nic.getHostPushCellNanos()),
                Time.nanos(nic.getHostPullCellNanos()), nic.getUncachedReadCycles(), nic.getWriteCycles(),
                nic.getDmaMBps() * 1e6);
    }

    /**
     * A FIFO depth in cells or packets. A NIC that stages cells in its SRAM instead of host-visible FIFOs (depth 0
     * in the model) gets half its SRAM each way; one that DMAs straight into host-memory rings is unbounded.
     */
    private static int depth(int modelCells, NetworkInterface nic, NicKind kind) {
        if (modelCells > 0) {
            return modelCells;
        }
        if (nic.getSramKB() > 0) {
            return Math.max(1, nic.getSramKB() * 1024 / 2 / kind.wireBytes(kind.mtuBytes()));
        }
        return Integer.MAX_VALUE;
    }

    private static NicKind nicKind(NetworkInterface nic) {
        return switch (nic.getKind()) {
            case ATM_SBA100 -> NicKind.SBA_100;
            case ATM_SBA200 -> NicKind.SBA_200;
            case ATM_SBA200E -> NicKind.SBA_200E;
            case MYRINET_LANAI -> NicKind.MYRINET_LANAI;
            case FAST_ETHERNET -> NicKind.FAST_ETHERNET;
        };
    }

    private SwitchSpec switchSpec(Switch sw) {
        int id = nodeIds.get(sw);
        long fabricPs = Time.nanos(sw.getFabricLatencyNanos());
        if (sw instanceof AtmSwitch atm) {
            return new SwitchSpec(id, sw.getName(), SwitchKind.ATM, sw.getPortCount(), atm.getBufferCellsPerPort(),
                    PacketDiscard.valueOf(atm.getPacketDiscard().getName()), atm.getEpdThresholdCells(), fabricPs);
        }
        if (sw instanceof MyrinetSwitch) {
            return new SwitchSpec(id, sw.getName(), SwitchKind.MYRINET, sw.getPortCount(), 0, PacketDiscard.NONE, 0,
                    fabricPs);
        }
        if (sw instanceof EthernetSwitch ethernet) {
            int fullFrame = NicKind.FAST_ETHERNET.wireBytes(NicKind.FAST_ETHERNET.mtuBytes());
            int frames = Math.max(1, ethernet.getBufferBytesPerPort() / fullFrame);
            return new SwitchSpec(id, sw.getName(), SwitchKind.ETHERNET, sw.getPortCount(), frames,
                    PacketDiscard.NONE, 0, fabricPs);
        }
        throw new IllegalArgumentException("switch " + sw.getName() + " is of no kind the engine models");
    }

    private Endpoint endpoint(LinkEndpoint end, Link link) {
        if (end instanceof NetworkInterface nic && nic.eContainer() instanceof Host host) {
            return new Endpoint(nodeIds.get(host), host.getNics().indexOf(nic));
        }
        if (end instanceof SwitchPort port && port.eContainer() instanceof Switch sw) {
            return new Endpoint(nodeIds.get(sw), port.getIndex());
        }
        throw new IllegalArgumentException("link " + link.getName() + " has an end on neither a NIC nor a port");
    }

    private FaultSettings faults(FaultInjection faults, List<LinkSpec> links) {
        if (faults == null) {
            return FaultSettings.NONE;
        }
        double slowest = links.stream().mapToDouble(LinkSpec::bitsPerSecond).min().orElse(1);
        long reorderDelayPs = 2 * Time.serialization(WorkloadSpec.ATM_CELL_BYTES, slowest);
        List<ScriptedDrop> scripted = faults.getScriptedDrops().stream()
                .map(d -> new ScriptedDrop(linkId(d.getLink()), d.getCellIndex()))
                .toList();
        return new FaultSettings(faults.getLossRate(), faults.getDuplicationRate(), faults.getCorruptionRate(),
                faults.getReorderRate(), reorderDelayPs, scripted);
    }

    private int linkId(Link link) {
        Integer id = linkIds.get(link);
        if (id == null) {
            throw new IllegalArgumentException("a scripted drop names a link that is not in the cluster");
        }
        return id;
    }

    private WorkloadSpec workload(Scenario scenario, List<HostSpec> hosts) {
        if (scenario.getWorkloads().isEmpty()) {
            return new WorkloadSpec(WorkloadKind.PING_PONG, 0, 1, WorkloadSpec.ATM_CELL_BYTES, 1);
        }
        Workload workload = scenario.getWorkloads().get(0);
        List<Process> processes = !workload.getParticipants().isEmpty() ? workload.getParticipants()
                : workload.getJob() != null ? workload.getJob().getProcesses() : List.of();
        List<Integer> participants = new ArrayList<>();
        for (Process process : processes) {
            if (process.getProcessor() != null && process.getProcessor().eContainer() instanceof Host host) {
                int id = nodeIds.get(host);
                if (!participants.contains(id)) {
                    participants.add(id);
                }
            }
        }
        NicKind nic = participants.isEmpty() ? hosts.get(0).nics().get(0).kind()
                : hosts.stream().filter(h -> h.id() == participants.get(0)).findFirst().orElseThrow()
                .nics().get(0).kind();
        int bytes = Math.max(1, workload.getMessageBytes());
        int cells = (bytes + nic.mtuBytes() - 1) / nic.mtuBytes();
        org.ccw.model.workload.WorkloadKind kind = workload.getKind();
        if (!kind.isGeneric()) {
            Job driven = workload.getJob() != null ? workload.getJob()
                    : scenario.getCluster().getJobs().stream().findFirst().orElse(null);
            if (driven == null || driven.getStack() == null) {
                throw new IllegalArgumentException("workload " + workload.getName() + " asks for " + kind
                        + ", a stack's own kind, but its job has no stack to play it");
            }
            // its stack plays it; no raw-cell traffic stands in for it
            return new WorkloadSpec(WorkloadKind.PING_PONG, 0, 1, WorkloadSpec.ATM_CELL_BYTES, 1);
        }
        return new WorkloadSpec(trafficShape(kind), workload.getMessageCount(), cells,
                nic.wireBytes(Math.min(bytes, nic.mtuBytes())), 1, participants);
    }

    /**
     * The raw cells a generic workload drives on a job without a stack: request/reply kinds (remote read and store)
     * become a ping-pong, bulk transfer a burst from the second participant to the first.
     */
    static WorkloadKind trafficShape(org.ccw.model.workload.WorkloadKind kind) {
        if (kind == org.ccw.model.workload.WorkloadKind.BULK_TRANSFER
                || kind == org.ccw.model.workload.WorkloadKind.ALL_TO_ONE_BURST) {
            return WorkloadKind.ALL_TO_ONE_BURST;
        }
        return kind == org.ccw.model.workload.WorkloadKind.ALL_TO_ALL_PERMUTATION ? WorkloadKind.ALL_TO_ALL_PERMUTATION
                : WorkloadKind.PING_PONG;
    }
}
