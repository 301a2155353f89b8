package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** RFC 5681's slow start, congestion avoidance, fast retransmit and recovery, and RFC 6582's partial acks. */
class CongestionControlTest {
    private static final int MSS = 1000;
    private final CongestionControl cc = new CongestionControl(MSS, 1, 65_535);

    @Test
    void slowStartOpensTheWindowByASegmentPerAcknowledgedSegment() {
        assertEquals(MSS, cc.cwnd(), "one segment at first");
        assertEquals(CongestionControl.Phase.SLOW_START, cc.phase());

        cc.acknowledged(1_000, 1_000, 0);
        assertEquals(2 * MSS, cc.cwnd());
        cc.acknowledged(2_000, 1_000, 1_000);
        cc.acknowledged(3_000, 1_000, 0);
        assertEquals(4 * MSS, cc.cwnd(), "doubling each round trip: 1, 2, 4");
        cc.acknowledged(5_000, 2_000, 0);
        assertEquals(5 * MSS, cc.cwnd(), "an ack of two segments (delayed ack) opens by one segment only");
    }

    @Test
    void congestionAvoidanceOpensTheWindowByAboutOneSegmentPerRoundTrip() {
        CongestionControl avoiding = new CongestionControl(MSS, 4, 4_000);
        assertEquals(CongestionControl.Phase.CONGESTION_AVOIDANCE, avoiding.phase());

        for (int i = 1; i <= 4; i++) {
            avoiding.acknowledged(i * 1_000L, 1_000, 3_000);
        }

        assertTrue(avoiding.cwnd() > 4_900 && avoiding.cwnd() < 5_000, "a window's acks add just under one segment: "
                + avoiding.cwnd());
    }

    @Test
    void theThirdDuplicateAcknowledgmentRetransmitsAndHalvesTheFlight() {
        CongestionControl c = new CongestionControl(MSS, 8, 65_535);

        assertFalse(c.duplicate(10_000, 8_000, 17_999));
        assertFalse(c.duplicate(10_000, 8_000, 17_999));
        assertTrue(c.duplicate(10_000, 8_000, 17_999), "three duplicates: fast retransmit");

        assertEquals(4_000, c.ssthresh(), "half the flight");
        assertEquals(7_000, c.cwnd(), "ssthresh plus the three segments that left the network");
        assertEquals(CongestionControl.Phase.FAST_RECOVERY, c.phase());
        assertFalse(c.duplicate(10_000, 8_000, 17_999));
        assertEquals(8_000, c.cwnd(), "each further duplicate inflates the window by a segment");
        assertFalse(c.acknowledged(18_000, 8_000, 0), "the full acknowledgment");
        assertEquals(2_000, c.cwnd(), "deflated: max(FlightSize, SMSS) + SMSS, at most ssthresh");
        assertEquals(CongestionControl.Phase.SLOW_START, c.phase());
    }

    @Test
    void aPartialAcknowledgmentRetransmitsTheNextHoleAndStaysInRecovery() {
        CongestionControl c = new CongestionControl(MSS, 8, 65_535);
        for (int i = 0; i < 3; i++) {
            c.duplicate(10_000, 8_000, 17_999);
        }
        long before = c.cwnd();

        assertTrue(c.acknowledged(13_000, 3_000, 5_000), "acks up to a second hole: retransmit it at once");

        assertEquals(CongestionControl.Phase.FAST_RECOVERY, c.phase());
        assertEquals(before - 3_000 + MSS, c.cwnd(), "deflated by what it acknowledged, one segment added back");
        assertFalse(c.acknowledged(18_000, 5_000, 0));
        assertEquals(CongestionControl.Phase.SLOW_START, c.phase(), "the full acknowledgment ends recovery");
    }

    @Test
    void aTimeoutLeavesOneSegmentAndIgnoresDuplicatesOfWhatWasSentBeforeIt() {
        CongestionControl c = new CongestionControl(MSS, 8, 65_535);

        c.timedOut(8_000, 17_999);

        assertEquals(MSS, c.cwnd(), "the loss window");
        assertEquals(4_000, c.ssthresh());
        for (int i = 0; i < 3; i++) {
            assertFalse(c.duplicate(10_000, 8_000, 17_999), "duplicates below recover: no second recovery (RFC 6582)");
        }
    }

    @Test
    void anIdleSenderStartsAgainFromTheInitialWindow() {
        CongestionControl c = new CongestionControl(MSS, 2, 65_535);
        c.acknowledged(1_000, 1_000, 0);
        c.acknowledged(2_000, 1_000, 0);

        c.restartAfterIdle();

        assertEquals(2 * MSS, c.cwnd());
    }
}
