package org.ccw.engine.dvcm;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.Egress;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * The wire of an execution unit over a real transport: the unit pushes its AAL5 packets cell by cell into its
 * NIC, unchanged; this drain sends them through the host's port in segments of at most {@link #SEGMENT_CELLS}
 * cells, one datagram each (the packet's id, the id of the segment's last cell — a packet sent again keeps its id
 * but its cells are new —, the segment's first cell and cell count, the packet's fields, the
 * segment's cell payloads, and a CRC-32 as AAL5's trailer carries one; a data packet's fields are its length,
 * tag and number, {@link ReliableData}), and turns each datagram that arrives back
 * into its cells, handed to the NIC as it arrives (the real path paces them; the NIC's receive FIFO takes them or,
 * full, drops them as the SBA-200E's does). So a datagram lost
 * on the way (a full switch port) loses cells of the packet, and the unit's own AAL5 reassembly discards the
 * packet, as on the paper's ATM switch; a datagram whose CRC fails (the run's injected corruption) is dropped, and
 * so is a second copy of a segment just taken (UDP may duplicate a datagram; an ATM link never duplicates a cell).
 */
final class UnitDatagrams implements Egress {
    /** Cells per datagram at most: 1,440 payload bytes, what an Ethernet frame carries. */
    static final int SEGMENT_CELLS = 30;
    private static final byte CONTROL = 'C';
    private static final byte DATA = 'D';
    private static final FrameTag CONTROL_TAG = new FrameTag("dvcm-control", 0);
    private static final FrameTag DATA_TAG = new FrameTag("data", 0);

    private final NetworkPort port;
    private final Nic nic;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final byte[] buffer;
    private final LongSupplier cellIds;
    /** The segments last taken from each source, by their last cell: a copy the real network made is not. */
    private final Map<Integer, ArrayDeque<Seen>> recent = new HashMap<>();
    /** How many segments per source are remembered: more than a message's, far fewer than a burst's. */
    private static final int RECENT_SEGMENTS = 64;

    /** Drains {@code nic}'s send FIFO into {@code port} and feeds it what the port receives. */
    UnitDatagrams(NetworkPort port, Nic nic, Scheduler scheduler, Tracer tracer, LongSupplier cellIds) {
        this.cellIds = cellIds;
        this.port = port;
        this.nic = nic;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.buffer = new byte[port.mtuBytes()];
        nic.attach(this);
        // each datagram is taken in an event of the unit's own scheduler, whose clock stands still while it works
        port.receiver(frame -> scheduler.schedule(0, () -> arrived(frame)));
    }

    /** Largest datagram payload a segment needs: header, the longest control message's fields, cells, CRC. */
    static int largestSegment() {
        return 1 + 2 * Long.BYTES + 3 * Integer.BYTES + 2 * Long.BYTES + 1 + 255 + Integer.BYTES + 1
                + ControlMessage.MAX_ARGS * Integer.BYTES + SEGMENT_CELLS * Aal5.CELL_PAYLOAD_BYTES + Integer.BYTES;
    }

    /** Sends a segment when its last cell is in (the unit may slip control cells between a packet's cells). */
    @Override
    public boolean offer(Cell cell) {
        if ((cell.index() + 1) % SEGMENT_CELLS == 0 || cell.lastOfMessage()) {
            int first = cell.index() - cell.index() % SEGMENT_CELLS;
            send(cell, first, cell.index() - first + 1);
        }
        return true;
    }

    @Override
    public int length() {
        return 0;
    }

    @Override
    public int capacity() {
        return Integer.MAX_VALUE;
    }

    private void send(Cell last, int first, int cells) {
        Packet packet = (Packet) last.payload();
        ByteBuffer wire = ByteBuffer.wrap(buffer);
        wire.put(packet instanceof Packet.Data ? DATA : CONTROL).putLong(last.messageId()).putLong(last.cellId())
                .putInt(first).putInt(cells).putInt(last.count());
        if (packet instanceof Packet.Data data) {
            wire.putInt(data.bytes()).putLong(data.tag()).putInt(data.seq());
        } else {
            Packet.Control control = (Packet.Control) packet;
            wire.putLong(control.seq()).putLong(control.ack());
            ControlMessage message = control.message();
            if (message == null) {
                wire.put((byte) 0);
            } else {
                byte[] type = message.type().getBytes(StandardCharsets.UTF_8);
                wire.put((byte) type.length).put(type).putInt(message.source()).put((byte) message.args().length);
                for (int arg : message.args()) {
                    wire.putInt(arg);
                }
            }
        }
        // the cells' payloads: user bytes the DVCM moves zero-copy, so their content is the application's
        wire.position(wire.position() + cells * Aal5.CELL_PAYLOAD_BYTES);
        int length = wire.position();
        wire.putInt(Aal5.crc32(buffer, 0, length));
        port.send(last.destination(), packet instanceof Packet.Data ? DATA_TAG : CONTROL_TAG, buffer, 0,
                wire.position());
    }

    private record Seen(long messageId, long lastCell) {
    }

    /**
     * A segment as it arrived: the sender's packet id, the sender's id of its last cell, its cells' place in the
     * packet, and the packet.
     */
    private record Segment(long messageId, long lastCell, int first, int cells, int count, Packet packet) {
    }

    private void arrived(Frame frame) {
        byte[] bytes = frame.payload();
        Segment segment = bytes.length < 5 || ByteBuffer.wrap(bytes).getInt(bytes.length - 4)
                != Aal5.crc32(bytes, 0, bytes.length - 4) ? null : decode(ByteBuffer.wrap(bytes, 0, bytes.length - 4));
        if (segment == null) {
            long id = cellIds.getAsLong();
            tracer.cellDropped(nic.host(), nic.index(), new Cell(id, id, "frame", bytes.length, frame.source(),
                    nic.host(), 0, 1, null), DropReason.CHECKSUM);
            return;
        }
        Packet packet = segment.packet();
        if (seenBefore(frame.source(), segment)) {
            long id = cellIds.getAsLong();
            tracer.cellDropped(nic.host(), nic.index(), new Cell(id, segment.messageId(), "frame", bytes.length,
                    frame.source(), nic.host(), segment.first(), segment.count(), null), DropReason.PROTOCOL);
            return;
        }
        String kind = packet instanceof Packet.Control c ? (c.bareAck() ? "dvcm-ack" : c.message().type()) : "data";
        for (int i = segment.first(); i < segment.first() + segment.cells(); i++) {
            nic.cellArrived(new Cell(cellIds.getAsLong(), segment.messageId(), kind, nic.spec().kind().wireBytes(48),
                    frame.source(), nic.host(), i, segment.count(), packet), 0);
        }
    }

    /**
     * Whether {@code segment} was taken from {@code source} a moment ago: an ATM link never duplicates a cell, but
     * UDP may deliver a datagram twice, and the second copy's cells would spoil the packet's reassembly.
     */
    private boolean seenBefore(int source, Segment segment) {
        Seen key = new Seen(segment.messageId(), segment.lastCell());
        ArrayDeque<Seen> seen = recent.computeIfAbsent(source, s -> new ArrayDeque<>());
        if (seen.contains(key)) {
            return true;
        }
        seen.add(key);
        if (seen.size() > RECENT_SEGMENTS) {
            seen.poll();
        }
        return false;
    }

    private static Segment decode(ByteBuffer wire) {
        try {
            byte kind = wire.get();
            long messageId = wire.getLong();
            long lastCell = wire.getLong();
            int first = wire.getInt();
            int cells = wire.getInt();
            int count = wire.getInt();
            if (first < 0 || cells < 1 || first + cells > count) {
                return null;
            }
            Packet packet = kind == DATA ? new Packet.Data(wire.getInt(), wire.getLong(), wire.getInt())
                    : kind == CONTROL ? control(wire) : null;
            return packet == null ? null : new Segment(messageId, lastCell, first, cells, count, packet);
        } catch (RuntimeException e) {
            // a datagram whose CRC happened to pass but whose fields do not parse: as damaged
            return null;
        }
    }

    private static Packet control(ByteBuffer wire) {
        long seq = wire.getLong();
        long ack = wire.getLong();
        int typeLength = wire.get();
        if (typeLength == 0) {
            return new Packet.Control(seq, ack, null);
        }
        byte[] type = new byte[typeLength];
        wire.get(type);
        int source = wire.getInt();
        int[] args = new int[wire.get()];
        for (int i = 0; i < args.length; i++) {
            args[i] = wire.getInt();
        }
        return new Packet.Control(seq, ack, new ControlMessage(new String(type, StandardCharsets.UTF_8), source,
                args));
    }
}
