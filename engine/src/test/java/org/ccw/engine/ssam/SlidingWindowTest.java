package org.ccw.engine.ssam;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SlidingWindowTest {

    @Test
    void holdsAtMostWUnacknowledgedRequestsAndSlidesOnAcknowledgment() {
        SlidingWindow window = new SlidingWindow(3);
        for (int i = 0; i < 3; i++) {
            window.add(new byte[] {(byte) i}, 0);
        }
        assertFalse(window.hasRoom());
        assertThrows(IllegalStateException.class, () -> window.add(new byte[1], 0));

        window.acknowledge(window.outstanding(1));
        assertFalse(window.hasRoom(), "the oldest still holds the window's base");
        assertEquals(2, window.inFlight());

        window.acknowledge(window.outstanding(0));
        assertTrue(window.hasRoom());
        assertArrayEquals(new long[] {2}, window.unacknowledged());
        assertArrayEquals(new byte[] {2}, window.copy(2));
    }

    @Test
    void aSecondAcknowledgmentOfTheSameRequestFindsNothingOutstanding() {
        SlidingWindow window = new SlidingWindow(2);
        window.add(new byte[1], 0);
        window.acknowledge(window.outstanding(0));

        assertEquals(-1, window.outstanding(0));
    }

    @Test
    void wireSequenceNumbersWrapAroundModulo128() {
        SlidingWindow window = new SlidingWindow(4);
        for (int i = 0; i < 130; i++) {
            window.add(new byte[1], 0);
            window.acknowledge(window.outstanding(i % 128));
        }
        window.add(new byte[1], 0);
        assertEquals(130, window.outstanding(2));
    }

    @Test
    void theResponderTellsNewFromDuplicateFromStale() {
        ResponderWindow in = new ResponderWindow(4);
        assertEquals(ResponderWindow.Arrival.EARLY, in.classify(in.sequenceOf(2)));
        assertEquals(ResponderWindow.Arrival.EXPECTED, in.classify(in.sequenceOf(0)));
        in.handled(ResponderWindow.ACKNOWLEDGED);

        assertEquals(ResponderWindow.Arrival.DUPLICATE, in.classify(in.sequenceOf(0)));
        assertEquals(ResponderWindow.Arrival.EXPECTED, in.classify(in.sequenceOf(1)));
        assertEquals(ResponderWindow.Arrival.STALE, in.classify(in.sequenceOf(100)));
    }
}
