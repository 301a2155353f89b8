package org.ccw.engine.pvmam;

import java.nio.ByteBuffer;
import java.util.Map;
import java.util.function.IntFunction;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.Tracer;

/**
 * The connectionless, unreliable transports of seed 003 §5.3.2–5.3.3 over a simulated host's {@link NetworkPort}:
 * <ul>
 * <li><b>UDP</b>: each AM is one datagram (an 8-byte UDP header in front), sent with one system call and taken
 * with one; the kernel's IP splits a datagram larger than the link's frame into fragments
 * ({@link IpFragmentation}) and puts them back together;</li>
 * <li><b>Myrinet BPI</b>: each AM is one Myrinet packet, posted to and taken from the card by the library in
 * user space (OS bypass: no system call), through the card's DMA region.</li>
 * </ul>
 * Both keep message boundaries, carry at most {@value AmHeader#MAX_AM_BYTES} bytes and may lose, duplicate,
 * damage or reorder: recovering is the AM protocol's job. A send charges its {@link TransportCosts} to the host's
 * processor; its frames reach the NIC when that work is done, each after the NIC's DMA of its bytes from host
 * memory (the card's own time, not the processor's). Connecting only checks that the address resolves.
 *
 * <p>Trace: just before the first frame of each AM goes to the NIC, a {@code CellFormatted} record of the AM (its
 * 16-byte header, then its data; format {@code pvmam}), with the AM's message id and kind.
 */
final class DatagramTransport implements AddressedTransport {
    /** Bytes of the UDP header in front of each AM in a datagram. */
    static final int UDP_HEADER_BYTES = 8;

    private final String name;
    private final boolean udp;
    private final TransportCosts costs;
    private final NetworkPort port;
    private final Scheduler scheduler;
    private final HostCpu cpu;
    private final CpuCostModel cpuCosts;
    private final double dmaBytesPerSecond;
    private final AddressBook addresses;
    private final Tracer tracer;
    private final int component;
    private final IpFragmentation ip = new IpFragmentation();
    private final int udpPort;
    private final String format;
    private final int maxBytes;
    private boolean shutDown;
    private int lastError;
    private long framesSent;
    private long framesReceived;
    private int buffersOut;
    /** When the NIC's DMA engine has taken the last frame handed to it. */
    private long dmaFreePs;

    /**
     * @param udp               true: UDP datagrams through the kernel; false: Myrinet BPI packets
     * @param dmaBytesPerSecond the NIC's DMA rate from host memory; 0 when it has none modelled (no delay)
     * @param hostNames         host name of a node number, null when the node is no host
     * @param nodesByName       node number of a host name (for {@link #resolve})
     * @param component         the NIC's index at its host, for the trace
     * @param udpPort           the socket's UDP port: 0 the AM layer's, {@link SharedPorts#PVMD_PORT} the daemon's
     * @param format            the registered wire format of the headers recorded before each message's first frame
     *                          ({@code CellFormatted}, {@value AmHeader#BYTES} bytes), null to record none
     */
    DatagramTransport(boolean udp, NetworkPort port, Scheduler scheduler, HostCpu cpu, CpuCostModel cpuCosts,
            double dmaBytesPerSecond, IntFunction<String> hostNames, Map<String, Integer> nodesByName,
            Tracer tracer, int component, int udpPort, String format) {
        this(udp, port, scheduler, cpu, cpuCosts, dmaBytesPerSecond, hostNames, nodesByName, tracer, component,
                udpPort, format, udp ? TransportCosts.UDP : TransportCosts.MYRINET_BPI);
    }

    /** As above, charging {@code costs} instead of the transport's own (what a raw BPI test varies). */
    DatagramTransport(boolean udp, NetworkPort port, Scheduler scheduler, HostCpu cpu, CpuCostModel cpuCosts,
            double dmaBytesPerSecond, IntFunction<String> hostNames, Map<String, Integer> nodesByName,
            Tracer tracer, int component, int udpPort, String format, TransportCosts costs) {
        this.udpPort = udpPort;
        this.format = format;
        // the AM layer's socket takes AMs of at most 8 KB (§5.3.2); another socket, UDP's whole datagram
        this.maxBytes = udp && udpPort != 0 ? IpFragmentation.MAX_DATAGRAM_BYTES - IpFragmentation.IP_HEADER_BYTES
                - UDP_HEADER_BYTES : AmHeader.MAX_AM_BYTES;
        this.name = udp ? "udp" : "bpi";
        this.udp = udp;
        this.costs = costs;
        this.port = port;
        this.scheduler = scheduler;
        this.cpu = cpu;
        this.cpuCosts = cpuCosts;
        this.dmaBytesPerSecond = dmaBytesPerSecond;
        this.addresses = new AddressBook(name, hostNames, nodesByName);
        this.tracer = tracer;
        this.component = component;
        int needed = udp ? IpFragmentation.IP_HEADER_BYTES + 1 : AmHeader.MAX_AM_BYTES;
        if (port.mtuBytes() < needed) {
            throw new IllegalArgumentException(port.address() + " carries frames of " + port.mtuBytes()
                    + " bytes; " + (udp ? "UDP over IP" : "the Myrinet BPI") + " needs " + needed);
        }
    }

    @Override
    public Info init() {
        shutDown = false;
        return new Info(name, maxBytes, false, new NativeAddress(port.node()), !udp);
    }

    @Override
    public AddressBook addresses() {
        return addresses;
    }

    @Override
    public boolean connect(NativeAddress address) {
        return reachable(address);
    }

    @Override
    public boolean accept(NativeAddress address) {
        return reachable(address);
    }

    private boolean reachable(NativeAddress address) {
        boolean known = addresses.known(address);
        lastError = known ? OK : UNREACHABLE;
        return known;
    }

    @Override
    public boolean send(NativeAddress to, byte[] am, int length, FrameTag tag) {
        if (shutDown || length > maxBytes || !reachable(to)) {
            lastError = shutDown ? SHUT_DOWN : length > maxBytes ? TOO_LARGE : UNREACHABLE;
            return false;
        }
        long donePs = costs.chargeSend(cpu, cpuCosts, length);
        byte[] sent = java.util.Arrays.copyOf(am, length);
        if (!udp) {
            frameOut(to.node(), tag, sent, donePs, length, sent);
            return true;
        }
        byte[] datagram = ByteBuffer.allocate(UDP_HEADER_BYTES + length).putShort(4,
                (short) (UDP_HEADER_BYTES + length)).put(UDP_HEADER_BYTES, am, 0, length).array();
        byte[][] first = {sent};
        ip.split(datagram, datagram.length, port.mtuBytes(), udpPort, fragment -> {
            frameOut(to.node(), tag, fragment, donePs, fragment.length, first[0]);
            first[0] = null;
        });
        return true;
    }

    /**
     * Hands {@code frame} to the NIC once it is ready at {@code atPs} and the NIC's DMA has taken the frames before
     * it and then its {@code dmaBytes},
     * recording {@code am}'s header first when it is the AM's first frame ({@code am} not null).
     */
    private void frameOut(int destination, FrameTag tag, byte[] frame, long atPs, int dmaBytes, byte[] am) {
        // the card's DMA engine takes one frame after another: a short frame never overtakes a long one
        long at = Math.max(atPs, dmaFreePs) + dmaPs(dmaBytes);
        dmaFreePs = at;
        framesSent++;
        scheduler.schedule(Math.max(0, at - scheduler.now()), () -> {
            if (am != null && format != null) {
                tracer.cellFormatted(port.node(), component, tag.messageId(), tag.kind(), format, AmHeader.BYTES,
                        am);
            }
            port.send(destination, tag, frame, 0, frame.length);
        });
    }

    private long dmaPs(int bytes) {
        return dmaBytesPerSecond > 0 ? Math.round(bytes * (double) Time.PS_PER_S / dmaBytesPerSecond) : 0;
    }

    @Override
    public boolean gather(NativeAddress to, FrameTag tag, byte[]... pieces) {
        int length = 0;
        for (byte[] piece : pieces) {
            length += piece.length;
        }
        ByteBuffer am = ByteBuffer.allocate(length);
        for (byte[] piece : pieces) {
            am.put(piece);
        }
        return send(to, am.array(), length, tag);
    }

    @Override
    public void awaitData(Runnable whenAvailable) {
        port.onArrival(whenAvailable);
    }

    @Override
    public Received receive() {
        for (Frame frame = shutDown ? null : port.poll(); frame != null; frame = port.poll()) {
            framesReceived++;
            byte[] am = udp ? fromDatagram(ip.arrive(frame.source(), frame.payload())) : frame.payload();
            if (am != null) {
                costs.chargeReceive(cpu, cpuCosts, am.length);
                return new Received(am, am.length, new NativeAddress(frame.source()));
            }
        }
        return null;
    }

    /** The AM in a reassembled datagram, or null when there is none yet or its UDP length is wrong. */
    private static byte[] fromDatagram(byte[] datagram) {
        if (datagram == null || datagram.length < UDP_HEADER_BYTES
                || Short.toUnsignedInt(ByteBuffer.wrap(datagram).getShort(4)) != datagram.length) {
            return null;
        }
        return java.util.Arrays.copyOfRange(datagram, UDP_HEADER_BYTES, datagram.length);
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

    @Override
    public String error(int code) {
        return AddressedTransport.errorText(code, maxBytes, "no such host on this network");
    }

    /** The code of the last failed call, {@link #OK} when it succeeded. */
    int lastError() {
        return lastError;
    }

    @Override
    public void shutdown() {
        shutDown = true;
        port.onArrival(null);
    }

    /** Frames (datagram fragments or BPI packets) handed to the NIC so far. */
    @Override
    public long framesSent() {
        return framesSent;
    }

    /** Frames taken out of the NIC so far. */
    @Override
    public long framesReceived() {
        return framesReceived;
    }

    @Override
    public long framesDamaged() {
        return ip.fragmentsRefused();
    }

    /** Buffers from {@link #getBuffer} not yet freed. */
    int buffersOut() {
        return buffersOut;
    }
}
