package org.ccw.engine.run;

import java.util.Arrays;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.Renumbered;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;

/**
 * Merges the traces of the hosts of a real-time run into one stream that keeps the trace's conventions: each
 * host's {@link org.ccw.engine.trace.Tracer} numbers its records from 0 on its own scheduler's clock, and this
 * renumbers them densely in the order they reach it (rewriting each {@code cause} to the new number of the
 * record it named, which is always the same host's) and stamps each with the wall time since the run began, so
 * numbers and times both increase. Records from the hosts' loop threads are serialized by a lock. The times are
 * real and the interleaving of hosts is whatever the operating system made it: such a trace is not
 * deterministic and has no fingerprint. A host's tracer does not make records of a type no sink wants
 * ({@link TraceSink#wants}), so a benchmark reading a few kinds does not slow the loops it times.
 */
final class RealTimeTrace {
    private final TraceSink out;
    private final long originNanos = System.nanoTime();
    private long next;
    private long lastTimePs;

    RealTimeTrace(TraceSink out) {
        this.out = out;
    }

    /** Records merged so far. */
    synchronized long recorded() {
        return next;
    }

    /** A sink for one host's tracer. */
    TraceSink host() {
        return new TraceSink() {
            // a host record's new number; -1 for one left out (a record it caused then says no cause)
            private long[] renumbered = unseen(new long[1024], 0);

            @Override
            public boolean wants(Class<? extends TraceEvent> type) {
                return out.wants(type);
            }

            @Override
            public void accept(TraceEvent event) {
                synchronized (RealTimeTrace.this) {
                    long local = event.number();
                    if (local >= renumbered.length) {
                        int had = renumbered.length;
                        renumbered = unseen(Arrays.copyOf(renumbered, (int) Math.max(local + 1, 2L * had)), had);
                    }
                    renumbered[(int) local] = next;
                    long cause = event.cause() < 0 ? -1 : renumbered[(int) event.cause()];
                    lastTimePs = Math.max(lastTimePs, (System.nanoTime() - originNanos) * Time.PS_PER_NS);
                    out.accept(Renumbered.of(event, next++, lastTimePs, cause));
                }
            }
        };
    }

    private static long[] unseen(long[] numbers, int from) {
        Arrays.fill(numbers, from, numbers.length, -1);
        return numbers;
    }
}
