package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Linux 2.0's receive window with PVM's 32 KB socket buffer: over Myrinet's 8 KB frames it is one segment, and shut
 * while two segments wait for the application; over Ethernet's 1500-byte frames it is nine.
 */
class LinuxReceiveWindowTest {
    private static final int BUFFER = 0x8000;
    private static final int MYRINET_MSS = 8_280;
    private static final int HEADERS = 40;

    @Test
    void anIdleSocketOffersHalfItsBufferLessMinWindowInWholeSegments() {
        // (32768 / 2 - 2048) = 14336 bytes free: one 8280-byte segment, or nine of 1460
        assertEquals(MYRINET_MSS, new LinuxReceiveWindow(BUFFER, MYRINET_MSS, HEADERS).remaining(0));
        assertEquals(9 * 1_460, new LinuxReceiveWindow(BUFFER, 1_460, HEADERS).remaining(0));
    }

    @Test
    void eachSegmentChargesItsPacketRoundedTo16BytesAndItsSkb() {
        LinuxReceiveWindow window = new LinuxReceiveWindow(BUFFER, MYRINET_MSS, HEADERS);
        assertEquals(8_320 + LinuxReceiveWindow.SKB_HEADER_BYTES, window.trueSize(MYRINET_MSS));
        assertEquals(48 + LinuxReceiveWindow.SKB_HEADER_BYTES, window.trueSize(1));
    }

    @Test
    void theFirstSegmentIsAcknowledgedAtOnceToRaiseTheWindowTheSecondShutsItUntilTheApplicationReads() {
        LinuxReceiveWindow window = new LinuxReceiveWindow(BUFFER, MYRINET_MSS, HEADERS);
        window.select(0);

        window.queued(MYRINET_MSS, MYRINET_MSS);
        assertEquals(0, window.remaining(MYRINET_MSS), "the one segment offered has come");
        assertTrue(window.acknowledgeNow(MYRINET_MSS), "9216 bytes free: room for another segment");
        assertEquals(MYRINET_MSS, window.select(MYRINET_MSS));

        window.queued(MYRINET_MSS, 2 * MYRINET_MSS);
        assertFalse(window.acknowledgeNow(2 * MYRINET_MSS), "5120 bytes free: less than a segment, the ack waits");
        assertEquals(0, window.select(2 * MYRINET_MSS), "and offers nothing");

        window.consumed(MYRINET_MSS - 1);
        assertFalse(window.raises(2 * MYRINET_MSS), "a buffer is freed only when all its data is read");
        window.consumed(MYRINET_MSS);
        assertTrue(window.raises(2 * MYRINET_MSS), "the read frees the first buffer: one segment more");
        assertEquals(MYRINET_MSS, window.select(2 * MYRINET_MSS));
    }

    @Test
    void moreThanTwoFullSegmentsUnacknowledgedAreAcknowledgedWhateverTheWindow() {
        LinuxReceiveWindow window = new LinuxReceiveWindow(0xFFFF, 1_460, HEADERS);
        window.select(0);
        window.queued(1_460, 1_460);
        window.queued(1_460, 2 * 1_460);
        window.queued(1, 2 * 1_460 + 1);
        assertTrue(window.acknowledgeNow(2 * 1_460 + 1));
    }
}
