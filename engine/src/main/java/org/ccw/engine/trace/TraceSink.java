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

    /**
     * Whether this sink reads records of {@code type}; every type by default. A sink that reads a few kinds says so,
     * and a real-time run passes it only those: its loops then pay no lock, clock read or copy for the rest (a
     * benchmark timing round trips from {@code MessageSent} and {@code MessageDelivered} traces nothing else). A
     * simulated run passes every record all the same, since its fingerprint covers them all.
     */
    default boolean wants(Class<? extends TraceEvent> type) {
        return true;
    }

    /**
     * A sink that passes every record to each of {@code sinks} in the given order, those that want its type (and
     * named charges only to those that want costs).
     */
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
                    if ((sink.wantsCosts() || !(event instanceof TraceEvent.CostCharged))
                            && sink.wants(event.getClass())) {
                        sink.accept(event);
                    }
                }
            }

            @Override
            public boolean wantsCosts() {
                return costs;
            }

            @Override
            public boolean wants(Class<? extends TraceEvent> type) {
                for (TraceSink sink : all) {
                    if (sink.wants(type)) {
                        return true;
                    }
                }
                return false;
            }
        };
    }

    /** A sink that reads only records of {@code types}, each passed to {@code reader}. */
    static TraceSink only(java.util.Set<Class<? extends TraceEvent>> types, TraceSink reader) {
        return new TraceSink() {
            @Override
            public void accept(TraceEvent event) {
                if (types.contains(event.getClass())) {
                    reader.accept(event);
                }
            }

            @Override
            public boolean wants(Class<? extends TraceEvent> type) {
                return types.contains(type);
            }
        };
    }
}
