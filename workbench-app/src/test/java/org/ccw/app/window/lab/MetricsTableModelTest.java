package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.ccw.labs.Check;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.junit.jupiter.api.Test;

/** Ours beside the paper as rows: grouped by the figure a sweep repeats, filtered by words and by outcome. */
class MetricsTableModelTest {

    private static LabResult sweep() {
        List<Metric> metrics = new ArrayList<>();
        metrics.add(Metric.of("one_way_us", 31, "us", 30.0));
        metrics.add(Metric.of("goodput_ratio", 0.5, "ratio", 0.8));
        for (String mode : List.of("token", "none")) {
            for (int n : List.of(2, 4)) {
                // as dvcm-contention names its sweep's points: figure, senders, mode
                metrics.add(Metric.of("receive_MBps_" + n + "s_" + mode, 10 * n, "MB/s", null));
                metrics.add(Metric.of("link_fraction_" + n + "s_" + mode, 0.1 * n, "fraction", null));
            }
        }
        return new LabResult("demo", metrics, List.of(new Check("goodput_ratio_emerges", true, "ok")), "fp");
    }

    @Test
    void aSweepsFiguresAreGroupedAndTheRestAreFigures() {
        List<MetricsTableModel.Group> groups = MetricsTableModel.groups(MetricsTableModel.rows(sweep()), "",
            MetricsTableModel.Show.ALL);
        assertEquals(List.of("figures", "receive_MBps", "link_fraction"),
            groups.stream().map(MetricsTableModel.Group::name).toList());
        assertEquals(4, groups.get(1).rows().size());
        assertEquals("4 figures", groups.get(1).summary());
        assertEquals("2 figures, 2 beside the paper's", groups.get(0).summary());
    }

    @Test
    void eachRowHasOursThePapersTheRatioAndTheOutcome() {
        MetricsTableModel.Row oneWay = MetricsTableModel.rows(sweep()).get(0);
        assertEquals(new MetricsTableModel.Row("figures", "one_way_us", "31.00 µs", "30.00 µs", "1.033",
            "pass (+3.3%)"), oneWay);
        MetricsTableModel.Row goodput = MetricsTableModel.rows(sweep()).get(1);
        assertEquals("pass (-37.5%)", goodput.outcome(), "the metric's own check decides when it has one");
    }

    @Test
    void wordsAndOutcomesFilter() {
        List<MetricsTableModel.Row> rows = MetricsTableModel.rows(new LabResult("demo",
            List.of(Metric.of("a_us", 50, "us", 30.0), Metric.of("b_us", 30, "us", 30.0)), List.of(), "fp"));
        assertEquals(List.of("a_us"), MetricsTableModel.groups(rows, "", MetricsTableModel.Show.MISSES).get(0)
            .rows().stream().map(MetricsTableModel.Row::metric).toList());
        assertEquals(List.of("receive_MBps_4s_token"), MetricsTableModel.groups(MetricsTableModel.rows(sweep()),
            "receive 4s token", MetricsTableModel.Show.ALL).get(0).rows().stream()
            .map(MetricsTableModel.Row::metric).toList());
        assertEquals(1, MetricsTableModel.groups(MetricsTableModel.rows(sweep()), "",
            MetricsTableModel.Show.WITH_PAPER).size());
    }
}
