package org.ccw.engine.ssam;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

import org.ccw.engine.trace.MessageIdentity;

/**
 * A process's handler addresses (seed 000 Figure 1: a request names its handler by address, and every node runs
 * the same binary, so every process registers the same handlers in the same order) and the rule of §3.1 that
 * Active Messages allow only request/reply pairs: a request handler may only reply, a reply handler sends nothing.
 * It is separate because it knows which handler is running; the parts that receive cells run handlers through it
 * and the endpoint's calls ask it whether the application is the caller.
 */
final class HandlerTable {
    private enum Context { APPLICATION, REQUEST_HANDLER, REPLY_HANDLER }

    private final SsamHost host;
    private final List<Object> handlers = new ArrayList<>();
    private final List<String> handlerNames = new ArrayList<>();
    private final Map<ReplyHandler, Integer> replyHandlerIds = new IdentityHashMap<>();
    private Context context = Context.APPLICATION;
    private String runningHandler = "";

    HandlerTable(SsamHost host) {
        this.host = host;
    }

    /** Registers a handler; returns its id, the "address" a cell names (1, 2, ...). */
    int register(String name, Object handler) {
        handlers.add(handler);
        handlerNames.add(name);
        return handlers.size();
    }

    /** Registers a reply handler, which a request handler names by returning it. */
    int registerReply(String name, ReplyHandler handler) {
        int id = register(name, handler);
        replyHandlerIds.put(handler, id);
        return id;
    }

    boolean isRequestHandler(int id) {
        return id >= 1 && id <= handlers.size() && handlers.get(id - 1) instanceof RequestHandler;
    }

    /** The handler {@code cell} names, which must be a {@code kind}. */
    Object handler(int id, Class<?> kind, SsamCell cell) {
        if (id < 1 || id > handlers.size() || !kind.isInstance(handlers.get(id - 1))) {
            throw new IllegalStateException("node " + host.node() + ": " + cell + " names handler " + id + ", which"
                    + " is not a registered " + kind.getSimpleName() + " (do all processes register the same"
                    + " handlers in the same order?)");
        }
        return handlers.get(id - 1);
    }

    /** The id of {@code replyHandler}, which the handler of {@code request} returned. */
    int replyId(ReplyHandler replyHandler, SsamCell request) {
        Integer replyId = replyHandlerIds.get(replyHandler);
        if (replyId == null) {
            throw new ActiveMessageViolation("request handler '" + handlerNames.get(request.handler() - 1)
                    + "' returned a reply handler that was never registered");
        }
        return replyId;
    }

    /** Throws unless the application itself (no handler) is trying {@code what}. */
    void requireApplication(String what) {
        if (context != Context.APPLICATION) {
            String rule = context == Context.REQUEST_HANDLER
                    ? "a request handler may only reply, by returning a reply handler"
                    : "a reply handler may not send anything";
            String kind = context == Context.REQUEST_HANDLER ? "request handler" : "reply handler";
            throw new ActiveMessageViolation(kind + " '" + runningHandler + "' on node " + host.node()
                    + " tried to " + what + ": " + rule + " (Active Messages allow only request/reply pairs, which"
                    + " prevents deadlock)");
        }
    }

    /** Runs the handler of {@code cell}, message {@code messageId} from the peer of {@code c}: its delivery. */
    <T> T run(SsamCell cell, Connection c, long messageId, Supplier<T> body) {
        Context previous = context;
        boolean request = cell.type() == CellType.REQUEST;
        context = request ? Context.REQUEST_HANDLER : Context.REPLY_HANDLER;
        runningHandler = handlerNames.get(cell.handler() - 1);
        try {
            if (host.tracer.isOn()) {
                // the handler's record first: views find the delivered cell as its cause
                host.tracer.handlerRan(host.node(), SsamHost.NIC, c.peer, runningHandler, host.costs.dispatchPs());
                host.tracer.messageDelivered(host.node(), SsamHost.NIC, MessageIdentity.whole(messageId,
                        request ? "request" : "reply", cell.length(), c.peer, host.node()));
            }
            return body.get();
        } finally {
            context = previous;
        }
    }

    /** What a handler sees of {@code cell}'s data: its bytes, read-only. */
    static ByteBuffer data(SsamCell cell) {
        return ByteBuffer.wrap(cell.data(), 0, cell.length()).asReadOnlyBuffer();
    }
}
