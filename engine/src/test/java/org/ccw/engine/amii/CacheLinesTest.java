package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The Enterprise 5000's L2s as Table 1 prices them: 50 cycles from memory, 80 from another L2. */
class CacheLinesTest {
    private final CacheLines caches = new CacheLines(50, 80);

    @Test
    void aLineNoCacheHoldsComesFromMemoryAndThenHits() {
        assertEquals(50, caches.read(0, 9));
        assertEquals(0, caches.read(0, 9));
    }

    @Test
    void aLineAnotherL2HoldsComesFromThere() {
        caches.write(1, 9);
        assertEquals(80, caches.read(0, 9));
        assertTrue(caches.holds(1, 9), "the writer keeps a clean copy");
    }

    @Test
    void aWriteToASharedLineInvalidatesTheOtherCopiesInOneBusTransaction() {
        caches.read(0, 9);
        caches.read(1, 9);

        assertEquals(50, caches.write(0, 9));
        assertFalse(caches.holds(1, 9));
        assertEquals(0, caches.write(0, 9), "the line is the writer's alone now");
        assertEquals(80, caches.read(1, 9), "the receiver misses to the writer's L2");
    }
}
