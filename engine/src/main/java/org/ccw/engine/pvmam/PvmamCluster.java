package org.ccw.engine.pvmam;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;

/**
 * A PVMAM job's tasks on the simulated fabric: one {@link AmInterface} per process over its host's NIC, on the
 * transport the job's options name (UDP, TCP, the Myrinet BPI), with tids laid out as PVM does ({@link Tid}: host number = the host's place
 * among the job's hosts, from 1; local part from 1), fully connected as {@code pvmam_init} does it (seed 003
 * §6.5): every task's stringified address is known to all, and for each pair the smaller tid connects and the
 * larger accepts.
 */
public final class PvmamCluster {
    private final List<AmInterface> interfaces;
    private final List<SimulatedTransport> transports;

    private PvmamCluster(List<AmInterface> interfaces, List<SimulatedTransport> transports) {
        this.interfaces = List.copyOf(interfaces);
        this.transports = List.copyOf(transports);
    }

    /**
     * The job's interfaces, in process order, connected to each other.
     *
     * @throws IllegalArgumentException for a transport or NIC this build does not run PVMAM on (the message names
     *                                  it), or a process whose NIC is not linked
     */
    public static PvmamCluster attach(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        return attach(job, new SharedPorts(fabric, scheduler), scheduler, tracer);
    }

    /**
     * As {@link #attach(JobSpec, Fabric, Scheduler, Tracer)}, on NIC ports the hosts' pvmds share. With the job's
     * {@code connectOnDemand} no pair is connected yet: each interface connects a pair at its first request to it
     * (seed 003 §10), as {@link #connectPair} does.
     */
    public static PvmamCluster attach(JobSpec job, SharedPorts ports, Scheduler scheduler, Tracer tracer) {
        PvmamOptions options = job.options(PvmamOptions.class);
        List<AmInterface> interfaces = new ArrayList<>();
        List<SimulatedTransport> transports = new ArrayList<>();
        for (TaskEnd end : ends(job, ports, scheduler, tracer, options.transport(), StreamFraming.ACTIVE_MESSAGES)) {
            transports.add(end.transport());
            interfaces.add(new AmInterface(end.tid(), end.transport(), options.parameters(), end.site()));
        }
        if (options.connectOnDemand()) {
            Map<Integer, AmInterface> byTid = new HashMap<>();
            interfaces.forEach(am -> byTid.put(am.tid(), am));
            interfaces.forEach(am -> am.connectOnDemand(peer -> {
                AmInterface other = byTid.get(peer);
                return other != null && connectPair(am, other);
            }));
        } else {
            connectAll(interfaces);
        }
        return new PvmamCluster(interfaces, transports);
    }

    /**
     * A task's end of the network without the AM layer: its tid, its host's node, the transport through its NIC and
     * where it charges its work — what a route that is not Active Messages (PVM's direct TCP, the daemons' UDP)
     * sends over.
     */
    public record TaskEnd(int tid, int node, SimulatedTransport transport, AmInterface.Site site) {
    }

    /**
     * One {@link TaskEnd} per process of {@code job}, in process order, over {@code kind} with {@code framing} on
     * TCP; tids as PVM lays them out (host number = the host's place among the job's hosts, from 1).
     *
     * @throws IllegalArgumentException as {@link #attach}
     */
    public static List<TaskEnd> ends(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
            PvmTransport kind, StreamFraming framing) {
        return ends(job, new SharedPorts(fabric, scheduler), scheduler, tracer, kind, framing);
    }

    /** As {@link #ends(JobSpec, Fabric, Scheduler, Tracer, PvmTransport, StreamFraming)}, on shared NIC ports. */
    public static List<TaskEnd> ends(JobSpec job, SharedPorts ports, Scheduler scheduler, Tracer tracer,
            PvmTransport kind, StreamFraming framing) {
        Fabric fabric = ports.fabric();
        Topology topology = fabric.topology();
        Map<String, Integer> nodesByName = nodesByName(topology);
        List<TaskEnd> ends = new ArrayList<>();
        for (TaskPlace place : places(job, fabric, scheduler, tracer)) {
            Processor cpu = fabric.processor(place.node(), place.processor());
            SimulatedTransport transport = transport(kind, job, topology.host(place.node()), place.nic(),
                    ports.task(place.node(), place.nic()), scheduler, cpu, hostNames(topology), nodesByName, tracer,
                    place.nic(), framing);
            ends.add(new TaskEnd(place.tid(), place.node(), transport, place.site()));
        }
        return ends;
    }

    /**
     * The Myrinet BPI alone through each process's card, charging {@code costs}, in process order: no AM layer and
     * no PVM above it, as Myricom's own test programs use it (seed 003 Appendix D, Figure 10's {@code bpi_latency}).
     * Nothing of the messages is recorded but their frames and charges.
     *
     * @throws IllegalArgumentException for a process whose card is not a Myrinet card
     */
    public static List<TaskEnd> bpiEnds(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer,
            TransportCosts costs) {
        SharedPorts ports = new SharedPorts(fabric, scheduler);
        Topology topology = fabric.topology();
        List<TaskEnd> ends = new ArrayList<>();
        for (TaskPlace place : places(job, fabric, scheduler, tracer)) {
            NicSpec nic = topology.host(place.node()).nics().get(place.nic());
            if (nic.kind() != NicKind.MYRINET_LANAI) {
                throw new IllegalArgumentException("the BPI needs a Myrinet card; NIC " + nic.name() + " is not one");
            }
            SimulatedTransport bpi = new DatagramTransport(false, ports.task(place.node(), place.nic()), scheduler,
                    place.site().cpu(), place.site().costs(), nic.dmaBytesPerSecond(), hostNames(topology),
                    nodesByName(topology), tracer, place.nic(), 0, null, costs);
            ends.add(new TaskEnd(place.tid(), place.node(), bpi, place.site()));
        }
        return ends;
    }

    /**
     * Where a task runs, before it opens any socket: its tid, its host's node and PVM host number, its NIC and
     * processor, and its site.
     */
    public record TaskPlace(int tid, int node, int hostNumber, int nic, int processor, AmInterface.Site site) {
    }

    /**
     * The job's tasks in process order, tids laid out as PVM does (host number = the host's place among the job's
     * hosts, from 1; local part from 1).
     */
    public static List<TaskPlace> places(JobSpec job, Fabric fabric, Scheduler scheduler, Tracer tracer) {
        List<Integer> tids = tids(job);
        List<TaskPlace> places = new ArrayList<>();
        for (JobSpec.Placement p : job.processes()) {
            int tid = tids.get(places.size());
            int nic = nicOf(p);
            Processor cpu = fabric.processor(p.host(), p.cpu());
            places.add(new TaskPlace(tid, p.host(), Tid.host(tid), nic, p.cpu(),
                    new AmInterface.Site(scheduler, HostCpu.of(cpu), cpu.costs(), tracer, nic)));
        }
        return places;
    }

    /**
     * The tids of the job's processes, in process order, as PVM lays them out: host number = the host's place among
     * the job's hosts, from 1; local part = the process's place on its host, from 1. Every OS process of a real run
     * lays them out alike.
     */
    public static List<Integer> tids(JobSpec job) {
        List<Integer> hostOrder = new ArrayList<>();
        Map<Integer, Integer> tasksOnHost = new HashMap<>();
        List<Integer> tids = new ArrayList<>();
        for (JobSpec.Placement p : job.processes()) {
            if (!hostOrder.contains(p.host())) {
                hostOrder.add(p.host());
            }
            tids.add(Tid.of(hostOrder.indexOf(p.host()) + 1, tasksOnHost.merge(p.host(), 1, Integer::sum)));
        }
        return tids;
    }

    /**
     * A pvmd's UDP socket through NIC {@code nic} of host {@code host} (its share of the port), charging
     * {@code processor} of that host: datagrams to {@link SharedPorts#PVMD_PORT}, no AM headers recorded. On an ATM
     * card its datagrams go as classical IP over AAL5 cells, as the task's do.
     */
    public static SimulatedTransport daemonSocket(SharedPorts ports, int host, int nic, int processor,
            Scheduler scheduler, Tracer tracer) {
        Fabric fabric = ports.fabric();
        Topology topology = fabric.topology();
        Map<String, Integer> nodesByName = nodesByName(topology);
        NicSpec spec = topology.host(host).nics().get(nic);
        Processor cpu = fabric.processor(host, processor);
        return new DatagramTransport(true, ports.daemon(host, nic), scheduler, HostCpu.of(cpu), cpu.costs(),
                spec.dmaBytesPerSecond(), hostNames(topology), nodesByName, tracer, nic, SharedPorts.PVMD_PORT, null);
    }

    /** The node number of each host, by its name (what a transport resolves). */
    private static Map<String, Integer> nodesByName(Topology topology) {
        Map<String, Integer> nodes = new HashMap<>();
        topology.hosts().forEach(h -> nodes.put(h.name(), h.id()));
        return nodes;
    }

    /** The name of a host by its node number; null for a switch or a number out of range. */
    public static IntFunction<String> hostNames(Topology topology) {
        return node -> node >= 0 && node < topology.nodeCount() && topology.host(node) != null
                ? topology.nodeName(node) : null;
    }

    /**
     * The transport {@code kind} through NIC {@code nicIndex} of the process's host ({@code port}: for UDP and TCP its
     * IP port, AAL5 on an ATM card); TCP is the host's own, with the socket options PVM sets; refuses the BPI on a
     * host without a Myrinet card.
     */
    private static SimulatedTransport transport(PvmTransport kind, JobSpec job, HostSpec host, int nicIndex,
            NetworkPort port,
            Scheduler scheduler, Processor cpu, IntFunction<String> hostNames, Map<String, Integer> nodesByName,
            Tracer tracer, int component, StreamFraming framing) {
        NicSpec nic = host.nics().get(nicIndex);
        if (kind == PvmTransport.MYRINET_BPI && nic.kind() != NicKind.MYRINET_LANAI) {
            throw new IllegalArgumentException("PVMAM job " + job.name() + " runs over the Myrinet BPI, but NIC "
                    + nic.name() + " is not a Myrinet card");
        }
        HostCpu hostCpu = HostCpu.of(cpu);
        return kind == PvmTransport.TCP
                ? new TcpTransport(port, scheduler, hostCpu, cpu.costs(), nic.dmaBytesPerSecond(), hostNames,
                        nodesByName, tracer, component, framing, TransportCosts.tcpOver(nic.kind()),
                        TcpTransport.linuxKernelOver(nic.kind()) ? TcpTransport.socketOver(nic.kind())
                                : TcpTransport.socketOf(host.tcp()),
                        TcpTransport.linuxKernelOver(nic.kind()))
                : new DatagramTransport(kind == PvmTransport.UDP, port, scheduler, hostCpu, cpu.costs(),
                        nic.dmaBytesPerSecond(), hostNames, nodesByName, tracer, component, 0, AmHeader.STACK);
    }

    /** The NIC the process names, else its host's first (as validation reads a process that names none). */
    private static int nicOf(JobSpec.Placement p) {
        return p.nic() != JobSpec.Placement.ANY_NIC ? p.nic() : 0;
    }

    /**
     * {@code pvmam_init}'s connections: each task learns every other's address string; for each pair, in the
     * master's order, the smaller tid connects and the larger accepts, then both insert the other.
     */
    static void connectAll(List<AmInterface> interfaces) {
        for (int i = 0; i < interfaces.size(); i++) {
            for (int j = i + 1; j < interfaces.size(); j++) {
                AmInterface a = interfaces.get(i);
                AmInterface b = interfaces.get(j);
                if (!connectPair(a, b)) {
                    throw new IllegalArgumentException("tasks " + Tid.text(a.tid()) + " and " + Tid.text(b.tid())
                            + " cannot reach each other");
                }
            }
        }
    }

    /** One pair of {@code pvmam_init}: the smaller tid connects, the larger accepts, both insert the other. */
    static boolean connectPair(AmInterface a, AmInterface b) {
        AmInterface smaller = a.tid() < b.tid() ? a : b;
        AmInterface larger = smaller == a ? b : a;
        AmEndpoint atSmaller = smaller.allocateTask(larger.tid(), larger.taskAddress());
        AmEndpoint atLarger = larger.allocateTask(smaller.tid(), smaller.taskAddress());
        if (!smaller.connectTask(atSmaller) || !larger.acceptTask(atLarger)) {
            return false;
        }
        smaller.insertTask(atSmaller);
        larger.insertTask(atLarger);
        return true;
    }

    /** The interfaces' transports, in process order. */
    public List<SimulatedTransport> transports() {
        return transports;
    }

    /** The job's interfaces, in process order. */
    public List<AmInterface> interfaces() {
        return interfaces;
    }
}
