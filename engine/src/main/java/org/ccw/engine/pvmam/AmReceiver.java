package org.ccw.engine.pvmam;

import java.util.Arrays;

import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.Tracer;

/**
 * The receiving half of the HPAM protocol (seed 003 §5) for one {@link AmInterface}: servicing the network takes
 * one whole AM from the transport into the interface's staging buffer (charged by the transport) and, when that work
 * is done, dispatches it; with {@link AmInterface.Parameters#receiveCopy()} the handler's copy of the body out of the
 * staging buffer is charged too (seed 003 §7.3.1's extra receive copy; §10 proposes to do without it).
 *
 * <p>A <b>request</b> is checked against the reply buffer of its task and instance: a buffer in use with the same
 * sequence means the reply was lost, so the reply is sent again and the handler does not run again; otherwise the
 * request is new, its handler runs with a token, and a blank reply goes back if the handler sent none (every
 * request gets a reply, or the sender's state would never move on) — unless the handler declined it, which leaves
 * it as if it had not arrived, for the sender's retransmission. A <b>reply</b> is valid when its instance's
 * request buffer is in use with the same sequence: the buffer is freed (its sequence toggled) and the reply
 * handler runs; otherwise it is a duplicate and dropped. AMs from a task not in the list, and damaged ones, are
 * dropped. Arrival order does not matter: each instance is checked on its own.
 *
 * <p>Trace: {@code HandlerRan} (its duration the processor time the handler took, replies included) then
 * {@code MessageDelivered} for every request and reply accepted; {@code Retransmitted} for a reply sent again;
 * {@code CellDropped} {@code CHECKSUM} for a damaged AM, {@code PROTOCOL} for a duplicate reply or a stranger's AM.
 */
final class AmReceiver {
    private static final byte[] BLANK = new byte[0];

    private final AmInterface owner;
    private final Transport transport;
    private final AmInterface.Site site;
    private final WhenProcessorFree service;
    /** Dispatching what arrived, at once (a real network): an arrival meanwhile is taken by the same pass. */
    private boolean servicing;
    /** {@code handler N} of each handler id that ran, for the trace: made once, not per message. */
    private String[] handlerNames = new String[0];
    long handlersRun;
    long repliesHandled;
    long damaged;
    long repliesResent;
    long duplicateReplies;

    AmReceiver(AmInterface owner, Transport transport, AmInterface.Site site) {
        this.owner = owner;
        this.transport = transport;
        this.site = site;
        this.service = new WhenProcessorFree(site.scheduler(), site.cpu(), this::serviceOnce);
    }

    /**
     * Services the network when the processor is next free (data arrived, or the task polls): a process that
     * waits in the poll loop is not charged for the empty polls before the data came. Over a real network (no
     * processor time modelled, so it is free now) it services at once: every AM waiting is dispatched in turn, with
     * no event per AM between the socket and its handler.
     */
    void servicePending() {
        if (site.cpu().modelled()) {
            service.request();
        } else if (!servicing) {
            servicing = true;
            try {
                for (Transport.Received received = transport.receive(); received != null;
                        received = transport.receive()) {
                    dispatch(received);
                }
            } finally {
                servicing = false;
            }
        }
    }

    private void serviceOnce() {
        Transport.Received received = transport.receive();
        if (received == null) {
            return;
        }
        // the receive's costs are charged; dispatch when they are done, then look for more
        site.scheduler().schedule(service.delayPs(), () -> {
            dispatch(received);
            servicePending();
        });
    }

    private void dispatch(Transport.Received received) {
        AmHeader header = AmHeader.decode(received.bytes(), received.length());
        Tracer tracer = site.tracer();
        if (header == null) {
            damaged++;
            tracer.cellDropped(owner.node(), site.component(), MessageIds.cell(-1, "am", received.length()),
                    DropReason.CHECKSUM);
            return;
        }
        AmEndpoint endpoint = owner.tasks().find(header.fromTask());
        if (endpoint == null || endpoint.state() == AmEndpoint.TaskState.REMOVED
                || endpoint.nativeAddress().node() != received.source().node()) {
            tracer.cellDropped(owner.node(), site.component(), MessageIds.cell(-1, kind(header),
                    received.length()), DropReason.PROTOCOL);
            return;
        }
        if (owner.parameters().receiveCopy()) {
            // the body out of the staging buffer into the handler's own (§7.3.1); without it (§10) the transport's
            // copy put the body where the handler wants it
            site.cpu().charge("pvmam.receive_copy", TransportCosts.receiveCopyPs(site.costs(), header.dataLength()));
        }
        if (header.isRequest() && received.handedOver()) {
            // the transport made these bytes for this AM alone: its request handler gets them as they are
            request(endpoint, header, received.bytes(), AmHeader.BYTES);
            return;
        }
        byte[] data = header.dataLength() == 0 ? BLANK
                : Arrays.copyOfRange(received.bytes(), AmHeader.BYTES, header.totalLength());
        if (header.isRequest()) {
            request(endpoint, header, data, 0);
        } else {
            reply(endpoint, header, data);
        }
    }

    private static String kind(AmHeader header) {
        return header.isRequest() ? "request" : "reply";
    }

    /** A request whose data is {@code bytes[offset, bytes.length)}: the AM itself when {@code offset} is past its header. */
    private void request(AmEndpoint requester, AmHeader header, byte[] bytes, int offset) {
        AmEndpoint.ReplyBuffer held = requester.replyBuffer(header.instance());
        if (held.inUse && held.sequence == header.sequence()) {
            // the reply we sent for this request was lost: send it again, do not run the handler again
            repliesResent++;
            requester.repliesResent++;
            site.tracer().retransmitted(owner.node(), site.component(), MessageIds.cell(held.messageId, "reply",
                    held.am.length), 1);
            transport.send(requester.nativeAddress(), held.am, held.am.length, new FrameTag("reply",
                    held.messageId));
            return;
        }
        held.inUse = false;
        long messageId = MessageIds.of(requester.nativeAddress().node(), owner.node(), header.instance(),
                ++held.accepted);
        AmToken token = new AmToken(owner, requester, header.instance(), header.sequence(), messageId);
        Object handler = owner.idToAddress(header.handler());
        long startPs = site.cpu().charge(0);
        owner.runHandler(() -> {
            if (handler instanceof AmHandlers.RequestHandler requestHandler) {
                if (offset == 0) {
                    requestHandler.onRequest(token, bytes);
                } else {
                    requestHandler.onRequest(token, bytes, offset);
                }
            }
        });
        token.close();
        if (token.declined()) {
            // as if it never came: the sender's retransmission is accepted anew, under the same message id
            held.accepted--;
            site.tracer().handlerRan(owner.node(), site.component(), requester.nativeAddress().node(),
                    "handler " + header.handler() + " (declined)", site.cpu().charge(0) - startPs);
            return;
        }
        if (!token.replied()) {
            owner.sendReply(requester, header.instance(), header.sequence(), 0, BLANK, messageId);
        }
        ran(requester, handler instanceof AmHandlers.RequestHandler ? handlerName(header.handler())
                : "no request handler " + header.handler(), startPs, messageId, "request", bytes.length - offset);
    }

    private void reply(AmEndpoint responder, AmHeader header, byte[] data) {
        AmEndpoint.RequestBuffer buffer = responder.requestBuffer(header.instance());
        if (!buffer.inUse || buffer.sequence != header.sequence()) {
            duplicateReplies++;
            responder.duplicateRepliesDropped++;
            long previous = MessageIds.of(owner.node(), responder.nativeAddress().node(), header.instance(),
                    buffer.inUse ? buffer.uses - 1 : buffer.uses);
            site.tracer().cellDropped(owner.node(), site.component(), MessageIds.cell(previous, "reply",
                    header.totalLength()), DropReason.PROTOCOL);
            return;
        }
        long messageId = buffer.messageId;
        owner.answered(responder, buffer);
        repliesHandled++;
        Object handler = owner.idToAddress(header.handler());
        long startPs = site.cpu().charge(0);
        owner.runHandler(() -> {
            if (handler instanceof AmHandlers.ReplyHandler replyHandler) {
                replyHandler.onReply(responder.tid(), data);
            }
        });
        ran(responder, header.handler() == 0 ? "blank reply" : handler instanceof AmHandlers.ReplyHandler
                ? handlerName(header.handler()) : "no reply handler " + header.handler(), startPs, messageId, "reply",
                data.length);
        owner.sendWaiting(responder);
    }

    private String handlerName(int handler) {
        if (handler >= handlerNames.length) {
            handlerNames = Arrays.copyOf(handlerNames, Math.max(handler + 1, 2 * handlerNames.length));
        }
        String name = handlerNames[handler];
        return name != null ? name : (handlerNames[handler] = "handler " + handler);
    }

    private void ran(AmEndpoint from, String handler, long startPs, long messageId, String kind, int bytes) {
        handlersRun++;
        Tracer tracer = site.tracer();
        int peer = from.nativeAddress().node();
        tracer.handlerRan(owner.node(), site.component(), peer, handler, site.cpu().charge(0) - startPs);
        tracer.messageDelivered(owner.node(), site.component(), MessageIds.identity(messageId, kind, bytes,
                peer, from.tid(), owner.node(), owner.tid()));
    }

}
