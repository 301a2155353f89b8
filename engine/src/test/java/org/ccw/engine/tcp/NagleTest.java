package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** RFC 896 / RFC 1122 §4.2.3.4: when a segment smaller than the maximum may go. */
class NagleTest {
    private static final int MSS = 1_460;

    @Test
    void aSmallSegmentWaitsWhileSentDataIsUnacknowledged() {
        assertTrue(Nagle.maySend(100, 100, MSS, false, false, 32_768), "nothing outstanding: it goes");
        assertFalse(Nagle.maySend(100, 100, MSS, true, false, 32_768), "held until the ack comes");
    }

    @Test
    void noDelayLetsItGo() {
        assertTrue(Nagle.maySend(100, 100, MSS, true, true, 32_768));
    }

    @Test
    void aFullSegmentAlwaysGoes() {
        assertTrue(Nagle.maySend(MSS, 5_000, MSS, true, false, 32_768));
    }

    @Test
    void aSmallPieceOfALargerQueueWaitsForTheWindowUnlessItIsHalfTheLargestOffered() {
        assertFalse(Nagle.maySend(300, 5_000, MSS, true, true, 32_768), "silly window: even with TCP_NODELAY");
        assertTrue(Nagle.maySend(300, 5_000, MSS, true, true, 600), "half of a small receiver's window");
        assertFalse(Nagle.maySend(0, 5_000, MSS, false, true, 32_768), "no room at all");
    }
}
