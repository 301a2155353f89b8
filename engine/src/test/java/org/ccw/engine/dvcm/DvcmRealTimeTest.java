package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * The DVCM over real UDP on 127.0.0.1: each host's execution unit a software coprocessor on its own real-time
 * scheduler, control messages and data packets as datagrams, the sender-coordination module unchanged, every
 * message delivered exactly once whatever the path loses or duplicates. Bounded: a
 * few dozen messages, a 30 s wall-clock limit the runs end well before.
 */
class DvcmRealTimeTest {
    private static final long LIMIT_PS = 30 * Time.PS_PER_S;

    private static Scenario star(int hosts, WorkloadKind kind, int messages, double loss) {
        Scenario s = DvcmPresets.dvcmStar(hosts);
        s.getWorkloads().get(0).setKind(kind);
        s.getWorkloads().get(0).setMessageCount(messages);
        s.getWorkloads().get(0).setMessageBytes(4096);
        s.getFaults().setLossRate(loss);
        return s;
    }

    @Test
    void aCoordinatedBurstOverUdpDeliversEveryMessage() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(star(3, WorkloadKind.ALL_TO_ONE_BURST, 10, 0),
                RealTimeTransport.UDP).until(LIMIT_PS).run();

        assertTrue(summary.complete(), "every host ended on its own: " + summary);
        assertEquals("dvcm", summary.stack());
        assertEquals(3, summary.hosts().size());
        assertEquals(20, summary.messagesSent(), "two senders, ten messages each");
        assertEquals(20, summary.messagesDelivered(), "loopback with the token loses nothing: " + summary);
    }

    @Test
    void lostDuplicatedAndReorderedDatagramsLoseNoMessageAndDeliverNoneTwice() throws Exception {
        Scenario scenario = star(4, WorkloadKind.ALL_TO_ONE_BURST, 20, 0.05);
        scenario.getFaults().setDuplicationRate(0.1);
        scenario.getFaults().setReorderRate(0.05);
        Map<Integer, AtomicInteger> deliveredFrom = new ConcurrentHashMap<>();
        RealTimeSummary summary = RealTimeRun.of(scenario, RealTimeTransport.UDP).seed(7).until(2 * LIMIT_PS)
                .sink(event -> {
                    if (event instanceof TraceEvent.MessageDelivered d && d.kind().equals("data")) {
                        deliveredFrom.computeIfAbsent(d.source(), s -> new AtomicInteger()).incrementAndGet();
                    }
                }).run();

        assertTrue(summary.complete(), "every host ended on its own: " + summary);
        assertTrue(summary.framesLost() > 0 && summary.framesDuplicated() > 0, "the faults struck: " + summary);
        assertTrue(summary.retransmissions() > 0, "and the units sent what was lost again: " + summary);
        assertEquals(60, summary.messagesSent());
        assertEquals(60, summary.messagesDelivered(), "every message arrived: " + summary);
        assertEquals(3, deliveredFrom.size(), "from each of the three senders: " + deliveredFrom);
        deliveredFrom.forEach((source, n) -> assertEquals(20, n.get(),
                "each of sender " + source + "'s twenty messages exactly once: " + deliveredFrom));
    }

    @Test
    void aPingPongCrossesTheRealTransport() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(star(2, WorkloadKind.PING_PONG, 5, 0), RealTimeTransport.UDP)
                .until(LIMIT_PS).run();

        assertTrue(summary.complete(), summary.toString());
        assertEquals(10, summary.messagesSent(), "five round trips, two messages each: " + summary);
        assertEquals(10, summary.messagesDelivered(), "every message of the game arrived: " + summary);
    }
}
