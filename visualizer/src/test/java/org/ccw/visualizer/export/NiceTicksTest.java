package org.ccw.visualizer.export;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NiceTicksTest {
    private static final TextStyle LABEL = TextStyle.plain(10, Rgb.BLACK, TextStyle.Anchor.MIDDLE);

    @Test
    void ninetyMicrosecondsOnAThousandUnitsAreLabelledEveryFive() {
        List<NiceTicks.Tick> ticks = NiceTicks.linear(0, 90, 1000, LABEL);

        assertEquals(List.of("0", "5", "10", "15", "20", "25", "30", "35", "40", "45", "50", "55", "60", "65", "70",
                "75", "80", "85", "90"), ticks.stream().map(NiceTicks.Tick::label).toList());
    }

    @ParameterizedTest(name = "[{0}, {1}] on {2} units")
    @CsvSource({"0, 90, 1000", "0, 10000, 300", "12.3456, 12.3459, 800", "9999.99998, 10000.00002, 1000",
            "-3, 7, 200", "0, 1e6, 1200"})
    void ticksAreOneTwoFiveStepsWhoseLabelsNeverCollide(double min, double max, double length) {
        List<NiceTicks.Tick> ticks = NiceTicks.linear(min, max, length, LABEL);

        assertTrue(ticks.size() >= 2, "at least two ticks: " + ticks);
        double step = ticks.get(1).value() - ticks.get(0).value();
        double mantissa = step / Math.pow(10, Math.floor(Math.log10(step) + 1e-9));
        assertTrue(List.of(1.0, 2.0, 5.0).stream().anyMatch(m -> Math.abs(m - mantissa) < 1e-6), "step " + step);
        double spacing = length * step / (max - min);
        for (NiceTicks.Tick tick : ticks) {
            assertTrue(tick.value() >= min - 1e-9 && tick.value() <= max + 1e-9);
            assertTrue(LABEL.estimatedWidth(tick.label()) + NiceTicks.LABEL_GAP <= spacing || ticks.size() <= 2,
                    "label " + tick.label() + " fits its " + spacing + " units");
        }
        assertEquals(ticks.size(), ticks.stream().map(NiceTicks.Tick::label).distinct().count(), "labels distinct");
    }

    @Test
    void byteSizesGetPowerOfTwoTicksInKAndM() {
        List<String> labels = NiceTicks.log2(8, 65536, 800, LABEL).stream().map(NiceTicks.Tick::label).toList();

        assertEquals(List.of("8", "16", "32", "64", "128", "256", "512", "1K", "2K", "4K", "8K", "16K", "32K", "64K"),
                labels);
        assertEquals(List.of("16", "256", "4K", "64K"), NiceTicks.log2(8, 65536, 120, LABEL).stream()
                .map(NiceTicks.Tick::label).toList(), "every 4th power on a short axis");
    }
}
