package org.ccw.engine.pvmam.pvmd;

import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntUnaryOperator;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.NativeAddress;
import org.ccw.engine.pvmam.SimulatedTransport;
import org.ccw.engine.pvmam.Tid;
import org.ccw.engine.pvmam.Transport;
import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.Tracer;

/**
 * The PVM daemon of one host (seed 003 §6.3; REFERENCE.md "PVM 3.4"): it reads the fragments its tasks write on
 * their local sockets, sends those for other hosts to their pvmds over UDP, one fragment per packet, and writes the
 * fragments that reach it, from its own tasks or from other pvmds, to the destination task's socket. A fragment for
 * the pvmd itself (a message to its tid) ends there.
 *
 * <p>Between two pvmds: data packets numbered by a 16-bit sequence per host pair, one outstanding at a time; the
 * receiver acknowledges every data packet it gets (again for a duplicate, whose acknowledgement may have been lost)
 * and takes only the next in sequence. A packet not acknowledged within its retry interval is sent again, the
 * interval doubled while it is under 9 s; it starts at {@value #RETRY_MARGIN} times the pair's round-trip estimate,
 * 1 s until measured, then smoothed as (new + 3 × old) / 4 from packets acknowledged at the first try. A host whose packet has gone
 * {@value #DEAD_RETRIES} times and for {@value #DEAD_AFTER_S} s is declared dead and its packets dropped.
 *
 * <p>The pvmd's work — reading and writing sockets, routing, its UDP calls — is charged to its processor, so its
 * own backlog delays what follows it.
 */
public final class Pvmd {
    /** The trace kind of a pvmd-to-pvmd packet on the wire (its id the PVM message's). */
    public static final String FRAME = "pvmd";
    /** The trace kind of a pvmd's acknowledgment of a packet. */
    public static final String ACK = "pvmd-ack";
    /** A fragment's hops through the daemons, the kinds of their messages: a task to its pvmd. */
    public static final String TASK_TO_PVMD = "task-pvmd";
    /** A pvmd to the destination's pvmd. */
    public static final String PVMD_TO_PVMD = "pvmd-pvmd";
    /** A pvmd to the destination task. */
    public static final String PVMD_TO_TASK = "pvmd-task";
    /** The round-trip estimate before any is measured. */
    public static final long FIRST_RTT_PS = Time.micros(1_000_000);
    /** A retry interval doubles while under this. */
    public static final long DOUBLING_LIMIT_PS = Time.micros(9_000_000);
    /**
     * A packet's first retry interval, in round-trip estimates (ASSUMED: the estimate follows the mean, so an interval
     * of one estimate would send every slower-than-average packet twice).
     */
    static final int RETRY_MARGIN = 2;
    static final int DEAD_RETRIES = 10;
    static final int DEAD_AFTER_S = 180;
    private static final int DAEMON_BIT = 1 << 31;

    /** How a PVM message on the daemon route is named in the trace (the daemon route's message ids). */
    public interface MessageNamer {
        long id(int sourceTid, int destinationTid, long count);
    }

    private final int tid;
    private final int node;
    private final SimulatedTransport udp;
    private final AmInterface.Site site;
    private final DaemonCosts costs;
    private final IntUnaryOperator nodeOfHost;
    private final MessageNamer namer;
    private final Map<Integer, UnixSocket> toTasks = new HashMap<>();
    private final Map<Integer, Peer> peers = new HashMap<>();
    private final HopNames fromTasks = new HopNames();
    private final HopNames fromNetwork = new HopNames();
    private boolean serviceScheduled;
    private long packetsSent;
    private long retransmissions;
    private long duplicates;
    private long damaged;
    private long messagesForMe;
    private long hostsDead;

    /**
     * @param hostNumber the host's number in PVM's tids (its pvmd's tid is bit 31 with it)
     * @param udp        the pvmd's UDP socket ({@code PvmamCluster.daemonSocket})
     * @param site       where it runs: scheduler, processor, costs, tracer, NIC
     * @param nodeOfHost the node of a PVM host number
     * @param namer      the trace's id of a message on this route
     */
    public Pvmd(int hostNumber, SimulatedTransport udp, AmInterface.Site site, DaemonCosts costs,
            IntUnaryOperator nodeOfHost, MessageNamer namer) {
        this.tid = daemonTid(hostNumber);
        this.udp = udp;
        this.site = site;
        this.costs = costs;
        this.nodeOfHost = nodeOfHost;
        this.namer = namer;
        Transport.Info info = udp.init();
        this.node = info.local().node();
        udp.awaitData(this::servicePending);
    }

    /** The tid of the pvmd of host {@code hostNumber}: bit 31, and the host number in bits 18–29. */
    public static int daemonTid(int hostNumber) {
        return DAEMON_BIT | hostNumber << 18;
    }

    /** Whether {@code tid} names a pvmd. */
    public static boolean isDaemon(int tid) {
        return (tid & DAEMON_BIT) != 0;
    }

    public int tid() {
        return tid;
    }

    public int node() {
        return node;
    }

    /** The pvmd's UDP socket. */
    public SimulatedTransport socket() {
        return udp;
    }

    /**
     * Connects task {@code taskTid} of this host: the pvmd reads {@code fromTask} (when told there is data, as its
     * {@code select} would) and writes the task's fragments to {@code toTask}.
     */
    public void attach(int taskTid, UnixSocket fromTask, UnixSocket toTask) {
        toTasks.put(taskTid, toTask);
        fromTask.onData(() -> whenFree(() -> readTask(fromTask)));
    }

    private void whenFree(Runnable action) {
        site.scheduler().schedule(Math.max(0, site.cpu().charge(0) - site.scheduler().now()), action);
    }

    private void readTask(UnixSocket socket) {
        byte[] fragment = socket.read(site.cpu(), site.costs());
        if (fragment == null) {
            return;
        }
        site.cpu().charge("pvmd.route", site.costs().cyclesPs(costs.routeCycles()));
        whenFree(() -> {
            Hop hop = fromTasks.name(fragment);
            hop(false, TASK_TO_PVMD, hop, fragment, Tid.local(source(fragment)), node, 0);
            route(fragment, hop);
        });
    }

    private void route(byte[] fragment, Hop hop) {
        int destination = destination(fragment);
        if (Tid.host(destination) == Tid.host(tid)) {
            arrived(fragment, hop);
            return;
        }
        Peer peer = peers.computeIfAbsent(nodeOfHost.applyAsInt(Tid.host(destination)),
                n -> new Peer(n, daemonTid(Tid.host(destination))));
        if (peer.dead) {
            return;
        }
        peer.waiting.add(new Outgoing(fragment, hop));
        sendNext(peer);
    }

    /** A fragment for this host: to its task's socket, or the end of a message to the pvmd itself. */
    private void arrived(byte[] fragment, Hop hop) {
        int destination = destination(fragment);
        if (destination == tid) {
            if (endsMessage(fragment)) {
                messagesForMe++;
            }
            return;
        }
        UnixSocket toTask = toTasks.get(destination);
        if (toTask == null) {
            site.tracer().cellDropped(node, site.component(), cell(hop.id, FRAME, fragment.length),
                    DropReason.PROTOCOL);
            return;
        }
        hop(true, PVMD_TO_TASK, hop, fragment, 0, node, Tid.local(destination));
        toTask.write(fragment, site.cpu(), site.costs());
    }

    private void sendNext(Peer peer) {
        if (peer.outstanding != null || peer.waiting.isEmpty() || peer.dead) {
            return;
        }
        Outgoing out = peer.waiting.poll();
        out.sequence = peer.nextSequence;
        peer.nextSequence = (peer.nextSequence + 1) & 0xFFFF;
        out.packet = new PvmdPacketHeader(peer.daemonTid, tid, out.sequence, 0, PvmdPacketHeader.DATA)
                .encode(out.fragment);
        out.intervalPs = RETRY_MARGIN * peer.rttPs;
        peer.outstanding = out;
        hop(true, PVMD_TO_PVMD, out.hop, out.fragment, 0, peer.node, 0);
        out.firstSentPs = transmit(peer, out);
        arm(peer, out);
    }

    private long transmit(Peer peer, Outgoing out) {
        packetsSent++;
        udp.send(new NativeAddress(peer.node), out.packet, out.packet.length, new FrameTag(FRAME, out.hop.id));
        return site.cpu().charge(0);
    }

    private void arm(Peer peer, Outgoing out) {
        long delay = out.intervalPs + Math.max(0, site.cpu().charge(0) - site.scheduler().now());
        out.timer = site.scheduler().schedule(delay, () -> expired(peer, out));
    }

    private void expired(Peer peer, Outgoing out) {
        if (peer.outstanding != out) {
            return;
        }
        site.tracer().timerFired(node, site.component(), "pvmd-retry");
        out.attempts++;
        if (out.attempts >= DEAD_RETRIES
                && site.scheduler().now() - out.firstSentPs >= Time.micros(DEAD_AFTER_S * 1_000_000L)) {
            peer.dead = true;
            peer.outstanding = null;
            peer.waiting.clear();
            hostsDead++;
            return;
        }
        if (out.intervalPs < DOUBLING_LIMIT_PS) {
            out.intervalPs *= 2;
        }
        retransmissions++;
        site.tracer().retransmitted(node, site.component(), cell(out.hop.id, FRAME, out.packet.length),
                out.attempts);
        transmit(peer, out);
        arm(peer, out);
    }

    private void servicePending() {
        if (serviceScheduled) {
            return;
        }
        serviceScheduled = true;
        whenFree(this::serviceOnce);
    }

    private void serviceOnce() {
        serviceScheduled = false;
        Transport.Received received = udp.receive();
        if (received == null) {
            return;
        }
        site.cpu().charge("pvmd.route", site.costs().cyclesPs(costs.routeCycles()));
        whenFree(() -> {
            packet(received);
            servicePending();
        });
    }

    private void packet(Transport.Received received) {
        PvmdPacketHeader header = PvmdPacketHeader.decode(received.bytes(), received.length());
        if (header == null || header.destination() != tid) {
            damaged++;
            site.tracer().cellDropped(node, site.component(), cell(-1, FRAME, received.length()),
                    DropReason.CHECKSUM);
            return;
        }
        Peer peer = peers.computeIfAbsent(received.source().node(), n -> new Peer(n, header.source()));
        if (header.isAck()) {
            acknowledged(peer, header.ack());
        }
        if (!header.isData()) {
            return;
        }
        byte[] ack = new PvmdPacketHeader(header.source(), tid, 0, header.sequence(), PvmdPacketHeader.ACK)
                .encode(new byte[0]);
        udp.send(new NativeAddress(peer.node), ack, ack.length, new FrameTag(ACK, -1));
        if (header.sequence() != peer.expected) {
            duplicates++;
            site.tracer().cellDropped(node, site.component(), cell(-1, FRAME, received.length()),
                    DropReason.PROTOCOL);
            return;
        }
        peer.expected = (peer.expected + 1) & 0xFFFF;
        byte[] fragment = PvmdPacketHeader.payload(received.bytes(), received.length());
        Hop hop = fromNetwork.name(fragment);
        hop(false, PVMD_TO_PVMD, hop, fragment, 0, node, 0, peer.node);
        arrived(fragment, hop);
    }

    private void acknowledged(Peer peer, int sequence) {
        Outgoing out = peer.outstanding;
        if (out == null || out.sequence != sequence) {
            return;
        }
        site.scheduler().cancel(out.timer);
        if (out.attempts == 0) {
            // Karn: only a packet acknowledged at its first try measures the round trip
            long sample = site.scheduler().now() - out.firstSentPs;
            peer.rttPs = (sample + 3 * peer.rttPs) / 4;
        }
        peer.outstanding = null;
        sendNext(peer);
    }

    private void hop(boolean sent, String kind, Hop hop, byte[] fragment, int sourcePort, int destinationNode,
            int destinationPort) {
        hop(sent, kind, hop, fragment, sourcePort, destinationNode, destinationPort, node);
    }

    /** A hop's record: {@code sent} at its start here, else delivered here; the source is {@code sourceNode}. */
    private void hop(boolean sent, String kind, Hop hop, byte[] fragment, int sourcePort, int destinationNode,
            int destinationPort, int sourceNode) {
        Tracer tracer = site.tracer();
        if (!tracer.isOn()) {
            return;
        }
        MessageIdentity m = hopIdentity(hop.id, kind, fragment.length - FRAGMENT_HEADER_BYTES, sent ? node : sourceNode,
                sourcePort, sent ? destinationNode : node, destinationPort, hop.index);
        if (sent) {
            tracer.messageSent(node, site.component(), m);
        } else {
            tracer.messageDelivered(node, site.component(), m);
        }
    }

    /**
     * A hop of fragment {@code index} of message {@code id}. A pvmd does not know how many fragments a message has
     * before its last (the fragment header marks only the end), so {@code fragments} is {@code index + 1} on every
     * hop of the route, at both ends alike.
     */
    public static MessageIdentity hopIdentity(long id, String kind, int bytes, int source, int sourcePort,
            int destination, int destinationPort, int index) {
        return new MessageIdentity(id, kind, Math.max(0, bytes), source, sourcePort, destination, destinationPort,
                index, index + 1);
    }

    /** Bytes of PVM's fragment header (Appendix A.3, {@code pvm.FragmentHeader}). */
    public static final int FRAGMENT_HEADER_BYTES = 16;

    private static int destination(byte[] fragment) {
        return ByteBuffer.wrap(fragment).getInt(0);
    }

    private static int source(byte[] fragment) {
        return ByteBuffer.wrap(fragment).getInt(4);
    }

    private static boolean startsMessage(byte[] fragment) {
        return (fragment[15] & 1) != 0;
    }

    private static boolean endsMessage(byte[] fragment) {
        return (fragment[15] & 2) != 0;
    }

    /** The names of the fragments passing one way, counted per (source, destination) pair as they pass. */
    private final class HopNames {
        private final Map<Long, long[]> pairs = new HashMap<>();

        Hop name(byte[] fragment) {
            long key = (long) source(fragment) << 32 | destination(fragment) & 0xFFFFFFFFL;
            long[] state = pairs.computeIfAbsent(key, k -> new long[2]);
            if (startsMessage(fragment)) {
                state[1] = 0;
            }
            Hop hop = new Hop(namer.id(source(fragment), destination(fragment), state[0]), (int) state[1]);
            state[1]++;
            if (endsMessage(fragment)) {
                state[0]++;
            }
            return hop;
        }
    }

    /** A fragment's name in the trace: its message's id and its index in the message. */
    private record Hop(long id, int index) {
    }

    private static final class Outgoing {
        final byte[] fragment;
        final Hop hop;
        int sequence;
        byte[] packet;
        long intervalPs;
        long firstSentPs;
        int attempts;
        long timer;

        Outgoing(byte[] fragment, Hop hop) {
            this.fragment = fragment;
            this.hop = hop;
        }
    }

    /** What a pvmd keeps of another: the packets for it, the one outstanding, the round trip, sequences. */
    private static final class Peer {
        final int node;
        final int daemonTid;
        final ArrayDeque<Outgoing> waiting = new ArrayDeque<>();
        Outgoing outstanding;
        int nextSequence;
        int expected;
        long rttPs = FIRST_RTT_PS;
        boolean dead;

        Peer(int node, int daemonTid) {
            this.node = node;
            this.daemonTid = daemonTid;
        }
    }

    private static CellIdentity cell(long id, String kind, int bytes) {
        return CellIdentity.ofMessage(id, kind, bytes);
    }

    /** The pvmd's counts: packets sent (first sends and retries), retries, duplicates and damaged packets dropped. */
    public record Statistics(long packetsSent, long retransmissions, long duplicates, long damaged,
                             long messagesForDaemon, long hostsDead) {
    }

    public Statistics statistics() {
        return new Statistics(packetsSent, retransmissions, duplicates, damaged, messagesForMe, hostsDead);
    }
}
