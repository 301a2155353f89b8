package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.ccw.app.window.run.UiQueue;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Charts tab's view-model without a window: the lab runs on a background executor and every report comes
 * back through a "UI" queue that the test drains, as the FX thread would.
 */
class LabChartsViewModelTest {

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final UiQueue ui = new UiQueue();
    private final LabChartsViewModel model = new LabChartsViewModel(background, ui::post);

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void aLabsSweepRunsInTheBackgroundReportsProgressAndEndsWithOurCurveBesideThePapers() throws Exception {
        Lab bulk = Labs.byId("ssam-bulk").orElseThrow();
        List<Double> progress = new java.util.ArrayList<>();
        model.progressProperty().addListener((o, was, now) -> progress.add(now.doubleValue()));

        model.run(bulk);
        assertTrue(model.runningProperty().get());
        ui.drainUntil(() -> model.shownProperty().get() != null);

        assertFalse(model.runningProperty().get());
        assertEquals(1.0, model.progressProperty().get());
        assertTrue(progress.stream().anyMatch(p -> p > 0 && p < 1), "progress between the ends: " + progress);
        var chart = model.shownProperty().get().charts().get(0);
        assertTrue(chart.series().stream().anyMatch(c -> c.role() == org.ccw.visualizer.chart.Chart.Role.OURS));
        assertTrue(chart.series().stream().anyMatch(c -> c.role() == org.ccw.visualizer.chart.Chart.Role.PAPER),
            "the paper's curve beside ours");
        assertTrue(LabChartsViewModel.metricLines(model.shownProperty().get().result()).stream()
            .anyMatch(line -> line.startsWith("bulk_write_MBps") && line.contains("paper")));
    }

    @Test
    void cancellingStopsTheLabAndIgnoresWhatItReportsLater() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        Lab slow = new BlockingLab(started, release);

        model.run(slow);
        assertTrue(started.await(60, TimeUnit.SECONDS));
        model.cancel();
        release.countDown();
        background.shutdown();
        assertTrue(background.awaitTermination(60, TimeUnit.SECONDS));
        ui.runPending();

        assertFalse(model.runningProperty().get());
        assertEquals("cancelled", model.messageProperty().get());
        assertNull(model.shownProperty().get(), "a cancelled lab shows nothing");
    }
}
