package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** Receive bandwidth of a burst, over the whole burst and in its steady state (seed 001 §4.3). */
class BurstWorkloadTest {

    /** {@code senders} uncoordinated senders each post 120 messages of 2 KB to the last host of the star. */
    private static BurstWorkload uncoordinated(int senders) {
        return uncoordinated(senders, 120, 2048);
    }

    private static BurstWorkload uncoordinated(int senders, int messages, int bytes) {
        Scenario star = DvcmPresets.dvcmStar(senders + 1);
        ((DvcmConfig) star.getCluster().getJobs().get(0).getStack()).getModules().clear();
        DvcmCluster c = DvcmCluster.of(star, event -> { });
        BurstWorkload burst = new BurstWorkload(c.process(senders), c.dvcm().processes().subList(0, senders),
                Dvcm.SEND, messages, bytes);
        burst.start(c.kernel().now());
        c.run(Time.micros(1_000_000));
        return burst;
    }

    @Test
    void whileTheSwitchBufferFillsMessagesArriveWholeButOnceItIsFullTwoSendersGetNothing() {
        BurstWorkload burst = uncoordinated(2);

        assertTrue(burst.receiveBytesPerSecond() > 0, "the first messages fit in the port buffer");
        assertEquals(0, burst.steadyReceiveBytesPerSecond(), "in the second half every message loses cells");
    }

    @Test
    void aLoneSenderHasTheSameBandwidthInItsSteadyStateAsOverItsWholeBurst() {
        BurstWorkload burst = uncoordinated(1);

        assertEquals(0, burst.messageLossRate());
        assertEquals(burst.receiveBytesPerSecond(), burst.steadyReceiveBytesPerSecond(),
                0.1 * burst.receiveBytesPerSecond(), "no transient: nothing is dropped from the start");
    }

    @Test
    void theSteadyStateOfLongMessagesNeverExceedsTheLinksPayloadRate() {
        // 20 messages of 10 KB: the second half holds only ten, so a message counted whole at the window's opening
        // would add a tenth
        BurstWorkload burst = uncoordinated(1, 20, 10240);
        double linkPayloadBytesPerSecond = 155.52e6 / 8 * 48 / 53;

        assertTrue(burst.steadyReceiveBytesPerSecond() <= linkPayloadBytesPerSecond,
                burst.steadyReceiveBytesPerSecond() + " B/s over an OC-3 link");
        assertTrue(burst.steadyReceiveBytesPerSecond() > 0.8 * linkPayloadBytesPerSecond,
                "a lone sender of 10 KB messages keeps its link busy");
    }
}
