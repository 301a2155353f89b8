package org.ccw.engine.dvcm;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

import java.util.function.Consumer;

/**
 * The execution unit's way off the link (seed 001 §2: the NI's coprocessor, not the host, takes every cell): the
 * NIC's coprocessor hook puts each arriving cell into a receive FIFO of the NIC's depth (a full one drops it), the
 * firmware takes it as work on the coprocessor, and AAL5 reassembly turns the cells into packets, discarding one
 * with a cell lost or damaged (its CRC fails). Whole packets go to the {@link ExecutionUnit}, which knows control
 * from data. It is separate because the FIFO and reassembly are the same for every packet the unit receives.
 */
final class CellReceiver {
    private final FirmwareLoop loop;
    private final Nic nic;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final DvcmCosts costs;
    /** Gets the last cell of each whole, undamaged packet. */
    private final Consumer<Cell> whole;
    private final CellReassembly reassembly = new CellReassembly();
    private int receiveFifo;
    private long packetsDiscarded;
    private long cellsTaken;
    private long cellsDamaged;
    private long lastDataCellPs = -1;

    CellReceiver(FirmwareLoop loop, Nic nic, Scheduler scheduler, Tracer tracer, DvcmCosts costs,
                 Consumer<Cell> whole) {
        this.loop = loop;
        this.nic = nic;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.costs = costs;
        this.whole = whole;
    }

    /** The NIC's coprocessor hook: every arriving cell is the unit's. */
    boolean cellArrived(Cell cell) {
        if (receiveFifo >= nic.spec().inFifoCells()) {
            tracer.cellDropped(nic.host(), nic.index(), cell, DropReason.FIFO_FULL);
            return true;
        }
        receiveFifo++;
        loop.submitArrival(() -> {
            receiveFifo--;
            cellsTaken++;
            cellsDamaged += cell.corrupted() ? 1 : 0;
            loop.charge("dvcm.cell_receive", costs.cellReceiveCycles());
            tracer.cellDelivered(nic.host(), nic.index(), cell);
            if (cell.payload() instanceof Packet.Data) {
                lastDataCellPs = scheduler.now();
            }
            reassemble(cell);
        });
        return true;
    }

    private void reassemble(Cell cell) {
        CellReassembly.Outcome outcome = reassembly.add(cell);
        if (outcome == CellReassembly.Outcome.INCOMPLETE) {
            return;
        }
        if (outcome == CellReassembly.Outcome.BROKEN) {
            packetsDiscarded++;
            if (tracer.isOn()) {
                tracer.cellDropped(nic.host(), nic.index(), cell, DropReason.CHECKSUM);
            }
            return;
        }
        whole.accept(cell);
    }

    /** AAL5 packets that arrived incomplete or damaged and were discarded (their CRC failed). */
    long packetsDiscarded() {
        return packetsDiscarded;
    }

    /** Virtual time, picoseconds, at which the unit last took a data cell from its receive FIFO; -1 if never. */
    long lastDataCellPs() {
        return lastDataCellPs;
    }

    /** Cells taken from the receive FIFO (damaged ones included). */
    long cellsTaken() {
        return cellsTaken;
    }

    /** Cells taken that the link had damaged (each spoils its AAL5 packet). */
    long cellsDamaged() {
        return cellsDamaged;
    }
}
