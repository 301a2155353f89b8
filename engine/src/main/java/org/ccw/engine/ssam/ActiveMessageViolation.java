package org.ccw.engine.ssam;

/**
 * A program broke the Active Messages rules (seed 000 §3.1): a request handler tried to send a request instead of
 * returning a reply handler, a reply handler tried to send at all, or an SSAM call was made while another was
 * still in progress.
 */
public final class ActiveMessageViolation extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public ActiveMessageViolation(String message) {
        super(message);
    }
}
