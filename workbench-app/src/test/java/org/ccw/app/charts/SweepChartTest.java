package org.ccw.app.charts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.ccw.visualizer.chart.Chart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A sweep's results.csv as a chart: grouped by x, mean and spread over the seeds, a curve per other setting. */
class SweepChartTest {
    @TempDir
    Path dir;

    SweepResults results() throws Exception {
        return SweepResults.read(SweepFixture.write(dir));
    }

    @Test
    void theSeedsAtOneXAreOnePointAtTheirMeanWithTheirMinToMaxAndEachOtherSettingIsACurve() throws Exception {
        SweepChart chart = SweepChart.of(results(), "faults.lossRate", "messagesDelivered", SweepChart.Spread.MIN_MAX);

        List<Chart.Curve> curves = chart.chart().series();
        assertEquals(List.of("faults.duplicationRate = 0", "faults.duplicationRate = 0.05"),
            curves.stream().map(Chart.Curve::name).toList());
        assertEquals(List.of(new Chart.Point(0, 100, 100, 100), new Chart.Point(0.1, 85, 80, 90)),
            curves.get(0).points());
        assertEquals(new Chart.Point(0.1, 70), curves.get(1).points().get(1), "one run: the failed seed is left out");
        assertEquals(7, chart.runs());
        assertEquals(1, chart.leftOut());
        assertEquals("loss: messagesDelivered vs faults.lossRate (mean of up to 2 runs, bars min–max)",
            chart.chart().title());
    }

    @Test
    void theSpreadCanBeOneStandardDeviationAndATrueFalseColumnIsAShare() throws Exception {
        SweepChart sd = SweepChart.of(results(), "faults.lossRate", "messagesDelivered", SweepChart.Spread.SD);
        SweepChart finished = SweepChart.of(results(), "faults.lossRate", "finished", SweepChart.Spread.MIN_MAX);

        Chart.Point lossy = sd.chart().series().get(0).points().get(1);
        assertEquals(85, lossy.y());
        assertEquals(85 - Math.sqrt(50), lossy.low(), 1e-9, "sample sd of 80 and 90");
        assertEquals(0.5, finished.chart().series().get(0).points().get(1).y(), "one of two seeds finished");
    }

    @Test
    void bySeedEveryRunIsItsOwnPointAndACurveNamesEverySettingThatVaries() throws Exception {
        SweepChart chart = SweepChart.of(results(), "seed", "messagesDelivered", SweepChart.Spread.MIN_MAX);

        assertEquals(4, chart.chart().series().size());
        assertEquals("faults.lossRate = 0.1, faults.duplicationRate = 0", chart.chart().series().get(2).name());
        assertTrue(chart.chart().series().stream().flatMap(c -> c.points().stream()).noneMatch(Chart.Point::spread));
        assertEquals("loss: messagesDelivered vs seed", chart.chart().title());
    }

    @Test
    void theChoicesAreTheNumericColumnsAndAQuotedCellKeepsItsComma() throws Exception {
        SweepResults results = results();

        assertEquals(List.of("seed", "faults.lossRate", "faults.duplicationRate"), results.xChoices());
        assertEquals(List.of("messagesDelivered", "finished"), results.yChoices());
        assertEquals("timed out, after 60 s", results.rows().get(7).get(5));
        assertEquals(1, results.failed());
    }

    @Test
    void aMissingFileAnUnknownColumnAndATextColumnAreRefusedInOneLine() throws Exception {
        SweepResults results = results();

        String missing = assertThrows(SweepResults.Refused.class, () -> SweepResults.read(dir)).getMessage();
        String unknown = assertThrows(SweepResults.Refused.class,
            () -> SweepChart.of(results, "faults.lossRate", "delivered", SweepChart.Spread.MIN_MAX)).getMessage();
        String text = assertThrows(SweepResults.Refused.class,
            () -> SweepChart.of(results, "faults.lossRate", "stack", SweepChart.Spread.MIN_MAX)).getMessage();

        assertTrue(missing.endsWith("results.csv: not found (a sweep's folder holds it once 'workbench sweep … --out "
            + dir + "' has run)"), missing);
        assertTrue(unknown.contains("loss/results.csv: no column 'delivered' for y; the columns are index, seed,"
            + " faults.lossRate, faults.duplicationRate, fingerprint, error, stack, messagesDelivered, finished"), unknown);
        assertTrue(text.contains("column 'stack' is not numeric ('ssam'), so it cannot be y; numeric:"
            + " messagesDelivered, finished"), text);
        for (String line : List.of(missing, unknown, text)) {
            assertTrue(!line.contains("\n"), line);
        }
    }
}
