package org.ccw.engine.hw.link;

import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.CellReceiver;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

import java.util.function.LongSupplier;

/**
 * One direction of a link, from {@code from} to {@code to}. {@link #transmit(Cell)} puts a cell on the wire now;
 * the caller must not transmit again before the returned serialization time has passed (a
 * {@link TransmitQueue} sees to that).
 */
public final class Channel {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final LinkSpec link;
    private final Endpoint from;
    private final Endpoint to;
    private final CellReceiver receiver;
    private final LinkFaults faults;
    private final LongSupplier cellIds;
    private int cachedBytes = -1;
    private long cachedSerializationPs;

    /**
     * @param faults  the link's fault decisions, or null for a perfect link
     * @param cellIds source of fresh cell ids for duplicates
     */
    public Channel(Scheduler scheduler, Tracer tracer, LinkSpec link, Endpoint from, CellReceiver receiver,
                   LinkFaults faults, LongSupplier cellIds) {
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.link = link;
        this.from = from;
        this.to = link.other(from);
        this.receiver = receiver;
        this.faults = faults;
        this.cellIds = cellIds;
    }

    public LinkSpec link() {
        return link;
    }

    public Endpoint from() {
        return from;
    }

    public Endpoint to() {
        return to;
    }

    /** Time in picoseconds to serialize {@code bytes} at the link rate. */
    public long serializationPs(int bytes) {
        // Cells of one size dominate every run; remember the last conversion.
        if (bytes != cachedBytes) {
            cachedSerializationPs = Time.serialization(bytes, link.bitsPerSecond());
            cachedBytes = bytes;
        }
        return cachedSerializationPs;
    }

    /**
     * Starts sending {@code cell} now and schedules its arrival (or its death on the wire).
     *
     * @return the serialization time in picoseconds, after which the channel is free again
     */
    public long transmit(Cell cell) {
        long serialization = serializationPs(cell.sizeBytes());
        long flight = serialization + link.propagationPs();
        tracer.cellDeparted(from.node(), from.port(), cell, link.id(), scheduler.now() + flight);
        if (faults == null) {
            scheduler.schedule(flight, () -> arrive(cell));
            return serialization;
        }
        DropReason death = faults.drop();
        if (death != null) {
            // Scheduled even when untraced, so a run's event count does not depend on whether it is traced.
            scheduler.schedule(flight, () -> tracer.cellDropped(to.node(), to.port(), cell, death));
            return serialization;
        }
        Cell delivered = faults.corrupt() ? cell.corruptedCopy() : cell;
        long delay = flight + faults.reorderDelayPs();
        scheduler.schedule(delay, () -> arrive(delivered));
        if (faults.duplicate()) {
            Cell copy = delivered.duplicate(cellIds.getAsLong());
            tracer.cellDuplicated(from.node(), from.port(), copy, cell.cellId());
            // The copy follows one cell time behind, as a retransmitting repeater would put it on the wire.
            scheduler.schedule(delay + serialization, () -> arrive(copy));
        }
        return serialization;
    }

    private void arrive(Cell cell) {
        tracer.cellArrived(to.node(), to.port(), cell, link.id());
        receiver.cellArrived(cell, to.port());
    }
}
