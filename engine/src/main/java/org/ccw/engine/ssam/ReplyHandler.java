package org.ccw.engine.ssam;

import java.nio.ByteBuffer;

/**
 * A reply handler: runs at the requester when a reply is polled out of the network. It may not send anything
 * (seed 000 §3.1: restricting communication to requests and replies prevents deadlock); trying to is an
 * {@link ActiveMessageViolation}.
 */
@FunctionalInterface
public interface ReplyHandler {

    /**
     * @param connection the connection the reply came in on
     * @param in         the reply's data, read-only, limit = bytes the request handler put
     */
    void handle(int connection, ByteBuffer in);
}
