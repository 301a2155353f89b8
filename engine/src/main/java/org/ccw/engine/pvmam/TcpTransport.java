package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.tcp.LinuxTcp;
import org.ccw.engine.tcp.TcpSettings;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * The TCP transport of seed 003 §5.3.1 over a simulated host's {@link NetworkPort}: connection-oriented, a
 * reliable byte stream per peer ({@link TcpConnection}, the simulated kernel's part), so the AM layer keeps no
 * copies and sets no timers. Connecting and accepting map to the socket calls of the same names (the connection's
 * state is set up at once; the handshake is not on the wire). A send is one {@code write} system call and a copy.
 * Because the stream keeps no message boundaries, a receive first asks {@code select} which connection has data
 * (when there are several), then reads the fixed 16-byte header and then the body with a second call, as PVM
 * reads its fragments (§5.3.1); here both reads are made once the whole AM is in, their costs charged then.
 * The stream's TCP is {@link TcpConnection}'s, with {@link #SOCKET}'s settings.
 */
final class TcpTransport implements AddressedTransport {
    /**
     * The sockets' TCP: a 1998 BSD-derived kernel's, with the options PVM 3.4 sets on its direct route's sockets
     * ({@link TcpSettings#PVM_SOCKET}: {@code TCP_NODELAY}, 32 KB buffers). PVMAM's TCP transport is taken to set
     * the same (ASSUMED: seed 003 §9 says the AM library tunes "advanced socket options" without naming them).
     */
    static final TcpSettings SOCKET = TcpSettings.PVM_SOCKET;

    /**
     * Whether the TCP over a card of {@code kind} is Linux 2.0's: the papers' only TCP over Myrinet is Linux 2.0.34's
     * (seed 003 §7.1), as {@link TransportCosts#tcpOver} reads it too.
     */
    static boolean linuxKernelOver(NicKind kind) {
        return kind == NicKind.MYRINET_LANAI;
    }

    /** The sockets' TCP over a card of {@code kind}: Linux 2.0's with PVM's options over Myrinet, else {@link #SOCKET}.
     */
    static TcpSettings socketOver(NicKind kind) {
        return linuxKernelOver(kind) ? LinuxTcp.PVM_SOCKET : SOCKET;
    }

    /** A host's kernel TCP ({@code kernel}) with the options PVM, and PVMAM taken alike, set on their sockets. */
    static TcpSettings socketOf(TcpSettings kernel) {
        return kernel.withSocket(SOCKET.noDelay(), SOCKET.sendBufferBytes(), SOCKET.receiveBufferBytes());
    }

    private final NetworkPort port;
    private final Scheduler scheduler;
    private final HostCpu cpu;
    private final CpuCostModel cpuCosts;
    private final double dmaBytesPerSecond;
    private final AddressBook addresses;
    private final Tracer tracer;
    private final int component;
    private final StreamFraming framing;
    private final TransportCosts costs;
    private final TcpSettings settings;
    private final boolean linuxWindow;
    private final long clockPhasePs;
    private final Map<Integer, TcpConnection> connections = new LinkedHashMap<>();
    private int nextToServe;
    private boolean shutDown;
    private int lastError;
    private long framesReceived;
    private long framesDamaged;
    private int buffersOut;
    private Runnable whenAvailable;
    private Runnable whenWritable;
    /** Bytes sent by the application whose write (after the call's costs) has not happened yet, per peer node. */
    private final Map<Integer, Long> writesDue = new LinkedHashMap<>();

    TcpTransport(NetworkPort port, Scheduler scheduler, HostCpu cpu, CpuCostModel cpuCosts, double dmaBytesPerSecond,
            IntFunction<String> hostNames, Map<String, Integer> nodesByName, Tracer tracer, int component,
            StreamFraming framing, TransportCosts costs) {
        this(port, scheduler, cpu, cpuCosts, dmaBytesPerSecond, hostNames, nodesByName, tracer, component, framing,
                costs, SOCKET, false);
    }

    /**
     * As the other constructor, with every connection's TCP {@code settings}; {@code linuxWindow}: the kernel is
     * Linux 2.0's, whose receive window is {@link org.ccw.engine.tcp.LinuxReceiveWindow}'s.
     */
    TcpTransport(NetworkPort port, Scheduler scheduler, HostCpu cpu, CpuCostModel cpuCosts, double dmaBytesPerSecond,
            IntFunction<String> hostNames, Map<String, Integer> nodesByName, Tracer tracer, int component,
            StreamFraming framing, TransportCosts costs, TcpSettings settings, boolean linuxWindow) {
        this.costs = costs;
        this.settings = settings;
        this.linuxWindow = linuxWindow;
        // the kernel's timer clocks tick from the host's boot, at a phase of its own (drawn per host, so every
        // socket of a host shares it)
        this.clockPhasePs = scheduler.random("tcp-clock-phase-" + port.node()).nextLong(Time.micros(1_000_000));
        this.port = port;
        this.framing = framing;
        this.scheduler = scheduler;
        this.cpu = cpu;
        this.cpuCosts = cpuCosts;
        this.dmaBytesPerSecond = dmaBytesPerSecond;
        this.addresses = new AddressBook("tcp", hostNames, nodesByName);
        this.tracer = tracer;
        this.component = component;
        port.onArrival(this::kernelInput);
    }

    @Override
    public Info init() {
        shutDown = false;
        return new Info("tcp", AmHeader.MAX_AM_BYTES, true, new NativeAddress(port.node()));
    }

    @Override
    public AddressBook addresses() {
        return addresses;
    }

    @Override
    public boolean connect(NativeAddress address) {
        return open(address);
    }

    @Override
    public boolean accept(NativeAddress address) {
        return open(address);
    }

    private boolean open(NativeAddress address) {
        if (!addresses.known(address) || address.node() == port.node()) {
            lastError = UNREACHABLE;
            return false;
        }
        connections.computeIfAbsent(address.node(), peer -> new TcpConnection(port, scheduler, tracer, component,
                framing, peer, dmaBytesPerSecond, settings, clockPhasePs, linuxWindow));
        lastError = OK;
        return true;
    }

    @Override
    public boolean send(NativeAddress to, byte[] am, int length, FrameTag tag) {
        TcpConnection connection = connections.get(to.node());
        if (shutDown || connection == null) {
            lastError = shutDown ? SHUT_DOWN : UNREACHABLE;
            return false;
        }
        long donePs = costs.chargeSend(cpu, cpuCosts, length);
        byte[] copy = java.util.Arrays.copyOf(am, length);
        writesDue.merge(to.node(), (long) length, Long::sum);
        scheduler.schedule(Math.max(0, donePs - scheduler.now()), () -> {
            writesDue.merge(to.node(), (long) -length, Long::sum);
            connection.write(copy, tag);
            checkWritable();
        });
        return true;
    }

    @Override
    public boolean gather(NativeAddress to, FrameTag tag, byte[]... pieces) {
        ByteBuffer am = ByteBuffer.allocate(java.util.Arrays.stream(pieces).mapToInt(p -> p.length).sum());
        for (byte[] piece : pieces) {
            am.put(piece);
        }
        return send(to, am.array(), am.capacity(), tag);
    }

    /** A write would block while a connection holds more than its send buffer, or has writes still to make. */
    @Override
    public boolean writeWouldBlock() {
        return connections.entrySet().stream().anyMatch(e -> e.getValue().wouldBlock()
                || writesDue.getOrDefault(e.getKey(), 0L) > 0);
    }

    @Override
    public void whenWritable(Runnable whenWritable) {
        if (writeWouldBlock()) {
            this.whenWritable = whenWritable;
        } else {
            scheduler.schedule(0, whenWritable);
        }
    }

    /** After the kernel's input or a write: tells a blocked writer once no write would block. */
    private void checkWritable() {
        if (whenWritable != null && !writeWouldBlock()) {
            Runnable writable = whenWritable;
            whenWritable = null;
            scheduler.schedule(0, writable);
        }
    }

    /** Data is available to the AM layer when a whole AM is in some connection's stream. */
    @Override
    public void awaitData(Runnable whenAvailable) {
        this.whenAvailable = whenAvailable;
    }

    /**
     * The kernel's input path, on every arrival whatever the application does: each frame to its connection
     * (acknowledgments move the sender on, data joins the stream), then the application is told if a whole AM
     * is in.
     */
    private void kernelInput() {
        if (shutDown) {
            return;
        }
        for (Frame frame = port.poll(); frame != null; frame = port.poll()) {
            framesReceived++;
            // a damaged segment is summed too before it is refused
            costs.chargeSegment(cpu, cpuCosts, Math.max(0, frame.length() - TcpSegment.HEADER_BYTES));
            TcpSegment segment = TcpSegment.decode(frame.payload());
            TcpConnection connection = connections.get(frame.source());
            if (segment == null) {
                framesDamaged++;
                tracer.cellDropped(port.node(), component, MessageIds.cell(-1, "segment", frame.length()),
                        DropReason.CHECKSUM);
            } else if (connection != null) {
                connection.arrive(segment);
            }
        }
        if (linuxWindow) {
            connections.values().stream().filter(c -> c.available() > 0 && !wholeAmWaiting(c))
                    .forEach(TcpConnection::takePartial);
        }
        checkWritable();
        if (whenAvailable != null && connections.values().stream().anyMatch(this::wholeAmWaiting)) {
            whenAvailable.run();
        }
    }

    /** {@code select} and read one whole AM, if any connection's stream holds one. */
    @Override
    public Received receive() {
        if (shutDown) {
            return null;
        }
        List<TcpConnection> open = new ArrayList<>(connections.values());
        for (int i = 0; i < open.size(); i++) {
            TcpConnection connection = open.get((nextToServe + i) % open.size());
            if (wholeAmWaiting(connection)) {
                nextToServe = (nextToServe + i + 1) % open.size();
                return read(connection, open.size() > 1 || framing.withDaemonSocket());
            }
        }
        if (linuxWindow) {
            // the caller, finding no whole message, reads what has come of one (PVM reads a fragment's body until it
            // is whole): Linux 2.0 frees the buffers it emptied, and the window can open
            open.stream().filter(c -> c.available() > 0).forEach(TcpConnection::takePartial);
        }
        return null;
    }

    private boolean wholeAmWaiting(TcpConnection connection) {
        if (connection.available() < framing.headerBytes()) {
            return false;
        }
        int total = framing.totalBytes().applyAsInt(connection.peek(framing.headerBytes()));
        if (total < framing.headerBytes()) {
            throw new IllegalStateException("TCP stream from node " + connection.peer() + " is out of step: a"
                    + " message of " + total + " bytes");
        }
        return connection.available() >= total;
    }

    /** {@code select} (when several connections), then the header's read, then the body's. */
    private Received read(TcpConnection connection, boolean select) {
        byte[] header = connection.read(framing.headerBytes());
        int total = framing.totalBytes().applyAsInt(header);
        byte[] body = connection.read(total - framing.headerBytes());
        long callsPs = cpuCosts.cyclesPs((select ? TransportCosts.SELECT_CYCLES : 0)
                + 2L * costs.receiveCycles());
        cpu.charge("tcp.read", callsPs + cpuCosts.memcpyPs(total));
        byte[] am = ByteBuffer.allocate(total).put(header).put(body).array();
        return new Received(am, total, new NativeAddress(connection.peer()));
    }

    @Override
    public byte[] getBuffer(int bytes) {
        buffersOut++;
        return new byte[bytes];
    }

    @Override
    public void freeBuffer(byte[] buffer) {
        buffersOut--;
    }

    /** Buffers from {@link #getBuffer} not yet freed. */
    int buffersOut() {
        return buffersOut;
    }

    @Override
    public String error(int code) {
        return AddressedTransport.errorText(code, AmHeader.MAX_AM_BYTES, "not connected to that host");
    }

    int lastError() {
        return lastError;
    }

    @Override
    public void shutdown() {
        shutDown = true;
        whenAvailable = null;
    }

    /** Segments and acknowledgments handed to the NIC, retransmissions included. */
    @Override
    public long framesSent() {
        return connections.values().stream().mapToLong(c -> c.segmentsSent + c.acksSent).sum();
    }

    @Override
    public long framesReceived() {
        return framesReceived;
    }

    /** Segments sent again: after a retransmission timeout, by fast retransmit, or for a partial acknowledgment. */
    long segmentsResent() {
        return connections.values().stream().mapToLong(c -> c.segmentsResent).sum();
    }

    @Override
    public long framesDamaged() {
        return framesDamaged;
    }
}
