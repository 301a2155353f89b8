package org.ccw.engine.dvcm;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayDeque;
import java.util.function.LongSupplier;

/**
 * The execution unit's way onto the link (seed 001 §2, §4.2): it cuts control packets and data messages into
 * cells and moves them into the NIC's transmit FIFO paced to the line. Control cells go ahead of data cells, and
 * only {@link DvcmCosts#transmitAheadCells()} cells are kept in the FIFO, so a control message (a token, an
 * acknowledgment) never waits behind a whole data message. Each cell's preparation is work on the coprocessor; a
 * data cell also waits until its bytes have arrived by DMA (zero-copy). It is separate from the
 * {@link ExecutionUnit} because pacing is a state machine of its own that only the order of cells concerns.
 */
final class CellTransmitter {
    private final FirmwareLoop loop;
    private final Nic nic;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final DvcmCosts costs;
    private final long cellTimePs;
    private final LongSupplier cellIds;
    private final RandomStream busWait;
    private final ArrayDeque<Cell> controlCells = new ArrayDeque<>();
    private final ArrayDeque<DataTransmission> dataQueue = new ArrayDeque<>();
    private long lineFreeAtPs;
    private boolean preparing;
    private boolean pumpScheduled;
    private long pumpEvent;
    private long pumpAtPs;
    private long cellsSent;

    CellTransmitter(FirmwareLoop loop, Nic nic, Scheduler scheduler, Tracer tracer, DvcmCosts costs,
                    long cellTimePs, LongSupplier cellIds) {
        this.loop = loop;
        this.nic = nic;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.costs = costs;
        this.cellTimePs = cellTimePs;
        this.cellIds = cellIds;
        this.busWait = scheduler.random("dvcm.unit-" + nic.host() + ".bus-wait");
    }

    /** Puts a control packet's cells in line for the link (ahead of data). */
    void control(int peer, Packet.Control packet, boolean retransmission) {
        int count = Aal5.cells(packet.payloadBytes());
        long messageId = cellIds.getAsLong();
        String kind = packet.bareAck() ? "dvcm-ack" : packet.message().type();
        for (int i = 0; i < count; i++) {
            Cell cell = new Cell(i == 0 ? messageId : cellIds.getAsLong(), messageId, kind,
                    nic.spec().kind().wireBytes(48), nic.host(), peer, i, count, packet);
            if (retransmission && tracer.isOn()) {
                tracer.retransmitted(nic.host(), nic.index(), cell, 1);
            }
            controlCells.add(cell);
        }
        pump();
    }

    /** Puts a started data message in line behind the others. */
    void data(DataTransmission message) {
        dataQueue.add(message);
        // callbacks registered right after the start run before the first cell at the earliest
        scheduler.schedule(0, this::pump);
    }

    /** Whether no cell waits for the link or is being prepared. */
    boolean idle() {
        return dataQueue.isEmpty() && controlCells.isEmpty() && !preparing;
    }

    /** Cells put into the NIC's transmit FIFO. */
    long cellsSent() {
        return cellsSent;
    }

    /** Moves the next cell toward the NIC if the line and the coprocessor allow; otherwise waits. */
    private void pump() {
        // a wake-up set for a data cell whose bytes are still on their way by DMA must not hold up a control cell
        if (preparing || (pumpScheduled && controlCells.isEmpty())) {
            return;
        }
        DataTransmission head = dataQueue.peek();
        if (controlCells.isEmpty() && head != null && head.next() == 0) {
            // callbacks due before the first cell (Early Token Release of a message shorter than N cells) may send
            // a control message, which re-enters pump and goes first; run them once, before choosing a cell
            head.progress(head.cells());
            if (preparing || pumpScheduled) {
                return;
            }
        }
        Cell cell;
        DataTransmission data = null;
        long readyPs = Math.max(scheduler.now(), lineFreeAtPs - costs.transmitAheadCells() * cellTimePs);
        if (!controlCells.isEmpty()) {
            cell = controlCells.peek();
        } else if (!dataQueue.isEmpty()) {
            data = dataQueue.peek();
            readyPs = Math.max(readyPs, data.readyPs(data.next()));
            cell = null;
        } else {
            return;
        }
        if (pumpScheduled) {
            if (readyPs >= pumpAtPs) {
                return;
            }
            scheduler.cancel(pumpEvent);
            pumpScheduled = false;
        }
        if (readyPs > scheduler.now()) {
            pumpScheduled = true;
            pumpAtPs = readyPs;
            pumpEvent = scheduler.schedule(readyPs - scheduler.now(), () -> {
                pumpScheduled = false;
                pump();
            });
            return;
        }
        preparing = true;
        if (cell != null) {
            controlCells.poll();
            Cell control = cell;
            loop.submitTransmit(() -> {
                loop.charge("dvcm.cell_transmit", costs.cellTransmitCycles());
                loop.whenIdle(() -> push(control, null));
            });
        } else {
            DataTransmission message = data;
            int index = message.next();
            Cell dataCell = new Cell(index == 0 && message.attempt == 0 ? message.messageId : cellIds.getAsLong(),
                    message.messageId, "data", nic.spec().kind().wireBytes(48), nic.host(), message.destination,
                    index, message.cells(), message.packet);
            if (index == 0 && message.attempt > 0 && tracer.isOn()) {
                tracer.retransmitted(nic.host(), nic.index(), dataCell, message.attempt);
            }
            loop.submitTransmit(() -> {
                loop.charge("dvcm.cell_transmit+bus_wait",
                        costs.cellTransmitCycles() + busWait.nextDouble() * costs.cellBusWaitCycles());
                loop.whenIdle(() -> push(dataCell, message));
            });
        }
    }

    private void push(Cell cell, DataTransmission message) {
        if (!nic.push(cell)) {
            throw new IllegalStateException("unit " + nic.host() + ": transmit FIFO full although paced to the line");
        }
        cellsSent++;
        lineFreeAtPs = Math.max(scheduler.now(), lineFreeAtPs) + cellTimePs;
        preparing = false;
        if (message != null) {
            int left = message.pushedOne();
            message.progress(left);
            if (left == 0) {
                // the firmware's transmission is over once its last cell is in the transmit FIFO
                dataQueue.poll();
                message.end();
            }
        }
        pump();
    }
}
