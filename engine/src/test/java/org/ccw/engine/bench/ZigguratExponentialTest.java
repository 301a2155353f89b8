package org.ccw.engine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.RandomStream;
import org.junit.jupiter.api.Test;

class ZigguratExponentialTest {
    private static final int DRAWS = 2_000_000;

    @Test
    void theLayersCloseAtZeroLikeTheDensity() {
        // the recurrence from R must reach the peak of the density at the last layer, else the areas are wrong
        RandomStream random = new RandomStream(1, "zig");
        double smallest = Double.MAX_VALUE;
        for (int i = 0; i < DRAWS; i++) {
            smallest = Math.min(smallest, ZigguratExponential.next(random));
        }
        assertTrue(smallest >= 0 && smallest < 1e-4, "smallest draw " + smallest);
    }

    @Test
    void drawsFollowTheUnitExponentialInTheBodyAndTheTail() {
        RandomStream random = new RandomStream(2, "zig");
        double sum = 0;
        double[] thresholds = {0.1, 0.5, 1, 2, 4, ZigguratExponential.R, 10};
        int[] above = new int[thresholds.length];
        for (int i = 0; i < DRAWS; i++) {
            double x = ZigguratExponential.next(random);
            sum += x;
            for (int t = 0; t < thresholds.length; t++) {
                if (x > thresholds[t]) {
                    above[t]++;
                }
            }
        }
        assertEquals(1.0, sum / DRAWS, 0.003, "mean");
        for (int t = 0; t < thresholds.length; t++) {
            double expected = Math.exp(-thresholds[t]);
            double standardError = Math.sqrt(expected * (1 - expected) / DRAWS);
            assertEquals(expected, above[t] / (double) DRAWS, 5 * standardError + 1e-6,
                    "P(X > " + thresholds[t] + ")");
        }
    }

    @Test
    void theSameStreamGivesTheSameDraws() {
        RandomStream a = new RandomStream(3, "zig");
        RandomStream b = new RandomStream(3, "zig");
        for (int i = 0; i < 10_000; i++) {
            assertEquals(ZigguratExponential.next(a), ZigguratExponential.next(b));
        }
    }
}
