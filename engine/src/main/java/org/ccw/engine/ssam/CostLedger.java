package org.ccw.engine.ssam;

import java.util.EnumMap;
import java.util.Map;

import org.ccw.engine.kernel.Time;

/**
 * Host time per {@link Operation}, as an SSAM endpoint charges it: how often each operation happened and the
 * picoseconds it took. The labs read overheads (Table 3) from here; they are sums of component costs, never
 * typed-in totals.
 */
public final class CostLedger {
    private final Map<Operation, long[]> entries = new EnumMap<>(Operation.class);

    /** Records {@code count} occurrences of {@code operation} taking {@code ps} picoseconds together. */
    void add(Operation operation, long count, long ps) {
        long[] entry = entries.computeIfAbsent(operation, o -> new long[2]);
        entry[0] += count;
        entry[1] += ps;
    }

    /** Occurrences of {@code operation}. */
    public long count(Operation operation) {
        long[] entry = entries.get(operation);
        return entry == null ? 0 : entry[0];
    }

    /** Total picoseconds spent on {@code operation}. */
    public long totalPs(Operation operation) {
        long[] entry = entries.get(operation);
        return entry == null ? 0 : entry[1];
    }

    /** Mean microseconds per occurrence of {@code operation}, NaN when it never happened. */
    public double meanMicros(Operation operation) {
        long count = count(operation);
        return count == 0 ? Double.NaN : Time.toMicros(totalPs(operation)) / count;
    }
}
