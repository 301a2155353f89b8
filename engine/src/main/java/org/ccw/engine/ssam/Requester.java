package org.ccw.engine.ssam;

import static org.ccw.engine.ssam.SsamHost.ACKNOWLEDGE;
import static org.ccw.engine.ssam.SsamHost.DISPATCH;
import static org.ccw.engine.ssam.SsamHost.FORMAT;
import static org.ccw.engine.ssam.SsamHost.KERNEL_READ_ENTRY;
import static org.ccw.engine.ssam.SsamHost.KERNEL_WRITE;
import static org.ccw.engine.ssam.SsamHost.NIC;
import static org.ccw.engine.ssam.SsamHost.SEND_FLOW_CONTROL;
import static org.ccw.engine.ssam.SsamMessageIds.identity;
import static org.ccw.engine.ssam.SsamMessageIds.messageId;
import static org.ccw.engine.ssam.SsamMessageIds.tag;
import static org.ccw.engine.ssam.SsamMessageIds.wire;

import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.List;

import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.DropReason;

/**
 * The requester's side of a process's connections (seed 000 §3.3.1): it sends a request into the
 * {@link SlidingWindow}, keeping a copy; retires it when its reply (the piggy-backed acknowledgment) or an explicit
 * ACK arrives, running the reply's handler; and, when a connection's retransmission timer expires, sends every
 * unacknowledged request again at the next poll. It is separate from the {@link Responder} because the two halves
 * of a connection share no state, and from the {@link Poller} because when the layer reads is not what it does
 * with what it reads.
 */
final class Requester {
    private static final String RETRANSMIT_TIMER = "ssam-retransmit";

    private final SsamHost host;
    private final HandlerTable handlers;
    private final List<Connection> connections;
    /** Wakes a process busy-polling, so that it retransmits after a timeout. */
    private final Runnable wake;
    private boolean retransmissionDue;

    private long requestsSent;
    private long repliesHandled;
    private long retransmissions;

    Requester(SsamHost host, HandlerTable handlers, List<Connection> connections, Runnable wake) {
        this.host = host;
        this.handlers = handlers;
        this.connections = connections;
        this.wake = wake;
    }

    /**
     * Sends the data in {@code c}'s request buffer as a request naming {@code handler} (the window has room);
     * returns when the CPU has done the write trap and, when the kernel combines them, the read trap's entry.
     */
    long send(Connection c, int handler) {
        long sequence = c.window.nextSequence();
        ByteBuffer data = c.requestData;
        SsamCell cell = new SsamCell(CellType.REQUEST, wire(sequence), 0, handler, data.position(),
                Arrays.copyOf(data.array(), SsamCell.DATA_BYTES));
        byte[] bytes = cell.encode();
        c.window.add(bytes, host.scheduler.now());
        requestsSent++;
        host.traceSent(c, messageId(host.node(), c.peer, sequence), "request", data.position());
        SsamCostModel costs = host.costs;
        long sendPs = costs.formatPs() + costs.sendFlowControlPs() + costs.writePs();
        long readPs = costs.combinesWriteAndRead() ? costs.readEntryPs(true) : 0;
        host.cpu.charge(FORMAT, costs.formatPs());
        host.cpu.charge(SEND_FLOW_CONTROL, costs.sendFlowControlPs());
        long injected = host.cpu.charge(KERNEL_WRITE, costs.writePs());
        long done = host.cpu.charge(KERNEL_READ_ENTRY, readPs);
        host.ledger.add(Operation.SEND_REQUEST, 1, sendPs + readPs);
        host.transmit(c, tag(host.node(), c.peer, sequence, "request"), bytes, injected, () -> traceWindow(c));
        armTimer(c);
        return done;
    }

    void handleReply(Connection c, SsamCell cell, long kernelSharePs) {
        long sequence = c.window.outstanding(cell.sequence());
        if (sequence < 0) {
            host.discard(kernelSharePs, host.costs.acknowledgePs(), DropReason.PROTOCOL,
                    identity(c.peer, host.node(), cell.sequence(), "reply"));
            return;
        }
        Object handler = handlers.handler(cell.handler(), ReplyHandler.class, cell);
        long handlerPs = host.costs.acknowledgePs() + host.costs.dispatchPs();
        host.cpu.charge(ACKNOWLEDGE, host.costs.acknowledgePs());
        host.cpu.charge(DISPATCH, host.costs.dispatchPs());
        acknowledge(c, sequence);
        repliesHandled++;
        host.ledger.add(Operation.HANDLE_REPLY, 1, kernelSharePs + handlerPs);
        handlers.run(cell, c, messageId(host.node(), c.peer, sequence), () -> {
            ((ReplyHandler) handler).handle(c.id, HandlerTable.data(cell));
            return null;
        });
    }

    void handleAck(Connection c, SsamCell cell, long kernelSharePs) {
        // retiring a run of k requests is one slide of the window, not k
        long ackPs = host.costs.acknowledgePs();
        host.cpu.charge(ACKNOWLEDGE, ackPs);
        boolean any = false;
        for (int i = 0; i < cell.count(); i++) {
            long sequence = c.window.outstanding((cell.sequence() + i) % SsamCell.SEQUENCE_MODULUS);
            if (sequence >= 0) {
                acknowledge(c, sequence);
                any = true;
            }
        }
        if (any) {
            host.ledger.add(Operation.HANDLE_ACK, 1, kernelSharePs + ackPs);
        } else {
            host.dropped(kernelSharePs + ackPs, DropReason.PROTOCOL,
                    identity(c.peer, host.node(), cell.sequence(), "ack"));
        }
    }

    private void acknowledge(Connection c, long sequence) {
        if (c.window.attempts(sequence) == 0) {
            // Karn's rule: a request sent again gives no round trip, its answer may be the first copy's
            c.timeout.roundTrip(host.scheduler.now() - c.window.sentPs(sequence));
        }
        c.window.acknowledge(sequence);
        traceWindow(c);
        if (c.window.empty()) {
            cancelTimer(c);
        } else {
            cancelTimer(c);
            armTimer(c);
        }
    }

    private void armTimer(Connection c) {
        if (c.timer >= 0) {
            return;
        }
        c.timer = host.scheduler.schedule(c.timeout.timeoutPs(c.window.oldestAttempts()), () -> {
            c.timer = -1;
            if (host.tracer.isOn()) {
                host.tracer.timerFired(host.node(), NIC, RETRANSMIT_TIMER);
            }
            c.timedOut = true;
            retransmissionDue = true;
            wake.run();
        });
    }

    private void cancelTimer(Connection c) {
        if (c.timer >= 0) {
            host.scheduler.cancel(c.timer);
            c.timer = -1;
        }
    }

    /** Whether a retransmission timer has expired since the last poll. */
    boolean retransmissionDue() {
        return retransmissionDue;
    }

    /** Sends every unacknowledged request of each timed-out connection again; returns when the CPU is done. */
    long retransmitIfDue() {
        if (retransmissionDue) {
            retransmissionDue = false;
            for (Connection c : connections) {
                if (!c.timedOut) {
                    continue;
                }
                c.timedOut = false;
                for (long sequence : c.window.unacknowledged()) {
                    long sendPs = host.costs.writePs();
                    long injected = host.cpu.charge(KERNEL_WRITE, sendPs);
                    host.ledger.add(Operation.RETRANSMIT, 1, sendPs);
                    host.ledger.add(Operation.KERNEL_WRITE, 1, sendPs);
                    retransmissions++;
                    int attempt = c.window.retransmitted(sequence);
                    CellIdentity id = identity(host.node(), c.peer, sequence, "request");
                    host.transmit(c, tag(host.node(), c.peer, sequence, "request"), c.window.copy(sequence),
                            injected, () -> host.tracer.retransmitted(host.node(), NIC, id, attempt));
                }
                if (!c.window.empty()) {
                    armTimer(c);
                }
            }
        }
        return host.cpu.charge(0);
    }

    private void traceWindow(Connection c) {
        if (host.tracer.isOn()) {
            host.tracer.windowChanged(host.node(), NIC, c.peer, c.window.inFlight(), c.window.size());
        }
    }

    /** Distinct requests sent (retransmissions not counted). */
    long requestsSent() {
        return requestsSent;
    }

    /** Reply handlers run. */
    long repliesHandled() {
        return repliesHandled;
    }

    /** Requests sent again after a timeout. */
    long retransmissions() {
        return retransmissions;
    }
}
