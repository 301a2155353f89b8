package org.ccw.engine.capture;

import java.nio.ByteBuffer;
import java.util.LinkedHashSet;
import java.util.Set;

import org.ccw.engine.hw.CapturedFrame;
import org.ccw.engine.hw.PacketCapture;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicKind;

/**
 * The frames of a simulated run, as a pcap file: time stamps are the run's virtual time from 1 January 1970
 * (Wireshark's "seconds since the first packet" is then the run's clock). One link type per file, from the medium:
 * <ul>
 * <li><b>ATM</b> ({@link LinkType#ERF}): a single-cell message (SSAM's) is an ERF ATM-cell record — the cell header
 * (GFC 0, VPI 0, VCI, PTI 0, CLP 0; the HEC is not kept) and its 48 payload bytes; an AAL5 packet is an ERF AAL5
 * record — the last cell's header (PTI 1, end of packet) and the whole CPCS-PDU, padding and trailer included, so
 * Wireshark shows the trailer's length and checks its CRC-32. The simulated switches route by host, not by circuit,
 * so the capture names each host pair's circuit: VPI 0, VCI {@value #FIRST_VCI} + the destination's node number
 * (VCIs below 32 are ITU-T's for signalling and management).</li>
 * <li><b>Fast Ethernet</b> ({@link LinkType#ETHERNET}): the stack's frame behind an Ethernet header from
 * locally-administered addresses {@code 02:00:00:00:hh:hh} (the node numbers) with EtherType {@code 0x88b5}, IEEE's
 * local experimental type: the model's frames carry its own headers, not IPv4's.</li>
 * <li><b>Myrinet</b> ({@link LinkType#USER0}): the packet's bytes; Myrinet has no pcap link type.</li>
 * </ul>
 * A frame whose cells carry no bytes (the raw traffic generator's, the DVCM's, whose packets are modelled as objects)
 * is recorded with its header only and its full length as the length on the wire, as a capture cut short by its
 * snapshot length shows. Frames of a second medium in one run cannot share the file: they are counted and refused.
 */
public final class SimulatedCapture implements PacketCapture {
    /** The VCI of the circuit to node 0. */
    public static final int FIRST_VCI = 32;
    /** EtherType IEEE 802 reserves for local experiments (the simulated frames carry the model's own headers). */
    public static final int LOCAL_ETHERTYPE = 0x88b5;
    static final int ERF_HEADER_BYTES = 16;
    static final int ERF_TYPE_ATM_CELL = 3;
    static final int ERF_TYPE_AAL5 = 4;
    static final int ERF_VARYING_LENGTH = 0x04;

    private PcapWriter writer;
    private NicKind medium;
    private final Set<NicKind> refused = new LinkedHashSet<>();
    private long framesRefused;

    @Override
    public void captured(CapturedFrame frame) {
        if (writer == null) {
            medium = frame.medium();
            writer = new PcapWriter(linkType(medium));
        } else if (linkType(frame.medium()) != writer.linkType()) {
            refused.add(frame.medium());
            framesRefused++;
            return;
        }
        long timeNs = frame.timePs() / Time.PS_PER_NS;
        switch (writer.linkType()) {
            case ERF -> erf(timeNs, frame);
            case ETHERNET -> ethernet(timeNs, frame);
            default -> writer.add(timeNs, frame.bytes() == null ? new byte[0] : frame.bytes(), frame.lengthBytes());
        }
    }

    /** The link type a medium's frames are written in. */
    public static LinkType linkType(NicKind medium) {
        return medium.carriesCells() ? LinkType.ERF
                : medium == NicKind.MYRINET_LANAI ? LinkType.USER0 : LinkType.ETHERNET;
    }

    /** The file so far, or null when no frame was sent. */
    public PcapWriter writer() {
        return writer;
    }

    /** The medium of the file's frames, or null when none was sent. */
    public NicKind medium() {
        return medium;
    }

    /** Frames of another medium than the first frame's, which one file cannot hold. */
    public long framesRefused() {
        return framesRefused;
    }

    /** The media whose frames were refused, in the order first seen. */
    public Set<NicKind> refusedMedia() {
        return Set.copyOf(refused);
    }

    private void erf(long timeNs, CapturedFrame frame) {
        boolean cell = frame.cells() == 1;
        byte[] payload = frame.bytes();
        int onWire = 4 + (cell ? Aal5.CELL_PAYLOAD_BYTES : frame.lengthBytes());
        int kept = 4 + (payload == null ? 0 : payload.length);
        ByteBuffer record = ByteBuffer.allocate(ERF_HEADER_BYTES + kept);
        // ERF's time stamp: little-endian 32.32 fixed point, seconds and binary fraction
        long seconds = timeNs / 1_000_000_000L;
        long fraction = ((timeNs % 1_000_000_000L) << 32) / 1_000_000_000L;
        record.order(java.nio.ByteOrder.LITTLE_ENDIAN).putLong(seconds << 32 | fraction);
        record.order(java.nio.ByteOrder.BIG_ENDIAN)
                .put((byte) (cell ? ERF_TYPE_ATM_CELL : ERF_TYPE_AAL5))
                .put((byte) (cell ? 0 : ERF_VARYING_LENGTH))
                .putShort((short) record.capacity())
                .putShort((short) 0)
                .putShort((short) onWire)
                .putInt(cellHeader(frame.destination(), cell ? 0 : 1));
        if (payload != null) {
            record.put(payload);
        }
        writer.add(timeNs, record.array(), ERF_HEADER_BYTES + onWire);
    }

    /** A UNI cell header without its HEC: GFC 0, VPI 0, the destination's VCI, {@code pti}, CLP 0. */
    static int cellHeader(int destination, int pti) {
        return (FIRST_VCI + destination) << 4 | pti << 1;
    }

    private void ethernet(long timeNs, CapturedFrame frame) {
        byte[] payload = frame.bytes() == null ? new byte[0] : frame.bytes();
        ByteBuffer record = ByteBuffer.allocate(14 + payload.length);
        record.put(mac(frame.destination())).put(mac(frame.source())).putShort((short) LOCAL_ETHERTYPE).put(payload);
        writer.add(timeNs, record.array(), 14 + frame.lengthBytes());
    }

    /** The locally administered unicast address {@code 02:00:00:00:hh:hh} of node {@code node}. */
    static byte[] mac(int node) {
        return new byte[] {2, 0, 0, 0, (byte) (node >> 8), (byte) node};
    }
}
