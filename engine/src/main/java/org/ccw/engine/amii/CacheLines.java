package org.ccw.engine.amii;

import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;

/**
 * The L2 caches of one SMP as its coherence protocol keeps them (seed 002 §2.1, Table 1), for the lines of a
 * shared-memory queue block: per line, which processors hold a copy and which one, if any, holds it modified. An
 * access costs what it costs on the Gigaplane: nothing when the processor's own L2 has the line, a miss to memory
 * (50 cycles on the Enterprise 5000) when no L2 has it, a miss to another L2 (80 cycles) when one does; a write
 * leaves the writer the only holder (a write to a line it alone holds is free), and when others held the line that is one more bus transaction (charged as a
 * miss to memory: the paper's "second transaction" of a send, §4.3). The send overhead of the shared-memory
 * protocol is built from these, never entered.
 */
final class CacheLines {
    private final int missToMemoryCycles;
    private final int missToOtherL2Cycles;
    private final Map<Long, Line> lines = new HashMap<>();

    /** One cache line: the processors whose L2 holds it (after a write, the writer alone). */
    private static final class Line {
        private final BitSet holders = new BitSet();
    }

    CacheLines(int missToMemoryCycles, int missToOtherL2Cycles) {
        if (missToMemoryCycles < 0 || missToOtherL2Cycles < 0) {
            throw new IllegalArgumentException("cache miss costs must be >= 0 cycles");
        }
        this.missToMemoryCycles = missToMemoryCycles;
        this.missToOtherL2Cycles = missToOtherL2Cycles;
    }

    /** Cycles processor {@code cpu} waits to read {@code line}; afterwards it holds a copy. */
    int read(int cpu, long line) {
        Line l = lines.computeIfAbsent(line, k -> new Line());
        if (l.holders.get(cpu)) {
            return 0;
        }
        int cycles = l.holders.isEmpty() ? missToMemoryCycles : missToOtherL2Cycles;
        l.holders.set(cpu); // a dirty holder supplies the line and keeps a clean copy
        return cycles;
    }

    /** Cycles processor {@code cpu} waits to write {@code line}; afterwards it alone holds it, modified. */
    int write(int cpu, long line) {
        int cycles = writeCost(cpu, line);
        Line l = lines.computeIfAbsent(line, k -> new Line());
        l.holders.clear();
        l.holders.set(cpu);
        return cycles;
    }

    /**
     * What a write of {@code line} by {@code cpu} would cost now, the caches left as they are: for a write that
     * completes later than it is priced (a compare-and-swap behind a miss), whose {@link #write} comes when it does.
     */
    int writeCost(int cpu, long line) {
        Line l = lines.get(line);
        boolean own = l != null && l.holders.get(cpu);
        boolean others = l != null && l.holders.cardinality() > (own ? 1 : 0);
        if (own) {
            return others ? missToMemoryCycles : 0; // invalidating the other copies takes a bus transaction
        }
        return others ? missToOtherL2Cycles : missToMemoryCycles;
    }

    /** Whether {@code cpu}'s L2 holds {@code line} now. */
    boolean holds(int cpu, long line) {
        Line l = lines.get(line);
        return l != null && l.holders.get(cpu);
    }
}
