package org.ccw.engine.amii;

import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;

/** The cycles one send spent in each {@link SendStep}, as charged: how Figure 4's bars are read from a run. */
public final class SendLedger {
    private final EnumMap<SendStep, Long> cycles = new EnumMap<>(SendStep.class);
    private long donePs = -1;

    void add(SendStep step, long c) {
        cycles.merge(step, c, Long::sum);
    }

    /** Cycles of {@code step}; 0 when the send did not take it. */
    public long cycles(SendStep step) {
        return cycles.getOrDefault(step, 0L);
    }

    /** Cycles per step, in step order; a step the send did not take is absent. */
    public Map<SendStep, Long> cycles() {
        return Collections.unmodifiableMap(new EnumMap<>(cycles));
    }

    /** When the send was done (its packet marked ready, or handed to the NIC); -1 before. */
    public long donePs() {
        return donePs;
    }

    void done(long atPs) {
        donePs = atPs;
    }

    public long total() {
        return cycles.values().stream().mapToLong(Long::longValue).sum();
    }
}
