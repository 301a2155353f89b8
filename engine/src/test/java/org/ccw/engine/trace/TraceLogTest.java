package org.ccw.engine.trace;

import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

class TraceLogTest {

    /** 100,000 records, two per microsecond; every tenth is a timer at node 3, the rest arrivals at node 1. */
    private static TraceLog filled() {
        TraceLog log = new TraceLog();
        for (int n = 0; n < 100_000; n++) {
            long time = (n / 2) * 1_000_000L;
            log.accept(n % 10 == 0
                    ? new TimerFired(n, time, 3, 0, -1, "t")
                    : new CellArrived(n, time, 1, 0, -1, n, n, "data", 53, 0));
        }
        return log;
    }

    @Test
    void seeksToAnyNumberOrTime() {
        TraceLog.Snapshot s = filled().snapshot();

        assertEquals(100_000, s.size());
        assertEquals(54_321, s.byNumber(54_321).number());
        assertEquals(2_000, s.firstAtOrAfter(1_000L * 1_000_000), "first record at 1 ms");
        assertEquals(2_001, s.lastAtOrBefore(1_000L * 1_000_000), "last record at 1 ms");
        assertEquals(2_002, s.firstAtOrAfter(1_000L * 1_000_000 + 1), "between two instants");
        assertEquals(100_000, s.firstAtOrAfter(Long.MAX_VALUE));
        assertEquals(-1, s.lastAtOrBefore(-1));
        assertEquals(49_999_000_000L, s.endTimePs());
    }

    @Test
    void stepsToTheNextAndPreviousRecordOfAKindOrAtANode() {
        TraceLog.Snapshot s = filled().snapshot();

        assertEquals(10_000, s.countOf(TimerFired.class));
        assertEquals(50, s.nextOf(TimerFired.class, 41));
        assertEquals(40, s.previousOf(TimerFired.class, 41));
        assertEquals(50, s.nextOf(TimerFired.class, 40), "strictly after");
        assertEquals(-1, s.nextOf(TimerFired.class, 99_990));
        assertEquals(50, s.nextAt(3, 45));
        assertEquals(51, s.nextAt(1, 50));
        assertEquals(49, s.previousAt(1, 50));
        assertEquals(-1, s.nextAt(7, 0), "a node with no records");
    }

    @Test
    void aSnapshotDoesNotChangeWhileTheLogGrows() {
        TraceLog log = filled();
        TraceLog.Snapshot before = log.snapshot();
        TraceEvent last = before.at(before.size() - 1);
        for (int n = 100_000; n < 150_000; n++) {
            log.accept(new TimerFired(n, 50_000_000_000L + n, 3, 0, -1, "late"));
        }

        assertEquals(100_000, before.size());
        assertSame(last, before.at(99_999));
        assertEquals(10_000, before.countOf(TimerFired.class));
        assertEquals(-1, before.nextOf(TimerFired.class, 99_990));
        assertThrows(IndexOutOfBoundsException.class, () -> before.at(100_000));
        assertEquals(150_000, log.snapshot().size());
    }

    @Test
    void refusesAGapInTheNumbers() {
        TraceLog log = new TraceLog();
        log.accept(new TimerFired(0, 0, 0, 0, -1, "a"));
        assertThrows(IllegalArgumentException.class, () -> log.accept(new TimerFired(2, 0, 0, 0, -1, "b")));
    }
}
