package org.ccw.engine.hw;

import org.ccw.engine.hw.cell.CellReceiver;
import org.ccw.engine.hw.atm.AtmSwitch;
import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.hw.link.Channel;
import org.ccw.engine.hw.link.LinkFaults;
import org.ccw.engine.hw.link.TransmitQueue;
import org.ccw.engine.hw.myrinet.MyrinetWiring;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.topology.Routing;
import org.ccw.engine.topology.SwitchKind;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The simulated network of one run, assembled from a {@link Topology}: every host's processors and NICs, every
 * switch, and both directions of every link, wired by port. Links that touch a Myrinet switch are cut-through
 * lines with backpressure; all others carry cells through transmit queues and may lose them.
 */
public final class Fabric {
    private final Topology topology;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Nic[][] nics;
    private final Processor[][] processors;
    private final AtmSwitch[] atmSwitches;
    private final Map<Endpoint, NetworkPort> ports = new HashMap<>();
    private final List<LinkFaults> faultyLinks = new ArrayList<>();
    private long nextCellId;

    private Fabric(Topology topology, Scheduler scheduler, Tracer tracer) {
        this.topology = topology;
        this.scheduler = scheduler;
        this.tracer = tracer;
        int nodes = topology.nodeCount();
        this.nics = new Nic[nodes][];
        this.processors = new Processor[nodes][];
        this.atmSwitches = new AtmSwitch[nodes];
    }

    /** Builds the fabric of {@code topology}; its models act on {@code scheduler} and report to {@code tracer}. */
    /** IP's MTU over an ATM card's AAL5 (RFC 1577 and RFC 1626's default, 9180 bytes): the largest IP datagram. */
    public static int atmIpMtuBytes() {
        return Aal5Port.IP_MTU_BYTES;
    }

    public static Fabric build(Topology topology, Scheduler scheduler, Tracer tracer) {
        Fabric fabric = new Fabric(topology, scheduler, tracer);
        fabric.assemble();
        return fabric;
    }

    private void assemble() {
        Routing routing = Routing.of(topology);
        for (HostSpec host : topology.hosts()) {
            int id = host.id();
            nics[id] = new Nic[host.nics().size()];
            for (int i = 0; i < nics[id].length; i++) {
                nics[id][i] = new Nic(id, i, host.nics().get(i), scheduler, tracer);
            }
            processors[id] = new Processor[host.processors().size()];
            for (int p = 0; p < processors[id].length; p++) {
                ProcessorSpec spec = host.processors().get(p);
                processors[id][p] = new Processor(host.name() + "." + spec.name(), scheduler, new CpuCostModel(spec),
                        tracer, id, p);
            }
        }
        MyrinetWiring myrinet = new MyrinetWiring(scheduler, tracer, routing);
        for (SwitchSpec sw : topology.switches()) {
            if (sw.kind() == SwitchKind.MYRINET) {
                myrinet.addSwitch(sw);
            } else {
                atmSwitches[sw.id()] = new AtmSwitch(sw, scheduler, tracer, routing);
            }
        }
        for (LinkSpec link : topology.links()) {
            LinkFaults faults = LinkFaults.forLink(link, topology.faults(), scheduler);
            if (faults != null) {
                faultyLinks.add(faults);
            }
            if (myrinet.isSwitch(link.a().node()) || myrinet.isSwitch(link.b().node())) {
                myrinet.wire(link, this::nic, faults, this::newCellId);
            } else {
                wireCells(link, link.a(), faults);
                wireCells(link, link.b(), faults);
            }
        }
    }

    private void wireCells(LinkSpec link, Endpoint from, LinkFaults faults) {
        Endpoint to = link.other(from);
        CellReceiver receiver = atmSwitches[to.node()] != null ? atmSwitches[to.node()] : nic(to);
        Channel channel = new Channel(scheduler, tracer, link, from, receiver, faults, this::newCellId);
        if (atmSwitches[from.node()] != null) {
            atmSwitches[from.node()].attach(from.port(), channel);
        } else {
            Nic nic = nic(from);
            nic.attach(new TransmitQueue(scheduler, tracer, channel, QueueId.NIC_OUT, nic.spec().outFifoCells()));
        }
    }

    private Nic nic(Endpoint end) {
        return nics[end.node()][end.port()];
    }

    public Topology topology() {
        return topology;
    }

    /** A fresh cell id, unique in this run. */
    public long newCellId() {
        return nextCellId++;
    }

    /** Cell ids handed out so far. */
    public long cellIdsIssued() {
        return nextCellId;
    }

    /**
     * Cells the fabric has dropped so far: in switch buffers, in NIC FIFOs and on links. (Damage found by a
     * receiver's checksum is the receiver's count.)
     */
    public long cellsDropped() {
        long dropped = 0;
        for (AtmSwitch sw : atmSwitches) {
            dropped += sw == null ? 0 : sw.dropped();
        }
        for (Nic[] hostNics : nics) {
            for (int i = 0; hostNics != null && i < hostNics.length; i++) {
                dropped += hostNics[i].droppedOnReceive() + hostNics[i].refusedOnSend();
            }
        }
        for (LinkFaults link : faultyLinks) {
            dropped += link.dropped();
        }
        return dropped;
    }

    /**
     * Reports every frame any host hands to any of its interfaces to {@code capture}, from now on (call before the
     * run starts). Only a run that asks pays for it; the run and its trace are the same with or without.
     */
    public void capture(PacketCapture capture) {
        for (Nic[] hostNics : nics) {
            for (int i = 0; hostNics != null && i < hostNics.length; i++) {
                hostNics[i].tap(capture == null ? null : new CaptureTap(scheduler, hostNics[i], capture));
            }
        }
    }

    /** NIC {@code index} of host {@code host} (node id). */
    public Nic nic(int host, int index) {
        return nics[host][index];
    }

    /** Processor {@code index} of host {@code host} (node id). */
    public Processor processor(int host, int index) {
        return processors[host][index];
    }

    /** The ATM (or Ethernet) switch with node id {@code node}, or null. */
    public AtmSwitch atmSwitch(int node) {
        return atmSwitches[node];
    }

    /**
     * The stack-facing port of host {@code host} (node id), sending and receiving through its first NIC. Made
     * on first request; its {@link NetworkPort#onArrival} is that NIC's {@link Nic#onArrival}, so one receiver
     * (a stack, or the raw traffic generator) owns the NIC's input FIFO.
     */
    public NetworkPort port(int host) {
        return port(host, 0);
    }

    /**
     * The stack-facing port of NIC {@code nic} of host {@code host}, for a stack whose processes are assigned to
     * the host's NICs (an SMP with several); made on first request, one receiver per NIC as for {@link #port(int)}.
     */
    public NetworkPort port(int host, int nic) {
        HostSpec spec = checkLinked(host, nic);
        NetworkPort port = ports.computeIfAbsent(new Endpoint(host, nic), e -> new FabricPort(this, nics[host][nic]));
        if (!(port instanceof FabricPort)) {
            throw new IllegalArgumentException("host " + spec.name() + ": network interface "
                    + spec.nics().get(nic).name() + " already carries IP over ATM; one receiver per interface");
        }
        return port;
    }

    /**
     * The port a host's IP layer (UDP, TCP) sends through on NIC {@code nic} of host {@code host}: on an ATM
     * interface classical IP over ATM, each datagram one AAL5 packet of cells ({@link Aal5Port}); on any other
     * interface its own frames, as {@link #port(int, int)}. One receiver per NIC, so a NIC serves one or the other.
     */
    public NetworkPort ipPort(int host, int nic) {
        HostSpec spec = topology.host(host);
        if (nics[host].length <= nic || !spec.nics().get(nic).kind().carriesCells()) {
            return port(host, nic);
        }
        checkLinked(host, nic);
        NetworkPort port = ports.computeIfAbsent(new Endpoint(host, nic), e -> new Aal5Port(this, nics[host][nic],
                scheduler, tracer, topology.linkAt(e).serializationPs(spec.nics().get(nic).kind().wireBytes(0))));
        if (!(port instanceof Aal5Port)) {
            throw new IllegalArgumentException("host " + spec.name() + ": network interface "
                    + spec.nics().get(nic).name() + " already carries raw cells; one receiver per interface");
        }
        return port;
    }

    /** The host's spec, once its NIC {@code nic} is known to exist and be linked. */
    private HostSpec checkLinked(int host, int nic) {
        HostSpec spec = topology.host(host);
        if (nics[host].length <= nic || topology.linkAt(new Endpoint(host, nic)) == null) {
            // A stack's cells would leave through nothing: refuse at set-up, naming the host.
            throw new IllegalArgumentException("host " + spec.name() + " runs a process, but "
                    + (nics[host].length <= nic ? "has no network interface " + nic
                            : "its network interface " + spec.nics().get(nic).name() + " is not linked"));
        }
        return spec;
    }
}
