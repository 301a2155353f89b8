package org.ccw.engine.hw.myrinet;

import org.ccw.engine.topology.Endpoint;
import org.ccw.engine.topology.LinkSpec;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayDeque;

/** One direction of a Myrinet link as a resource a packet holds: free, or held with heads waiting in order. */
public final class WormLine {
    private final LinkSpec link;
    private final Endpoint from;
    private final Tracer tracer;
    private final QueueId waitQueue;
    private final ArrayDeque<Runnable> waiting = new ArrayDeque<>();
    private boolean held;

    public WormLine(LinkSpec link, Endpoint from, Tracer tracer) {
        this.link = link;
        this.from = from;
        this.tracer = tracer;
        this.waitQueue = new QueueId(QueueId.LINE_WAIT, from.node(), from.port());
    }

    public LinkSpec link() {
        return link;
    }

    public Endpoint from() {
        return from;
    }

    public Endpoint to() {
        return link.other(from);
    }

    /** Time in picoseconds to stream {@code bytes} over this line. */
    public long serializationPs(int bytes) {
        return link.serializationPs(bytes);
    }

    /** Runs {@code granted} once this line is the caller's: now if free, else after the heads before it. */
    void acquire(Runnable granted) {
        if (!held) {
            held = true;
            granted.run();
            return;
        }
        waiting.add(granted);
        traceWaiting();
    }

    /** Gives the line to the next waiting head, or frees it. */
    void release() {
        Runnable next = waiting.poll();
        if (next == null) {
            held = false;
            return;
        }
        traceWaiting();
        next.run();
    }

    private void traceWaiting() {
        if (tracer.isOn()) {
            tracer.queueLengthChanged(from.node(), from.port(), waitQueue, waiting.size(), Integer.MAX_VALUE);
        }
    }
}
