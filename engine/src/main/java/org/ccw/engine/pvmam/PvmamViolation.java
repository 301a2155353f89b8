package org.ccw.engine.pvmam;

/**
 * A breach of the Active Message rules that keep the request/reply protocol free of deadlock (seed 003 §1.3,
 * PROTOCOLS.md "Common ground"): a handler sends at most one reply, only a request handler replies, and no handler
 * sends a request. Thrown at the call that breaks the rule, naming it.
 */
public final class PvmamViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    PvmamViolation(String message) {
        super(message);
    }
}
