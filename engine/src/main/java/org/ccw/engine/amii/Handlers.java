package org.ccw.engine.amii;

/** The three kinds of handler an endpoint's handler table holds (seed 002 §3.1; AM-II's {@code AM_SetHandler}). */
public final class Handlers {
    private Handlers() {
    }

    /** Runs a request; may answer it once, to its requester only, with {@link Endpoint#reply4}. */
    @FunctionalInterface
    public interface Request {
        void handle(Token token, int[] args);
    }

    /**
     * Runs a medium request ({@code AM_RequestI4}): its arguments and its data, a copy of its own; may answer once,
     * as a {@link Request} may.
     */
    @FunctionalInterface
    public interface MediumRequest {
        void handle(Token token, int[] args, byte[] data);
    }

    /** Runs a reply; sends nothing (a reply handler that requests or replies is an error). */
    @FunctionalInterface
    public interface Reply {
        void handle(EndpointName source, int[] args);
    }

    /** Handler 0: receives a message that came back undelivered, with the reason and the handler it named. */
    @FunctionalInterface
    public interface Returned {
        void returned(ReturnReason reason, int handler, int[] args);
    }
}
