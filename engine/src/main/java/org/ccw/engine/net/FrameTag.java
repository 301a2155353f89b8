package org.ccw.engine.net;

/**
 * What a stack says about a frame it sends, for the trace only: its {@code kind} in the protocol's vocabulary
 * ({@code request}, {@code reply}, {@code ack}, {@code bulk}, {@code control}, …; the animation colours cells by
 * it) and the stack's own {@code messageId} for it, so that every copy of a message — first send and
 * retransmissions alike — can be followed under one id. A port that traces (the simulated fabric) puts both on the
 * cell's records; a socket port ignores them, as they never go on the wire.
 *
 * @param kind      non-empty protocol word
 * @param messageId the stack's message id, or -1 to let the port use its own cell id
 */
public record FrameTag(String kind, long messageId) {

    /** Frames a stack did not label: kind {@code frame}, the port's own id. */
    public static final FrameTag UNTAGGED = new FrameTag("frame", -1);

    public FrameTag {
        if (kind == null || kind.isEmpty()) {
            throw new IllegalArgumentException("a frame's kind must be a non-empty word");
        }
    }
}
