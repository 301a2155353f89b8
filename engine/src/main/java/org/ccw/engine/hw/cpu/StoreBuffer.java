package org.ccw.engine.hw.cpu;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * A processor's store buffer as it meets slow uncached stores (device memory across an I/O bus): each store takes
 * an entry and the processor goes on once it is issued; the buffer drains the entries one at a time, in order,
 * each taking the device write's latency. The processor stalls only when every entry is taken, until the oldest
 * has drained. A later load from device memory is strongly ordered behind the buffered device stores (on SPARC,
 * accesses to pages with side effects are), so it waits until the buffer has drained.
 *
 * <p>Times are picoseconds on the processor's clock; a caller passes when the processor reaches the stores or the
 * load (its busy-until time plus whatever it does first) and charges the difference it gets back.
 */
public final class StoreBuffer {
    private final int entries;
    private final long drainPs;
    private final long issuePs;
    /** When each buffered store has drained, oldest first. */
    private final Deque<Long> drained = new ArrayDeque<>();

    /**
     * @param entries the buffer's depth
     * @param drainPs what one buffered store takes to reach the device
     * @param issuePs what issuing one store costs the processor (one load or store issues per cycle)
     */
    public StoreBuffer(int entries, long drainPs, long issuePs) {
        if (entries < 1 || drainPs < 0 || issuePs < 0) {
            throw new IllegalArgumentException("store buffer: entries >= 1, times >= 0");
        }
        this.entries = entries;
        this.drainPs = drainPs;
        this.issuePs = issuePs;
    }

    /**
     * Issues {@code stores} stores from {@code startPs}; returns when the processor has issued the last of them
     * into the buffer (it stalls while the buffer is full).
     */
    public long store(long startPs, int stores) {
        long t = startPs;
        for (int i = 0; i < stores; i++) {
            retire(t);
            if (drained.size() == entries) {
                t = Math.max(t, drained.removeFirst());
            }
            t += issuePs;
            long last = drained.isEmpty() ? t : Math.max(t, drained.peekLast());
            drained.addLast(last + drainPs);
        }
        return t;
    }

    /** When a load ordered behind the buffered stores, reached at {@code startPs}, may go: the buffer is empty. */
    public long drainedBy(long startPs) {
        return drained.isEmpty() ? startPs : Math.max(startPs, drained.peekLast());
    }

    /** Stores still in the buffer at {@code atPs}. */
    public int occupancy(long atPs) {
        retire(atPs);
        return drained.size();
    }

    private void retire(long atPs) {
        while (!drained.isEmpty() && drained.peekFirst() <= atPs) {
            drained.removeFirst();
        }
    }
}
