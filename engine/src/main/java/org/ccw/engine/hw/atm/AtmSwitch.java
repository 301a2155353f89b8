package org.ccw.engine.hw.atm;

import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.CellReceiver;
import org.ccw.engine.hw.link.Channel;
import org.ccw.engine.hw.link.TransmitQueue;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Routing;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** An output-queued ATM switch (or a store-and-forward Ethernet switch, which behaves alike per frame). */
public final class AtmSwitch implements CellReceiver {
    private final SwitchSpec spec;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Routing routing;
    private final TransmitQueue[] outputs;
    /** Per output port, the AAL5 packets whose remaining cells are being discarded. */
    private final List<Set<Long>> discarding = new ArrayList<>();
    private long dropped;

    public AtmSwitch(SwitchSpec spec, Scheduler scheduler, Tracer tracer, Routing routing) {
        this.spec = spec;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.routing = routing;
        this.outputs = new TransmitQueue[spec.ports()];
        for (int port = 0; port < spec.ports(); port++) {
            discarding.add(new HashSet<>());
        }
    }

    /** Connects output port {@code port} to the channel leaving it. */
    public void attach(int port, Channel line) {
        outputs[port] = new TransmitQueue(scheduler, tracer, line, "port", spec.bufferCellsPerPort());
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
        int out = routing.port(spec.id(), cell.destination());
        if (out < 0 || outputs[out] == null) {
            throw new IllegalStateException(spec.name() + " has no route to node " + cell.destination());
        }
        // Decided now, as the output buffer will stand when the cell has crossed the fabric: every cell takes the
        // same fabric latency, so cells reach each output in the order they arrive (see TransmitQueue.offerAt).
        enqueue(cell, out, scheduler.now() + spec.fabricLatencyPs());
    }

    private void enqueue(Cell cell, int out, long entryPs) {
        boolean packet = spec.earlyPacketDiscard() && cell.count() > 1;
        if (packet && discardingRestOf(cell, out)) {
            drop(cell, out, DropReason.EARLY_PACKET_DISCARD, entryPs);
            return;
        }
        if (packet && cell.firstOfMessage() && outputs[out].waitingAt(entryPs) >= spec.epdThresholdCells()) {
            startDiscarding(cell, out);
            drop(cell, out, DropReason.EARLY_PACKET_DISCARD, entryPs);
            return;
        }
        if (!outputs[out].offerAt(cell, entryPs)) {
            if (packet) {
                startDiscarding(cell, out);
            }
            drop(cell, out, DropReason.BUFFER_FULL, entryPs);
        }
    }

    /** Whether {@code cell} belongs to a packet being discarded; forgets the packet at its last cell. */
    private boolean discardingRestOf(Cell cell, int out) {
        Set<Long> packets = discarding.get(out);
        if (packets.isEmpty() || !packets.contains(cell.messageId())) {
            return false;
        }
        if (cell.lastOfMessage()) {
            packets.remove(cell.messageId());
        }
        return true;
    }

    private void startDiscarding(Cell cell, int out) {
        if (!cell.lastOfMessage()) {
            discarding.get(out).add(cell.messageId());
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
