package org.ccw.engine.amii;

/**
 * What a {@link RealEndpoint}'s request handler is given ({@code AM_GetSourceEndpoint}, {@code AM_Reply}): who asked,
 * and the right to answer once, to the asker only, while the handler runs — the real twin of
 * {@link Token}.
 */
public final class RealToken {
    /** A request handler of a real endpoint; it may answer once with {@link RealEndpoint#reply4}. */
    @FunctionalInterface
    public interface RequestHandler {
        void handle(RealToken token, int[] args);
    }

    private final EndpointName source;
    /** Whether the handler still runs (a reply is allowed only then). */
    boolean open = true;
    /** Whether the handler has replied. */
    boolean replied;

    RealToken(EndpointName source) {
        this.source = source;
    }

    /** The requesting endpoint. */
    public EndpointName source() {
        return source;
    }
}
