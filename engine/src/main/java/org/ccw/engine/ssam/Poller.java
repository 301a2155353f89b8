package org.ccw.engine.ssam;

import static org.ccw.engine.ssam.SsamHost.KERNEL_READ_CELL;
import static org.ccw.engine.ssam.SsamHost.KERNEL_READ_EMPTY;
import static org.ccw.engine.ssam.SsamHost.KERNEL_READ_ENTRY;
import static org.ccw.engine.ssam.SsamHost.NIC;
import static org.ccw.engine.ssam.SsamMessageIds.identity;

import java.util.Map;
import java.util.function.BooleanSupplier;

import org.ccw.engine.net.Frame;
import org.ccw.engine.trace.DropReason;

/**
 * Polling (seed 000 §3.1.1, §3.3.2): nothing is handled unless the process polls. A poll retransmits if a timer
 * expired, then makes read traps (or read system calls) that pull batches of cells out of the NI's input FIFO and
 * runs the library's loop over each batch, handing requests to the {@link Responder} and replies and ACKs to the
 * {@link Requester}, then sends the ACKs that became due. A process waiting for a condition busy-polls: its empty
 * read traps are charged, not simulated, up to the first poll boundary after a cell or a timeout. It is separate
 * because it owns when the layer runs (one call at a time, idle, busy or waiting), not what it does.
 */
final class Poller {
    private enum State { IDLE, BUSY, WAITING }

    private final SsamHost host;
    private final Map<Integer, Connection> connectionByNode;
    private final Requester requester;
    private final Responder responder;

    private State state = State.IDLE;
    private BooleanSupplier waitCondition;
    private Runnable waitThen;
    private long spinStartPs;
    private boolean wakeScheduled;

    private long cellsDamaged;
    private long cellsReceived;

    Poller(SsamHost host, Map<Integer, Connection> connectionByNode, Requester requester, Responder responder) {
        this.host = host;
        this.connectionByNode = connectionByNode;
        this.requester = requester;
        this.responder = responder;
    }

    /** Throws while another call is in progress: a process makes one SSAM call at a time. */
    void requireIdle(String what) {
        if (state != State.IDLE) {
            throw new ActiveMessageViolation("node " + host.node() + ": SSAM call to " + what + " while another"
                    + " call is in progress; continue from that call's completion instead");
        }
    }

    /** A request was written at {@code writtenPs}: its single read, then the call returns to {@code then}. */
    void readAfterRequest(long writtenPs, Runnable then) {
        host.at(writtenPs, () -> read(host.costs.combinesWriteAndRead(), true, () -> leave(then)));
    }

    /** A call begins: the process is busy until it returns. */
    void busy() {
        state = State.BUSY;
    }

    /** One poll, then the call returns to {@code then}. */
    void poll(Runnable then) {
        state = State.BUSY;
        pollNow(() -> leave(then));
    }

    /** Polls until {@code condition} holds, checked after each poll, then the call returns to {@code then}. */
    void pollUntil(BooleanSupplier condition, Runnable then) {
        state = State.BUSY;
        pollNow(() -> afterWaitingPoll(condition, then));
    }

    private void leave(Runnable then) {
        state = State.IDLE;
        then.run();
    }

    private void afterWaitingPoll(BooleanSupplier condition, Runnable then) {
        if (condition.getAsBoolean()) {
            leave(then);
            return;
        }
        state = State.WAITING;
        waitCondition = condition;
        waitThen = then;
        spinStartPs = host.scheduler.now();
        if (host.port.available() > 0 || requester.retransmissionDue()) {
            wakeIfWaiting();
        }
    }

    /** Wakes a busy-polling process at its next poll boundary: the first empty-poll multiple after now. */
    void wakeIfWaiting() {
        if (state != State.WAITING || wakeScheduled) {
            return;
        }
        wakeScheduled = true;
        // the modelled machine looks once per read call; a real one polls as fast as it runs
        long period = host.cpu.modelled() ? host.costs.readEntryPs(false) : 0;
        long now = host.scheduler.now();
        long polls = period == 0 ? 0 : (now - spinStartPs + period - 1) / period;
        long boundary = spinStartPs + polls * period;
        if (polls > 0) {
            host.ledger.add(Operation.KERNEL_READ_EMPTY, polls, polls * period);
        }
        host.cpu.charge(KERNEL_READ_EMPTY, boundary - now);
        host.at(boundary, () -> {
            wakeScheduled = false;
            state = State.BUSY;
            BooleanSupplier condition = waitCondition;
            Runnable then = waitThen;
            pollNow(() -> afterWaitingPoll(condition, then));
        });
    }

    /** One poll: retransmit if a timer expired, then read until the NI is empty. */
    private void pollNow(Runnable done) {
        if (host.tracer.isOn()) {
            host.tracer.pollPerformed(host.node(), NIC, "network", host.port.available() > 0);
        }
        long after = requester.retransmitIfDue();
        host.at(after, () -> read(false, false, done));
    }

    /**
     * One read call (trap or system call) and the library's loop over the cells it moved, then more reads while
     * the NI may hold more. {@code afterWrite}: the read half of a write-read trap, whose entry the request paid.
     * {@code once}: a request's single read; a poll reads until the NI is empty.
     */
    private void read(boolean afterWrite, boolean once, Runnable done) {
        SsamCostModel costs = host.costs;
        int max = costs.maxCellsPerRead();
        int n = Math.min(host.port.available(), max);
        long entryPs = afterWrite ? 0 : costs.readEntryPs(false);
        if (n == 0) {
            if (entryPs > 0) {
                host.cpu.charge(KERNEL_READ_EMPTY, entryPs);
                host.ledger.add(Operation.KERNEL_READ_EMPTY, 1, entryPs);
            }
            host.at(host.cpu.charge(0), done);
            return;
        }
        Frame[] batch = new Frame[n];
        for (int i = 0; i < n; i++) {
            batch[i] = host.port.poll();
        }
        cellsReceived += n;
        long kernelPs = entryPs + n * costs.readPerCellPs();
        host.cpu.charge(KERNEL_READ_ENTRY, entryPs);
        host.cpu.charge(KERNEL_READ_CELL, n * costs.readPerCellPs());
        if (n == 1 && !afterWrite) {
            host.ledger.add(Operation.KERNEL_READ_ONE_CELL, 1, kernelPs);
        }
        // A read call's fixed part is shared by the cells it moved; an empty NI after a full batch is known
        // from the count register on traps, but a system call learns it only from a read that returns nothing.
        boolean more = !once && (max == 1 || n == max);
        Batch b = new Batch(batch, kernelPs / n);
        host.at(host.cpu.charge(0), () -> handleNext(b, 0, () -> {
            long acked = responder.sendExplicitAcks();
            host.at(acked, more ? () -> read(false, false, done) : done);
        }));
    }

    private record Batch(Frame[] cells, long kernelSharePs) {
    }

    private void handleNext(Batch batch, int index, Runnable done) {
        if (index == batch.cells.length) {
            done.run();
            return;
        }
        handle(batch.cells[index], batch.kernelSharePs);
        host.at(host.cpu.charge(0), () -> handleNext(batch, index + 1, done));
    }

    /** The library loop's step for one received cell: check it, find its connection, hand it on by type. */
    private void handle(Frame frame, long kernelSharePs) {
        SsamCell cell = SsamCell.decode(frame.payload());
        Connection c = connectionByNode.get(frame.source());
        if (cell == null || c == null) {
            host.discard(kernelSharePs, host.costs.receiveFlowControlPs(), cell == null ? DropReason.CHECKSUM
                    : DropReason.PROTOCOL, identity(frame.source(), host.node(), -1, "frame"));
            if (cell == null) {
                cellsDamaged++;
            }
            return;
        }
        switch (cell.type()) {
            case REQUEST -> responder.handleRequest(c, cell, kernelSharePs);
            case REPLY -> requester.handleReply(c, cell, kernelSharePs);
            case ACK -> requester.handleAck(c, cell, kernelSharePs);
        }
    }

    /** Cells read out of the NI's input FIFO, damaged ones included. */
    long cellsReceived() {
        return cellsReceived;
    }

    /** Cells whose check failed. */
    long cellsDamaged() {
        return cellsDamaged;
    }
}
