package org.ccw.labs.measure;

import java.util.List;

import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;

/**
 * A small trace written by hand, whose every figure is known: nodes a (0), b (1) and the switch sw (2); three
 * messages a → b taking 10, 20 and 30 µs (100 bytes each), one b → a taking 5 µs; two cells dropped at sw (a full
 * buffer, then an early packet discard) and one lost on b's link; two retransmissions at a; sw's port queue reaching
 * 7; handler {@code read_h} running 2 and 4 µs at b; the token moving from a to b.
 */
public final class KnownTrace {
    private static final long US = 1_000_000L;

    private KnownTrace() {
    }

    public static RunTrace run() {
        TraceLog log = new TraceLog();
        int[] n = {0};
        List<TraceEvent> events = List.of(
                new TraceEvent.RunStarted(n[0]++, 0, -1, -1, -1, 1, "known", 1, ""),
                sent(n[0]++, 0, 0, 1, 0), sent(n[0]++, 1 * US, 1, 0, 1),
                new TraceEvent.MessageDelivered(n[0]++, 6 * US, 0, -1, -1, 1, "reply", 100, 1, 0, 0, 0, 0, 1),
                new TraceEvent.MessageDelivered(n[0]++, 10 * US, 1, -1, -1, 0, "request", 100, 0, 0, 1, 0, 0, 1),
                sent(n[0]++, 20 * US, 0, 1, 2),
                new TraceEvent.QueueLengthChanged(n[0]++, 21 * US, 2, 0, -1, new QueueId(QueueId.PORT, 2, 1), 7, 16),
                new TraceEvent.QueueLengthChanged(n[0]++, 22 * US, 2, 0, -1, new QueueId(QueueId.PORT, 2, 1), 3, 16),
                new TraceEvent.CellDropped(n[0]++, 23 * US, 2, 0, -1, 9, 2, "request", 53, DropReason.BUFFER_FULL),
                new TraceEvent.CellDropped(n[0]++, 24 * US, 2, 0, -1, 10, 2, "request", 53,
                        DropReason.EARLY_PACKET_DISCARD),
                new TraceEvent.CellDropped(n[0]++, 25 * US, 1, 0, -1, 11, 2, "request", 53, DropReason.LINK_LOSS),
                new TraceEvent.Retransmitted(n[0]++, 30 * US, 0, 0, -1, 9, 2, "request", 53, 1),
                new TraceEvent.Retransmitted(n[0]++, 31 * US, 0, 0, -1, 10, 2, "request", 53, 1),
                new TraceEvent.MessageDelivered(n[0]++, 40 * US, 1, -1, -1, 2, "request", 100, 0, 0, 1, 0, 0, 1),
                sent(n[0]++, 50 * US, 0, 1, 3),
                new TraceEvent.HandlerRan(n[0]++, 52 * US, 1, -1, -1, 0, 1, "read_h", 2 * US),
                new TraceEvent.HandlerRan(n[0]++, 54 * US, 1, -1, -1, 0, 1, "read_h", 4 * US),
                new TraceEvent.StackRecord(n[0]++, 55 * US, 0, 0, -1, TokenMoved.KIND.stack(), TokenMoved.KIND.name(),
                        new TokenMoved(1, 0, 1)),
                new TraceEvent.MessageDelivered(n[0]++, 80 * US, 1, -1, -1, 3, "request", 100, 0, 0, 1, 0, 0, 1),
                new TraceEvent.RunEnded(n[0]++, 100 * US, -1, -1, -1, "idle"));
        events.forEach(log::accept);
        return new RunTrace(log.snapshot(), List.of("a", "b", "sw"), null);
    }

    private static TraceEvent sent(long number, long timePs, int from, int to, long messageId) {
        return new TraceEvent.MessageSent(number, timePs, from, -1, -1, messageId, from == 0 ? "request" : "reply",
                100, from, 0, to, 0, 0, 1);
    }
}
