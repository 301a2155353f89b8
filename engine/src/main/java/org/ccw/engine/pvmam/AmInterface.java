package org.ccw.engine.pvmam;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.Tracer;

/**
 * A task's Active Message interface (seed 003 §4, Appendix B): the transport's function table, the task list,
 * the protocol's parameters, the incoming (staging) buffer and statistics; the sending half of the HPAM protocol
 * (§5, after Martin's HPAM) lives here, the receiving half in {@link AmReceiver}.
 *
 * <p>Sending a request: look the task up, take a free request buffer of its {@code depth} (round robin; none free
 * → the request waits for a reply to free one), timestamp it ({@code gettimeofday}), build the 16-byte
 * {@link AmHeader} with the buffer's instance and sequence, send it, then copy it into the buffer for
 * retransmission (after sending, to overlap the copy with the network). Only requests time out: an expired one is
 * sent again with its timeout doubled; past {@code maxRetries} it is dropped, its task marked failed and the
 * request returned ({@link AmHandlers.ReturnedHandler}, and a {@code MessageReturned} record). In simulation the
 * poll loop's check for expired requests is an event at each request's deadline, cancelled by its reply.
 *
 * <p>Trace: {@code MessageSent} per request (when asked for) and reply; {@code WindowChanged} towards a peer
 * (requests in flight of {@code depth}); {@code TimerFired} {@code request-timeout}; {@code Retransmitted};
 * {@code MessageReturned}; the transport records each AM's header as {@code CellFormatted} ({@code pvmam}).
 */
public final class AmInterface {
    /** Why a request came back: it timed out {@code maxRetries + 1} times. */
    public static final String DROPPED_AFTER_RETRIES = "DROPPED_AFTER_RETRIES";
    /** Why a request came back: its task failed earlier, so it was never sent. */
    public static final String TASK_FAILED = "TASK_FAILED";
    /** Why a request came back: the transport could not send it (its host is not on this network). */
    public static final String UNREACHABLE = "UNREACHABLE";
    /** The trace's queue kind of an interface's request buffers towards one peer (a slot per instance). */
    public static final String REQUEST_BUFFERS = "am-request";
    /** The trace's queue kind of an interface's reply buffers towards one peer (a slot per instance). */
    public static final String REPLY_BUFFERS = "am-reply";

    /**
     * The protocol's parameters (§5, §7.1).
     *
     * @param depth      request and reply buffers per peer: the network's depth (8 for TCP/UDP, 12 for Myrinet)
     * @param timeoutPs  a request's first timeout, doubled at each retransmission
     * @param maxRetries retransmissions of a request before it is dropped
     * @param receiveCopy whether an arriving AM is staged whole and its handler copies the body out of the staging
     *                   buffer (the paper's extra receive copy, §7.3.1); false: only the headers are staged and the
     *                   handler takes the body from the substrate itself (§10)
     */
    public record Parameters(int depth, long timeoutPs, int maxRetries, boolean receiveCopy) {
        public Parameters {
            if (depth < 1 || depth > 256 || timeoutPs <= 0 || maxRetries < 0) {
                throw new IllegalArgumentException("depth " + depth + " (1-256), timeout " + timeoutPs
                        + " ps (> 0), retries " + maxRetries + " (>= 0)");
            }
        }

        /** The paper's library: with the receive copy. */
        public Parameters(int depth, long timeoutPs, int maxRetries) {
            this(depth, timeoutPs, maxRetries, true);
        }
    }

    /** Where the interface runs: its scheduler, the processor it charges, the tracer and its NIC's index. */
    public record Site(Scheduler scheduler, HostCpu cpu, CpuCostModel costs, Tracer tracer, int component) {
    }

    private final int tid;
    private final Transport transport;
    private Runnable whenWritable;
    private final Transport.Info info;
    private final Parameters parameters;
    private final Site site;
    private final TaskList tasks = new TaskList();
    private final List<Object> handlers = new ArrayList<>(List.of("blank reply"));
    private final List<AmEndpoint> allocated = new ArrayList<>();
    private final AmReceiver receiver;
    private AmHandlers.ReturnedHandler returned = (tid, handler, data, reason) -> { };
    private java.util.function.IntPredicate connectOnDemand;
    /** How far a request to a peer may overtake one still unanswered ({@link #limitOvertaking}). */
    private int overtakingLimit = Integer.MAX_VALUE;
    long connectsOnDemand;
    private boolean inHandler;
    long messagesSent;
    long requestsReturned;
    long retransmissions;

    /** {@code am_init}: initialises {@code transport} and makes the interface of task {@code tid} on it. */
    public AmInterface(int tid, Transport transport, Parameters parameters, Site site) {
        if (!Tid.isTask(tid)) {
            throw new IllegalArgumentException(Tid.text(tid) + " is not a task's tid");
        }
        this.tid = tid;
        this.transport = transport;
        this.info = transport.init();
        this.parameters = parameters;
        this.site = site;
        this.receiver = new AmReceiver(this, transport, site);
        transport.awaitData(receiver::servicePending);
    }

    public int tid() {
        return tid;
    }

    /** Where the task runs: its scheduler, processor, costs, tracer and NIC. */
    public Site site() {
        return site;
    }

    /** The host's node number, from the transport's local address. */
    public int node() {
        return info.local().node();
    }

    public Parameters parameters() {
        return parameters;
    }

    /** {@code am_task_address}: this task's address as a string another task connects with. */
    public String taskAddress() {
        return transport.unpackAddress(info.local());
    }

    /** {@code am_address_to_id}: enters a handler in the address table; its id goes in AM headers. */
    public int addressToId(Object handler) {
        if (!(handler instanceof AmHandlers.RequestHandler) && !(handler instanceof AmHandlers.ReplyHandler)) {
            throw new IllegalArgumentException("a handler is a RequestHandler or a ReplyHandler, not " + handler);
        }
        handlers.add(handler);
        return handlers.size() - 1;
    }

    /** {@code am_id_to_address}: the handler with {@code id}, or null. */
    public Object idToAddress(int id) {
        return id > 0 && id < handlers.size() ? handlers.get(id) : null;
    }

    /** Who hears of requests given up on. */
    public void onReturned(AmHandlers.ReturnedHandler returned) {
        this.returned = returned;
    }

    /** {@code am_allocate_task}: buffers for a task at {@code address} (its {@link #taskAddress()}). */
    public AmEndpoint allocateTask(int remoteTid, String address) {
        AmEndpoint endpoint = new AmEndpoint(remoteTid, address, transport.packAddress(address), parameters.depth(),
                site.scheduler().retransmitTimeout(RetransmitTimeout.doubling(parameters.timeoutPs())));
        endpoint.requestSlots = requestBuffers(endpoint.nativeAddress().node());
        endpoint.replySlots = replyBuffers(endpoint.nativeAddress().node());
        allocated.add(endpoint);
        return endpoint;
    }

    /**
     * Whether a request would still be waiting: one waits for a free request buffer of its peer (seed 003 §5,
     * step 3: the sender services the network until a buffer is free) or for room in the transport (step 5).
     */
    public boolean writeWouldBlock() {
        return requestsWaiting() || transport.writeWouldBlock();
    }

    /** Runs {@code whenWritable} (as an event) once no request would wait; at once if none would. */
    public void whenWritable(Runnable whenWritable) {
        if (requestsWaiting()) {
            this.whenWritable = whenWritable;
        } else {
            transport.whenWritable(whenWritable);
        }
    }

    /** After a request buffer was freed or requests were given back: tells a blocked sender. */
    private void checkWritable() {
        if (whenWritable != null && !requestsWaiting()) {
            Runnable writable = whenWritable;
            whenWritable = null;
            transport.whenWritable(writable);
        }
    }

    /** Whether every request sent has been answered (or returned) and none waits for a buffer. */
    public boolean idle() {
        for (AmEndpoint endpoint : allocated) {
            if (endpoint.unacknowledged() != 0) {
                return false;
            }
        }
        return !requestsWaiting();
    }

    /** Whether a request waits for a request buffer of its peer; a loop, as it is asked on every send. */
    private boolean requestsWaiting() {
        for (AmEndpoint endpoint : allocated) {
            if (!endpoint.pending().isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /** {@code am_connect_task}: connects the task (the smaller tid connects, §6.5); false when unreachable. */
    public boolean connectTask(AmEndpoint endpoint) {
        return connected(endpoint, transport.connect(endpoint.nativeAddress()));
    }

    /** {@code am_accept_task}: accepts the task (the larger tid accepts, §6.5); false when unreachable. */
    public boolean acceptTask(AmEndpoint endpoint) {
        return connected(endpoint, transport.accept(endpoint.nativeAddress()));
    }

    private boolean connected(AmEndpoint endpoint, boolean ok) {
        if (ok) {
            endpoint.state(AmEndpoint.TaskState.CONNECTED);
        }
        return ok;
    }

    /** {@code am_insert_task}: makes a connected task reachable by its tid. */
    public void insertTask(AmEndpoint endpoint) {
        if (endpoint.state() != AmEndpoint.TaskState.CONNECTED) {
            throw new IllegalStateException("task " + Tid.text(endpoint.tid()) + " is " + endpoint.state()
                    + "; connect or accept it before inserting it");
        }
        tasks.insert(endpoint);
    }

    /** {@code am_remove_task}: takes a task out; its outstanding requests are forgotten. */
    public AmEndpoint removeTask(int remoteTid) {
        AmEndpoint removed = tasks.remove(remoteTid);
        if (removed != null) {
            removed.state(AmEndpoint.TaskState.REMOVED);
            for (int i = 0; i < removed.depth(); i++) {
                AmEndpoint.RequestBuffer buffer = removed.requestBuffer(i);
                if (buffer.inUse) {
                    site.scheduler().cancel(buffer.timer);
                    removed.freeRequestBuffer(buffer);
                    requestBufferChanged(removed, buffer, SlotState.CLAIMED, SlotState.FREE);
                }
            }
            removed.pending().clear();
            checkWritable();
        }
        return removed;
    }

    /** The task with {@code remoteTid} in the task list (moved to its head), or null. */
    public AmEndpoint task(int remoteTid) {
        return tasks.find(remoteTid);
    }

    /**
     * Connects a task at the first request to it instead of in advance (seed 003 §10: no {@code pvmam_init}; the
     * connect is made by {@code connector}, true when it succeeded), paying {@value TransportCosts#CONNECT_CYCLES}
     * cycles for it.
     */
    public void connectOnDemand(java.util.function.IntPredicate connector) {
        this.connectOnDemand = connector;
    }

    /** Whether a request to {@code remoteTid}, not yet connected, would connect it on demand. */
    public boolean connectsOnDemandTo(int remoteTid) {
        return connectOnDemand != null && !tasks.contains(remoteTid) && Tid.isTask(remoteTid);
    }

    /**
     * The task control block of {@code remoteTid} — its endpoint in the task list — or null; what {@code pvm_send}'s
     * checks look at (seed 003 §6.4.1), so nothing moves and no lookup is counted.
     */
    public AmEndpoint controlBlock(int remoteTid) {
        return tasks.peek(remoteTid);
    }

    /** Pairs this task connected at its first request to them. */
    public long connectsOnDemand() {
        return connectsOnDemand;
    }

    /** {@code am_request}: sends {@code data} to request handler {@code handler} of task {@code remoteTid}. */
    public void request(int remoteTid, int handler, byte[] data) {
        requestBuilt(remoteTid, handler, withHeaderRoom(data));
    }

    /**
     * {@link #request(int, int, byte[])} of an AM built in place: {@code am}'s first {@value AmHeader#BYTES} bytes are
     * room for the header, its data follows, and it leaves (and is kept for retransmission) as it is, no copy made.
     * The caller hands {@code am} over and does not touch it again.
     */
    public void requestBuilt(int remoteTid, int handler, byte[] am) {
        AmEndpoint endpoint = tasks.find(remoteTid);
        if (endpoint == null && connectOnDemand != null) {
            site.cpu().charge("pvmam.connect", site.costs().cyclesPs(TransportCosts.CONNECT_CYCLES));
            if (connectOnDemand.test(remoteTid)) {
                connectsOnDemand++;
                endpoint = tasks.find(remoteTid);
            }
        }
        if (endpoint == null) {
            throw new IllegalArgumentException("task " + Tid.text(remoteTid) + " is not in the task list of "
                    + Tid.text(tid));
        }
        enqueue(endpoint, handler, am);
    }

    private static byte[] withHeaderRoom(byte[] data) {
        byte[] am = new byte[AmHeader.BYTES + data.length];
        System.arraycopy(data, 0, am, AmHeader.BYTES, data.length);
        return am;
    }

    /**
     * {@code am_request_ep}: sends {@code data} (at most {@value AmHeader#MAX_DATA_BYTES} bytes) to request
     * handler {@code handler} of {@code endpoint}.
     *
     * @throws PvmamViolation from inside a handler
     */
    public void request(AmEndpoint endpoint, int handler, byte[] data) {
        enqueue(endpoint, handler, withHeaderRoom(data));
    }

    /** A request whose {@code am} has room for its header ({@link #requestBuilt}). */
    private void enqueue(AmEndpoint endpoint, int handler, byte[] am) {
        int dataBytes = am.length - AmHeader.BYTES;
        if (inHandler) {
            throw new PvmamViolation("a request to " + Tid.text(endpoint.tid()) + " from inside a handler of "
                    + Tid.text(tid) + ": handlers send at most one reply and no requests");
        }
        if (dataBytes < 0 || dataBytes > AmHeader.MAX_DATA_BYTES || handler < 1 || handler > 0xFFFF) {
            throw new IllegalArgumentException("a request carries at most " + AmHeader.MAX_DATA_BYTES
                    + " bytes to a handler 1-65535, not " + dataBytes + " bytes to " + handler);
        }
        AmEndpoint.PendingRequest request = new AmEndpoint.PendingRequest(handler, am);
        if (endpoint.state() == AmEndpoint.TaskState.FAILED) {
            giveBack(endpoint, handler, request.data(), -1, TASK_FAILED);
            return;
        }
        if (endpoint.state() != AmEndpoint.TaskState.CONNECTED || !tasks.contains(endpoint.tid())) {
            throw new IllegalStateException("task " + Tid.text(endpoint.tid()) + " is " + endpoint.state()
                    + " and not in the task list of " + Tid.text(tid) + ": insert it before sending to it");
        }
        endpoint.pending().add(request);
        sendWaiting(endpoint);
    }

    /** Sends {@code request}, its header written in place, from request buffer {@code buffer}. */
    private void transmit(AmEndpoint endpoint, AmEndpoint.RequestBuffer buffer, AmEndpoint.PendingRequest request,
            long messageId) {
        int peer = endpoint.nativeAddress().node();
        int handler = request.handler();
        byte[] am = request.am();
        Tracer tracer = site.tracer();
        if (tracer.isOn()) {
            tracer.messageSent(node(), site.component(), MessageIds.identity(messageId, "request",
                    am.length - AmHeader.BYTES, node(), tid, peer, endpoint.tid()));
        }
        messagesSent++;
        site.cpu().charge("pvmam.timestamp", site.costs().cyclesPs(TransportCosts.TIMESTAMP_CYCLES));
        new AmHeader(tid, am.length, buffer.instance, buffer.sequence, AmHeader.REQUEST, handler).encodeInto(am);
        keepCopy(am.length, true);
        if (!transport.send(endpoint.nativeAddress(), am, am.length, new FrameTag("request", messageId))) {
            endpoint.freeRequestBuffer(buffer);
            giveBack(endpoint, handler, request.data(), messageId, UNREACHABLE);
            return;
        }
        requestBufferChanged(endpoint, buffer, SlotState.FREE, SlotState.CLAIMED);
        keepCopy(am.length, false);
        buffer.am = am;
        buffer.handler = handler;
        buffer.messageId = messageId;
        buffer.attempts = 0;
        buffer.sentPs = site.scheduler().now();
        endpoint.requestsSent++;
        if (!info.reliable()) {
            // over a reliable stream a request cannot be lost: no timer (seed 003 §5.3.1)
            arm(endpoint, buffer);
        }
        tracer.windowChanged(node(), site.component(), peer, endpoint.unacknowledged(), parameters.depth());
    }

    /**
     * The copy of an outgoing AM into its request or reply buffer, kept for retransmission (unreliable only): before
     * the transport's send when it hints so ({@code before}, the BPI, §5.3.3), else after it (§5.3.2).
     */
    void keepCopy(int bytes, boolean before) {
        if (!info.reliable() && before == info.copyBeforeSend()) {
            site.cpu().charge("pvmam.keep_copy", site.costs().memcpyPs(bytes));
        }
    }

    private void arm(AmEndpoint endpoint, AmEndpoint.RequestBuffer buffer) {
        long delay = endpoint.timeout().timeoutPs(buffer.attempts)
                + Math.max(0, site.cpu().charge(0) - site.scheduler().now());
        buffer.timer = site.scheduler().schedule(delay, () -> expired(endpoint, buffer));
    }

    private void expired(AmEndpoint endpoint, AmEndpoint.RequestBuffer buffer) {
        Tracer tracer = site.tracer();
        tracer.timerFired(node(), site.component(), "request-timeout");
        if (buffer.attempts >= parameters.maxRetries()) {
            endpoint.requestsDropped++;
            endpoint.state(AmEndpoint.TaskState.FAILED);
            byte[] data = java.util.Arrays.copyOfRange(buffer.am, AmHeader.BYTES, buffer.am.length);
            int handler = buffer.handler;
            long messageId = buffer.messageId;
            endpoint.freeRequestBuffer(buffer);
            requestBufferChanged(endpoint, buffer, SlotState.CLAIMED, SlotState.FREE);
            tracer.windowChanged(node(), site.component(), endpoint.nativeAddress().node(),
                    endpoint.unacknowledged(), parameters.depth());
            giveBack(endpoint, handler, data, messageId, DROPPED_AFTER_RETRIES);
            while (!endpoint.pending().isEmpty()) {
                AmEndpoint.PendingRequest waiting = endpoint.pending().poll();
                giveBack(endpoint, waiting.handler(), waiting.data(), -1, TASK_FAILED);
            }
            checkWritable();
            return;
        }
        buffer.attempts++;
        endpoint.retransmissions++;
        retransmissions++;
        tracer.retransmitted(node(), site.component(), MessageIds.cell(buffer.messageId, "request",
                buffer.am.length), buffer.attempts);
        site.cpu().charge("pvmam.timestamp", site.costs().cyclesPs(TransportCosts.TIMESTAMP_CYCLES));
        transport.send(endpoint.nativeAddress(), buffer.am, buffer.am.length,
                new FrameTag("request", buffer.messageId));
        arm(endpoint, buffer);
    }

    private void giveBack(AmEndpoint endpoint, int handler, byte[] data, long messageId, String reason) {
        requestsReturned++;
        site.tracer().messageReturned(node(), site.component(), messageId, reason, Tid.local(tid), handler);
        returned.onReturned(endpoint.tid(), handler, data, reason);
    }

    /** Sends a reply (a token's, or the blank one) and keeps it in the instance's reply buffer. */
    void sendReply(AmEndpoint requester, int instance, int sequence, int handler, byte[] data, long messageId) {
        int peer = requester.nativeAddress().node();
        site.tracer().messageSent(node(), site.component(), MessageIds.identity(messageId, "reply", data.length,
                node(), tid, peer, requester.tid()));
        messagesSent++;
        byte[] am = new AmHeader(tid, AmHeader.BYTES + data.length, instance, sequence, AmHeader.REPLY, handler)
                .encode(data, 0, data.length);
        keepCopy(am.length, true);
        transport.send(requester.nativeAddress(), am, am.length, new FrameTag("reply", messageId));
        keepCopy(am.length, false);
        AmEndpoint.ReplyBuffer buffer = requester.replyBuffer(instance);
        site.tracer().slotStateChanged(node(), site.component(), requester.replySlots, instance,
                buffer.inUse ? SlotState.READY : SlotState.FREE, SlotState.READY);
        buffer.inUse = true;
        buffer.sequence = sequence;
        buffer.am = am;
        buffer.messageId = messageId;
    }

    /** A reply matched request buffer {@code buffer}: stop its timer, free it, send a waiting request. */
    void answered(AmEndpoint endpoint, AmEndpoint.RequestBuffer buffer) {
        site.scheduler().cancel(buffer.timer);
        if (!info.reliable() && buffer.attempts == 0) {
            // Karn's rule: a reply to a request sent again may answer the first copy, so it gives no round trip
            endpoint.timeout().roundTrip(site.scheduler().now() - buffer.sentPs);
        }
        endpoint.freeRequestBuffer(buffer);
        requestBufferChanged(endpoint, buffer, SlotState.CLAIMED, SlotState.FREE);
        site.tracer().windowChanged(node(), site.component(), endpoint.nativeAddress().node(),
                endpoint.unacknowledged(), parameters.depth());
    }

    /**
     * Keeps the requests to each peer from overtaking each other by {@code requests} or more: a request waits (as
     * for a free request buffer) while the one sent {@code requests} before it to the same peer is unanswered. The
     * protocol itself lets requests arrive in any order (§5); a layer above that numbers them in a sequence space
     * that wraps (PVM's fragment sequence byte, §6.4.2) needs this bound to tell a request ahead of its turn from
     * a stale copy of one long past. It binds only when a request is lost again and again while those behind it are
     * answered: with no more than {@code requests} buffers and replies in order it never does.
     */
    public void limitOvertaking(int requests) {
        if (requests < 1) {
            throw new IllegalArgumentException("requests may overtake each other by at least 1, not " + requests);
        }
        this.overtakingLimit = requests;
    }

    /**
     * Sends the requests waiting for {@code endpoint} in order, as free request buffers (and
     * {@link #limitOvertaking}) allow (the paper's sender services the network until a buffer frees; here the reply
     * that frees one sends the next, and a PVM task waits in {@code pvm_send} until none waits:
     * {@link #writeWouldBlock}).
     */
    void sendWaiting(AmEndpoint endpoint) {
        while (!endpoint.pending().isEmpty() && endpoint.state() == AmEndpoint.TaskState.CONNECTED) {
            if (endpoint.wouldOvertake(overtakingLimit)) {
                return;
            }
            AmEndpoint.RequestBuffer buffer = endpoint.claimRequestBuffer();
            if (buffer == null) {
                return;
            }
            endpoint.numberRequest(buffer);
            AmEndpoint.PendingRequest waiting = endpoint.pending().poll();
            transmit(endpoint, buffer, waiting, MessageIds.of(node(), endpoint.nativeAddress().node(),
                    buffer.instance, ++buffer.uses));
        }
        checkWritable();
    }

    /**
     * The trace's view of the request buffers towards a peer: a slot per instance, claimed while its request waits
     * for a reply, free again when the reply comes or the request is given up.
     */
    private void requestBufferChanged(AmEndpoint endpoint, AmEndpoint.RequestBuffer buffer, SlotState from,
            SlotState to) {
        site.tracer().slotStateChanged(node(), site.component(), endpoint.requestSlots, buffer.instance, from, to);
    }

    /** This interface's request buffers towards the task at node {@code peer}, as the trace names them. */
    QueueId requestBuffers(int peer) {
        return new QueueId(REQUEST_BUFFERS, node(), peer);
    }

    /** This interface's reply buffers towards the task at node {@code peer}: a slot per instance, ready while held. */
    QueueId replyBuffers(int peer) {
        return new QueueId(REPLY_BUFFERS, node(), peer);
    }

    /** Runs {@code handler} code with the request/reply rules enforced. */
    void runHandler(Runnable code) {
        inHandler = true;
        try {
            code.run();
        } finally {
            inHandler = false;
        }
    }

    /** {@code am_poll}: services the network now (the interface also does so on its own whenever data arrives). */
    public void poll() {
        receiver.servicePending();
    }

    /** {@code am_shutdown}: closes the transport; nothing more is sent or received. */
    public void shutdown() {
        transport.shutdown();
    }

    /** The interface's statistics (§4): what it sent, received, recovered and gave up on. */
    public Statistics statistics() {
        return new Statistics(messagesSent, receiver.handlersRun, receiver.repliesHandled, receiver.damaged,
                receiver.repliesResent, receiver.duplicateReplies, retransmissions, requestsReturned,
                tasks.lookups(), tasks.comparisons());
    }

    TaskList tasks() {
        return tasks;
    }
}
