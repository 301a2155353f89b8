package org.ccw.model.units;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A student's answer in any unit of its dimension: 32us is 0.032 ms; a time is never a bandwidth. */
class QuantityTest {

    @Test
    void aTimeConvertsIntoEveryTimeUnit() {
        assertEquals(0.032, Quantity.parse("32us", "").in("ms"), 1e-12);
        assertEquals(32, Quantity.parse("0.032 ms", "").in("us"), 1e-9);
        assertEquals(32, Quantity.parse("32 µs", "").in("us"), 1e-12);
        assertEquals(32_000, Quantity.parse("32us", "").in("ns"), 1e-6);
        assertEquals(3.2e7, Quantity.parse("32us", "").in("ps"), 1e-3);
        assertEquals(2.5e6, Quantity.parse("2.5 s", "").in("us"), 1e-3);
    }

    @Test
    void aBareNumberTakesTheDefaultUnit() {
        Quantity q = Quantity.parse("28.1", "us");
        assertEquals(new Quantity(28.1, "us"), q);
        assertEquals(0.0281, q.in("ms"), 1e-12);
    }

    @Test
    void bandwidthsConvertBetweenBytesAndBitsPerSecond() {
        assertEquals(17.5, Quantity.parse("140 Mb/s", "").in("MB/s"), 1e-9);
        assertEquals(15_200, Quantity.parse("15.2 MB/s", "").in("kB/s"), 1e-6);
        assertEquals(1.0, Quantity.parse("1 B/us", "").in("MB/s"), 1e-12, "a byte per microsecond is a MB/s");
    }

    @Test
    void ratiosReadAsPercentOrFraction() {
        assertEquals(0.975, Quantity.parse("97.5%", "").in("fraction"), 1e-12);
        assertEquals(97.5, Quantity.parse("0.975", "fraction").in("%"), 1e-9);
        assertEquals(1.2, Quantity.parse("1.2x", "").in("ratio"), 1e-12);
    }

    @Test
    void countsOfAKindAreTheirOwnDimension() {
        assertEquals(929, Quantity.parse("929 cells", "").in("cells"), 0);
        assertTrue(Quantity.sameDimension("requests/ms", "requests/s"));
        assertEquals(1000, Quantity.parse("1 requests/ms", "").in("requests/s"), 1e-9);
        assertFalse(Quantity.sameDimension("cells", "requests"));
    }

    @Test
    void anotherDimensionIsRefusedNamingBoth() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> Quantity.parse("32 cells", "").in("us"));
        assertEquals("'32 cells' is a number of cells, not a time (us)", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Quantity.parse("15 MB/s", "").in("MB"));
    }

    @Test
    void whatIsNotANumberOrNotAUnitIsRefused() {
        assertEquals("'fast' is not a number with a unit (write e.g. 32us or 0.032 ms)",
                assertThrows(IllegalArgumentException.class, () -> Quantity.parse("fast", "us")).getMessage());
        assertEquals("'furlongs!' is not a unit (write e.g. us, ms, MB/s, cells, %)",
                assertThrows(IllegalArgumentException.class, () -> Quantity.parse("12 furlongs!", "us")).getMessage());
    }

    @Test
    void printsWithItsUnitAndNoTrailingZeros() {
        assertEquals("28.1 us", new Quantity(28.1, "us").toString());
        assertEquals("929 cells", new Quantity(929, "cells").toString());
        assertEquals("0.5", new Quantity(0.5, "").toString());
    }
}
