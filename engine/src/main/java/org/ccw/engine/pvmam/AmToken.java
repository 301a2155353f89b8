package org.ccw.engine.pvmam;

/**
 * What a request handler answers through: the requesting task, and {@link #reply} at most once, only while the
 * handler runs ({@code am_reply}). Every other use is a {@link PvmamViolation}.
 */
public final class AmToken {
    private final AmInterface owner;
    private final AmEndpoint requester;
    private final int instance;
    private final int sequence;
    private final long messageId;
    private boolean open = true;
    private boolean replied;

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

    boolean replied() {
        return replied;
    }

    void close() {
        open = false;
    }
}
