package org.ccw.engine.dvcm.coordination;

import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.dvcm.module.ControlMessage;
import org.ccw.engine.dvcm.module.ExtensionModule;
import org.ccw.engine.dvcm.module.ModuleContext;
import org.ccw.engine.dvcm.module.Transmission;
import org.ccw.engine.hw.atm.Aal5;
import org.ccw.engine.trace.QueueId;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sender-coordination extension module of seed 001 §4.2: token-based flow control toward each destination,
 * entirely between the source adapters. One token per link; on a star with full-duplex links a source needs only
 * the token of the switch-to-destination link, whose id (the topology's link id) names the token.
 *
 * <ul>
 *   <li>{@value #SEND_WITH_FLOW_CONTROL}: send a message once this unit holds the destination's token. Without
 *       it, ask the suspected holder ({@value #UNI_REQ_LINK}) or, knowing none, everyone ({@value #BCAST_REQ_LINK}).
 *       </li>
 *   <li>{@value #UNI_REQ_LINK} at the suspected holder: grant if it still holds the token and is not sending;
 *       otherwise broadcast the request on the requester's behalf (and register it).</li>
 *   <li>{@value #BCAST_REQ_LINK}: the holder grants if it is not sending; every other unit registers it.</li>
 *   <li>The holder keeps the token until its current transmission ends, then passes it ({@value #GRANT_LINK}) to a
 *       registered requester, or, with none and nothing more to send, broadcasts {@value #OWN_LINK_HINT} so that
 *       everyone suspects it. With Early Token Release the pass happens when only N cells of the message are left.
 *       </li>
 * </ul>
 * The destination's unit is never sent anything. No timeouts are used (the control messages are reliable).
 * Messages below the bypass threshold go without the token while this unit's uncoordinated burst toward the
 * destination stays within it (the switch buffer absorbs such bursts); the threshold defaults to an equal share
 * of the destination's output-port buffer among the other units.
 *
 * <p>Where the paper is silent: each request carries a sequence number, and the token (in {@code GRANT_LINK})
 * carries the number of each unit's last granted request, so that the registrations other units still keep of a
 * request already served are recognised as stale and dropped (as in Suzuki and Kasami's broadcast token
 * algorithm). The token of a link starts at the lowest-numbered unit other than the destination, and every unit
 * starts out suspecting it.
 *
 * <p>Trace: {@code TokenMoved} twice per pass — at the giver ({@code node == from}) when the token leaves, at the
 * receiver ({@code node == to}) when it arrives; once at the start with {@code from = -1}. {@code QueueLengthChanged}
 * for queue kind {@code token-wait} (index the token: this unit's messages waiting for the token) and
 * {@code token-requests} (requests it has registered).
 */
public final class SenderCoordination implements ExtensionModule {
    public static final String NAME = "sender-coordination";
    public static final String SEND_WITH_FLOW_CONTROL = "SEND_WITH_FLOW_CONTROL";
    public static final String GRANT_LINK = "GRANT_LINK";
    public static final String UNI_REQ_LINK = "UNI_REQ_LINK";
    public static final String BCAST_REQ_LINK = "BCAST_REQ_LINK";
    public static final String OWN_LINK_HINT = "OWN_LINK_HINT";

    /** Coprocessor cycles of the module's own bookkeeping per handler (token state, request list). */
    static final double HANDLER_CYCLES = 20;
    /** What {@code token-wait} is reported against: the command queue's depth bounds the messages that wait. */
    private static final int WAIT_CAPACITY = 64;

    private final int thresholdBytes;
    private final int earlyReleaseCells;
    private ModuleContext unit;
    private List<Integer> units;
    private final Map<Integer, LinkToken> tokens = new TreeMap<>();

    /**
     * @param thresholdBytes    messages up to this size (and uncoordinated bursts up to it) bypass coordination; -1
     *                          derives it from the destination's switch port buffer
     * @param earlyReleaseCells Early Token Release: pass the token this many cells before a message ends (0: off)
     */
    public SenderCoordination(int thresholdBytes, int earlyReleaseCells) {
        if (thresholdBytes < -1 || earlyReleaseCells < 0) {
            throw new IllegalArgumentException("threshold >= -1 bytes, early release >= 0 cells");
        }
        this.thresholdBytes = thresholdBytes;
        this.earlyReleaseCells = earlyReleaseCells;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public void init(ModuleContext context) {
        this.unit = context;
        this.units = context.units();
        context.onCommand(SEND_WITH_FLOW_CONTROL, this::sendWithFlowControl);
        context.onControlMessage(UNI_REQ_LINK, this::uniRequest);
        context.onControlMessage(BCAST_REQ_LINK, this::broadcastRequest);
        context.onControlMessage(GRANT_LINK, this::grant);
        context.onControlMessage(OWN_LINK_HINT, this::hint);
        for (int destination : units) {
            LinkToken t = token(destination);
            if (t.held) {
                context.tracer().stackRecord(context.unit(), context.component(), TokenMoved.KIND,
                        new TokenMoved(t.token, -1, context.unit()));
            }
        }
    }

    @Override
    public void deactivate() {
        unit.heap().free((long) tokens.size() * tokenStateBytes());
        tokens.clear();
    }

    /** Whether this unit holds the token of the link into {@code destination}. */
    public boolean holds(int destination) {
        LinkToken t = tokens.get(destination);
        return t != null && t.held;
    }

    /** The unit this one suspects of holding the token of the link into {@code destination}. */
    public int suspectedHolder(int destination) {
        return token(destination).suspectedHolder;
    }

    /** Requests this unit has registered for the token of the link into {@code destination}, stale ones included. */
    public int registeredRequests(int destination) {
        return token(destination).registered.size();
    }

    private LinkToken token(int destination) {
        return tokens.computeIfAbsent(destination, d -> {
            unit.heap().allocate(tokenStateBytes());
            int first = units.stream().filter(u -> u != d).findFirst().orElse(-1);
            LinkToken t = new LinkToken(unit.linkInto(d), d, slots(), first);
            t.held = first == unit.unit();
            return t;
        });
    }

    private int slots() {
        return units.get(units.size() - 1) + 1;
    }

    private long tokenStateBytes() {
        return 32L + 4L * slots();
    }

    /** Bytes a message (or an uncoordinated burst) may have and still bypass coordination toward {@code t}. */
    private long threshold(LinkToken t) {
        if (thresholdBytes >= 0) {
            return thresholdBytes;
        }
        int others = Math.max(1, units.size() - 1);
        long cells = unit.portBufferCells(t.destination) / others;
        return Aal5.payloadFitting(cells);
    }

    // ---- the command ----

    private void sendWithFlowControl(Command command) {
        unit.charge(HANDLER_CYCLES);
        LinkToken t = token(command.destination());
        if (bypass(t, command.bytes())) {
            unit.transmit(command.destination(), command.bytes(), command.tag());
            return;
        }
        t.waiting.add(new LinkToken.PendingSend(command.bytes(), command.tag()));
        stageFirst(t);
        traceWaiting(t);
        if (t.held && !t.sending) {
            sendNext(t);
        } else if (!t.held && !t.requested) {
            request(t);
        }
    }

    private boolean bypass(LinkToken t, int bytes) {
        if (!t.waiting.isEmpty() || t.sending) {
            return false;
        }
        if (unit.now() >= t.burstQuietAtPs) {
            t.burstBytes = 0;
        }
        if (t.burstBytes + bytes > threshold(t)) {
            return false;
        }
        t.burstBytes += bytes;
        // the allowance comes back once a full port buffer could have drained since this message's last cell
        long cells = Aal5.cells(bytes);
        t.burstQuietAtPs = unit.now() + (cells + unit.portBufferCells(t.destination)) * unit.cellTimePs();
        return true;
    }

    private void request(LinkToken t) {
        t.requested = true;
        t.ownRequest++;
        if (t.suspectedHolder >= 0 && t.suspectedHolder != unit.unit()) {
            unit.send(t.suspectedHolder, UNI_REQ_LINK, t.destination, unit.unit(), t.ownRequest);
        } else {
            broadcast(t, BCAST_REQ_LINK, unit.unit(), t.destination, unit.unit(), t.ownRequest);
        }
    }

    // ---- control messages ----

    private void uniRequest(ControlMessage m) {
        unit.charge(HANDLER_CYCLES);
        LinkToken t = token(m.arg(0));
        int requester = m.arg(1);
        int seq = m.arg(2);
        if (!passedAtOnce(t, requester, seq) && t.register(requester, seq)) {
            traceRegistered(t);
            broadcast(t, BCAST_REQ_LINK, requester, t.destination, requester, seq);
        }
    }

    private void broadcastRequest(ControlMessage m) {
        unit.charge(HANDLER_CYCLES);
        LinkToken t = token(m.arg(0));
        int requester = m.arg(1);
        int seq = m.arg(2);
        if (!passedAtOnce(t, requester, seq) && t.register(requester, seq)) {
            traceRegistered(t);
        }
    }

    /**
     * True when this unit holds the token idle, so a request is answered at once — the token passed, unless the
     * requester was served for this request already — and not queued.
     */
    private boolean passedAtOnce(LinkToken t, int requester, int seq) {
        if (!t.held || t.sending) {
            return false;
        }
        if (t.served[requester] < seq) {
            pass(t, requester, seq);
        }
        return true;
    }

    private void grant(ControlMessage m) {
        unit.charge(HANDLER_CYCLES);
        int[] args = m.args();
        LinkToken t = token(args[0]);
        t.acquire(Arrays.copyOfRange(args, 2, args.length));
        t.requested = false;
        t.suspectedHolder = unit.unit();
        unit.tracer().stackRecord(unit.unit(), unit.component(), TokenMoved.KIND,
                new TokenMoved(t.token, m.source(), unit.unit()));
        traceRegistered(t);
        if (!t.waiting.isEmpty() && !t.sending) {
            sendNext(t);
        } else if (!t.sending) {
            // the request this grant answers was already met (or the unit is still finishing an early-released
            // message): hand the token on at once
            transmissionEnded(t);
        }
    }

    private void hint(ControlMessage m) {
        unit.charge(HANDLER_CYCLES);
        LinkToken t = token(m.arg(0));
        if (!t.held) {
            t.suspectedHolder = m.arg(1);
        }
    }

    // ---- holding, sending and passing the token ----

    /** The first waiting message's bytes move into NI memory while the unit waits, so the token is not idle. */
    private void stageFirst(LinkToken t) {
        LinkToken.PendingSend first = t.waiting.peek();
        if (first != null && first.staged == null) {
            first.staged = unit.prepare(t.destination, first.bytes, first.tag);
        }
    }

    private void sendNext(LinkToken t) {
        LinkToken.PendingSend next = t.waiting.poll();
        traceWaiting(t);
        t.sending = true;
        Transmission transmission = next.staged;
        if (earlyReleaseCells > 0) {
            transmission.whenCellsLeft(earlyReleaseCells, () -> earlyRelease(t));
        }
        transmission.whenEnded(() -> {
            t.sending = false;
            transmissionEnded(t);
        });
        transmission.start();
        stageFirst(t);
    }

    /** Early Token Release: hand the token to a waiting requester while the last cells are still going out. */
    private void earlyRelease(LinkToken t) {
        unit.charge(HANDLER_CYCLES);
        int[] next = t.held ? t.nextLiveRequest() : null;
        if (next != null) {
            pass(t, next[0], next[1]);
        }
    }

    private void transmissionEnded(LinkToken t) {
        unit.charge(HANDLER_CYCLES);
        if (!t.held) {
            if (!t.waiting.isEmpty() && !t.requested) {
                request(t);
            }
            return;
        }
        int[] next = t.nextLiveRequest();
        if (next != null) {
            pass(t, next[0], next[1]);
            if (!t.waiting.isEmpty()) {
                request(t);
            }
        } else if (!t.waiting.isEmpty()) {
            sendNext(t);
        } else {
            broadcast(t, OWN_LINK_HINT, -1, t.destination, unit.unit());
        }
    }

    private void pass(LinkToken t, int requester, int seq) {
        t.served[requester] = seq;
        t.held = false;
        t.suspectedHolder = requester;
        t.registered.removeIf(r -> r[0] == requester && r[1] <= seq);
        traceRegistered(t);
        int[] args = new int[2 + t.served.length];
        args[0] = t.destination;
        args[1] = requester;
        System.arraycopy(t.served, 0, args, 2, t.served.length);
        unit.tracer().stackRecord(unit.unit(), unit.component(), TokenMoved.KIND,
                new TokenMoved(t.token, unit.unit(), requester));
        unit.send(requester, GRANT_LINK, args);
    }

    /** Sends to every unit except this one, the link's destination and {@code skip}. */
    private void broadcast(LinkToken t, String type, int skip, int... args) {
        for (int u : units) {
            if (u != unit.unit() && u != t.destination && u != skip) {
                unit.send(u, type, args);
            }
        }
    }

    private void traceWaiting(LinkToken t) {
        if (unit.tracer().isOn()) {
            unit.tracer().queueLengthChanged(unit.unit(), unit.component(),
                    new QueueId(QueueId.TOKEN_WAIT, unit.unit(), t.token),
                    t.waiting.size(), WAIT_CAPACITY);
        }
    }

    private void traceRegistered(LinkToken t) {
        if (unit.tracer().isOn()) {
            unit.tracer().queueLengthChanged(unit.unit(), unit.component(),
                    new QueueId(QueueId.TOKEN_REQUESTS, unit.unit(), t.token),
                    t.registered.size(), units.size());
        }
    }
}
