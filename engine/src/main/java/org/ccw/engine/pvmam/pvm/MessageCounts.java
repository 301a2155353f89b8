package org.ccw.engine.pvmam.pvm;

import java.util.HashMap;
import java.util.Map;

/**
 * How many messages a task has numbered with each peer (the trace's message ids count them, {@link PvmMessageIds}):
 * a counter per peer, the last one used kept at hand, so numbering a message allocates nothing (a boxed count per
 * message did, on the real path's every send and arrival).
 */
final class MessageCounts {
    private final Map<Integer, long[]> byTid = new HashMap<>();
    private int lastTid;
    private long[] last;

    /** The number of the next message with {@code tid}: 0 for the first. */
    long next(int tid) {
        if (last == null || lastTid != tid) {
            last = byTid.computeIfAbsent(tid, t -> new long[1]);
            lastTid = tid;
        }
        return last[0]++;
    }

    /** Messages numbered with every peer. */
    long total() {
        return byTid.values().stream().mapToLong(count -> count[0]).sum();
    }
}
