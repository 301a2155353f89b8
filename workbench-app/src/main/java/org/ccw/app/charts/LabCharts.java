package org.ccw.app.charts;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.ccw.labs.Lab;
import org.ccw.labs.Series;
import org.ccw.visualizer.chart.Chart;
import org.ccw.visualizer.chart.HalfPowerPoint;

/** The charts of a lab's sweep, the same for {@code workbench export chart} and the window's Charts tab. */
public final class LabCharts {

    private LabCharts() {
    }

    /**
     * One chart per pair of axes, in the order the lab lists its series; each series gives our curve and, when
     * the paper has figures, the paper's beside it. Sizes in bytes go on a power-of-two axis; a bandwidth curve
     * gets its half-power point marked.
     */
    public static List<Chart> of(Lab lab, List<Series> series) {
        Map<String, List<Series>> byAxes = new LinkedHashMap<>();
        series.forEach(s -> byAxes.computeIfAbsent(String.join("\u0000", s.xLabel(), s.xUnit(), s.yLabel(),
            s.yUnit()), k -> new ArrayList<>()).add(s));
        List<Chart> charts = new ArrayList<>();
        for (List<Series> group : byAxes.values()) {
            Series first = group.get(0);
            List<Chart.Curve> curves = new ArrayList<>();
            List<Chart.Marker> markers = new ArrayList<>();
            for (Series s : group) {
                List<Chart.Point> ours = points(s.ours());
                curves.add(new Chart.Curve(s.name(), Chart.Role.OURS, ours));
                if (!s.paper().isEmpty()) {
                    curves.add(new Chart.Curve("paper: " + s.name(), Chart.Role.PAPER, points(s.paper())));
                }
                if (s.yLabel().contains("bandwidth")) {
                    HalfPowerPoint.marker(ours, s.xUnit(), s.yUnit()).ifPresent(markers::add);
                }
            }
            Chart.Scale xScale = first.xUnit().equals("bytes") ? Chart.Scale.LOG2 : Chart.Scale.LINEAR;
            charts.add(new Chart(lab.id() + ": " + first.yLabel() + " vs " + first.xLabel(),
                new Chart.Axis(first.xLabel(), first.xUnit(), xScale),
                new Chart.Axis(first.yLabel(), first.yUnit(), Chart.Scale.LINEAR), curves, markers));
        }
        return charts;
    }

    private static List<Chart.Point> points(List<Series.Point> points) {
        return points.stream().map(p -> new Chart.Point(p.x(), p.y())).toList();
    }
}
