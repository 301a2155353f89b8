package org.ccw.engine.hw;

import org.ccw.engine.hw.cell.Cell;
import java.nio.ByteBuffer;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * Classical IP over ATM (RFC 1577, IP's MTU {@value #IP_MTU_BYTES} bytes) on a simulated ATM interface: the
 * {@link NetworkPort} a host's IP layer sees there. Each frame (an IP datagram) leaves as one AAL5 packet — its
 * bytes, zero padding and the 8-byte trailer (UU, CPI, 16-bit length, CRC-32 over all before it) cut into
 * {@value Aal5#CELL_PAYLOAD_BYTES}-byte cell payloads, the last cell marked end of packet — through the NIC and the
 * fabric's links and switches like any cells (so a switch's packet discard sees whole packets). The card segments
 * and reassembles (the SBA-200's i960 with its DMA, the host pays per datagram, not per cell): cells enter the send
 * FIFO as it has room, paced at the line's cell time. At the receiver the card joins a source's cells until one
 * marked end of packet and keeps the packet only when the trailer's length and CRC-32 match what came: a lost cell
 * loses its datagram (a lost last cell the next one too, which it ran into), a damaged cell fails the CRC; either
 * is traced as the last cell's {@code CellDropped} {@code CHECKSUM}. Recovering is the transport's business above.
 */
final class Aal5Port implements NetworkPort {
    /** IP's MTU over ATM (RFC 1577's default): the largest frame one {@link #send} carries. */
    static final int IP_MTU_BYTES = 9180;

    private final Fabric fabric;
    private final Nic nic;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final long cellTimePs;
    private final ArrayDeque<Cell> outgoing = new ArrayDeque<>();
    private final ArrayDeque<Frame> ready = new ArrayDeque<>();
    private final Map<Integer, Reassembly> reassembly = new HashMap<>();
    private boolean pumpScheduled;
    private Runnable listener;
    private long packetsDiscarded;

    /** The cells of one source's packet under way: their payloads in order. */
    private static final class Reassembly {
        final ByteBuffer pdu = ByteBuffer.allocate(Aal5.cells(IP_MTU_BYTES) * Aal5.CELL_PAYLOAD_BYTES);
        boolean overrun;
    }

    /**
     * @param cellTimePs the line's time for one cell (a full send FIFO is tried again when that many have left)
     */
    Aal5Port(Fabric fabric, Nic nic, Scheduler scheduler, Tracer tracer, long cellTimePs) {
        this.fabric = fabric;
        this.nic = nic;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.cellTimePs = Math.max(1, cellTimePs);
        nic.onArrival(this::cellsArrived);
    }

    @Override
    public int node() {
        return nic.host();
    }

    @Override
    public String address() {
        return "fabric:" + fabric.topology().nodeName(nic.host()) + "/" + nic.spec().name() + "/aal5";
    }

    @Override
    public int mtuBytes() {
        return IP_MTU_BYTES;
    }

    @Override
    public boolean reliableInOrder() {
        return false;
    }

    @Override
    public void send(int destination, FrameTag tag, byte[] payload, int offset, int length) {
        send(destination, Cell.ANY_NIC, tag, payload, offset, length);
    }

    @Override
    public void send(int destination, int destinationNic, FrameTag tag, byte[] payload, int offset, int length) {
        if (length > IP_MTU_BYTES) {
            throw new IllegalArgumentException(address() + ": datagram of " + length + " bytes exceeds IP's MTU"
                    + " over ATM of " + IP_MTU_BYTES);
        }
        if (destination < 0 || destination >= fabric.topology().nodeCount()
                || fabric.topology().host(destination) == null) {
            throw new IllegalArgumentException(address() + ": no host with node number " + destination);
        }
        byte[] pdu = pdu(payload, offset, length);
        int count = pdu.length / Aal5.CELL_PAYLOAD_BYTES;
        long first = fabric.newCellId();
        long messageId = tag.messageId() >= 0 ? tag.messageId() : first;
        int wire = nic.spec().kind().wireBytes(Aal5.CELL_PAYLOAD_BYTES);
        for (int i = 0; i < count; i++) {
            byte[] slice = Arrays.copyOfRange(pdu, i * Aal5.CELL_PAYLOAD_BYTES, (i + 1) * Aal5.CELL_PAYLOAD_BYTES);
            outgoing.add(new Cell(i == 0 ? first : fabric.newCellId(), messageId, tag.kind(), wire, node(),
                    destination, i, count, slice).toNic(destinationNic));
        }
        pump();
    }

    /**
     * The AAL5 CPCS-PDU of {@code payload[offset, offset + length)}: the bytes, zeros up to a whole number of cells
     * less the trailer, then the trailer — UU 0, CPI 0, the length, and the CRC-32 of everything before it.
     */
    static byte[] pdu(byte[] payload, int offset, int length) {
        int cells = Aal5.cells(length);
        ByteBuffer pdu = ByteBuffer.allocate(cells * Aal5.CELL_PAYLOAD_BYTES);
        pdu.put(payload, offset, length);
        int trailer = pdu.capacity() - Aal5.TRAILER_BYTES;
        pdu.putShort(trailer + 2, (short) length);
        pdu.putInt(pdu.capacity() - 4, Aal5.crc32(pdu.array(), 0, pdu.capacity() - 4));
        return pdu.array();
    }

    /**
     * The payload a reassembled PDU carries, or null when its trailer does not fit what came (a cell lost or two
     * packets run together: the length; a damaged cell: the CRC).
     */
    static byte[] payloadOf(byte[] pdu) {
        if (pdu.length < Aal5.CELL_PAYLOAD_BYTES || pdu.length % Aal5.CELL_PAYLOAD_BYTES != 0) {
            return null;
        }
        ByteBuffer in = ByteBuffer.wrap(pdu);
        int length = Short.toUnsignedInt(in.getShort(pdu.length - Aal5.TRAILER_BYTES + 2));
        if (Aal5.cells(length) * Aal5.CELL_PAYLOAD_BYTES != pdu.length) {
            return null;
        }
        return Aal5.crc32(pdu, 0, pdu.length - 4) == in.getInt(pdu.length - 4) ? Arrays.copyOf(pdu, length) : null;
    }

    /** Moves waiting cells into the send FIFO as far as it has room; tries again once the line has taken some. */
    private void pump() {
        int room = nic.spec().outFifoCells() - nic.sendFifoLength();
        while (room-- > 0 && !outgoing.isEmpty()) {
            nic.push(outgoing.poll());
        }
        if (!outgoing.isEmpty() && !pumpScheduled) {
            pumpScheduled = true;
            int waitCells = Math.min(outgoing.size(), nic.spec().outFifoCells());
            scheduler.schedule(waitCells * cellTimePs, () -> {
                pumpScheduled = false;
                pump();
            });
        }
    }

    /** The card takes every arrived cell from its FIFO into the packet under way from that cell's source. */
    private void cellsArrived() {
        boolean any = false;
        for (Cell cell = nic.pull(); cell != null; cell = nic.pull()) {
            any |= reassemble(cell);
        }
        if (any && listener != null) {
            listener.run();
        }
    }

    /** Adds {@code cell} to its source's packet; true when that completed a good packet. */
    private boolean reassemble(Cell cell) {
        Reassembly r = reassembly.computeIfAbsent(cell.source(), s -> new Reassembly());
        byte[] slice = (byte[]) cell.payload();
        if (r.pdu.remaining() < slice.length) {
            r.overrun = true;
        } else {
            r.pdu.put(slice);
            if (cell.corrupted()) {
                int bit = (int) Math.floorMod(cell.cellId() * 0x9E3779B97F4A7C15L, slice.length * 8L);
                int at = r.pdu.position() - slice.length + bit / 8;
                r.pdu.put(at, (byte) (r.pdu.get(at) ^ (1 << (bit % 8))));
            }
        }
        if (!cell.lastOfMessage()) {
            return false;
        }
        byte[] pdu = Arrays.copyOf(r.pdu.array(), r.pdu.position());
        boolean overrun = r.overrun;
        r.pdu.clear();
        r.overrun = false;
        byte[] payload = overrun ? null : payloadOf(pdu);
        if (payload == null) {
            packetsDiscarded++;
            tracer.cellDropped(nic.host(), nic.index(), cell, DropReason.CHECKSUM);
            return false;
        }
        ready.add(new Frame(cell.source(), nic.host(), payload));
        return true;
    }

    @Override
    public int available() {
        return ready.size();
    }

    @Override
    public Frame poll() {
        return ready.poll();
    }

    @Override
    public void onArrival(Runnable listener) {
        this.listener = listener;
    }

    /** AAL5 packets this card discarded because their trailer did not fit what came. */
    long packetsDiscarded() {
        return packetsDiscarded;
    }
}
