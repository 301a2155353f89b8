package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.Map;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.WorkloadKind;
import org.ccw.model.presets.Presets;
import org.junit.jupiter.api.Test;

/**
 * The DVCM over real UDP on 127.0.0.1: each host's execution unit a software coprocessor on its own real-time
 * scheduler, control messages and data packets as datagrams, the sender-coordination module unchanged. Bounded: a
 * few dozen messages, a 30 s wall-clock limit the runs end well before.
 */
class DvcmRealTimeTest {
    private static final long LIMIT_PS = 30 * Time.PS_PER_S;

    private static Scenario star(int hosts, WorkloadKind kind, int messages, double loss) {
        Scenario s = Presets.dvcmStar(hosts);
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
    void lostControlMessagesAreSentAgainAndDataLossIsOnlyCounted() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(star(4, WorkloadKind.ALL_TO_ONE_BURST, 20, 0.1),
                RealTimeTransport.UDP).seed(7).until(LIMIT_PS).run();

        assertTrue(summary.complete(), "the control channel recovered every control message: " + summary);
        assertTrue(summary.framesLost() > 0, "the loss rate dropped datagrams: " + summary);
        assertTrue(summary.retransmissions() > 0, "and the units' sliding windows sent them again: " + summary);
        assertEquals(60, summary.messagesSent());
        assertTrue(summary.messagesDelivered() < 60 && summary.messagesDelivered() > 0,
                "data is unreliable by design: what arrived is counted, what was lost stays lost: " + summary);
    }

    @Test
    void aPingPongCrossesTheRealTransport() throws Exception {
        RealTimeSummary summary = RealTimeRun.of(star(2, WorkloadKind.PING_PONG, 5, 0), RealTimeTransport.UDP)
                .until(LIMIT_PS).run();

        assertTrue(summary.complete(), summary.toString());
        assertEquals(10, summary.messagesSent(), "five round trips, two messages each: " + summary);
        assertEquals(10, summary.messagesDelivered(), "every message of the game arrived: " + summary);
    }

    @Test
    void aPeerOfItsOwnIsRefusedWithOneLine() {
        InetSocketAddress any = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        RealTimeRun run = RealTimeRun.of(star(2, WorkloadKind.ALL_TO_ONE_BURST, 1, 0), RealTimeTransport.UDP)
                .only("ultra-0", any, Map.of("ultra-1", any));
        RealTimeRun.SetupException e = assertThrows(RealTimeRun.SetupException.class, run::run);
        assertTrue(e.getMessage().contains("ultra-1 is not here"), e.getMessage());
    }
}
