package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real endpoint's rules, as the simulated {@link Endpoint}'s (EndpointTest): handler 0 for what cannot be
 * delivered, the one-reply rule, a reply handler sends nothing, a full queue backs off. Two endpoints of this process,
 * each with its own mapping of the other's block, driven by the test's thread in turn.
 */
class RealEndpointTest {
    private static final EndpointName A = new EndpointName(0, 1);
    private static final EndpointName B = new EndpointName(0, 2);
    @TempDir
    Path dir;

    @Test
    void aRequestRunsItsHandlerWhoseReplyRunsTheReplyHandler() throws Exception {
        try (RealEndpoint a = RealEndpoint.create(dir, A, 1, 4); RealEndpoint b = RealEndpoint.create(dir, B, 2, 4)) {
            List<Integer> answers = new ArrayList<>();
            b.setRequestHandler(1, (token, args) -> b.reply4(token, 2, args[0] + 1));
            a.setReplyHandler(2, (source, args) -> answers.add(args[0]));
            a.map(1, B, 2);

            a.request4(1, 1, 41);
            assertEquals(1, b.poll());
            assertEquals(1, a.poll());

            assertEquals(List.of(42), answers);
            assertEquals(1, a.messagesSent());
            assertEquals(1, b.messagesSent());
            assertEquals(0, a.packetsInUse() + b.packetsInUse());
        }
    }

    @Test
    void whatCannotBeDeliveredComesBackToHandlerZeroWithItsReason() throws Exception {
        try (RealEndpoint a = RealEndpoint.create(dir, A, 1, 4); RealEndpoint b = RealEndpoint.create(dir, B, 2, 4)) {
            List<ReturnReason> returned = new ArrayList<>();
            a.setReturnedHandler((reason, handler, args) -> returned.add(reason));
            a.map(1, B, 99);
            a.map(2, B, 2);
            a.map(3, new EndpointName(0, 7), 1);

            a.request4(1, 1);
            a.request4(2, 5);
            a.request4(3, 1);
            a.request4(4, 1);
            b.poll();
            a.poll();

            assertEquals(List.of(ReturnReason.BAD_TAG, ReturnReason.UNREACHABLE, ReturnReason.BAD_TRANSLATION_ENTRY,
                    ReturnReason.BAD_HANDLER), returned);
            assertEquals(0, b.messagesDelivered());
        }
    }

    @Test
    void aRequestHandlerRepliesOnceAndAReplyHandlerSendsNothing() throws Exception {
        try (RealEndpoint a = RealEndpoint.create(dir, A, 1, 4); RealEndpoint b = RealEndpoint.create(dir, B, 2, 4)) {
            List<String> refusals = new ArrayList<>();
            b.setRequestHandler(1, (token, args) -> {
                b.reply4(token, 2);
                refusals.add(assertThrows(AmIIViolation.class, () -> b.reply4(token, 2)).getMessage());
            });
            a.setReplyHandler(2, (source, args) ->
                    refusals.add(assertThrows(AmIIViolation.class, () -> a.request4(1, 1)).getMessage()));
            a.map(1, B, 2);

            a.request4(1, 1);
            b.poll();
            a.poll();

            assertEquals(2, refusals.size());
            assertTrue(refusals.get(0).contains("replies at most once"), refusals.get(0));
            assertTrue(refusals.get(1).contains("a reply handler sends nothing"), refusals.get(1));
        }
    }

    @Test
    void aBulkTransferLandsInTheSegmentAndOneOutsideItComesBack() throws Exception {
        try (RealEndpoint a = RealEndpoint.create(dir, A, 1, 4); RealEndpoint b = RealEndpoint.create(dir, B, 2, 4)) {
            List<Integer> ran = new ArrayList<>();
            List<ReturnReason> returned = new ArrayList<>();
            b.setSegment(8192);
            b.setRequestHandler(1, (token, args) -> ran.add(args[0]));
            a.setReturnedHandler((reason, handler, args) -> returned.add(reason));
            a.map(1, B, 2);
            byte[] data = new byte[8192];
            java.util.Arrays.fill(data, (byte) 7);

            a.requestXfer4(1, 0, data, 1, 5);
            a.requestXfer4(1, 100, data, 1, 6);
            b.poll();
            b.poll();
            a.poll();

            assertEquals(List.of(5), ran);
            assertEquals(List.of(ReturnReason.BAD_SEGMENT_OFFSET), returned);
            assertEquals(7, b.segment(8191, 1)[0]);
            assertEquals(0, a.packetsInUse() + b.packetsInUse());
            assertThrows(IllegalArgumentException.class, () -> a.requestXfer4(1, 0, new byte[8193], 1));
        }
    }

    @Test
    void aSenderFacingAFullQueueBacksOffAndPollsUntilTheReceiverFreesAPacket() throws Exception {
        try (RealEndpoint a = RealEndpoint.create(dir, A, 1, 2); RealEndpoint b = RealEndpoint.create(dir, B, 2, 2)) {
            List<Integer> got = new ArrayList<>();
            b.setRequestHandler(1, (token, args) -> got.add(args[0]));
            a.map(1, B, 2);
            a.request4(1, 1, 0);
            a.request4(1, 1, 1);
            Thread receiver = new Thread(() -> {
                // the receiver starts only once the sender found the queue full
                while (a.backoffs() == 0) {
                    Thread.onSpinWait();
                }
                b.pollUntil(() -> got.size() == 3, 10_000);
            });
            receiver.start();

            a.request4(1, 1, 2);
            receiver.join(10_000);

            assertEquals(List.of(0, 1, 2), got);
        }
    }
}
