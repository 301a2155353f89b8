package org.ccw.engine.ssam;

import java.nio.ByteBuffer;

/**
 * A request handler, {@code SSAM_reqhandler} of the paper's Figure 1 (seed 000 §3.1.1): runs at the receiver
 * when the request is polled out of the network.
 */
@FunctionalInterface
public interface RequestHandler {

    /**
     * Handles one request.
     *
     * @param connection the connection the request came in on (its peer is the requester)
     * @param in         the request's data, read-only, {@value SsamCell#DATA_BYTES} bytes, limit = bytes sent
     * @param reply      an empty {@value SsamCell#DATA_BYTES}-byte buffer for the reply's data
     * @return the registered reply handler to run at the requester with {@code reply}'s contents, or null to
     *         send no reply (the layer then acknowledges the request explicitly)
     */
    ReplyHandler handle(int connection, ByteBuffer in, ByteBuffer reply);
}
