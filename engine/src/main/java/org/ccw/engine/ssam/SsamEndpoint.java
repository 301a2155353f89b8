package org.ccw.engine.ssam;

import static org.ccw.engine.ssam.SsamMessageIds.identity;
import static org.ccw.engine.ssam.SsamMessageIds.messageId;
import static org.ccw.engine.ssam.SsamMessageIds.tag;
import static org.ccw.engine.ssam.SsamMessageIds.wire;

import org.ccw.engine.hw.cpu.HostCpu;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.Frame;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.net.NetworkPort;
import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.MessageIdentity;
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
 * for a duplicate, whose handler does not run again); {@code WindowChanged} on every send and acknowledgment, {@code HandlerRan} for each handler,
 * {@code PollPerformed} for each explicit poll, {@code TimerFired} ("ssam-retransmit") and {@code Retransmitted}
 * for each cell sent again (a request after a timeout, or a kept reply or ACK answering a duplicate request),
 * {@code CellDropped} with {@code CHECKSUM} or {@code PROTOCOL} for cells the layer discards. Protocol records
 * name the SSAM message (see {@link #messageId}), not the fabric's cell id, which the stack never sees. Every
 * cell the layer sends is labelled ({@link FrameTag}) {@code request}, {@code reply} or {@code ack} with that same
 * message id, so the fabric's records of a retransmitted cell carry its original's message id.
 */
public final class SsamEndpoint {
    private static final int NIC = 0;
    private static final String RETRANSMIT_TIMER = "ssam-retransmit";
    // Names of the host-time charges (HostCpu.charge), one per component cost: the library's steps and the
    // kernel path's calls (a call's trap, checks and NI access are one charge; KernelPath composes them).
    private static final String FORMAT = "ssam.format_cell";
    private static final String SEND_FLOW_CONTROL = "ssam.send_flow_control";
    private static final String RECEIVE_FLOW_CONTROL = "ssam.receive_flow_control";
    private static final String ACKNOWLEDGE = "ssam.acknowledge";
    private static final String DISPATCH = "ssam.dispatch";
    private static final String DISCARD = "ssam.discard";
    private static final String KERNEL_WRITE = "kernel.write";
    private static final String KERNEL_READ_ENTRY = "kernel.read_entry";
    private static final String KERNEL_READ_CELL = "kernel.read_cell";
    private static final String KERNEL_READ_EMPTY = "kernel.read_empty";

    private enum Context { APPLICATION, REQUEST_HANDLER, REPLY_HANDLER }

    private enum State { IDLE, BUSY, WAITING }

    private final Scheduler scheduler;
    private final NetworkPort port;
    private final HostCpu cpu;
    private final SsamCostModel costs;
    private final SsamOptions options;
    private final Tracer tracer;
    private final CostLedger ledger = new CostLedger();
    private final List<Connection> connections = new ArrayList<>();
    private final Map<Integer, Connection> connectionByNode = new HashMap<>();
    private final List<Object> handlers = new ArrayList<>();
    private final List<String> handlerNames = new ArrayList<>();
    private final Map<ReplyHandler, Integer> replyHandlerIds = new IdentityHashMap<>();

    private Context context = Context.APPLICATION;
    private String runningHandler = "";
    private State state = State.IDLE;
    private BooleanSupplier waitCondition;
    private Runnable waitThen;
    private long spinStartPs;
    private boolean wakeScheduled;
    private boolean retransmissionDue;

    private long requestsSent;
    private long requestsHandled;
    private long repliesHandled;
    private long acksSent;
    private long retransmissions;
    private long cellsDamaged;
    private long cellsDiscarded;
    private long cellsSent;
    private long cellsReceived;

    /**
     * @param tracer where the layer's records go ({@link Tracer#OFF} for none)
     */
    public SsamEndpoint(Scheduler scheduler, NetworkPort port, HostCpu cpu, SsamCostModel costs,
            SsamOptions options, Tracer tracer) {
        if (port.mtuBytes() < SsamCell.PAYLOAD_BYTES) {
            throw new IllegalArgumentException(port.address() + " carries " + port.mtuBytes()
                    + " bytes per frame; an SSAM cell needs " + SsamCell.PAYLOAD_BYTES);
        }
        this.scheduler = scheduler;
        this.port = port;
        this.cpu = cpu;
        this.costs = costs;
        this.options = options;
        this.tracer = tracer;
        port.onArrival(this::wakeIfWaiting);
    }

    /** This process's node (the port's). */
    public int node() {
        return port.node();
    }

    /** Opens a connection to the process on node {@code peer}; returns its connection id (0, 1, ...). */
    public int connect(int peer) {
        if (connectionByNode.containsKey(peer) || peer == port.node()) {
            throw new IllegalArgumentException("node " + port.node() + ": already connected to, or is, node " + peer);
        }
        Connection connection = new Connection(connections.size(), peer, options.window(),
                scheduler.retransmitTimeout(RetransmitTimeout.fixed(options.retransmitTimeoutPs())));
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
        return register(name, handler);
    }

    /** Registers a reply handler; a request handler names it by returning it. */
    public int registerReplyHandler(String name, ReplyHandler handler) {
        int id = register(name, handler);
        replyHandlerIds.put(handler, id);
        return id;
    }

    private int register(String name, Object handler) {
        handlers.add(handler);
        handlerNames.add(name);
        return handlers.size();
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
        if (handler < 1 || handler > handlers.size() || !(handlers.get(handler - 1) instanceof RequestHandler)) {
            throw new IllegalArgumentException("handler " + handler + " is not a registered request handler");
        }
        if (!c.window.hasRoom()) {
            pollUntil(c.window::hasRoom, () -> request(connection, handler, then));
            return;
        }
        state = State.BUSY;
        long sequence = c.window.nextSequence();
        ByteBuffer data = c.requestData;
        SsamCell cell = new SsamCell(CellType.REQUEST, wire(sequence), 0, handler, data.position(),
                java.util.Arrays.copyOf(data.array(), SsamCell.DATA_BYTES));
        byte[] bytes = cell.encode();
        c.window.add(bytes, scheduler.now());
        requestsSent++;
        traceSent(c, messageId(node(), c.peer, sequence), "request", data.position());
        long sendPs = costs.formatPs() + costs.sendFlowControlPs() + costs.writePs();
        long readPs = costs.combinesWriteAndRead() ? costs.readEntryPs(true) : 0;
        cpu.charge(FORMAT, costs.formatPs());
        cpu.charge(SEND_FLOW_CONTROL, costs.sendFlowControlPs());
        long injected = cpu.charge(KERNEL_WRITE, costs.writePs());
        long done = cpu.charge(KERNEL_READ_ENTRY, readPs);
        ledger.add(Operation.SEND_REQUEST, 1, sendPs + readPs);
        transmit(c, tag(node(), c.peer, sequence, "request"), bytes, injected, () -> traceWindow(c));
        armTimer(c);
        at(done, () -> read(costs.combinesWriteAndRead(), true, () -> leave(then)));
    }

    /**
     * {@code SSAM_poll}: moves every cell waiting in the NI into memory and runs its handler, sends the explicit
     * acknowledgments that became due and retransmits after a timeout.
     */
    public void poll(Runnable then) {
        enter("poll");
        state = State.BUSY;
        pollNow(() -> leave(then));
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
        state = State.BUSY;
        pollNow(() -> afterWaitingPoll(condition, then));
    }

    /** Polls for ever: what a process does that only serves requests. */
    public void serve() {
        pollUntil(() -> false, () -> { });
    }

    /** Polls until every request this process sent has been acknowledged. */
    public void drain(Runnable then) {
        pollUntil(() -> connections.stream().allMatch(c -> c.window.empty()), then);
    }

    // ---------------------------------------------------------------- polling machinery

    private void enter(String what) {
        if (context != Context.APPLICATION) {
            String rule = context == Context.REQUEST_HANDLER
                    ? "a request handler may only reply, by returning a reply handler"
                    : "a reply handler may not send anything";
            throw new ActiveMessageViolation(handlerKind() + " '" + runningHandler + "' on node " + node()
                    + " tried to " + what + ": " + rule + " (Active Messages allow only request/reply pairs, which"
                    + " prevents deadlock)");
        }
        if (state != State.IDLE) {
            throw new ActiveMessageViolation("node " + node() + ": SSAM call to " + what + " while another call"
                    + " is in progress; continue from that call's completion instead");
        }
    }

    private String handlerKind() {
        return context == Context.REQUEST_HANDLER ? "request handler" : "reply handler";
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
        spinStartPs = scheduler.now();
        if (port.available() > 0 || retransmissionDue) {
            wakeIfWaiting();
        }
    }

    /** Wakes a busy-polling process at its next poll boundary: the first empty-poll multiple after now. */
    private void wakeIfWaiting() {
        if (state != State.WAITING || wakeScheduled) {
            return;
        }
        wakeScheduled = true;
        // the modelled machine looks once per read call; a real one polls as fast as it runs
        long period = cpu.modelled() ? costs.readEntryPs(false) : 0;
        long now = scheduler.now();
        long polls = period == 0 ? 0 : (now - spinStartPs + period - 1) / period;
        long boundary = spinStartPs + polls * period;
        if (polls > 0) {
            ledger.add(Operation.KERNEL_READ_EMPTY, polls, polls * period);
        }
        cpu.charge(KERNEL_READ_EMPTY, boundary - now);
        at(boundary, () -> {
            wakeScheduled = false;
            state = State.BUSY;
            BooleanSupplier condition = waitCondition;
            Runnable then = waitThen;
            pollNow(() -> afterWaitingPoll(condition, then));
        });
    }

    /** One poll: retransmit if a timer expired, then read until the NI is empty. */
    private void pollNow(Runnable done) {
        if (tracer.isOn()) {
            tracer.pollPerformed(node(), NIC, "network", port.available() > 0);
        }
        long after = retransmitIfDue();
        at(after, () -> read(false, false, done));
    }

    /**
     * One read call (trap or system call) and the library's loop over the cells it moved, then more reads while
     * the NI may hold more. {@code afterWrite}: the read half of a write-read trap, whose entry the request paid.
     * {@code once}: a request's single read; a poll reads until the NI is empty.
     */
    private void read(boolean afterWrite, boolean once, Runnable done) {
        int max = costs.maxCellsPerRead();
        int n = Math.min(port.available(), max);
        long entryPs = afterWrite ? 0 : costs.readEntryPs(false);
        if (n == 0) {
            if (entryPs > 0) {
                cpu.charge(KERNEL_READ_EMPTY, entryPs);
                ledger.add(Operation.KERNEL_READ_EMPTY, 1, entryPs);
            }
            at(cpu.charge(0), done);
            return;
        }
        Frame[] batch = new Frame[n];
        for (int i = 0; i < n; i++) {
            batch[i] = port.poll();
        }
        cellsReceived += n;
        long kernelPs = entryPs + n * costs.readPerCellPs();
        cpu.charge(KERNEL_READ_ENTRY, entryPs);
        cpu.charge(KERNEL_READ_CELL, n * costs.readPerCellPs());
        if (n == 1 && !afterWrite) {
            ledger.add(Operation.KERNEL_READ_ONE_CELL, 1, kernelPs);
        }
        // A read call's fixed part is shared by the cells it moved; an empty NI after a full batch is known
        // from the count register on traps, but a system call learns it only from a read that returns nothing.
        boolean more = !once && (max == 1 || n == max);
        Batch b = new Batch(batch, kernelPs / n);
        at(cpu.charge(0), () -> handleNext(b, 0, () -> {
            long acked = sendExplicitAcks();
            at(acked, more ? () -> read(false, false, done) : done);
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
        at(cpu.charge(0), () -> handleNext(batch, index + 1, done));
    }

    // ---------------------------------------------------------------- the library loop over received cells

    private void handle(Frame frame, long kernelSharePs) {
        SsamCell cell = SsamCell.decode(frame.payload());
        Connection c = connectionByNode.get(frame.source());
        if (cell == null || c == null) {
            discard(kernelSharePs, costs.receiveFlowControlPs(), cell == null ? DropReason.CHECKSUM
                    : DropReason.PROTOCOL, identity(frame.source(), node(), -1, "frame"));
            if (cell == null) {
                cellsDamaged++;
            }
            return;
        }
        switch (cell.type()) {
            case REQUEST -> handleRequest(c, cell, kernelSharePs);
            case REPLY -> handleReply(c, cell, kernelSharePs);
            case ACK -> handleAck(c, cell, kernelSharePs);
        }
    }

    private void handleRequest(Connection c, SsamCell cell, long kernelSharePs) {
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
                cpu.charge(RECEIVE_FLOW_CONTROL, costs.receiveFlowControlPs());
                ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + costs.receiveFlowControlPs());
            }
            case DUPLICATE -> answerAgain(c, sequence, in.outcome(sequence), kernelSharePs);
            case ALREADY_BUFFERED, STALE -> discard(kernelSharePs, costs.receiveFlowControlPs(),
                    DropReason.PROTOCOL, identity(c.peer, node(), sequence, "request"));
        }
    }

    /** Runs a request's handler and sends its reply; returns the kept outcome (reply cell or ACKNOWLEDGED). */
    private byte[] runRequestHandler(Connection c, SsamCell cell, long sequence, long kernelSharePs) {
        Object handler = handler(cell.handler(), RequestHandler.class, cell);
        ByteBuffer reply = ByteBuffer.allocate(SsamCell.DATA_BYTES);
        long handlerPs = costs.receiveFlowControlPs() + costs.dispatchPs();
        cpu.charge(RECEIVE_FLOW_CONTROL, costs.receiveFlowControlPs());
        cpu.charge(DISPATCH, costs.dispatchPs());
        requestsHandled++;
        ReplyHandler replyHandler = runHandler(cell, c, messageId(c.peer, node(), sequence), () -> ((RequestHandler) handler).handle(c.id,
                readOnly(cell), reply));
        if (replyHandler == null) {
            c.pendingAcks.add(sequence);
            ledger.add(Operation.HANDLE_REQUEST_NO_REPLY, 1, kernelSharePs + handlerPs);
            return ResponderWindow.ACKNOWLEDGED;
        }
        Integer replyId = replyHandlerIds.get(replyHandler);
        if (replyId == null) {
            throw new ActiveMessageViolation("request handler '" + handlerNames.get(cell.handler() - 1)
                    + "' returned a reply handler that was never registered");
        }
        byte[] bytes = new SsamCell(CellType.REPLY, cell.sequence(), 0, replyId, reply.position(),
                reply.array()).encode();
        long sendPs = costs.formatPs() + costs.writePs();
        cpu.charge(FORMAT, costs.formatPs());
        long injected = cpu.charge(KERNEL_WRITE, costs.writePs());
        ledger.add(Operation.HANDLE_REQUEST_SEND_REPLY, 1, kernelSharePs + handlerPs + sendPs);
        ledger.add(Operation.KERNEL_WRITE, 1, costs.writePs());
        traceSent(c, messageId(c.peer, node(), sequence), "reply", reply.position());
        transmit(c, tag(c.peer, node(), sequence, "reply"), bytes, injected, null);
        return bytes;
    }

    /** A duplicate request means the reply (or ACK) was lost: send the kept one again; never rerun the handler. */
    private void answerAgain(Connection c, long sequence, byte[] outcome, long kernelSharePs) {
        byte[] bytes = outcome == ResponderWindow.ACKNOWLEDGED
                ? new SsamCell(CellType.ACK, wire(sequence), 1, 0, 0, new byte[SsamCell.DATA_BYTES]).encode()
                : outcome;
        long sendPs = costs.receiveFlowControlPs() + costs.formatPs() + costs.writePs();
        cpu.charge(RECEIVE_FLOW_CONTROL, costs.receiveFlowControlPs());
        cpu.charge(FORMAT, costs.formatPs());
        long injected = cpu.charge(KERNEL_WRITE, costs.writePs());
        ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + sendPs);
        retransmissions++;
        String kind = outcome == ResponderWindow.ACKNOWLEDGED ? "ack" : "reply";
        CellIdentity id = identity(c.peer, node(), sequence, kind);
        transmit(c, tag(c.peer, node(), sequence, kind), bytes, injected,
                () -> tracer.retransmitted(node(), NIC, id, 1));
    }

    private void handleReply(Connection c, SsamCell cell, long kernelSharePs) {
        long sequence = c.window.outstanding(cell.sequence());
        if (sequence < 0) {
            discard(kernelSharePs, costs.acknowledgePs(), DropReason.PROTOCOL,
                    identity(c.peer, node(), cell.sequence(), "reply"));
            return;
        }
        Object handler = handler(cell.handler(), ReplyHandler.class, cell);
        long handlerPs = costs.acknowledgePs() + costs.dispatchPs();
        cpu.charge(ACKNOWLEDGE, costs.acknowledgePs());
        cpu.charge(DISPATCH, costs.dispatchPs());
        acknowledge(c, sequence);
        repliesHandled++;
        ledger.add(Operation.HANDLE_REPLY, 1, kernelSharePs + handlerPs);
        runHandler(cell, c, messageId(node(), c.peer, sequence), () -> {
            ((ReplyHandler) handler).handle(c.id, readOnly(cell));
            return null;
        });
    }

    private void handleAck(Connection c, SsamCell cell, long kernelSharePs) {
        // retiring a run of k requests is one slide of the window, not k
        long ackPs = costs.acknowledgePs();
        cpu.charge(ACKNOWLEDGE, ackPs);
        boolean any = false;
        for (int i = 0; i < cell.count(); i++) {
            long sequence = c.window.outstanding((cell.sequence() + i) % SsamCell.SEQUENCE_MODULUS);
            if (sequence >= 0) {
                acknowledge(c, sequence);
                any = true;
            }
        }
        if (any) {
            ledger.add(Operation.HANDLE_ACK, 1, kernelSharePs + ackPs);
        } else {
            cellsDiscarded++;
            ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + ackPs);
            if (tracer.isOn()) {
                tracer.cellDropped(node(), NIC, identity(c.peer, node(), cell.sequence(), "ack"),
                        DropReason.PROTOCOL);
            }
        }
    }

    /** Runs the handler of {@code cell}, message {@code messageId} from the peer of {@code c}: its delivery. */
    private <T> T runHandler(SsamCell cell, Connection c, long messageId, java.util.function.Supplier<T> body) {
        Context previous = context;
        boolean request = cell.type() == CellType.REQUEST;
        context = request ? Context.REQUEST_HANDLER : Context.REPLY_HANDLER;
        runningHandler = handlerNames.get(cell.handler() - 1);
        try {
            if (tracer.isOn()) {
                // the handler's record first: views find the delivered cell as its cause
                tracer.handlerRan(node(), NIC, c.peer, runningHandler, costs.dispatchPs());
                tracer.messageDelivered(node(), NIC, MessageIdentity.whole(messageId, request ? "request" : "reply",
                        cell.length(), c.peer, node()));
            }
            return body.get();
        } finally {
            context = previous;
        }
    }

    private Object handler(int id, Class<?> kind, SsamCell cell) {
        if (id < 1 || id > handlers.size() || !kind.isInstance(handlers.get(id - 1))) {
            throw new IllegalStateException("node " + node() + ": " + cell + " names handler " + id + ", which is"
                    + " not a registered " + kind.getSimpleName() + " (do all processes register the same"
                    + " handlers in the same order?)");
        }
        return handlers.get(id - 1);
    }

    /** Drops a cell the layer will not use; its read share was charged with the read call. */
    private void discard(long kernelSharePs, long libraryPs, DropReason reason, CellIdentity id) {
        cpu.charge(DISCARD, libraryPs);
        ledger.add(Operation.HANDLE_DISCARD, 1, kernelSharePs + libraryPs);
        cellsDiscarded++;
        if (tracer.isOn()) {
            tracer.cellDropped(node(), NIC, id, reason);
        }
    }

    /**
     * After the loop over a batch: one ACK cell per run of consecutive requests whose handlers did not reply.
     * ACKs are coalesced: they wait while more cells are already queued in the NI and fewer than half a window
     * of requests await one, so a stream of requests is acknowledged every w/2 cells, and an idle NI flushes.
     */
    private long sendExplicitAcks() {
        int coalesce = (options.window() + 1) / 2;
        for (Connection c : connections) {
            if (c.pendingAcks.isEmpty() || port.available() > 0 && c.pendingAcks.size() < coalesce) {
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
                cpu.charge(FORMAT, costs.formatPs());
                long injected = cpu.charge(KERNEL_WRITE, costs.writePs());
                // the ACK is part of handling the requests it covers (Table 3, "handle request, no reply")
                ledger.add(Operation.HANDLE_REQUEST_NO_REPLY, 0, sendPs);
                ledger.add(Operation.KERNEL_WRITE, 1, costs.writePs());
                acksSent++;
                transmit(c, tag(c.peer, node(), due.get(i), "ack"), bytes, injected, null);
                i += run;
            }
            due.clear();
        }
        return cpu.charge(0);
    }

    // ---------------------------------------------------------------- acknowledgment and retransmission

    private void acknowledge(Connection c, long sequence) {
        if (c.window.attempts(sequence) == 0) {
            // Karn's rule: a request sent again gives no round trip, its answer may be the first copy's
            c.timeout.roundTrip(scheduler.now() - c.window.sentPs(sequence));
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
        c.timer = scheduler.schedule(c.timeout.timeoutPs(c.window.oldestAttempts()), () -> {
            c.timer = -1;
            if (tracer.isOn()) {
                tracer.timerFired(node(), NIC, RETRANSMIT_TIMER);
            }
            c.timedOut = true;
            retransmissionDue = true;
            wakeIfWaiting();
        });
    }

    private void cancelTimer(Connection c) {
        if (c.timer >= 0) {
            scheduler.cancel(c.timer);
            c.timer = -1;
        }
    }

    /** Sends every unacknowledged request of each timed-out connection again; returns when the CPU is done. */
    private long retransmitIfDue() {
        if (retransmissionDue) {
            retransmissionDue = false;
            for (Connection c : connections) {
                if (!c.timedOut) {
                    continue;
                }
                c.timedOut = false;
                for (long sequence : c.window.unacknowledged()) {
                    long sendPs = costs.writePs();
                    long injected = cpu.charge(KERNEL_WRITE, sendPs);
                    ledger.add(Operation.RETRANSMIT, 1, sendPs);
                    ledger.add(Operation.KERNEL_WRITE, 1, sendPs);
                    retransmissions++;
                    int attempt = c.window.retransmitted(sequence);
                    CellIdentity id = identity(node(), c.peer, sequence, "request");
                    transmit(c, tag(node(), c.peer, sequence, "request"), c.window.copy(sequence), injected,
                            () -> tracer.retransmitted(node(), NIC, id, attempt));
                }
                if (!c.window.empty()) {
                    armTimer(c);
                }
            }
        }
        return cpu.charge(0);
    }

    // ---------------------------------------------------------------- helpers

    /**
     * Hands {@code bytes} to the NI when the host's push is done, labelled for the trace; {@code traced} adds the
     * layer's record just before, so the cell's injection names it as its cause; the cell's header goes into
     * the trace as an observation ({@code CellFormatted}), which leaves that cause alone.
     */
    private void transmit(Connection c, FrameTag tag, byte[] bytes, long atPs, Runnable traced) {
        at(atPs, () -> {
            if (traced != null && tracer.isOn()) {
                traced.run();
            }
            if (tracer.isOn()) {
                tracer.cellFormatted(node(), NIC, tag.messageId(), tag.kind(), SsamStack.NAME, SsamCell.HEADER_BYTES,
                        bytes);
            }
            port.send(c.peer, tag, bytes, 0, bytes.length);
            cellsSent++;
        });
    }

    /** A message to the peer of {@code c} handed to the layer now; its cells follow with {@code messageId}. */
    private void traceSent(Connection c, long messageId, String kind, int bytes) {
        if (tracer.isOn()) {
            tracer.messageSent(node(), NIC, MessageIdentity.whole(messageId, kind, bytes, node(), c.peer));
        }
    }

    private void traceWindow(Connection c) {
        if (tracer.isOn()) {
            tracer.windowChanged(node(), NIC, c.peer, c.window.inFlight(), c.window.size());
        }
    }

    private void at(long timePs, Runnable step) {
        scheduler.schedule(Math.max(0, timePs - scheduler.now()), step);
    }

    private static ByteBuffer readOnly(SsamCell cell) {
        return ByteBuffer.wrap(cell.data(), 0, cell.length()).asReadOnlyBuffer();
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
        return ledger;
    }

    /** Requests unacknowledged on {@code connection} now; never more than the window. */
    public int inFlight(int connection) {
        return connection(connection).window.inFlight();
    }

    public SsamOptions options() {
        return options;
    }

    /** Distinct requests sent (retransmissions not counted). */
    public long requestsSent() {
        return requestsSent;
    }

    /** Request handlers run: each request exactly once. */
    public long requestsHandled() {
        return requestsHandled;
    }

    /** Reply handlers run: each reply exactly once. */
    public long repliesHandled() {
        return repliesHandled;
    }

    /** Explicit ACK cells sent (not counting ACKs sent again for duplicates). */
    public long acksSent() {
        return acksSent;
    }

    /** Cells sent again: requests after a timeout, kept replies and ACKs after a duplicate request. */
    public long retransmissions() {
        return retransmissions;
    }

    /** Cells handed to the NI: requests, replies, ACKs and every retransmission. */
    public long cellsSent() {
        return cellsSent;
    }

    /** Cells read out of the NI's input FIFO, damaged ones included. */
    public long cellsReceived() {
        return cellsReceived;
    }

    /** Cells whose check failed. */
    public long cellsDamaged() {
        return cellsDamaged;
    }

    /** Cells discarded as duplicate, stale, damaged or unexpected. */
    public long cellsDiscarded() {
        return cellsDiscarded;
    }
}
