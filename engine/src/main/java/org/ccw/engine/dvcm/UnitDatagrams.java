package org.ccw.engine.dvcm;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.function.LongSupplier;

import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.Egress;
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
 * NIC, unchanged; this drain sends each packet, once its last cell is in, as one datagram through the host's port
 * (kind, the packet's fields, padding to its payload size, and its CRC-32 as AAL5's trailer carries it), and turns
 * each datagram that arrives back into the packet's cells, handed to the NIC one cell time apart as the modelled
 * link would bring them. A datagram whose CRC fails (the run's injected corruption) is dropped as AAL5 drops a
 * packet whose CRC fails.
 */
final class UnitDatagrams implements Egress {
    private static final byte CONTROL = 'C';
    private static final byte DATA = 'D';
    private static final FrameTag CONTROL_TAG = new FrameTag("dvcm-control", 0);
    private static final FrameTag DATA_TAG = new FrameTag("data", 0);

    private final NetworkPort port;
    private final Nic nic;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final long cellTimePs;
    private final byte[] buffer;
    private final ArrayDeque<Cell> arriving = new ArrayDeque<>();
    private long nextArrivalPs;
    private boolean feeding;
    private final LongSupplier cellIds;

    /** Drains {@code nic}'s send FIFO into {@code port} and feeds it what the port receives. */
    UnitDatagrams(NetworkPort port, Nic nic, Scheduler scheduler, Tracer tracer, long cellTimePs,
                  LongSupplier cellIds) {
        this.cellIds = cellIds;
        this.port = port;
        this.nic = nic;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.cellTimePs = cellTimePs;
        this.buffer = new byte[port.mtuBytes()];
        nic.attach(this);
        port.receiver(this::arrived);
    }

    /** Largest data message one datagram carries, in user bytes. */
    static int largestData(int mtuBytes) {
        return mtuBytes - 1 - Integer.BYTES - Long.BYTES - Integer.BYTES;
    }

    @Override
    public boolean offer(Cell cell) {
        if (cell.lastOfMessage()) {
            send(cell.destination(), (Packet) cell.payload());
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

    private void send(int destination, Packet packet) {
        ByteBuffer wire = ByteBuffer.wrap(buffer);
        if (packet instanceof Packet.Data data) {
            wire.put(DATA).putInt(data.bytes()).putLong(data.tag());
            // the user bytes themselves: the DVCM moves them zero-copy, so their content is the application's
            wire.position(wire.position() + data.bytes());
        } else {
            Packet.Control control = (Packet.Control) packet;
            wire.put(CONTROL).putLong(control.seq()).putLong(control.ack());
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
        int length = wire.position();
        wire.putInt(Aal5.crc32(buffer, 0, length));
        port.send(destination, packet instanceof Packet.Data ? DATA_TAG : CONTROL_TAG, buffer, 0, wire.position());
    }

    private void arrived(Frame frame) {
        byte[] bytes = frame.payload();
        Packet packet = bytes.length < 5 || ByteBuffer.wrap(bytes).getInt(bytes.length - 4)
                != Aal5.crc32(bytes, 0, bytes.length - 4) ? null : decode(ByteBuffer.wrap(bytes, 0, bytes.length - 4));
        long messageId = cellIds.getAsLong();
        if (packet == null) {
            tracer.cellDropped(nic.host(), nic.index(), new Cell(messageId, messageId, "frame", bytes.length,
                    frame.source(), nic.host(), 0, 1, null), DropReason.CHECKSUM);
            return;
        }
        int count = Aal5.cells(packet.payloadBytes());
        String kind = packet instanceof Packet.Control c ? (c.bareAck() ? "dvcm-ack" : c.message().type()) : "data";
        for (int i = 0; i < count; i++) {
            arriving.add(new Cell(i == 0 ? messageId : cellIds.getAsLong(), messageId, kind, nic.spec().kind().wireBytes(48),
                    frame.source(), nic.host(), i, count, packet));
        }
        feed();
    }

    /** Hands the waiting cells to the NIC at the modelled line's pace. */
    private void feed() {
        if (feeding) {
            return;
        }
        long now = scheduler.now();
        if (nextArrivalPs > now) {
            feeding = true;
            scheduler.schedule(nextArrivalPs - now, () -> {
                feeding = false;
                feed();
            });
            return;
        }
        Cell cell = arriving.poll();
        if (cell == null) {
            return;
        }
        nextArrivalPs = Math.max(nextArrivalPs, now) + cellTimePs;
        nic.cellArrived(cell, 0);
        feed();
    }

    private static Packet decode(ByteBuffer wire) {
        try {
            byte kind = wire.get();
            if (kind == DATA) {
                return new Packet.Data(wire.getInt(), wire.getLong());
            }
            if (kind != CONTROL) {
                return null;
            }
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
        } catch (RuntimeException e) {
            // a datagram whose CRC happened to pass but whose fields do not parse: as damaged
            return null;
        }
    }
}
