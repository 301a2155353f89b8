package org.ccw.engine.pvmam;

/**
 * An interface's tasks, looked up by tid in a circular linked list (seed 003 §5.1): a lookup walks from the head,
 * and the task it finds moves to the head, because many AMs in a row go to the same task (the fragments of one PVM
 * message) and the next lookup then costs one comparison. Tasks are inserted and removed at run time (PVM's virtual
 * machine is dynamic, §3.4).
 */
final class TaskList {
    private Link head;
    private int size;
    private long lookups;
    private long comparisons;

    private static final class Link {
        final AmEndpoint endpoint;
        Link next;

        Link(AmEndpoint endpoint) {
            this.endpoint = endpoint;
        }
    }

    /**
     * Inserts {@code endpoint} at the head ({@code am_insert_task}).
     *
     * @throws IllegalArgumentException when a task with its tid is already in the list
     */
    void insert(AmEndpoint endpoint) {
        if (contains(endpoint.tid())) {
            throw new IllegalArgumentException("task " + Tid.text(endpoint.tid()) + " is already in the task list");
        }
        Link link = new Link(endpoint);
        if (head == null) {
            link.next = link;
        } else {
            // splice after the tail (the link before head), then make it the head
            Link tail = head;
            while (tail.next != head) {
                tail = tail.next;
            }
            link.next = head;
            tail.next = link;
        }
        head = link;
        size++;
    }

    /** Whether a task with {@code tid} is in the list (not a lookup: nothing moves, nothing is counted). */
    boolean contains(int tid) {
        return peek(tid) != null;
    }

    /** The task with {@code tid}, or null; not a lookup: nothing moves, nothing is counted. */
    AmEndpoint peek(int tid) {
        Link link = head;
        for (int i = 0; i < size; i++, link = link.next) {
            if (link.endpoint.tid() == tid) {
                return link.endpoint;
            }
        }
        return null;
    }

    /** The task with {@code tid}, moved to the head; null when there is none. */
    AmEndpoint find(int tid) {
        lookups++;
        if (head == null) {
            return null;
        }
        Link previous = null;
        Link link = head;
        do {
            comparisons++;
            if (link.endpoint.tid() == tid) {
                if (previous != null) {
                    moveToFront(previous, link);
                }
                return link.endpoint;
            }
            previous = link;
            link = link.next;
        } while (link != head);
        return null;
    }

    /** Takes {@code link} out after {@code previous} and puts it at the head (the circle's order is otherwise kept). */
    private void moveToFront(Link previous, Link link) {
        previous.next = link.next;
        Link tail = link.next;
        while (tail.next != head) {
            tail = tail.next;
        }
        link.next = head;
        tail.next = link;
        head = link;
    }

    /** Removes the task with {@code tid} ({@code am_remove_task}); returns it, or null when there was none. */
    AmEndpoint remove(int tid) {
        AmEndpoint found = find(tid);
        if (found == null) {
            return null;
        }
        // find moved it to the head
        if (size == 1) {
            head = null;
        } else {
            Link tail = head;
            while (tail.next != head) {
                tail = tail.next;
            }
            tail.next = head.next;
            head = head.next;
        }
        size--;
        return found;
    }

    /** The tid at the head of the list, or 0 when empty (for tests and the inspector). */
    int headTid() {
        return head == null ? 0 : head.endpoint.tid();
    }

    int size() {
        return size;
    }

    /** Lookups made so far. */
    long lookups() {
        return lookups;
    }

    /** Tids compared over all lookups: move-to-front keeps this near {@link #lookups()} for repeated targets. */
    long comparisons() {
        return comparisons;
    }
}
