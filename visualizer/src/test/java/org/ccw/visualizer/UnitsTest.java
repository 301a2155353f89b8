package org.ccw.visualizer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class UnitsTest {
    @Test
    void microsecondsReadAsMicroSignAndEveryOtherUnitStays() {
        assertEquals("µs", Units.shown("us"));
        assertEquals("µs/byte", Units.shown("us/byte"));
        assertEquals("MB/s", Units.shown("MB/s"));
        assertEquals("status", Units.shown("status"), "only the whole word");
        assertEquals("", Units.shown(null));
    }
}
