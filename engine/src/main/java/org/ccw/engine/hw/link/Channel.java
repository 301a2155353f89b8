package org.ccw.engine.hw.link;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.CellReceiver;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

import java.util.function.LongSupplier;

/**
 * One direction of a link, from {@code from} to {@code to}. {@link #transmit(Cell, long)} puts a cell on the wire;
 * the caller must not start another before the returned serialization time has passed (a {@link TransmitQueue}
 * sees to that).
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
    private Runnable departureObserver;

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
            cachedSerializationPs = link.serializationPs(bytes);
            cachedBytes = bytes;
        }
        return cachedSerializationPs;
    }

    /**
     * Puts {@code cell} on the wire at {@code departPs} (now or later, when the line will be free) and schedules
     * its arrival at the far end, or its death on the wire. The departure itself is not an event: its records
     * ({@code CellDeparted}, {@code CellDuplicated}) are made by a trace-only event at {@code departPs} when
     * tracing is on, which leaves the order of all other events, and so the run, unchanged.
     *
     * @return the serialization time in picoseconds; the line is busy until {@code departPs} plus that
     */
    public long transmit(Cell cell, long departPs) {
        long serialization = serializationPs(cell.sizeBytes());
        long flight = departPs - scheduler.now() + serialization + link.propagationPs();
        if (faults == null) {
            traceDeparture(cell, departPs, flight, null);
            scheduler.schedule(flight, () -> arrive(cell));
            return serialization;
        }
        LinkFaults.Fate fate = faults.next();
        DropReason death = fate.death();
        // A scripted delay (a what-if) lengthens this cell's flight, and its trace shows the late arrival.
        flight += fate.scriptedDelayPs();
        if (death != null) {
            traceDeparture(cell, departPs, flight, null);
            if (tracer.isOn()) {
                scheduler.schedule(flight, () -> tracer.cellDropped(to.node(), to.port(), cell, death));
            }
            return serialization;
        }
        Cell delivered = fate.corrupt() ? cell.corruptedCopy() : cell;
        long delay = flight + fate.reorderDelayPs();
        scheduler.schedule(delay, () -> arrive(delivered));
        Cell copy = fate.duplicate() ? delivered.duplicate(cellIds.getAsLong()) : null;
        traceDeparture(cell, departPs, flight, copy);
        if (copy != null) {
            // The copy follows one cell time behind, as a retransmitting repeater would put it on the wire.
            scheduler.schedule(delay + serialization, () -> arrive(copy));
        }
        return serialization;
    }

    private void traceDeparture(Cell cell, long departPs, long flight, Cell copy) {
        if (!tracer.isOn()) {
            return;
        }
        long arrivalPs = scheduler.now() + flight;
        Runnable departure = () -> {
            tracer.cellDeparted(from.node(), from.port(), cell, link.id(), arrivalPs);
            if (copy != null) {
                tracer.cellDuplicated(from.node(), from.port(), copy, cell.cellId());
            }
            if (departureObserver != null) {
                departureObserver.run();
            }
        };
        if (departPs == scheduler.now()) {
            departure.run();
        } else {
            scheduler.schedule(departPs - scheduler.now(), departure);
        }
    }

    /** Runs {@code observer} (for trace records only) whenever a cell's departure is recorded. */
    void onDepartureTraced(Runnable observer) {
        this.departureObserver = observer;
    }

    private void arrive(Cell cell) {
        tracer.cellArrived(to.node(), to.port(), cell, link.id());
        receiver.cellArrived(cell, to.port());
    }
}
