package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** The task list of seed 003 §5.1: a circular list searched by tid, the found task moved to the front. */
class TaskListTest {

    private static AmEndpoint task(int host) {
        return new AmEndpoint(Tid.of(host, 1), "bpi:0000000" + host, new NativeAddress(host), 8,
                org.ccw.engine.kernel.RetransmitTimeout.doubling(1));
    }

    @Test
    void aFoundTaskMovesToTheFrontSoTheNextLookupCostsOneComparison() {
        TaskList list = new TaskList();
        AmEndpoint first = task(1);
        list.insert(first);
        list.insert(task(2));
        list.insert(task(3));
        assertEquals(Tid.of(3, 1), list.headTid(), "inserted at the head");

        assertSame(first, list.find(Tid.of(1, 1)));
        long comparisons = list.comparisons();
        assertEquals(3, comparisons, "the last of three: three comparisons");
        assertEquals(Tid.of(1, 1), list.headTid());

        list.find(Tid.of(1, 1));
        assertEquals(comparisons + 1, list.comparisons(), "now at the head: one comparison");
        assertEquals(Tid.of(3, 1), nextAfterHead(list), "the rest of the circle keeps its order");
    }

    private static int nextAfterHead(TaskList list) {
        // the second-most-recent is found with two comparisons and becomes the head
        int head = list.headTid();
        long before = list.comparisons();
        list.find(Tid.of(3, 1));
        assertEquals(before + 2, list.comparisons());
        int found = list.headTid();
        list.find(head);
        return found;
    }

    @Test
    void tasksAreAddedAndRemovedAtRunTime() {
        TaskList list = new TaskList();
        list.insert(task(1));
        list.insert(task(2));

        assertEquals(Tid.of(2, 1), list.remove(Tid.of(2, 1)).tid());
        assertNull(list.find(Tid.of(2, 1)));
        assertEquals(1, list.size());
        assertEquals(Tid.of(1, 1), list.remove(Tid.of(1, 1)).tid());
        assertNull(list.remove(Tid.of(1, 1)));
        assertEquals(0, list.size());
        list.insert(task(4));
        assertEquals(Tid.of(4, 1), list.find(Tid.of(4, 1)).tid());
        assertThrows(IllegalArgumentException.class, () -> list.insert(task(4)), "a tid is in the list once");
    }
}
