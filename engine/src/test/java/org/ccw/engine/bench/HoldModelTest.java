package org.ccw.engine.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HoldModelTest {

    @Test
    void kernelAndBaselineRunTheSameEventsAtTheSameTimes() {
        for (HoldDistribution distribution : HoldDistribution.values()) {
            HoldModel kernel = HoldQueue.KERNEL.create(1_000, distribution, 3);
            HoldModel baseline = HoldQueue.PRIORITY_QUEUE.create(1_000, distribution, 3);
            for (int batch = 0; batch < 20; batch++) {
                kernel.runEvents(997);
                baseline.runEvents(997);
                assertEquals(baseline.nowPs(), kernel.nowPs(), distribution + " after batch " + batch);
            }
            assertTrue(kernel.nowPs() > 0);
        }
    }

    @Test
    void theNumberOfPendingEventsStaysWhereItStarted() {
        for (HoldQueue queue : HoldQueue.values()) {
            HoldModel model = queue.create(500, HoldDistribution.UNIFORM, 1);
            model.runEvents(10_000);
            assertEquals(500, model.pending(), queue.name());
        }
    }
}
