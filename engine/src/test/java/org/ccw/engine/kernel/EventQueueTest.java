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
        RandomStream random = new RandomStream(7, "test");
        EventQueue queue = new EventQueue();
        TreeSet<Entry> reference = new TreeSet<>(TOTAL_ORDER);
        List<Long> deadIds = new ArrayList<>();
        long sequence = 0;
        long clock = 0;
        for (int step = 0; step < 200_000; step++) {
            long dice = random.nextLong(10);
            if (dice < 5 || reference.isEmpty()) {
                // few distinct times and priorities, so ties are common
                long time = clock + random.nextLong(20);
                int priority = (int) random.nextLong(3) - 1;
                Runnable action = () -> { };
                long id = queue.add(time, priority, action, sequence);
                reference.add(new Entry(time, priority, sequence++, id, action));
            } else if (dice < 8) {
                Entry expected = reference.pollFirst();
                assertEquals(expected.time(), queue.headTime());
                assertSame(expected.action(), queue.pollHead());
                assertEquals(expected.time(), queue.polledTime());
                assertEquals(expected.sequence(), queue.polledCause());
                clock = expected.time();
                deadIds.add(expected.id());
            } else if (dice < 9) {
                Entry victim = pickAny(reference, clock, random);
                assertTrue(queue.cancel(victim.id()));
                reference.remove(victim);
                deadIds.add(victim.id());
            } else if (!deadIds.isEmpty()) {
                long dead = deadIds.get((int) random.nextLong(deadIds.size()));
                assertFalse(queue.cancel(dead), "an id that ran or was cancelled stays dead");
            }
            assertEquals(reference.size(), queue.size());
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
    void rejectsPrioritiesOutsideTheirPackedRange() {
        EventQueue queue = new EventQueue();
        assertThrows(IllegalArgumentException.class, () -> queue.add(0, EventQueue.MAX_PRIORITY + 1, () -> { }, -1));
        assertThrows(IllegalArgumentException.class, () -> queue.add(0, EventQueue.MIN_PRIORITY - 1, () -> { }, -1));
    }

    @Test
    void pollingAnEmptyQueueIsAnError() {
        assertThrows(IllegalStateException.class, () -> new EventQueue().pollHead());
    }

    /** Some pending entry, found by probing a random time near the clock (first entry if none is later). */
    private static Entry pickAny(TreeSet<Entry> entries, long clock, RandomStream random) {
        Entry probe = new Entry(clock + random.nextLong(20), Integer.MIN_VALUE, Long.MIN_VALUE, -1, null);
        Entry found = entries.ceiling(probe);
        return found != null ? found : entries.first();
    }
}
