package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The failure breakpoints (a full queue, a lost compare-and-swap, a returned message): each fires on its record only. */
class BreakpointTest {
    private static final QueueId SHM = new QueueId("shm-request", 0, 1);

    private static final TraceEvent FULL_SHM_QUEUE = new TraceEvent.QueueLengthChanged(1, 0, 0, -1, -1, SHM, 8, 8);
    private static final TraceEvent FULL_PORT = new TraceEvent.QueueLengthChanged(2, 0, 4, 1, -1,
            new QueueId(QueueId.PORT, 4, 1), 64, 64);
    private static final TraceEvent ALMOST_FULL = new TraceEvent.QueueLengthChanged(3, 0, 0, -1, -1, SHM, 7, 8);
    private static final TraceEvent UNBOUNDED = new TraceEvent.QueueLengthChanged(4, 0, 4, 1, -1,
            new QueueId(QueueId.LINE_WAIT, 4, 1), Integer.MAX_VALUE, Integer.MAX_VALUE);
    private static final TraceEvent LOST_TAIL = new TraceEvent.CasFailed(5, 0, 0, 1, -1, SHM,
            TraceEvent.CasFailed.TAIL, 2, 10);
    private static final TraceEvent TAKEN_SLOT = new TraceEvent.CasFailed(6, 0, 0, 1, -1, SHM,
            TraceEvent.CasFailed.SLOT, 2, 18);
    private static final TraceEvent RETURNED = new TraceEvent.MessageReturned(7, 0, 0, 1, -1, 99, "BAD_TAG", 1, 3);
    private static final TraceEvent CLAIMED = new TraceEvent.SlotStateChanged(8, 0, 0, 1, -1, SHM, 2,
            SlotState.FREE, SlotState.CLAIMED);
    private static final TraceEvent BACKOFF = new TraceEvent.TimerFired(9, 0, 0, 1, 6, "backoff");
    private static final TraceEvent HANDLER = new TraceEvent.HandlerRan(10, 0, 0, 1, -1, 0, 0, "handler 1", 0);

    private static final List<TraceEvent> ALL = List.of(FULL_SHM_QUEUE, FULL_PORT, ALMOST_FULL, UNBOUNDED,
            LOST_TAIL, TAKEN_SLOT, RETURNED, CLAIMED, BACKOFF, HANDLER);

    @Test
    void queueFullFiresOnAnyBoundedQueueAtItsCapacityAndNothingElse() {
        assertEquals(List.of(FULL_SHM_QUEUE, FULL_PORT), firing(new Breakpoint.QueueFull()));
    }

    @Test
    void casFailedFiresOnALostRaceAndOnATakenSlotAndNothingElse() {
        assertEquals(List.of(LOST_TAIL, TAKEN_SLOT), firing(new Breakpoint.CasFailed()));
    }

    @Test
    void returnedMessageFiresOnlyOnAMessageReturned() {
        assertEquals(List.of(RETURNED), firing(new Breakpoint.MessageReturned()));
    }

    @Test
    void ctrlBOnAFailureRecordSetsItsBreakpoint() {
        assertEquals(new Breakpoint.CasFailed(), Breakpoint.forKindOf(TAKEN_SLOT));
        assertEquals(new Breakpoint.MessageReturned(), Breakpoint.forKindOf(RETURNED));
        assertNull(Breakpoint.forKindOf(CLAIMED), "a slot's state change is bookkeeping, no protocol moment");
    }

    @Test
    void theBreakpointsListSaysWhatEachPausesOn() {
        assertEquals(List.of("queue full", "CAS failed", "returned message"),
                List.of(new Breakpoint.QueueFull().description(), new Breakpoint.CasFailed().description(),
                        new Breakpoint.MessageReturned().description()));
    }

    private static List<TraceEvent> firing(Breakpoint breakpoint) {
        return ALL.stream().filter(breakpoint::firesOn).toList();
    }
}
