package org.ccw.engine.capture;

import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.time.Instant;

import org.ccw.engine.realtime.SocketNetworkPort;

/**
 * The datagrams of a real run over UDP, as a pcap file of raw IPv4 packets ({@link LinkType#RAW}) stamped with the
 * wall clock: each the IPv4 header (version 4, 20 bytes, don't fragment, TTL 64, protocol 17, a running
 * identification, its header checksum) and the UDP header (the sockets' ports, length, checksum over the pseudo
 * header) before the datagram the port sent — the workbench's 8-byte node header, then the stack's frame. What
 * Wireshark shows is what {@code tcpdump -i lo} would have caught, but for the loopback's own link header. Safe from
 * every host's sending thread.
 */
public final class UdpCapture implements SocketNetworkPort.SentListener {
    static final int IP_HEADER_BYTES = 20;
    static final int UDP_HEADER_BYTES = 8;

    private final PcapWriter writer = new PcapWriter(LinkType.RAW);
    private final long epochNsAtStart;
    private final long nanoTimeAtStart;
    private int identification;

    public UdpCapture() {
        Instant now = Instant.now();
        this.nanoTimeAtStart = System.nanoTime();
        this.epochNsAtStart = now.getEpochSecond() * 1_000_000_000L + now.getNano();
    }

    @Override
    public void sent(InetSocketAddress from, InetSocketAddress to, byte[] datagram) {
        long timeNs = epochNsAtStart + (System.nanoTime() - nanoTimeAtStart);
        int id;
        synchronized (this) {
            id = identification++ & 0xFFFF;
        }
        byte[] packet = packet(address(from), from.getPort(), address(to), to.getPort(), id, datagram);
        writer.add(timeNs, packet, packet.length);
    }

    /** The file so far. */
    public PcapWriter writer() {
        return writer;
    }

    /** An IPv4 packet carrying {@code datagram} in a UDP datagram between the given addresses and ports. */
    static byte[] packet(byte[] source, int sourcePort, byte[] destination, int destinationPort, int id,
            byte[] datagram) {
        int udpLength = UDP_HEADER_BYTES + datagram.length;
        ByteBuffer p = ByteBuffer.allocate(IP_HEADER_BYTES + udpLength);
        p.put((byte) 0x45).put((byte) 0).putShort((short) (IP_HEADER_BYTES + udpLength)).putShort((short) id)
                .putShort((short) 0x4000).put((byte) 64).put((byte) 17).putShort((short) 0).put(source)
                .put(destination);
        p.putShort(10, (short) checksum(p.array(), 0, IP_HEADER_BYTES, 0));
        p.putShort((short) sourcePort).putShort((short) destinationPort).putShort((short) udpLength)
                .putShort((short) 0).put(datagram);
        // the UDP checksum covers a pseudo header: source, destination, protocol 17 and the UDP length
        long pseudo = sum(source, 0, 4) + sum(destination, 0, 4) + 17 + udpLength;
        int udp = checksum(p.array(), IP_HEADER_BYTES, udpLength, pseudo);
        p.putShort(IP_HEADER_BYTES + 6, (short) (udp == 0 ? 0xFFFF : udp));
        return p.array();
    }

    /** The Internet checksum (RFC 1071) of {@code bytes[offset, offset + length)} with {@code initial} added in. */
    static int checksum(byte[] bytes, int offset, int length, long initial) {
        long sum = initial + sum(bytes, offset, length);
        while ((sum >> 16) != 0) {
            sum = (sum & 0xFFFF) + (sum >> 16);
        }
        return (int) (~sum & 0xFFFF);
    }

    private static long sum(byte[] bytes, int offset, int length) {
        long sum = 0;
        for (int i = 0; i < length; i += 2) {
            int high = bytes[offset + i] & 0xFF;
            int low = i + 1 < length ? bytes[offset + i + 1] & 0xFF : 0;
            sum += high << 8 | low;
        }
        return sum;
    }

    private static byte[] address(InetSocketAddress socket) {
        InetAddress address = socket.getAddress();
        // a socket bound to every interface sends from the loopback in a run on this machine; so does an IPv6 one
        if (address instanceof Inet4Address && !address.isAnyLocalAddress()) {
            return address.getAddress();
        }
        return InetAddress.getLoopbackAddress() instanceof Inet4Address loopback ? loopback.getAddress()
                : new byte[] {127, 0, 0, 1};
    }
}
