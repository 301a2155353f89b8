package org.ccw.engine.trace;

import java.util.List;

/**
 * The observer the engine reports a run to, one numbered record at a time in increasing number (and therefore
 * non-decreasing time). Implementations must not throw for ordinary records and must not call back into the
 * engine.
 */
@FunctionalInterface
public interface TraceSink {

    void accept(TraceEvent event);

    /**
     * Whether this sink wants a {@link TraceEvent.CostCharged} for every named charge of a processor's time (a lab
     * run with {@code --ledger}); off by default, so ordinary traces and their fingerprints carry none.
     */
    default boolean wantsCosts() {
        return false;
    }

    /** A sink that passes every record to each of {@code sinks} in the given order. */
    static TraceSink fanOut(List<? extends TraceSink> sinks) {
        TraceSink[] all = sinks.toArray(TraceSink[]::new);
        if (all.length == 1) {
            return all[0];
        }
        boolean costs = java.util.Arrays.stream(all).anyMatch(TraceSink::wantsCosts);
        return new TraceSink() {
            @Override
            public void accept(TraceEvent event) {
                for (TraceSink sink : all) {
                    if (sink.wantsCosts() || !(event instanceof TraceEvent.CostCharged)) {
                        sink.accept(event);
                    }
                }
            }

            @Override
            public boolean wantsCosts() {
                return costs;
            }
        };
    }
}
