package org.ccw.visualizer.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import javax.xml.parsers.DocumentBuilderFactory;

import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.junit.jupiter.api.Test;
import org.w3c.dom.NodeList;

class ChartTest {
    private static final List<Chart.Point> BANDWIDTH = List.of(new Chart.Point(8, 0.5), new Chart.Point(16, 1),
            new Chart.Point(32, 2), new Chart.Point(64, 3), new Chart.Point(128, 4));

    @Test
    void theHalfPowerPointIsWhereTheCurveFirstReachesHalfItsPeakInterpolatedInLogSize() {
        Chart.Point half = HalfPowerPoint.of(BANDWIDTH).orElseThrow();

        assertEquals(2.0, half.y(), 1e-12);
        assertEquals(32, half.x(), 1e-9, "measured exactly there");
        Chart.Point between = HalfPowerPoint.of(List.of(new Chart.Point(16, 1), new Chart.Point(64, 3),
                new Chart.Point(256, 4))).orElseThrow();
        assertEquals(32, between.x(), 1e-9, "half-way from 1 to 3 MB/s is half-way from 2^4 to 2^6 bytes");
        assertTrue(HalfPowerPoint.of(List.of()).isEmpty());
    }

    @Test
    void aCurveThatCollapsesHasNoHalfPowerPoint() {
        List<Chart.Point> collapse = List.of(new Chart.Point(64, 3.5), new Chart.Point(256, 4.5),
                new Chart.Point(512, 1.6), new Chart.Point(1024, 0));
        List<Chart.Point> wobble = List.of(new Chart.Point(64, 3), new Chart.Point(256, 10),
                new Chart.Point(1024, 9.5), new Chart.Point(4096, 16));

        assertTrue(HalfPowerPoint.of(collapse).isEmpty(), "bandwidth falling with size has no n1/2");
        assertTrue(HalfPowerPoint.of(wobble).isPresent(), "a dip of 5% on the way up is still a rising curve");
    }

    @Test
    void markerLabelsAtNearbyPointsDoNotOverlap() {
        List<Chart.Point> other = List.of(new Chart.Point(8, 0.45), new Chart.Point(16, 0.95),
                new Chart.Point(32, 1.9), new Chart.Point(64, 2.9), new Chart.Point(128, 3.8));
        Chart chart = new Chart("two curves", new Chart.Axis("message size", "bytes", Chart.Scale.LOG2),
                new Chart.Axis("bandwidth", "MB/s", Chart.Scale.LINEAR),
                List.of(new Chart.Curve("a", Chart.Role.OURS, BANDWIDTH), new Chart.Curve("b", Chart.Role.OURS, other)),
                List.of(HalfPowerPoint.marker(BANDWIDTH, "bytes", "MB/s").orElseThrow(),
                        HalfPowerPoint.marker(other, "bytes", "MB/s").orElseThrow()));

        List<double[]> labels = new ChartPainter(chart, 800, 400).markerLabels();

        assertEquals(2, labels.size());
        assertTrue(Math.abs(labels.get(0)[1] - labels.get(1)[1]) >= 10,
                "the second label moved a line down: " + labels.get(0)[1] + " vs " + labels.get(1)[1]);
    }

    @Test
    void aPointsSpreadIsDrawnAsABarAndTheAxisReachesItsTop() {
        ChartPainter spread = seeds(new Chart.Point(0.1, 85, 70, 120));
        ChartPainter within = seeds(new Chart.Point(0.1, 85, 80, 90));
        ChartPainter none = seeds(new Chart.Point(0.1, 85));

        assertTrue(spread.y(120) >= 40, "the highest bar's top inside the plot");
        assertEquals(3, lines(FigureExport.svg(within)) - lines(FigureExport.svg(none)), "a bar with its two caps");
    }

    private static ChartPainter seeds(Chart.Point lossy) {
        return new ChartPainter(new Chart("seeds", new Chart.Axis("loss rate", "", Chart.Scale.LINEAR),
                new Chart.Axis("delivered", "", Chart.Scale.LINEAR), List.of(new Chart.Curve("mean",
                        Chart.Role.OURS, List.of(new Chart.Point(0, 100), lossy))), List.of()), 800, 400);
    }

    private static int lines(String svg) {
        return svg.split("<line", -1).length - 1;
    }

    @Test
    void aSizeAxisIsLogarithmicBetweenWholePowersOfTwo() {
        ChartPainter painter = new ChartPainter(chart(), 800, 400);

        double step = painter.x(16) - painter.x(8);
        assertEquals(step, painter.x(128) - painter.x(64), 1e-9, "each doubling the same distance");
        assertTrue(painter.y(4) < painter.y(0.5), "y grows upwards");
    }

    @Test
    void everyTitleLegendAndMarkerIsTextInTheSvgAndThePngIsDrawn() throws Exception {
        Chart chart = chart();
        ChartSheet sheet = new ChartSheet(List.of(chart, chart), 800, 400);
        String svg = FigureExport.svg(sheet);
        Path out = Path.of("target", "chart-export");
        Files.createDirectories(out);
        FigureExport.write(sheet, ExportFormat.PNG, out.resolve("chart.png"), FigureExport.Options.defaults());

        NodeList texts = DocumentBuilderFactory.newInstance().newDocumentBuilder()
                .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8))).getElementsByTagName("text");
        Set<String> words = new HashSet<>();
        for (int i = 0; i < texts.getLength(); i++) {
            words.add(texts.item(i).getTextContent());
        }
        for (String expected : List.of("Bulk write", "message size (bytes)", "bandwidth (MB/s)", "ours",
                "paper", "8", "128", chart.markers().get(0).label())) {
            assertTrue(words.contains(expected), "no <text> " + expected);
        }
        assertEquals(800, sheet.width());
        assertEquals(800, sheet.height(), "two charts stacked");
    }

    private static Chart chart() {
        return new Chart("Bulk write", new Chart.Axis("message size", "bytes", Chart.Scale.LOG2),
                new Chart.Axis("bandwidth", "MB/s", Chart.Scale.LINEAR),
                List.of(new Chart.Curve("ours", Chart.Role.OURS, BANDWIDTH),
                        new Chart.Curve("paper", Chart.Role.PAPER, List.of(new Chart.Point(128, 5.5)))),
                List.of(HalfPowerPoint.marker(BANDWIDTH, "bytes", "MB/s").orElseThrow()));
    }
}
