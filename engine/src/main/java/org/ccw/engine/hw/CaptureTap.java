package org.ccw.engine.hw;

import org.ccw.engine.hw.cell.Cell;
import java.io.ByteArrayOutputStream;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;

import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;

/**
 * One NIC's tap for a {@link PacketCapture}: sees each cell or packet the host hands the NIC and reports frames —
 * a packet or a single cell at once, the cells of an AAL5 packet joined into one frame when its last cell (the one
 * marked end of packet) goes.
 */
final class CaptureTap implements Consumer<Cell> {
    private final Scheduler scheduler;
    private final Nic nic;
    private final PacketCapture capture;
    /** AAL5 packets under way, by message id: a stack's packets may interleave cell by cell on one card. */
    private final Map<Long, Packet> packets = new HashMap<>();

    private static final class Packet {
        final long startPs;
        final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        boolean unknown;

        Packet(long startPs) {
            this.startPs = startPs;
        }
    }

    CaptureTap(Scheduler scheduler, Nic nic, PacketCapture capture) {
        this.scheduler = scheduler;
        this.nic = nic;
        this.capture = capture;
    }

    @Override
    public void accept(Cell cell) {
        if (!nic.spec().kind().carriesCells()) {
            byte[] bytes = cell.payload() instanceof Frame frame ? frame.payload() : null;
            int length = bytes != null ? bytes.length : cell.sizeBytes() - nic.spec().kind().wireBytes(0);
            report(scheduler.now(), cell, 1, bytes, length);
        } else if (cell.count() == 1) {
            report(scheduler.now(), cell, 1, cellPayload(cell), Aal5.CELL_PAYLOAD_BYTES);
        } else {
            Packet packet = cell.firstOfMessage() ? null : packets.get(cell.messageId());
            if (packet == null) {
                packet = new Packet(scheduler.now());
                packets.put(cell.messageId(), packet);
            }
            byte[] slice = cellPayload(cell);
            if (slice == null) {
                packet.unknown = true;
            } else {
                packet.bytes.writeBytes(slice);
            }
            if (cell.lastOfMessage()) {
                packets.remove(cell.messageId());
                byte[] pdu = packet.unknown ? null : packet.bytes.toByteArray();
                report(packet.startPs, cell, cell.count(), pdu, cell.count() * Aal5.CELL_PAYLOAD_BYTES);
            }
        }
    }

    /** The 48 bytes a cell carries (a short frame zero-padded, as the card pads it), or null when it carries none. */
    private static byte[] cellPayload(Cell cell) {
        byte[] bytes = cell.payload() instanceof Frame frame ? frame.payload()
                : cell.payload() instanceof byte[] slice ? slice : null;
        return bytes == null ? null : java.util.Arrays.copyOf(bytes, Aal5.CELL_PAYLOAD_BYTES);
    }

    private void report(long timePs, Cell cell, int cells, byte[] bytes, int length) {
        capture.captured(new CapturedFrame(timePs, cell.source(), cell.destination(), nic.index(),
                nic.spec().kind(), cells, bytes, length, cell.kind(), cell.messageId()));
    }
}
