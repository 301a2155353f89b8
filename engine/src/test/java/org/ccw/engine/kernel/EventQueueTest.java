package org.ccw.engine.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

class EventQueueTest {

    /** A reference entry: what the heap must agree with. */
    private record Entry(long time, int priority, long sequence, long id, Runnable action) {
    }

    private static final Comparator<Entry> TOTAL_ORDER = Comparator.comparingLong(Entry::time)
            .thenComparingInt(Entry::priority).thenComparingLong(Entry::sequence);

    @Test
    void agreesWithASortedReferenceUnderRandomAddsPollsAndCancels() {
        // few distinct times and priorities, so ties are common; the set grows past the ladder threshold
        new ReferenceRun(7, 20).phase(200_000, 5, 3, 1);
    }

    @Test
    void theLadderKeepsTheTotalOrderThroughGrowthAndShrinkageOverAWideTimeSpan() {
        ReferenceRun run = new ReferenceRun(11, 5_000_000);
        for (int cycle = 0; cycle < 3; cycle++) {
            run.phase(60_000, 8, 1, 1);   // grows to tens of thousands: heap, spill, rungs
            run.phase(80_000, 2, 7, 1);   // drains back below the threshold: heap alone again
        }
        run.drain();
    }

    @Test
    void eventsDueAtOneTimeLeaveByPriorityThenSequenceEvenWhenParkedInTheLadder() {
        ReferenceRun run = new ReferenceRun(13, 1);  // a handful of distinct times among thousands of events
        run.phase(20 * EventQueue.LADDER_THRESHOLD, 9, 1, 0);
        run.drain();
    }

    @Test
    void cancelledEventsParkedInTheLadderNeverSurface() {
        ReferenceRun run = new ReferenceRun(17, 1_000_000);
        run.phase(10 * EventQueue.LADDER_THRESHOLD, 1, 0, 0);
        run.phase(8 * EventQueue.LADDER_THRESHOLD, 0, 0, 1);
        run.drain();
    }

    /**
     * Random adds, polls and cancels applied to the queue and to a sorted reference at once, checking after each
     * step that both agree. Times are drawn within {@code timeSpreadPs} of the clock.
     */
    private static final class ReferenceRun {
        private final RandomStream random;
        private final long timeSpreadPs;
        private final EventQueue queue = new EventQueue();
        private final TreeSet<Entry> reference = new TreeSet<>(TOTAL_ORDER);
        private final List<Long> deadIds = new ArrayList<>();
        private long sequence;
        private long clock;

        ReferenceRun(long seed, long timeSpreadPs) {
            this.random = new RandomStream(seed, "test");
            this.timeSpreadPs = timeSpreadPs;
        }

        /** {@code steps} operations: adds, polls and cancels in the given proportions, then a dead-id probe. */
        ReferenceRun phase(int steps, int addWeight, int pollWeight, int cancelWeight) {
            int total = addWeight + pollWeight + cancelWeight + 1;
            for (int step = 0; step < steps; step++) {
                long dice = random.nextLong(total);
                if (dice < addWeight || reference.isEmpty()) {
                    add();
                } else if (dice < addWeight + pollWeight) {
                    poll();
                } else if (dice < addWeight + pollWeight + cancelWeight) {
                    Entry victim = pickAny();
                    assertTrue(queue.cancel(victim.id()));
                    reference.remove(victim);
                    deadIds.add(victim.id());
                } else if (!deadIds.isEmpty()) {
                    long dead = deadIds.get((int) random.nextLong(deadIds.size()));
                    assertFalse(queue.cancel(dead), "an id that ran or was cancelled stays dead");
                }
                assertEquals(reference.size(), queue.size());
            }
            return this;
        }

        void drain() {
            while (!reference.isEmpty()) {
                poll();
            }
            assertTrue(queue.isEmpty());
        }

        private void add() {
            long time = clock + random.nextLong(timeSpreadPs);
            int priority = (int) random.nextLong(3) - 1;
            Runnable action = () -> { };
            long id = queue.add(time, priority, action, sequence);
            reference.add(new Entry(time, priority, sequence++, id, action));
        }

        private void poll() {
            Entry expected = reference.pollFirst();
            assertEquals(expected.time(), queue.headTime());
            assertSame(expected.action(), queue.pollHead());
            assertEquals(expected.time(), queue.polledTime());
            assertEquals(expected.sequence(), queue.polledCause());
            clock = expected.time();
            deadIds.add(expected.id());
        }

        /** Some pending entry, found by probing a random time ahead of the clock (first entry if none is later). */
        private Entry pickAny() {
            Entry probe = new Entry(clock + random.nextLong(timeSpreadPs), Integer.MIN_VALUE, Long.MIN_VALUE, -1,
                    null);
            Entry found = reference.ceiling(probe);
            return found != null ? found : reference.first();
        }
    }

    @Test
    void idsAreNeverReusedEvenWhenSlotsAre() {
        EventQueue queue = new EventQueue();
        TreeSet<Long> seen = new TreeSet<>();
        for (int i = 0; i < 1_000; i++) {
            assertTrue(seen.add(queue.add(i, 0, () -> { }, -1)));
            queue.pollHead();
        }
    }

    @Test
    void aHoleLeftByPollIsFilledByTheNextAdd() {
        EventQueue queue = new EventQueue();
        Runnable late = () -> { };
        Runnable early = () -> { };
        queue.add(10, 0, () -> { }, -1);
        queue.add(30, 0, late, -1);
        queue.pollHead();
        assertEquals(1, queue.size());
        queue.add(20, 0, early, -1);
        assertSame(early, queue.pollHead());
        assertSame(late, queue.pollHead());
        assertTrue(queue.isEmpty());
    }

    @Test
    void rejectsNegativeTimes() {
        assertThrows(IllegalArgumentException.class, () -> new EventQueue().add(-1, 0, () -> { }, -1));
    }

    @Test
    void rejectsPrioritiesOutsideTheirPackedRange() {
        EventQueue queue = new EventQueue();
        assertThrows(IllegalArgumentException.class, () -> queue.add(0, EventQueue.MAX_PRIORITY + 1, () -> { }, -1));
        assertThrows(IllegalArgumentException.class, () -> queue.add(0, EventQueue.MIN_PRIORITY - 1, () -> { }, -1));
    }

    @Test
    void pollingAnEmptyQueueIsAnError() {
        assertThrows(IllegalStateException.class, () -> new EventQueue().pollHead());
    }
}
