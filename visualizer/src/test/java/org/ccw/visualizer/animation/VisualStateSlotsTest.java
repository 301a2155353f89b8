package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Map;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.QueueLengthChanged;
import org.ccw.engine.trace.TraceEvent.SlotStateChanged;
import org.junit.jupiter.api.Test;

/** Slot states as a shared-memory packet queue goes through them: free, claimed by a sender, ready, free again. */
class VisualStateSlotsTest {
    private static final QueueId PACKETS = new QueueId("shm-packets", 1, 0);

    @Test
    void eachSlotKeepsTheStateItWasLastMovedTo() {
        VisualState state = new VisualState(1_000_000);
        state.apply(0, slot(0, 10, 0, 3, SlotState.FREE, SlotState.CLAIMED));
        state.apply(1, slot(1, 20, 0, 4, SlotState.FREE, SlotState.CLAIMED));
        state.apply(2, slot(2, 30, 0, 3, SlotState.CLAIMED, SlotState.READY));
        VisualState atReady = state.copy();
        VisualState other = state.copy();
        state.apply(3, slot(3, 40, 1, 3, SlotState.READY, SlotState.FREE));
        other.apply(3, slot(3, 40, 1, 4, SlotState.CLAIMED, SlotState.READY_BULK));

        assertEquals(Map.of(new VisualState.SlotKey(PACKETS, 3), SlotState.READY,
                new VisualState.SlotKey(PACKETS, 4), SlotState.CLAIMED), atReady.slots());
        assertEquals(SlotState.FREE, state.slots().get(new VisualState.SlotKey(PACKETS, 3)),
                "the receiver freed it");
        assertEquals(SlotState.CLAIMED, state.slots().get(new VisualState.SlotKey(PACKETS, 4)));
        assertNotEquals(other, state, "slot states are part of what is on show");
    }

    @Test
    void aQueueIsDrawnAsARingOnceASlotMovedSizedByItsCapacityElseByTheSlotsSeen() {
        VisualState state = new VisualState(1_000_000);
        QueueId recorded = new QueueId("shm-recorded", 1, 0);
        state.apply(0, new QueueLengthChanged(0, 0, 1, -1, -1, recorded, 0, 8));
        assertEquals(Map.of(), state.slotRings(), "a queue whose slots never moved is only an occupancy");

        state.apply(1, slot(1, 10, 0, 5, SlotState.FREE, SlotState.CLAIMED));
        state.apply(2, new SlotStateChanged(2, 20, 1, 0, -1, recorded, 1, SlotState.FREE, SlotState.CLAIMED));
        state.apply(3, new QueueLengthChanged(3, 30, 1, -1, -1, new QueueId("shm-huge", 1, 0), 0, 100_000));
        state.apply(4, new SlotStateChanged(4, 40, 1, 0, -1, new QueueId("shm-huge", 1, 0), 9, SlotState.FREE,
            SlotState.READY));

        assertEquals(List.of(Map.entry(PACKETS, 6), Map.entry(recorded, 8), Map.entry(new QueueId("shm-huge", 1, 0),
            10)), List.copyOf(state.slotRings().entrySet()),
            "in order of the first move; no capacity: slots seen; a capacity over the limit: slots seen");
    }

    @Test
    void aLostCompareAndSwapFlashesItsSlotUntilItFades() {
        VisualState state = new VisualState(1_000);
        state.apply(0, slot(0, 10, 0, 2, SlotState.FREE, SlotState.CLAIMED));
        state.apply(1, new TraceEvent.CasFailed(1, 20, 0, 3, -1, PACKETS, TraceEvent.CasFailed.TAIL, 2, 2));
        VisualState flashing = state.copy();

        assertEquals(List.of(new VisualState.CasFlash(20, PACKETS, 2, false)), state.recentCasFailures());
        assertEquals(flashing, state, "a copy keeps the flash");
        state.apply(2, slot(2, 2_000, 0, 2, SlotState.CLAIMED, SlotState.READY));
        assertEquals(List.of(), state.recentCasFailures(), "gone after the fade time");
        assertNotEquals(flashing, state);
    }

    /** Node {@code actor} (a sender at 0, the receiver at 1) moved {@code slot} of the queue at node 1. */
    private static SlotStateChanged slot(long number, long timePs, int actor, int slot, SlotState from,
                                         SlotState to) {
        return new SlotStateChanged(number, timePs, actor, -1, -1, PACKETS, slot, from, to);
    }
}
