package org.ccw.engine.hw.atm;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.CellReceiver;
import org.ccw.engine.hw.link.Channel;
import org.ccw.engine.hw.link.TransmitQueue;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.PacketDiscard;
import org.ccw.engine.topology.Routing;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * An output-queued ATM switch (or a store-and-forward Ethernet switch, which behaves alike per frame), discarding
 * the cells of AAL5 packets as its {@link PacketDiscard} policy says.
 */
public final class AtmSwitch implements CellReceiver {
    private final SwitchSpec spec;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Routing routing;
    private final TransmitQueue[] outputs;
    /** Per output port, the AAL5 packets whose remaining cells are being discarded, with the reason they carry. */
    private final List<Map<Long, DropReason>> discarding = new ArrayList<>();
    private long dropped;

    public AtmSwitch(SwitchSpec spec, Scheduler scheduler, Tracer tracer, Routing routing) {
        this.spec = spec;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.routing = routing;
        this.outputs = new TransmitQueue[spec.ports()];
        for (int port = 0; port < spec.ports(); port++) {
            discarding.add(new HashMap<>());
        }
    }

    /** Connects output port {@code port} to the channel leaving it. */
    public void attach(int port, Channel line) {
        outputs[port] = new TransmitQueue(scheduler, tracer, line, QueueId.PORT, spec.bufferCellsPerPort());
    }

    public SwitchSpec spec() {
        return spec;
    }

    /** The buffer of output port {@code port}. */
    public TransmitQueue output(int port) {
        return outputs[port];
    }

    /** Cells this switch has dropped, for any reason. */
    public long dropped() {
        return dropped;
    }

    @Override
    public void cellArrived(Cell cell, int inPort) {
        int out = routing.port(spec.id(), cell.destination(), cell.destinationNic());
        if (out < 0 || outputs[out] == null) {
            throw new IllegalStateException(spec.name() + " has no route to node " + cell.destination());
        }
        // Decided now, as the output buffer will stand when the cell has crossed the fabric: every cell takes the
        // same fabric latency, so cells reach each output in the order they arrive (see TransmitQueue.offerAt).
        enqueue(cell, out, scheduler.now() + spec.fabricLatencyPs());
    }

    private void enqueue(Cell cell, int out, long entryPs) {
        PacketDiscard policy = spec.packetDiscard();
        boolean packet = policy.dropsRestOfPacket() && cell.count() > 1;
        DropReason rest = packet ? discardingRestOf(cell, out) : null;
        if (rest != null) {
            drop(cell, out, rest, entryPs);
            return;
        }
        if (packet && policy.refusesNewPackets() && cell.firstOfMessage()
                && outputs[out].waitingAt(entryPs) >= spec.epdThresholdCells()) {
            startDiscarding(cell, out, DropReason.EARLY_PACKET_DISCARD);
            drop(cell, out, DropReason.EARLY_PACKET_DISCARD, entryPs);
            return;
        }
        if (!outputs[out].offerAt(cell, entryPs)) {
            if (packet) {
                startDiscarding(cell, out, DropReason.PARTIAL_PACKET_DISCARD);
            }
            drop(cell, out, DropReason.BUFFER_FULL, entryPs);
        }
    }

    /**
     * Why {@code cell} is dropped as part of a packet being discarded, or null when its packet is not; forgets the
     * packet at its last cell.
     */
    private DropReason discardingRestOf(Cell cell, int out) {
        Map<Long, DropReason> packets = discarding.get(out);
        DropReason reason = packets.isEmpty() ? null : packets.get(cell.messageId());
        if (reason != null && cell.lastOfMessage()) {
            packets.remove(cell.messageId());
        }
        return reason;
    }

    private void startDiscarding(Cell cell, int out, DropReason reason) {
        if (!cell.lastOfMessage()) {
            discarding.get(out).put(cell.messageId(), reason);
        }
    }

    /** Counts a drop now and records it when the cell reaches the output port (a trace-only event). */
    private void drop(Cell cell, int out, DropReason reason, long atPs) {
        dropped++;
        if (!tracer.isOn()) {
            return;
        }
        if (atPs == scheduler.now()) {
            tracer.cellDropped(spec.id(), out, cell, reason);
        } else {
            scheduler.schedule(atPs - scheduler.now(), () -> tracer.cellDropped(spec.id(), out, cell, reason));
        }
    }
}
