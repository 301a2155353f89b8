package org.ccw.engine.hw.cpu;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The store buffer in front of slow uncached stores: eight entries, a store draining in 54, issued in 1. */
class StoreBufferTest {
    private static final long DRAIN = 54;
    private static final long ISSUE = 1;

    @Test
    void storesThatFitTheBufferCostOnlyTheirIssue() {
        StoreBuffer buffer = new StoreBuffer(8, DRAIN, ISSUE);

        assertEquals(1000 + 8 * ISSUE, buffer.store(1000, 8), "eight stores go into eight free entries");
        assertEquals(8, buffer.occupancy(1000 + 8 * ISSUE));
    }

    @Test
    void aStoreFindingTheBufferFullWaitsForTheOldestToDrain() {
        StoreBuffer buffer = new StoreBuffer(8, DRAIN, ISSUE);

        // the ninth waits for the first, which drains 54 after its issue; the tenth for the second, 54 later
        assertEquals(ISSUE + DRAIN + ISSUE + DRAIN, buffer.store(0, 10));
    }

    @Test
    void aLoadOrderedBehindTheStoresWaitsUntilTheBufferHasDrained() {
        StoreBuffer buffer = new StoreBuffer(8, DRAIN, ISSUE);
        long issued = buffer.store(0, 3);

        // the stores drain one after another: the last reaches the device 3 x 54 after the first's issue
        assertEquals(ISSUE + 3 * DRAIN, buffer.drainedBy(issued));
        assertEquals(500, buffer.drainedBy(500), "a load after the drain does not wait");
        assertEquals(0, buffer.occupancy(500));
    }

    @Test
    void anEmptyBufferNeverHoldsALoad() {
        assertEquals(42, new StoreBuffer(8, DRAIN, ISSUE).drainedBy(42));
    }

    @Test
    void storesIssuedWhileOthersDrainQueueBehindThem() {
        StoreBuffer buffer = new StoreBuffer(2, DRAIN, 0);
        buffer.store(0, 2);

        // at 10 both entries are still taken: the next store waits for the first to drain at 54, and drains itself
        // after the second (108), at 162
        assertEquals(DRAIN, buffer.store(10, 1));
        assertEquals(3 * DRAIN, buffer.drainedBy(DRAIN));
    }

    @Test
    void aBufferHasAtLeastOneEntry() {
        assertThrows(IllegalArgumentException.class, () -> new StoreBuffer(0, DRAIN, ISSUE));
    }
}
