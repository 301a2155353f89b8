package org.ccw.engine.amii;

/**
 * A program broke the request/reply rule of Active Messages (seed 002 §3.1): a reply outside a request handler,
 * a second reply to one request, or a send from a reply handler. The rule keeps the protocol deadlock-free.
 */
public final class AmIIViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    AmIIViolation(String message) {
        super(message);
    }
}
