package org.ccw.engine.pvmam;

/**
 * What a request handler answers through: the requesting task, and {@link #reply} at most once, only while the
 * handler runs ({@code am_reply}); or {@link #decline} instead. Every other use is a {@link PvmamViolation}.
 */
public final class AmToken {
    private final AmInterface owner;
    private final AmEndpoint requester;
    private final int instance;
    private final int sequence;
    private final long messageId;
    private boolean open = true;
    private boolean replied;
    private boolean declined;

    AmToken(AmInterface owner, AmEndpoint requester, int instance, int sequence, long messageId) {
        this.owner = owner;
        this.requester = requester;
        this.instance = instance;
        this.sequence = sequence;
        this.messageId = messageId;
    }

    /** The tid of the task whose request this is. */
    public int fromTid() {
        return requester.tid();
    }

    /**
     * Sends the reply: {@code data} to the requester's reply handler {@code handler} (1 .. 65535).
     *
     * @throws PvmamViolation when the handler has returned, or has replied already
     */
    public void reply(int handler, byte[] data) {
        if (!open) {
            throw new PvmamViolation("a reply to " + Tid.text(requester.tid()) + " after its request handler"
                    + " returned: only a running request handler replies");
        }
        if (declined) {
            throw new PvmamViolation("a reply to " + Tid.text(requester.tid()) + " after declining its request");
        }
        if (replied) {
            throw new PvmamViolation("a second reply to one request from " + Tid.text(requester.tid())
                    + ": a request handler replies at most once");
        }
        if (handler < 1 || handler > 0xFFFF) {
            throw new IllegalArgumentException("reply handler ids are 1 to 65535 (0 is the blank reply), not "
                    + handler);
        }
        replied = true;
        owner.sendReply(requester, instance, sequence, handler, data, messageId);
    }

    /**
     * Leaves the request unanswered, as if it had not arrived: no reply goes back, so its sender times out and
     * sends it again, and the handler runs again for that copy. A layer above uses it for a request it cannot take
     * yet, as PVMAM's fragment handler does for a fragment out of order (seed 003 §6.4.2: "we rely on the AM
     * library to handle the retransmission"). The price: the instance's reply buffer stays free, so a late copy of
     * the request before it on the same instance would pass for a new one; the layer above must know it (PVM's
     * fragment sequence byte does: such a copy is behind its turn).
     *
     * @throws PvmamViolation after the handler returned, or after a reply
     */
    public void decline() {
        if (!open || replied) {
            throw new PvmamViolation("declining the request of " + Tid.text(requester.tid()) + (replied
                    ? " after replying to it" : " after its handler returned"));
        }
        declined = true;
    }

    boolean declined() {
        return declined;
    }

    boolean replied() {
        return replied;
    }

    void close() {
        open = false;
    }
}
