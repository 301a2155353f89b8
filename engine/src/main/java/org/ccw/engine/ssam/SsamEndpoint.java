package org.ccw.engine.ssam;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.Tracer;

/**
 * One process's SPARCstation Active Messages layer (seed 000 §3.1-3.3): the Figure 1 interface in Java, the
 * sliding-window flow control with piggy-backed and explicit acknowledgments, and recovery from lost, damaged,
 * duplicated and reordered cells. It talks only to the {@link Scheduler} and {@link NetworkPort} it is given and
 * charges every step's host time to a {@link HostCpu} through an {@link SsamCostModel}, so that overheads and
 * latencies emerge from component costs.
 *
 * <p><b>Calls are split-phase.</b> A process is a handler object, not a thread: {@link #request}, {@link #poll},
 * {@link #pollUntil} and {@link #drain} return at once and run their continuation when the host's CPU has done
 * the work. Between two calls the application runs in that continuation. Nothing is handled unless the process
 * polls (no interrupts, §3.1.1); every request also polls. Arriving cells wait in the NI's input FIFO (the
 * port's receive queue: 292 cells on the SBA-100, overflow drops them) until a read trap pulls a batch of up to
 * {@value KernelPath#TRAP_BATCH_CELLS} with {@link NetworkPort#poll()}, paying the per-cell pull. A process
 * waiting in {@link #pollUntil} busy-polls with empty read traps: the layer does not simulate each empty poll but
 * charges them and wakes at the first poll boundary after a cell or a timeout, so an idle process costs no events.
 *
 * <p><b>Figure 1 in Java.</b> {@code SSAM_init} = the constructor and {@link #connect}; handler addresses =
 * {@link #registerRequestHandler} / {@link #registerReplyHandler} (every process registers the same handlers in
 * the same order, as every node runs the same binary); {@code SSAM_reqbuf[c]} = {@link #requestBuffer};
 * {@code SSAM_10(c, h)} = {@link #request}; {@code SSAM_poll} = {@link #poll}.
 *
 * <p><b>Trace.</b> {@code MessageSent} when a request is handed to {@link #request} or a request handler returns a
 * reply, {@code MessageDelivered} right after the {@code HandlerRan} of the handler it runs at the receiver (never
 * for a duplicate, whose handler does not run again); {@code WindowChanged} on every send and acknowledgment,
 * {@code HandlerRan} for each handler, {@code PollPerformed} for each explicit poll, {@code TimerFired}
 * ("ssam-retransmit") and {@code Retransmitted} for each cell sent again (a request after a timeout, or a kept
 * reply or ACK answering a duplicate request), {@code CellDropped} with {@code CHECKSUM} or {@code PROTOCOL} for
 * cells the layer discards. Protocol records name the SSAM message (see {@link SsamMessageIds#messageId}), not the
 * fabric's cell id, which the stack never sees. Every cell the layer sends is labelled ({@link FrameTag})
 * {@code request}, {@code reply} or {@code ack} with that same message id, so the fabric's records of a
 * retransmitted cell carry its original's message id.
 *
 * <p><b>Parts.</b> This class is the interface and its two rules (a handler may only reply; one call at a time);
 * the work is done by the {@link Requester} (sending requests, their acknowledgment and retransmission), the
 * {@link Responder} (running request handlers exactly once, replies, explicit ACKs, answering duplicates) and the
 * {@link Poller} (read traps and busy-polling), over the {@link SsamHost} they share and the {@link HandlerTable}.
 */
public final class SsamEndpoint {
    private final SsamHost host;
    private final List<Connection> connections = new ArrayList<>();
    private final Map<Integer, Connection> connectionByNode = new HashMap<>();
    private final HandlerTable handlers;
    private final Requester requester;
    private final Responder responder;
    private final Poller poller;

    /**
     * @param tracer where the layer's records go ({@link Tracer#OFF} for none)
     */
    public SsamEndpoint(Scheduler scheduler, NetworkPort port, HostCpu cpu, SsamCostModel costs,
            SsamOptions options, Tracer tracer) {
        if (port.mtuBytes() < SsamCell.PAYLOAD_BYTES) {
            throw new IllegalArgumentException(port.address() + " carries " + port.mtuBytes()
                    + " bytes per frame; an SSAM cell needs " + SsamCell.PAYLOAD_BYTES);
        }
        this.host = new SsamHost(scheduler, port, cpu, costs, options, tracer);
        this.handlers = new HandlerTable(host);
        this.requester = new Requester(host, handlers, connections, this::wakeIfWaiting);
        this.responder = new Responder(host, handlers, connections);
        this.poller = new Poller(host, connectionByNode, requester, responder);
        port.onArrival(this::wakeIfWaiting);
    }

    /** This process's node (the port's). */
    public int node() {
        return host.node();
    }

    /** Opens a connection to the process on node {@code peer}; returns its connection id (0, 1, ...). */
    public int connect(int peer) {
        if (connectionByNode.containsKey(peer) || peer == node()) {
            throw new IllegalArgumentException("node " + node() + ": already connected to, or is, node " + peer);
        }
        Connection connection = new Connection(connections.size(), peer, host.options.window(),
                host.scheduler.retransmitTimeout(RetransmitTimeout.fixed(host.options.retransmitTimeoutPs())));
        connections.add(connection);
        connectionByNode.put(peer, connection);
        return connection.id;
    }

    /** The node at the far end of {@code connection}. */
    public int peer(int connection) {
        return connection(connection).peer;
    }

    /** Registers a request handler; returns its handler id (the "address" a request names). */
    public int registerRequestHandler(String name, RequestHandler handler) {
        return handlers.register(name, handler);
    }

    /** Registers a reply handler; a request handler names it by returning it. */
    public int registerReplyHandler(String name, ReplyHandler handler) {
        return handlers.registerReply(name, handler);
    }

    /**
     * The per-connection buffer the next request's data goes into ({@code SSAM_reqbuf[c]}), emptied: put up to
     * {@value SsamCell#DATA_BYTES} bytes; its position is the length sent.
     */
    public ByteBuffer requestBuffer(int connection) {
        return connection(connection).requestData.clear();
    }

    /**
     * {@code SSAM_10}: sends the data in {@link #requestBuffer} as a request naming {@code handler} at the peer,
     * then polls. When the window is full it first polls until a slot is free (§3.3.1).
     *
     * @param then runs when the call returns, with the CPU free
     * @throws ActiveMessageViolation from inside a handler, or while another call is in progress
     */
    public void request(int connection, int handler, Runnable then) {
        enter("send a request");
        Connection c = connection(connection);
        if (!handlers.isRequestHandler(handler)) {
            throw new IllegalArgumentException("handler " + handler + " is not a registered request handler");
        }
        if (!c.window.hasRoom()) {
            pollUntil(c.window::hasRoom, () -> request(connection, handler, then));
            return;
        }
        poller.busy();
        poller.readAfterRequest(requester.send(c, handler), then);
    }

    /**
     * {@code SSAM_poll}: moves every cell waiting in the NI into memory and runs its handler, sends the explicit
     * acknowledgments that became due and retransmits after a timeout.
     */
    public void poll(Runnable then) {
        enter("poll");
        poller.poll(then);
    }

    /**
     * Busy-polls until {@code condition} holds (e.g. a counter of outstanding reads reaches 0), then runs
     * {@code then}. The condition is checked after each poll.
     */
    public void pollUntil(BooleanSupplier condition, Runnable then) {
        enter("poll");
        if (condition.getAsBoolean()) {
            then.run();
            return;
        }
        poller.pollUntil(condition, then);
    }

    /** Polls for ever: what a process does that only serves requests. */
    public void serve() {
        pollUntil(() -> false, () -> { });
    }

    /** Polls until every request this process sent has been acknowledged. */
    public void drain(Runnable then) {
        pollUntil(() -> connections.stream().allMatch(c -> c.window.empty()), then);
    }

    /** Every call checks the two rules: the application makes it (not a handler), and one call at a time. */
    private void enter(String what) {
        handlers.requireApplication(what);
        poller.requireIdle(what);
    }

    /** A cell arrived or a timer expired: a process busy-polling looks at its next poll boundary. */
    private void wakeIfWaiting() {
        poller.wakeIfWaiting();
    }

    private Connection connection(int id) {
        if (id < 0 || id >= connections.size()) {
            throw new IllegalArgumentException("node " + node() + " has no connection " + id);
        }
        return connections.get(id);
    }

    // ---------------------------------------------------------------- observation

    /** Host time per operation so far. */
    public CostLedger ledger() {
        return host.ledger;
    }

    /** Requests unacknowledged on {@code connection} now; never more than the window. */
    public int inFlight(int connection) {
        return connection(connection).window.inFlight();
    }

    public SsamOptions options() {
        return host.options;
    }

    /** Distinct requests sent (retransmissions not counted). */
    public long requestsSent() {
        return requester.requestsSent();
    }

    /** Request handlers run: each request exactly once. */
    public long requestsHandled() {
        return responder.requestsHandled();
    }

    /** Reply handlers run: each reply exactly once. */
    public long repliesHandled() {
        return requester.repliesHandled();
    }

    /** Explicit ACK cells sent (not counting ACKs sent again for duplicates). */
    public long acksSent() {
        return responder.acksSent();
    }

    /** Cells sent again: requests after a timeout, kept replies and ACKs after a duplicate request. */
    public long retransmissions() {
        return requester.retransmissions() + responder.answersSentAgain();
    }

    /** Cells handed to the NI: requests, replies, ACKs and every retransmission. */
    public long cellsSent() {
        return host.cellsSent();
    }

    /** Cells read out of the NI's input FIFO, damaged ones included. */
    public long cellsReceived() {
        return poller.cellsReceived();
    }

    /** Cells whose check failed. */
    public long cellsDamaged() {
        return poller.cellsDamaged();
    }

    /** Cells discarded as duplicate, stale, damaged or unexpected. */
    public long cellsDiscarded() {
        return host.cellsDiscarded();
    }
}
