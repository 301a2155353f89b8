package org.ccw.engine.tcp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

/** RFC 1122 §4.2.3.2 / RFC 5681 §4.2: every second full segment at once, else on the 200 ms clock. */
class DelayedAckTest {
    private static final long MS = Time.micros(1_000);
    private final DelayedAck delayed = new DelayedAck(1_460, 200 * MS, 0);

    @Test
    void theSecondFullSegmentIsAcknowledgedAtOnce() {
        assertFalse(delayed.arrived(1_460));
        assertTrue(delayed.arrived(1_460));
    }

    @Test
    void smallSegmentsWaitForTheClocksNextTick() {
        assertFalse(delayed.arrived(100));
        assertFalse(delayed.arrived(100));

        assertTrue(delayed.pending());
        assertEquals(200 * MS, delayed.duePs(30 * MS), "BSD's fast timer ticks every 200 ms for all connections");
        assertEquals(400 * MS, delayed.duePs(200 * MS));
    }

    @Test
    void theClockTicksAtTheHostsOwnPhase() {
        DelayedAck shifted = new DelayedAck(1_460, 200 * MS, 70 * MS);

        assertEquals(70 * MS, shifted.duePs(30 * MS));
        assertEquals(270 * MS, shifted.duePs(70 * MS), "strictly after the arrival");
    }

    @Test
    void anAcknowledgmentOnDataGoingBackClearsWhatWasWaiting() {
        delayed.arrived(1_460);

        delayed.acknowledged();

        assertFalse(delayed.pending());
        assertFalse(delayed.arrived(1_460), "counting starts again");
    }

    @Test
    void aConnectionThatTimesItsOwnAcknowledgmentWaitsOnePeriodFromTheData() {
        DelayedAck solaris = new DelayedAck(1_460, 50 * MS, 7 * MS, true);

        assertEquals(123 * MS + 50 * MS, solaris.duePs(123 * MS), "Solaris's 50 ms from the arrival, no shared tick");
    }
}
