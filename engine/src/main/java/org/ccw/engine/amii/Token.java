package org.ccw.engine.amii;

/**
 * What a request handler of a simulated {@link Endpoint} is given: who asked, and the right to answer once
 * ({@code AM_GetSourceEndpoint}, {@code AM_Reply}); valid only while the handler runs.
 */
public final class Token {
    final Endpoint endpoint;
    private final EndpointName source;
    final long sourceTag;
    final int sequence;
    /** Open while its handler runs; replied once it has answered (the receiver reads both). */
    boolean open = true;
    boolean replied;

    Token(Endpoint endpoint, EndpointName source, long sourceTag, int sequence) {
        this.endpoint = endpoint;
        this.source = source;
        this.sourceTag = sourceTag;
        this.sequence = sequence;
    }

    /** The requesting endpoint. */
    public EndpointName source() {
        return source;
    }
}
