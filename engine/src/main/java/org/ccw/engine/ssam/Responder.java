package org.ccw.engine.ssam;

import static org.ccw.engine.ssam.SsamHost.DISPATCH;
import static org.ccw.engine.ssam.SsamHost.FORMAT;
import static org.ccw.engine.ssam.SsamHost.KERNEL_WRITE;
import static org.ccw.engine.ssam.SsamHost.NIC;
import static org.ccw.engine.ssam.SsamHost.RECEIVE_FLOW_CONTROL;
import static org.ccw.engine.ssam.SsamMessageIds.identity;
import static org.ccw.engine.ssam.SsamMessageIds.messageId;
import static org.ccw.engine.ssam.SsamMessageIds.tag;
import static org.ccw.engine.ssam.SsamMessageIds.wire;

import java.nio.ByteBuffer;
import java.util.List;

import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.DropReason;

/**
 * The responder's side of a process's connections (seed 000 §3.3.1): it runs each arriving request's handler
 * exactly once and in order through the {@link ResponderWindow}, sends the handler's reply (which acknowledges the
 * request on its way back), collects explicit ACKs for requests whose handler did not reply and sends them after
 * the batch, and answers a duplicate request with the kept reply or ACK, since "a duplicate request signals a lost
 * reply". It is separate from the {@link Requester}: the two halves of a connection share no state.
 */
final class Responder {
    private final SsamHost host;
    private final HandlerTable handlers;
    private final List<Connection> connections;

    private long requestsHandled;
    private long acksSent;
    private long answersSentAgain;

    Responder(SsamHost host, HandlerTable handlers, List<Connection> connections) {
        this.host = host;
        this.handlers = handlers;
        this.connections = connections;
    }

    void handleRequest(Connection c, SsamCell cell, long kernelSharePs) {
        ResponderWindow in = c.responder;
        long sequence = in.sequenceOf(cell.sequence());
        switch (in.classify(sequence)) {
            case EXPECTED -> {
                SsamCell next = cell;
                long sharePs = kernelSharePs;
                while (next != null) {
                    next = in.handled(runRequestHandler(c, next, in.expected(), sharePs));
                    sharePs = 0; // a buffered request's pull was paid when it arrived
                }
            }
            case EARLY -> {
                in.buffer(sequence, cell);
                host.cpu.charge(RECEIVE_FLOW_CONTROL, host.costs.receiveFlowControlPs());
                host.ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + host.costs.receiveFlowControlPs());
            }
            case DUPLICATE -> answerAgain(c, sequence, in.outcome(sequence), kernelSharePs);
            case ALREADY_BUFFERED, STALE -> host.discard(kernelSharePs, host.costs.receiveFlowControlPs(),
                    DropReason.PROTOCOL, identity(c.peer, host.node(), sequence, "request"));
        }
    }

    /** Runs a request's handler and sends its reply; returns the kept outcome (reply cell or ACKNOWLEDGED). */
    private byte[] runRequestHandler(Connection c, SsamCell cell, long sequence, long kernelSharePs) {
        SsamCostModel costs = host.costs;
        Object handler = handlers.handler(cell.handler(), RequestHandler.class, cell);
        ByteBuffer reply = ByteBuffer.allocate(SsamCell.DATA_BYTES);
        long handlerPs = costs.receiveFlowControlPs() + costs.dispatchPs();
        host.cpu.charge(RECEIVE_FLOW_CONTROL, costs.receiveFlowControlPs());
        host.cpu.charge(DISPATCH, costs.dispatchPs());
        requestsHandled++;
        ReplyHandler replyHandler = handlers.run(cell, c, messageId(c.peer, host.node(), sequence),
                () -> ((RequestHandler) handler).handle(c.id, HandlerTable.data(cell), reply));
        if (replyHandler == null) {
            c.pendingAcks.add(sequence);
            host.ledger.add(Operation.HANDLE_REQUEST_NO_REPLY, 1, kernelSharePs + handlerPs);
            return ResponderWindow.ACKNOWLEDGED;
        }
        int replyId = handlers.replyId(replyHandler, cell);
        byte[] bytes = new SsamCell(CellType.REPLY, cell.sequence(), 0, replyId, reply.position(),
                reply.array()).encode();
        long sendPs = costs.formatPs() + costs.writePs();
        host.cpu.charge(FORMAT, costs.formatPs());
        long injected = host.cpu.charge(KERNEL_WRITE, costs.writePs());
        host.ledger.add(Operation.HANDLE_REQUEST_SEND_REPLY, 1, kernelSharePs + handlerPs + sendPs);
        host.ledger.add(Operation.KERNEL_WRITE, 1, costs.writePs());
        host.traceSent(c, messageId(c.peer, host.node(), sequence), "reply", reply.position());
        host.transmit(c, tag(c.peer, host.node(), sequence, "reply"), bytes, injected, null);
        return bytes;
    }

    /** A duplicate request means the reply (or ACK) was lost: send the kept one again; never rerun the handler. */
    private void answerAgain(Connection c, long sequence, byte[] outcome, long kernelSharePs) {
        SsamCostModel costs = host.costs;
        byte[] bytes = outcome == ResponderWindow.ACKNOWLEDGED
                ? new SsamCell(CellType.ACK, wire(sequence), 1, 0, 0, new byte[SsamCell.DATA_BYTES]).encode()
                : outcome;
        long sendPs = costs.receiveFlowControlPs() + costs.formatPs() + costs.writePs();
        host.cpu.charge(RECEIVE_FLOW_CONTROL, costs.receiveFlowControlPs());
        host.cpu.charge(FORMAT, costs.formatPs());
        long injected = host.cpu.charge(KERNEL_WRITE, costs.writePs());
        host.ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + sendPs);
        answersSentAgain++;
        String kind = outcome == ResponderWindow.ACKNOWLEDGED ? "ack" : "reply";
        CellIdentity id = identity(c.peer, host.node(), sequence, kind);
        host.transmit(c, tag(c.peer, host.node(), sequence, kind), bytes, injected,
                () -> host.tracer.retransmitted(host.node(), NIC, id, 1));
    }

    /**
     * After the loop over a batch: one ACK cell per run of consecutive requests whose handlers did not reply.
     * ACKs are coalesced: they wait while more cells are already queued in the NI and fewer than half a window
     * of requests await one, so a stream of requests is acknowledged every w/2 cells, and an idle NI flushes.
     * Returns when the CPU is done.
     */
    long sendExplicitAcks() {
        SsamCostModel costs = host.costs;
        int coalesce = (host.options.window() + 1) / 2;
        for (Connection c : connections) {
            if (c.pendingAcks.isEmpty() || host.port.available() > 0 && c.pendingAcks.size() < coalesce) {
                continue;
            }
            List<Long> due = c.pendingAcks;
            int i = 0;
            while (i < due.size()) {
                int run = 1;
                while (i + run < due.size() && run < SsamCell.SEQUENCE_MODULUS - 1
                        && due.get(i + run) == due.get(i) + run) {
                    run++;
                }
                byte[] bytes = new SsamCell(CellType.ACK, wire(due.get(i)), run, 0, 0,
                        new byte[SsamCell.DATA_BYTES]).encode();
                long sendPs = costs.formatPs() + costs.writePs();
                host.cpu.charge(FORMAT, costs.formatPs());
                long injected = host.cpu.charge(KERNEL_WRITE, costs.writePs());
                // the ACK is part of handling the requests it covers (Table 3, "handle request, no reply")
                host.ledger.add(Operation.HANDLE_REQUEST_NO_REPLY, 0, sendPs);
                host.ledger.add(Operation.KERNEL_WRITE, 1, costs.writePs());
                acksSent++;
                host.transmit(c, tag(c.peer, host.node(), due.get(i), "ack"), bytes, injected, null);
                i += run;
            }
            due.clear();
        }
        return host.cpu.charge(0);
    }

    /** Request handlers run: each request exactly once. */
    long requestsHandled() {
        return requestsHandled;
    }

    /** Explicit ACK cells sent (not counting ACKs sent again for duplicates). */
    long acksSent() {
        return acksSent;
    }

    /** Kept replies and ACKs sent again after a duplicate request. */
    long answersSentAgain() {
        return answersSentAgain;
    }
}
