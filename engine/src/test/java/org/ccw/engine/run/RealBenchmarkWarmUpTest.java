package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A stack warms up until a run is no faster than the one before: the compiler has done what it will. */
class RealBenchmarkWarmUpTest {

    @Test
    void aRunStillFallingFromTheOneBeforeWarmsUpAgain() {
        assertTrue(RealBenchmark.fasterThan(12.0, Double.MAX_VALUE), "the first run is always followed by another");
        assertTrue(RealBenchmark.fasterThan(6.1, 12.2), "half the time of the run before: the JIT was still at work");
    }

    @Test
    void aRunNoFasterThanTheOneBeforeEndsTheWarmUp() {
        assertFalse(RealBenchmark.fasterThan(6.1, 6.1));
        assertFalse(RealBenchmark.fasterThan(6.0, 6.2), "within 5%: noise, not compilation");
        assertFalse(RealBenchmark.fasterThan(11.0, 6.1), "slower: the machine, not the code");
    }
}
