package org.ccw.engine.ssam;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.RetransmitTimeout;

/** One SSAM connection's state at an endpoint: the requester's window, the responder's window, buffers, its timer. */
final class Connection {
    final int id;
    final int peer;
    final SlidingWindow window;
    final ResponderWindow responder;
    final ByteBuffer requestData = ByteBuffer.allocate(SsamCell.DATA_BYTES);
    final List<Long> pendingAcks = new ArrayList<>();
    /** The model's fixed timeout in simulation; over a real network, one adapting to this path's round trips. */
    final RetransmitTimeout timeout;
    long timer = -1;
    boolean timedOut;

    Connection(int id, int peer, int window, RetransmitTimeout timeout) {
        this.id = id;
        this.peer = peer;
        this.timeout = timeout;
        this.window = new SlidingWindow(window);
        this.responder = new ResponderWindow(window);
    }
}
