package org.ccw.labs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.ccw.labs.Check.Outcome;
import org.junit.jupiter.api.Test;

/**
 * The three outcomes every lab's checks are built from: a validation figure passes within 10% of the paper, misses
 * (reported, not failed) within ±50%, and fails beyond, or where its own broken state says so; a figure an input
 * was calibrated against passes only within its tolerance.
 */
class CheckTest {

    @Test
    void aValidationPassesWithinTenPercentMissesWithinHalfAndFailsBeyondOrWithoutAPaperFigure() {
        assertEquals(Outcome.PASS, Check.validation(figure(109), "").outcome());
        assertEquals(Outcome.MISS, Check.validation(figure(111), "").outcome());
        assertEquals(Outcome.MISS, Check.validation(figure(51), "").outcome());
        assertEquals(Outcome.FAIL, Check.validation(figure(151), "").outcome());
        assertEquals(Outcome.FAIL, Check.validation(figure(Double.NaN), "").outcome());
        assertEquals(Outcome.FAIL, Check.validation(Metric.of("x_us", 100, "us", null), "").outcome());
    }

    @Test
    void aMissSaysByHowMuchAndWhyAndStillPasses() {
        Check miss = Check.validation(figure(120), "the cache model's extra miss");

        assertTrue(miss.passed(), "a miss is reported, not failed");
        assertEquals("x_us_emerges", miss.name());
        assertTrue(miss.detail().contains("MISSES the paper by +20.0%") && miss.detail().endsWith("extra miss"),
                miss.detail());
    }

    @Test
    void aValidationWithItsOwnBrokenStateFailsOnItWhateverTheDistance() {
        assertEquals(Outcome.FAIL, Check.validation(figure(100), "", true, "out of (0, 1]").outcome());
        assertEquals(Outcome.MISS, Check.validation(figure(300), "", false, "out of (0, 1]").outcome());
    }

    @Test
    void aBrokenCheckFailsBeforeItCanMiss() {
        assertEquals(Outcome.FAIL, Check.of("c", true, true, "").outcome());
        assertEquals(Outcome.MISS, Check.of("c", false, true, "").outcome());
        assertEquals(Outcome.PASS, Check.of("c", false, false, "").outcome());
        assertFalse(new Check("c", false, "").passed());
    }

    @Test
    void aCalibratedFigurePassesOnlyWithinItsTolerance() {
        assertEquals(Outcome.PASS, Check.nearPaper(figure(104), 0.05, "").outcome());
        assertEquals(Outcome.FAIL, Check.nearPaper(figure(106), 0.05, "").outcome());
    }

    private static Metric figure(double value) {
        return Metric.of("x_us", value, "us", 100.0);
    }
}
