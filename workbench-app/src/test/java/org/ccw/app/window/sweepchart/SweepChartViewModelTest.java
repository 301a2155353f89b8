package org.ccw.app.window.sweepchart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.ccw.app.charts.SweepChart;
import org.ccw.app.charts.SweepFixture;
import org.ccw.app.charts.SweepResults;
import org.ccw.visualizer.chart.Chart;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The sweep chart window's view-model without a window: choices, the chart they give, refusals, the export. */
class SweepChartViewModelTest {
    @TempDir
    Path dir;

    @Test
    void itOpensOnTheFirstSweptSettingAgainstTheFirstMeasureThatVariesAndRedrawsOnEveryChoice() throws Exception {
        SweepChartViewModel model = SweepChartViewModel.open(SweepFixture.write(dir).resolve("results.csv"));

        assertEquals(List.of("seed", "faults.lossRate", "faults.duplicationRate"), model.xChoices());
        assertEquals(List.of("messagesDelivered", "finished"), model.yChoices());
        assertEquals("faults.lossRate", model.xProperty().get());
        assertEquals("messagesDelivered", model.yProperty().get());
        assertEquals(List.of("faults.duplicationRate = 0", "faults.duplicationRate = 0.05"),
            model.chartProperty().get().chart().series().stream().map(Chart.Curve::name).toList());
        assertEquals("7 runs in 2 curves; 1 left out (failed, or without messagesDelivered)",
            model.messageProperty().get());

        model.xProperty().set("faults.duplicationRate");
        model.spreadProperty().set(SweepChart.Spread.SD);

        assertEquals(List.of("faults.lossRate = 0", "faults.lossRate = 0.1"),
            model.chartProperty().get().chart().series().stream().map(Chart.Curve::name).toList());
        assertTrue(model.chartProperty().get().chart().title().endsWith("bars ±1 sd)"));
        assertEquals("Sweep chart: messagesDelivered vs faults.duplicationRate", model.exportables().get(0).label());
    }

    @Test
    void anExportWritesTheChartWithItsCurveNames() throws Exception {
        SweepChartViewModel model = SweepChartViewModel.open(SweepFixture.write(dir));
        Path svg = dir.resolve("chart.svg");

        model.exportables().get(0).write("svg", svg, org.ccw.visualizer.export.FigureExport.Options.defaults());

        assertTrue(Files.readString(svg).contains("faults.duplicationRate = 0.05"));
    }

    @Test
    void aRefusedChoiceLeavesNoChartAndSaysWhyAndAFolderWithoutResultsIsRefused() throws Exception {
        SweepChartViewModel model = SweepChartViewModel.open(SweepFixture.write(dir));

        model.yProperty().set("stack");

        assertNull(model.chartProperty().get());
        assertTrue(model.messageProperty().get().contains("column 'stack' is not numeric"), model.messageProperty().get());
        assertEquals(List.of(), model.exportables());
        assertThrows(SweepResults.Refused.class, () -> SweepChartViewModel.open(dir));
    }
}
