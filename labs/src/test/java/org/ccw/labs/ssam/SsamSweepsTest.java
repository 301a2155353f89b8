package org.ccw.labs.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Series;
import org.junit.jupiter.api.Test;

/** The SSAM labs' sweeps fill their series, report progress, and do not depend on thread timing. */
class SsamSweepsTest {

    @Test
    void bulkBandwidthRisesWithMessageSizeAndLevelsOffBelowTheFibre() {
        AtomicInteger reports = new AtomicInteger();
        LabResult result = new SsamBulkLab().run(LabOptions.defaults()
                .withProgress((what, done, total) -> reports.incrementAndGet()));

        Series curve = result.series().get(0);
        List<Series.Point> ours = curve.ours();
        assertEquals(SsamBulkLab.SWEEP_BYTES.size(), ours.size());
        assertEquals(SsamBulkLab.SWEEP_BYTES.size(), reports.get(), "one progress report per point");
        for (int i = 1; i < ours.size(); i++) {
            assertTrue(ours.get(i).y() >= ours.get(i - 1).y(), "larger messages amortise the round trip: " + ours);
        }
        double fiber = result.metric("fiber_payload_MBps").value();
        assertTrue(ours.get(ours.size() - 1).y() < fiber, "the host, not the fibre, limits it");
        assertEquals(5.5, curve.paper().get(0).y(), "the paper's one bulk figure");
        assertEquals("MB/s", curve.yUnit());

        Series time = result.series().get(1);
        assertTrue(time.ours().get(time.ours().size() - 1).y() > 100 * time.ours().get(0).y(), time.ours().toString());
        assertEquals("us", time.yUnit());
        for (int i = 0; i < ours.size(); i++) {
            Series.Point bandwidth = ours.get(i);
            assertEquals(bandwidth.x() / bandwidth.y(), time.ours().get(i).y(), 1e-9,
                "the same run timed: bytes / (bytes per us)");
            // up to one cell's user data (32 bytes) the transfer is one cell and takes the same time
            assertTrue(i == 0 || time.ours().get(i).y() >= time.ours().get(i - 1).y(), "more bytes never take less");
        }
    }

    @Test
    void contentionGivesLossAndGoodputVsWindowPerPatternAndClusterSize() {
        LabResult result = new SsamContentionLab().run(LabOptions.defaults());

        assertEquals(List.of("cell loss rate, cyclic shift, 8 hosts", "goodput, cyclic shift, 8 hosts",
                "cell loss rate, cyclic shift, 16 hosts", "goodput, cyclic shift, 16 hosts",
                "cell loss rate, data-dependent (sort), 8 hosts", "goodput, data-dependent (sort), 8 hosts",
                "cell loss rate, data-dependent (sort), 16 hosts", "goodput, data-dependent (sort), 16 hosts"),
                result.series().stream().map(Series::name).toList());
        Series sortLoss16 = result.series().get(6);
        assertEquals(List.of(1.0, 4.0, 8.0, 32.0), sortLoss16.ours().stream().map(Series.Point::x).toList());
        assertEquals(result.metric("cell_loss_rate_data_dependent_16h_w32").value(), sortLoss16.ours().get(3).y());
        assertTrue(result.series().stream().allMatch(s -> s.paper().isEmpty()), "the paper argues it without"
                + " measuring");
        for (int hosts : List.of(8, 16)) {
            String widest = hosts + "h_w32";
            assertTrue(result.metric("cell_loss_rate_data_dependent_" + widest).value()
                    > result.metric("cell_loss_rate_cyclic_shift_" + widest).value(), "the sort's pattern loses"
                    + " more than the contention-free shift with the same bytes, " + hosts + " hosts");
        }
        assertTrue(result.metric("switch_drops_data_dependent_16h_w32").value() > 0);
        assertTrue(result.metric("fifo_drops_data_dependent_16h_w32").value() > 0,
                "15 windows of 32 cells into one host exceed its 292-cell input FIFO");
        assertEquals(0, result.metric("fifo_drops_data_dependent_8h_w32").value(),
                "7 windows of 32 cells into one host fit its FIFO");
    }
}
