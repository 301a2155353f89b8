package org.ccw.visualizer.animation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.ccw.engine.dvcm.CommandPosted;
import org.ccw.engine.dvcm.DmaTransferred;
import org.ccw.engine.dvcm.ExecutionUnitStarted;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;
import org.ccw.engine.dvcm.DvcmPresets;

/** The event list's words for trace records, on a two-host DVCM star's names. */
class EventTextTest {
    private final TraceNames names = new TraceNames(TopologyBuilder.from(DvcmPresets.dvcmStar(2)));

    @Test
    void anExecutionUnitSaysItRunsOnTheCoprocessorOfTheNicInThePlaceColumn() {
        TraceEvent started = ExecutionUnitStarted.KIND.record(1, 0, 0, 0, -1, new ExecutionUnitStarted());

        assertEquals("execution unit started on the NIC's coprocessor", EventText.describe(started, names, ""));
        assertEquals(EventKind.STACK_RECORD, EventKind.of(started));
        assertEquals("execution unit started", EventKind.labelOf(started));
    }

    @Test
    void aCommandPostSaysForWhichUnitAndTheHostTimeItTook() {
        TraceEvent own = CommandPosted.KIND.record(2, Time.micros(2), 0, -1, -1,
                new CommandPosted(0, "SEND", Time.nanos(500)));
        TraceEvent remote = CommandPosted.KIND.record(3, Time.micros(3), 0, -1, -1,
                new CommandPosted(1, "PROBE", Time.nanos(500)));

        assertEquals("application posted SEND for its unit in 0.500 µs", EventText.describe(own, names, ""));
        assertEquals("application posted PROBE for the unit of " + names.node(1) + " in 0.500 µs",
                EventText.describe(remote, names, ""));
        assertEquals("command posted", EventKind.labelOf(own));
    }

    @Test
    void aDmaSaysWhatItMovedWhichWayAndHowLong() {
        TraceEvent in = DmaTransferred.KIND.record(4, Time.micros(9), 1, 0, -1,
                new DmaTransferred("data", 1024, true, Time.micros(8.75)));
        TraceEvent out = DmaTransferred.KIND.record(5, Time.micros(9), 0, 0, -1,
                new DmaTransferred("command", 32, false, Time.nanos(8_400)));

        assertEquals("DMA of data, 1024 bytes NI → host (8.750 µs)", EventText.describe(in, names, ""));
        assertEquals("DMA of command, 32 bytes host → NI (8.400 µs)", EventText.describe(out, names, ""));
        assertEquals("DMA", EventKind.labelOf(in));
    }

    @Test
    void messagesSayWhereTheyGoAndFragmentsWhichTheyAre() {
        TraceEvent whole = new TraceEvent.MessageSent(6, 0, 0, 0, -1, 7, "data", 4096, 0, 0, 1, 0, 0, 1);
        TraceEvent part = new TraceEvent.MessageDelivered(7, 0, 1, 0, -1, 7, "data", 4080, 0, 0, 1, 0, 1, 3);

        assertEquals("data message sent to " + names.node(1) + " (4,096 bytes)", EventText.describe(whole, names, ""));
        assertEquals("data message fragment 2 of 3 from " + names.node(0) + " delivered (4,080 bytes)",
                EventText.describe(part, names, ""));
    }

    @Test
    void aSlotSaysHowItsStateChanged() {
        TraceEvent claimed = new TraceEvent.SlotStateChanged(8, 0, 0, 1, -1,
                new org.ccw.engine.trace.QueueId("request", 0, 2), 5, org.ccw.engine.trace.SlotState.FREE,
                org.ccw.engine.trace.SlotState.READY_BULK);

        assertEquals("request/2 slot 5: free → ready-bulk", EventText.describe(claimed, names, ""));
    }

    @Test
    void aFailedCompareAndSwapSaysWhetherARaceWasLostOrTheQueueWasFull() {
        org.ccw.engine.trace.QueueId queue = new org.ccw.engine.trace.QueueId("shm-request", 0, 2);
        TraceEvent race = new TraceEvent.CasFailed(9, 0, 0, 1, -1, queue, TraceEvent.CasFailed.TAIL, 3, 11);
        TraceEvent full = new TraceEvent.CasFailed(10, 0, 0, 1, -1, queue, TraceEvent.CasFailed.SLOT, 3, 19);

        assertEquals("shm-request/2 tail: compare-and-swap lost to another sender (assignment 11, slot 3)",
                EventText.describe(race, names, ""));
        assertEquals("shm-request/2 slot 3 taken: compare-and-swap failed, queue full (assignment 19)",
                EventText.describe(full, names, ""));
        assertEquals(EventKind.CAS_FAILED, EventKind.of(race));
    }

    @Test
    void aReturnedMessageSaysWhichMessageCameBackWhereAndWhy() {
        TraceEvent known = new TraceEvent.MessageReturned(11, 0, 0, 1, -1, 77, "BAD_HANDLER", 2, 5);
        TraceEvent refused = new TraceEvent.MessageReturned(12, 0, 0, 1, -1, -1, "BAD_TAG", 0, 1);

        assertEquals("message #77 returned to endpoint 2's handler 0: BAD_HANDLER (handler 5)",
                EventText.describe(known, names, ""));
        assertEquals("message refused before it was sent returned to endpoint 0's handler 0: BAD_TAG (handler 1)",
                EventText.describe(refused, names, ""));
        assertEquals("message returned", EventKind.of(known).label());
    }

    @Test
    void aCongestionWindowSaysItsSizeInSegmentsItsThresholdAndItsPhaseTowardsThePeer() {
        TraceEvent window = new TraceEvent.CongestionChanged(9, 0, 0, 0, -1, 1, 8 * 1460, 16 * 1460, 1460,
            "slow-start");

        assertEquals("cwnd 8 segments, ssthresh 16, slow-start towards " + names.node(1),
            EventText.describe(window, names, ""));
        assertEquals("congestion window", EventKind.of(window).label());
    }
}
