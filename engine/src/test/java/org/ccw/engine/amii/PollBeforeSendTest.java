package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * Which sends poll first (seed 002 §3.4, §4.3): a request polls before it goes; a reply, sent from inside a request
 * handler that a poll is running, does not; a request held back by a closed window polls the network, whose answers
 * alone can open it.
 */
class PollBeforeSendTest {

    @Test
    void aRequestPollsBeforeItGoesAndAReplyDoesNot() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.enterprise5000SharedMemory(2), null);
        Endpoint ping = cluster.endpoints().get(0);
        Endpoint pong = cluster.endpoints().get(1);
        AmIIDriver driver = new AmIIDriver(List.of(ping, pong), cluster.kernel(), WorkloadKind.PING_PONG, 5, 16);
        driver.start();
        cluster.run(Time.micros(1_000));

        assertEquals(5, driver.repliesHandled());
        // a poll is 42 cycles and whatever the queue heads' lines cost (a fresh packet line misses)
        assertTrue(ping.sends().stream().allMatch(s -> s.cycles(SendStep.POLL) >= 42), "each request polls");
        assertTrue(pong.sends().stream().allMatch(s -> s.cycles(SendStep.POLL) == 0), "no reply polls");
    }

    @Test
    void aRequestHeldByAClosedWindowPollsTheNetworkForItsAnswers() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        int[] replies = {0};
        to.setRequestHandler(1, (token, args) -> to.reply4(token, 2, args));
        from.setReplyHandler(2, (source, args) -> replies[0]++);
        for (int i = 0; i <= NetworkSide.WINDOW; i++) {
            from.request4(to.name().endpoint(), 1, i);
        }
        from.start();
        to.start();
        cluster.kernel().runUntil(Time.micros(2_000));

        assertEquals(NetworkSide.WINDOW + 1, replies[0], "every request answered");
        SendLedger held = from.sends().get(NetworkSide.WINDOW);
        long networkPoll = (long) NetworkSide.RECEIVE_QUEUES * 152;
        assertTrue(held.cycles(SendStep.POLL) >= LibraryCycles.ENTERPRISE_5000.multiProtocolPoll() + networkPoll,
                "the held request read NIC memory while it waited: " + held.cycles());
    }
}
