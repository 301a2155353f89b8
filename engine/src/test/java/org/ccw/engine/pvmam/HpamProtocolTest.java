package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** The rules of the HPAM protocol (seed 003 §5), one by one, on two tasks over a scripted network. */
class HpamProtocolTest {
    private static final long TIMEOUT_PS = Time.micros(100);
    private static final AmInterface.Parameters DEPTH_4 = new AmInterface.Parameters(4, TIMEOUT_PS, 3);

    /** Counts what ran: request handler runs by first data byte, reply handler runs, returned requests. */
    private static final class Counts {
        final int[] requestsHandled = new int[64];
        final int[] repliesHandled = new int[64];
        final List<String> returned = new ArrayList<>();
        int request;
        int reply;

        /** b answers each request with its data (or, when {@code blank}, not at all); a counts the replies. */
        Counts(TwoTasks tasks, boolean blank) {
            reply = tasks.a.addressToId((AmHandlers.ReplyHandler) (from, data) -> repliesHandled[data[0]]++);
            request = tasks.b.addressToId((AmHandlers.RequestHandler) (token, data) -> {
                requestsHandled[data[0]]++;
                if (!blank) {
                    token.reply(reply, data);
                }
            });
            tasks.a.onReturned((to, handler, data, reason) -> returned.add(reason));
        }
    }

    @Test
    void theTraceShowsEachInstanceBufferWaitingForItsReplyAndTheReplyHeldForAResend() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {1});
        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {2});
        tasks.run();

        List<TraceEvent.SlotStateChanged> slots = tasks.records(TraceEvent.SlotStateChanged.class);
        List<String> requestSide = slots.stream().filter(s -> s.queue().is(AmInterface.REQUEST_BUFFERS))
                .map(s -> s.slot() + ":" + s.to()).toList();
        assertEquals(List.of("0:CLAIMED", "1:CLAIMED", "0:FREE", "1:FREE"), requestSide,
                "two instances wait for their replies, each freed by its reply");
        List<String> replySide = slots.stream().filter(s -> s.queue().is(AmInterface.REPLY_BUFFERS))
                .map(s -> s.slot() + ":" + s.from() + "->" + s.to()).toList();
        assertEquals(List.of("0:FREE->READY", "1:FREE->READY"), replySide, "each reply is kept, held for a resend");
        TraceEvent.SlotStateChanged first = slots.get(0);
        assertEquals(tasks.a.node(), first.queue().owner(), "the requester's buffers");
        assertEquals(tasks.b.node(), first.queue().index(), "towards the responder");
    }

    @Test
    void aLostReplyIsSentAgainWhenItsRequestComesAgainAndTheHandlerRunsOnce() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> n == 1 ? TwoTasks.Outcome.LOSE
                : TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {7});
        tasks.run();

        assertEquals(1, counts.requestsHandled[7], "the retransmitted request did not run the handler again");
        assertEquals(1, counts.repliesHandled[7]);
        assertEquals(1, tasks.a.statistics().retransmissions());
        assertEquals(1, tasks.b.statistics().repliesResent());
        assertEquals(1, tasks.records(TraceEvent.Retransmitted.class).stream()
                .filter(r -> r.kind().equals("reply")).count());
    }

    @Test
    void aDuplicateReplyIsDropped() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> kind.equals("reply") ? TwoTasks.Outcome.DUPLICATE
                : TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {3});
        tasks.run();

        assertEquals(1, counts.repliesHandled[3]);
        assertEquals(1, tasks.a.statistics().duplicateReplies());
        assertTrue(tasks.records(TraceEvent.CellDropped.class).stream()
                .anyMatch(d -> d.reason() == DropReason.PROTOCOL && d.kind().equals("reply")));
    }

    @Test
    void aDuplicateRequestGetsTheSameReplyAndTheHandlerRunsOnce() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> kind.equals("request") ? TwoTasks.Outcome.DUPLICATE
                : TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {5});
        tasks.run();

        assertEquals(1, counts.requestsHandled[5]);
        assertEquals(1, counts.repliesHandled[5], "the second reply was a duplicate");
        assertEquals(1, tasks.b.statistics().repliesResent());
    }

    @Test
    void aRetransmittedRequestDoublesItsTimeout() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.LOSE);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {1});
        tasks.run();

        List<Long> expiries = tasks.records(TraceEvent.TimerFired.class).stream().map(TraceEvent::timePs).toList();
        assertEquals(4, expiries.size(), "the first send and three retransmissions each time out");
        assertEquals(TIMEOUT_PS, expiries.get(0), 10_000, "host costs of a few ns aside");
        for (int i = 1; i < expiries.size(); i++) {
            assertEquals(TIMEOUT_PS << i, expiries.get(i) - expiries.get(i - 1), 10_000, "timeout " + i + " doubled");
        }
        assertEquals(List.of(1, 2, 3), tasks.records(TraceEvent.Retransmitted.class).stream()
                .map(TraceEvent.Retransmitted::attempt).toList());
    }

    @Test
    void aRequestPastTheRetryLimitIsDroppedAndReportedAndItsTaskFails() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.LOSE);
        Counts counts = new Counts(tasks, false);

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {1});
        tasks.run();

        assertEquals(List.of(AmInterface.DROPPED_AFTER_RETRIES), counts.returned);
        List<TraceEvent.MessageReturned> returned = tasks.records(TraceEvent.MessageReturned.class);
        assertEquals(1, returned.size());
        assertEquals(AmInterface.DROPPED_AFTER_RETRIES, returned.get(0).reason());
        assertEquals(tasks.records(TraceEvent.MessageSent.class).get(0).messageId(), returned.get(0).messageId());
        assertEquals(AmEndpoint.TaskState.FAILED, tasks.a.task(tasks.b.tid()).state());
        assertEquals(0, tasks.a.task(tasks.b.tid()).unacknowledged(), "the dropped request freed its buffer");

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {2});

        assertEquals(List.of(AmInterface.DROPPED_AFTER_RETRIES, AmInterface.TASK_FAILED), counts.returned);
    }

    @Test
    void aHandlerThatDoesNotReplyStillAnswersWithABlankReply() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, true);

        for (byte i = 0; i < 10; i++) {
            tasks.a.request(tasks.b.tid(), counts.request, new byte[] {i});
        }
        tasks.run();

        assertEquals(0, tasks.a.task(tasks.b.tid()).unacknowledged(), "every request was answered");
        assertEquals(10, tasks.a.statistics().repliesHandled());
        assertEquals(10, tasks.records(TraceEvent.HandlerRan.class).stream()
                .filter(h -> h.handler().equals("blank reply")).count());
    }

    @Test
    void noMoreThanDepthRequestsAreInFlightAndTheRestWaitInOrder() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        for (byte i = 0; i < 20; i++) {
            tasks.a.request(tasks.b.tid(), counts.request, new byte[] {i});
        }
        tasks.run();

        for (int i = 0; i < 20; i++) {
            assertEquals(1, counts.requestsHandled[i], "request " + i);
            assertEquals(1, counts.repliesHandled[i], "reply " + i);
        }
        List<TraceEvent.WindowChanged> windows = tasks.records(TraceEvent.WindowChanged.class);
        assertTrue(windows.stream().allMatch(w -> w.inFlight() <= 4 && w.windowSize() == 4));
        assertTrue(windows.stream().anyMatch(w -> w.inFlight() == 4), "the depth was reached");
    }

    @Test
    void requestsArrivingOutOfOrderAreEachHandledOnce() {
        // every other request is held back, so later requests overtake it
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> kind.equals("request") && n % 2 == 0
                ? TwoTasks.Outcome.HOLD_BACK : TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);

        for (byte i = 0; i < 12; i++) {
            tasks.a.request(tasks.b.tid(), counts.request, new byte[] {i});
        }
        tasks.run();

        for (int i = 0; i < 12; i++) {
            assertEquals(1, counts.requestsHandled[i], "request " + i);
            assertEquals(1, counts.repliesHandled[i], "reply " + i);
        }
        assertEquals(0, tasks.a.statistics().retransmissions(), "held back, not lost: no timeout");
    }

    @Test
    void theRequestReplyRulesAreEnforced() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        List<RuntimeException> violations = new ArrayList<>();
        AmToken[] kept = new AmToken[1];
        int reply = tasks.a.addressToId((AmHandlers.ReplyHandler) (from, data) -> {
            try {
                tasks.a.request(from, 1, data);
            } catch (PvmamViolation e) {
                violations.add(e);
            }
        });
        int twice = tasks.b.addressToId((AmHandlers.RequestHandler) (token, data) -> {
            kept[0] = token;
            token.reply(reply, data);
            try {
                token.reply(reply, data);
            } catch (PvmamViolation e) {
                violations.add(e);
            }
        });

        tasks.a.request(tasks.b.tid(), twice, new byte[] {1});
        tasks.run();

        assertEquals(2, violations.size(), violations::toString);
        assertTrue(violations.get(0).getMessage().contains("replies at most once"), violations.get(0)::getMessage);
        assertTrue(violations.get(1).getMessage().contains("handlers send at most one reply and no requests"),
                violations.get(1)::getMessage);
        PvmamViolation late = assertThrows(PvmamViolation.class, () -> kept[0].reply(reply, new byte[0]));
        assertTrue(late.getMessage().contains("after its request handler returned"), late::getMessage);
    }

    @Test
    void aDeclinedRequestIsTakenAsNotArrivedAndRunsAgainWhenSentAgain() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        List<RuntimeException> violations = new ArrayList<>();
        int[] runs = new int[1];
        int reply = tasks.a.addressToId((AmHandlers.ReplyHandler) (from, data) -> { });
        int declineOnce = tasks.b.addressToId((AmHandlers.RequestHandler) (token, data) -> {
            if (runs[0]++ == 0) {
                token.decline();
                try {
                    token.reply(reply, data);
                } catch (PvmamViolation e) {
                    violations.add(e);
                }
            }
        });

        tasks.a.request(tasks.b.tid(), declineOnce, new byte[] {1});
        tasks.run();

        assertEquals(2, runs[0], "the timeout's retransmission ran the handler again");
        assertEquals(1, tasks.a.statistics().retransmissions());
        assertEquals(1, tasks.a.statistics().repliesHandled());
        assertEquals(1, violations.size(), "no reply after declining");
        assertEquals(1, tasks.records(TraceEvent.MessageDelivered.class).stream()
                .filter(m -> m.kind().equals("request")).count(), "delivered once, under the request's id");
        assertEquals(tasks.records(TraceEvent.MessageSent.class).get(0).messageId(),
                tasks.records(TraceEvent.MessageDelivered.class).get(0).messageId());
    }

    @Test
    void anAmFromATaskNotInTheListIsDroppedAndNeverRuns() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);
        // a frame from a task not in b's list is a stranger's: dropped, not run
        tasks.b.removeTask(tasks.a.tid());

        tasks.a.request(tasks.b.tid(), counts.request, new byte[] {4});
        tasks.run();

        assertEquals(0, counts.requestsHandled[4]);
        assertTrue(tasks.records(TraceEvent.CellDropped.class).stream()
                .allMatch(d -> d.reason() == DropReason.PROTOCOL));
        assertEquals(List.of(AmInterface.DROPPED_AFTER_RETRIES), counts.returned);
    }

    @Test
    void aSenderWhoseRequestBuffersAreAllTakenWouldBlockUntilRepliesFreeOne() {
        TwoTasks tasks = new TwoTasks(DEPTH_4, (n, kind) -> TwoTasks.Outcome.DELIVER);
        Counts counts = new Counts(tasks, false);
        for (byte i = 0; i < 5; i++) {
            tasks.a.request(tasks.b.tid(), counts.request, new byte[] {i});
        }
        long[] writable = {-1};

        assertTrue(tasks.a.writeWouldBlock(), "the fifth request waits for a buffer (seed 003 §5, step 3)");
        tasks.a.whenWritable(() -> writable[0] = tasks.kernel.now());
        tasks.run();

        assertTrue(writable[0] > 0, "a reply freed a buffer and the fifth request went");
        assertTrue(!tasks.a.writeWouldBlock());
        assertEquals(1, counts.requestsHandled[4]);
    }
}
