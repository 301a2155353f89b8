package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CasFailed;
import org.ccw.engine.trace.TraceEvent.MessageReturned;
import org.junit.jupiter.api.Test;

/**
 * What a student stops on when AM-II goes wrong: every lost compare-and-swap and every message handed back to
 * handler 0 is a record saying which queue, slot and processor, or which message, why and to whom.
 */
class FailureRecordsTest {

    @Test
    void aLostRaceForTheTailNamesTheQueueTheAssignmentAndTheLosersProcessor() {
        OneSmp smp = new OneSmp(3, 8);
        smp.get(2).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(2, 1);
        smp.get(1).request4(2, 1);

        smp.run(100);

        List<CasFailed> lost = records(smp, CasFailed.class);
        assertEquals(smp.get(0).casFailures() + smp.get(1).casFailures(), lost.size(), "one record per lost race");
        CasFailed first = lost.get(0);
        assertEquals(CasFailed.TAIL, first.target());
        assertEquals("shm-request/2", first.queue().toString());
        assertEquals(OneSmp.HOST, first.node());
        assertEquals(0, first.slot(), "both read the empty queue's tail: assignment 0, slot 0");
        assertEquals(0, first.assignment());
        assertTrue(first.component() == 0 || first.component() == 1, "the loser's processor: " + first.component());
    }

    @Test
    void aClaimOnATakenSlotIsAFailedCompareAndSwapOnTheSlotBeforeTheBackOff() {
        OneSmp smp = new OneSmp(3, 1);
        smp.get(2).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(2, 1);
        smp.get(1).request4(2, 1);

        smp.run(200);

        CasFailed full = records(smp, CasFailed.class).stream().filter(c -> c.target().equals(CasFailed.SLOT))
                .findFirst().orElseThrow();
        assertEquals(0, full.slot(), "a one-packet queue: its only slot");
        assertEquals(1, full.assignment(), "the second sender's assignment wraps onto the taken slot");
        TraceEvent next = smp.trace.get((int) full.number() + 1);
        assertTrue(next instanceof TraceEvent.TimerFired t && t.timer().equals("backoff")
                && t.cause() == full.number(), "the back-off follows from the failure: " + next);
    }

    @Test
    void aBulkSenderFindingEveryBlockTakenFailsOnTheBulkQueuesSlot() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setSegment(6 * 1024);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        for (int i = 0; i < 6; i++) {
            smp.get(0).requestXfer4(1, i * 1024, new byte[1024], 1, i);
        }
        // the receiver does not poll yet, so its four blocks stay taken
        smp.get(0).start();
        smp.kernel.runUntil(org.ccw.engine.kernel.Time.micros(100));

        assertTrue(records(smp, CasFailed.class).stream().anyMatch(c -> c.queue().is(Endpoint.BULK_QUEUE)
                && c.target().equals(CasFailed.SLOT) && c.component() == 0));
    }

    @Test
    void aMessageTheReceiverReturnsKeepsItsIdentity() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(0).request4(1, 5, 17);

        smp.run(100);

        long sent = records(smp, TraceEvent.MessageSent.class).get(0).messageId();
        MessageReturned back = records(smp, MessageReturned.class).get(0);
        assertEquals(sent + " BAD_HANDLER: handler 5, back at endpoint 0 of host " + OneSmp.HOST + " on cpu 0",
                back.messageId() + " " + back.reason() + ": handler " + back.handler() + ", back at endpoint "
                        + back.port() + " of host " + back.node() + " on cpu " + back.component());
    }

    @Test
    void aMessageRefusedBeforeItLeftHasNoIdentityButItsReason() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setTag(99);
        smp.get(0).map(6, new EndpointName(OneSmp.HOST + 1, 0), OneSmp.TAG);
        smp.get(0).request4(1, 1);
        smp.get(0).request4(9, 1);
        smp.get(0).request4(6, 1);

        smp.run(100);

        assertEquals(List.of("BAD_TAG -1", "BAD_TRANSLATION_ENTRY -1", "UNREACHABLE -1"),
                records(smp, MessageReturned.class).stream().map(r -> r.reason() + " " + r.messageId()).toList());
    }

    @Test
    void aTransferOutsideTheSegmentIsReturnedAsABadSegmentOffset() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setSegment(1024);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(0).requestXfer4(1, 512, new byte[1024], 1);

        smp.run(200);

        MessageReturned back = records(smp, MessageReturned.class).get(0);
        assertEquals(ReturnReason.BAD_SEGMENT_OFFSET.name(), back.reason());
        assertEquals(records(smp, TraceEvent.MessageSent.class).get(0).messageId(), back.messageId());
    }

    @Test
    void aDeliveredMessageLeavesNoFailureRecord() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(1, 1);

        smp.run(100);

        assertEquals(0, smp.count(CasFailed.class) + smp.count(MessageReturned.class));
    }

    private static <T extends TraceEvent> List<T> records(OneSmp smp, Class<T> type) {
        return smp.trace.stream().filter(type::isInstance).map(type::cast).toList();
    }
}
