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

    /** A sink that passes every record to each of {@code sinks} in the given order. */
    static TraceSink fanOut(List<? extends TraceSink> sinks) {
        TraceSink[] all = sinks.toArray(TraceSink[]::new);
        if (all.length == 1) {
            return all[0];
        }
        return event -> {
            for (TraceSink sink : all) {
                sink.accept(event);
            }
        };
    }
}
