package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/**
 * Active Messages sharing a datagram over real UDP ({@link SocketTransport#bundle}): a blank reply leaves with the
 * request its task sends back, and a datagram of several messages lost, duplicated or overtaken costs nothing but
 * the retransmissions the protocol makes for each message alone — every handler runs once, every request is
 * answered. On two tasks over a scripted network (the {@code n}-th frame's fate), no processor time.
 */
class SharedDatagramTest {
    private static final AmInterface.Parameters DEPTH_4 = new AmInterface.Parameters(4, Time.micros(100), 3);
    /** Bytes of a request of one data byte and of a blank reply. */
    private static final int REQUEST = AmHeader.BYTES + 1;
    private static final int BLANK_REPLY = AmHeader.BYTES;

    /** a pings b; b's task answers each ping with a pong request to a once its handler has run. */
    private static final class PingPong {
        final TwoTasks tasks;
        final List<Integer> pings = new ArrayList<>();
        final List<Integer> pongs = new ArrayList<>();
        final int ping;

        PingPong(TwoTasks.Fate fate) {
            tasks = TwoTasks.overUdpSockets(DEPTH_4, fate);
            int pong = tasks.a.addressToId((AmHandlers.RequestHandler) (token, data) -> pongs.add((int) data[0]));
            ping = tasks.b.addressToId((AmHandlers.RequestHandler) (token, data) -> {
                pings.add((int) data[0]);
                // the task's send, after the handler and its blank reply, in the same instant
                tasks.kernel.schedule(0, () -> tasks.b.request(tasks.a.tid(), pong, data));
            });
        }

        void ping(int n) {
            tasks.a.request(tasks.b.tid(), ping, new byte[] {(byte) n});
        }

        void assertEachRanOnceAndAllAnswered(List<Integer> pingOrder) {
            assertEquals(pingOrder, pings, "each ping's handler ran once");
            assertEquals(pingOrder, pongs, "each pong's handler ran once");
            assertTrue(tasks.a.idle() && tasks.b.idle(), "every request answered");
        }
    }

    @Test
    void aBlankReplyLeavesWithTheRequestItsTaskSendsBack() {
        PingPong run = new PingPong((n, kind) -> TwoTasks.Outcome.DELIVER);
        run.ping(1);
        run.tasks.run();

        run.assertEachRanOnceAndAllAnswered(List.of(1));
        assertEquals(List.of(REQUEST, BLANK_REPLY + REQUEST, BLANK_REPLY), run.tasks.framesSent,
                "four messages in three datagrams: the ping; b's blank reply and pong; a's blank reply");
    }

    @Test
    void aLostDatagramOfTwoMessagesIsRecoveredAsEachWouldBeAlone() {
        PingPong run = new PingPong((n, kind) -> n == 1 ? TwoTasks.Outcome.LOSE : TwoTasks.Outcome.DELIVER);
        run.ping(1);
        run.tasks.run();

        run.assertEachRanOnceAndAllAnswered(List.of(1));
        assertEquals(BLANK_REPLY + REQUEST, run.tasks.framesSent.get(1), "the datagram lost held two messages");
        assertEquals(1, run.tasks.a.statistics().retransmissions(), "the ping, its reply lost");
        assertEquals(1, run.tasks.b.statistics().repliesResent(), "the ping's reply, sent again for the ping");
        assertEquals(1, run.tasks.b.statistics().retransmissions(), "the pong, lost with it");
    }

    @Test
    void aDuplicatedDatagramOfTwoMessagesRunsNoHandlerTwice() {
        PingPong run = new PingPong((n, kind) -> n == 1 ? TwoTasks.Outcome.DUPLICATE : TwoTasks.Outcome.DELIVER);
        run.ping(1);
        run.tasks.run();

        run.assertEachRanOnceAndAllAnswered(List.of(1));
        assertEquals(BLANK_REPLY + REQUEST, run.tasks.framesSent.get(1));
        assertEquals(1, run.tasks.a.statistics().duplicateReplies(), "the second copy of the reply dropped");
        assertEquals(1, run.tasks.a.statistics().repliesResent(), "the second copy of the pong answered again");
    }

    @Test
    void aDatagramOfTwoRequestsOvertakenByALaterOneIsHandledInArrivalOrder() {
        // pings 1 and 2 leave together and are held back; ping 3, sent 20 µs later, arrives first
        PingPong run = new PingPong((n, kind) -> n == 0 ? TwoTasks.Outcome.HOLD_BACK : TwoTasks.Outcome.DELIVER);
        run.ping(1);
        run.ping(2);
        run.tasks.kernel.schedule(Time.micros(20), () -> run.ping(3));
        run.tasks.run();

        assertEquals(2 * REQUEST, run.tasks.framesSent.get(0), "the datagram held back held two requests");
        run.assertEachRanOnceAndAllAnswered(List.of(3, 1, 2));
        assertEquals(0, run.tasks.a.statistics().retransmissions() + run.tasks.b.statistics().retransmissions(),
                "held back less than the timeout: nothing sent twice");
    }
}
