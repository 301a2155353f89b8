package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The shared-memory protocol of one SMP: handshakes, handler rules, returned messages and racing senders. */
class EndpointTest {

    @Test
    void aRequestRunsItsHandlerWhoseReplyRunsTheReplyHandler() {
        OneSmp smp = new OneSmp(2, 8);
        List<Integer> answers = new ArrayList<>();
        smp.get(1).setRequestHandler(1, (token, args) -> smp.get(1).reply4(token, 2, args[0] + 1));
        smp.get(0).setReplyHandler(2, (source, args) -> answers.add(args[0]));
        smp.get(0).request4(1, 1, 41);

        smp.run(100);

        assertEquals(List.of(42), answers);
        assertEquals(2, smp.count(TraceEvent.MessageSent.class));
        assertEquals(2, smp.count(TraceEvent.MessageDelivered.class));
    }

    @Test
    void aPacketGoesFreeClaimedReadyFree() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(0).request4(1, 1);

        smp.run(100);

        List<String> handshake = smp.trace.stream().filter(TraceEvent.SlotStateChanged.class::isInstance)
                .map(TraceEvent.SlotStateChanged.class::cast)
                .map(e -> e.queue() + "[" + e.slot() + "] " + e.from() + "→" + e.to() + " by cpu" + e.component())
                .toList();
        assertEquals(List.of("shm-request/1[0] FREE→CLAIMED by cpu0", "shm-request/1[0] CLAIMED→READY by cpu0",
                "shm-request/1[0] READY→FREE by cpu1"), handshake);
    }

    @Test
    void aMessageWithTheWrongTagComesBackToHandlerZero() {
        OneSmp smp = new OneSmp(2, 8);
        List<ReturnReason> returned = new ArrayList<>();
        smp.get(0).setReturnedHandler((reason, handler, args) -> returned.add(reason));
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        smp.get(1).setTag(99);
        smp.get(0).request4(1, 1);

        smp.run(100);

        assertEquals(List.of(ReturnReason.BAD_TAG), returned);
        assertEquals(0, smp.get(1).messagesDelivered());
    }

    @Test
    void aMessageForAMissingHandlerIsReturnedByTheReceiver() {
        OneSmp smp = new OneSmp(2, 8);
        List<String> returned = new ArrayList<>();
        smp.get(0).setReturnedHandler((reason, handler, args) -> returned.add(reason + " " + handler + " " + args[0]));
        smp.get(0).request4(1, 5, 17);

        smp.run(100);

        assertEquals(List.of("BAD_HANDLER 5 17"), returned);
    }

    @Test
    void anUnmappedEntryIsReturnedAtOnce() {
        OneSmp smp = new OneSmp(2, 8);
        List<ReturnReason> returned = new ArrayList<>();
        smp.get(0).setReturnedHandler((reason, handler, args) -> returned.add(reason));
        smp.get(0).request4(9, 1);

        smp.run(100);

        assertEquals(List.of(ReturnReason.BAD_TRANSLATION_ENTRY), returned);
    }

    @Test
    void aRequestHandlerRepliesAtMostOnce() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> {
            smp.get(1).reply4(token, 2);
            smp.get(1).reply4(token, 2);
        });
        smp.get(0).request4(1, 1);

        AmIIViolation v = assertThrows(AmIIViolation.class, () -> smp.run(100));
        assertTrue(v.getMessage().contains("replies at most once"), v.getMessage());
    }

    @Test
    void aReplyHandlerSendsNothing() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setRequestHandler(1, (token, args) -> smp.get(1).reply4(token, 2));
        smp.get(0).setReplyHandler(2, (source, args) -> smp.get(0).request4(1, 1));
        smp.get(0).request4(1, 1);

        AmIIViolation v = assertThrows(AmIIViolation.class, () -> smp.run(100));
        assertTrue(v.getMessage().contains("a reply handler sends nothing"), v.getMessage());
    }

    @Test
    void aTokenAnswersOnlyInsideItsHandler() {
        OneSmp smp = new OneSmp(2, 8);
        Token[] kept = new Token[1];
        smp.get(1).setRequestHandler(1, (token, args) -> kept[0] = token);
        smp.get(0).request4(1, 1);
        smp.run(100);

        AmIIViolation v = assertThrows(AmIIViolation.class, () -> smp.get(1).reply4(kept[0], 2));
        assertTrue(v.getMessage().contains("only from inside the request handler"), v.getMessage());
    }

    @Test
    void twoSendersRaceForOneTailAndTheLoserTriesAgain() {
        OneSmp smp = new OneSmp(3, 8);
        List<Integer> from = new ArrayList<>();
        smp.get(2).setRequestHandler(1, (token, args) -> from.add(token.source().endpoint()));
        smp.get(0).request4(2, 1);
        smp.get(1).request4(2, 1);

        smp.run(100);

        assertEquals(2, from.size(), "both messages arrive");
        assertTrue(smp.get(0).casFailures() + smp.get(1).casFailures() >= 1,
                "senders that start together collide on the tail");
    }

    @Test
    void twoSendersAndOneLastSlotOneBacksOffAndPollsUntilTheReceiverFreesIt() {
        OneSmp smp = new OneSmp(3, 1);
        List<Integer> from = new ArrayList<>();
        smp.get(2).setRequestHandler(1, (token, args) -> from.add(token.source().endpoint()));
        smp.get(0).request4(2, 1);
        smp.get(1).request4(2, 1);

        smp.run(200);

        assertEquals(2, from.size());
        assertTrue(smp.get(0).backoffs() + smp.get(1).backoffs() >= 1, "the second claim finds the slot taken");
        assertTrue(smp.trace.stream().anyMatch(e -> e instanceof TraceEvent.TimerFired t
                && t.timer().equals("backoff")), "back-offs are in the trace");
        assertTrue(smp.trace.stream().noneMatch(e -> e instanceof TraceEvent.SlotStateChanged s
                && s.from() == SlotState.CLAIMED && s.to() == SlotState.CLAIMED));
    }

    @Test
    void aBulkTransferLandsInTheSegmentThroughABlockAndAReadyBulkPacket() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setSegment(16 * 1024);
        List<Integer> handled = new ArrayList<>();
        smp.get(1).setRequestHandler(1, (token, args) -> handled.add(args[0]));
        byte[] data = new byte[8192];
        java.util.Arrays.fill(data, (byte) 7);
        smp.get(0).requestXfer4(1, 4096, data, 1, 99);

        smp.run(200);

        assertEquals(List.of(99), handled);
        assertTrue(java.util.Arrays.equals(data, smp.get(1).segment(4096, 8192)));
        assertTrue(smp.trace.stream().anyMatch(e -> e instanceof TraceEvent.SlotStateChanged s
                && s.to() == SlotState.READY_BULK), "the packet says its data waits in a block");
    }

    @Test
    void whenEveryBulkBlockIsTakenTheSenderBacksOffUntilTheReceiverFreesOne() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setSegment(6 * 1024);
        List<Integer> handled = new ArrayList<>();
        smp.get(1).setRequestHandler(1, (token, args) -> handled.add(args[0]));
        for (int i = 0; i < 6; i++) {
            smp.get(0).requestXfer4(1, i * 1024, new byte[1024], 1, i);
        }
        smp.get(0).start();
        smp.kernel.runUntil(org.ccw.engine.kernel.Time.micros(100));
        assertTrue(smp.get(0).backoffs() >= 1, "four blocks, six transfers, nobody polling yet");

        smp.run(1_000);

        assertEquals(List.of(0, 1, 2, 3, 4, 5), handled);
    }

    @Test
    void aTransferOutsideTheSegmentComesBackToHandlerZero() {
        OneSmp smp = new OneSmp(2, 8);
        smp.get(1).setSegment(1024);
        smp.get(1).setRequestHandler(1, (token, args) -> { });
        List<ReturnReason> returned = new ArrayList<>();
        smp.get(0).setReturnedHandler((reason, handler, args) -> returned.add(reason));
        smp.get(0).requestXfer4(1, 512, new byte[1024], 1);

        smp.run(200);

        assertEquals(List.of(ReturnReason.BAD_SEGMENT_OFFSET), returned);
    }
}
