package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Labs;
import org.ccw.labs.Metric;
import org.ccw.labs.Series;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Charts tab's view-model without a window: the lab runs on a background executor and every report comes
 * back through a "UI" queue that the test drains, as the FX thread would.
 */
class LabChartsViewModelTest {

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final LinkedBlockingQueue<Runnable> ui = new LinkedBlockingQueue<>();
    private final LabChartsViewModel model = new LabChartsViewModel(background, ui::add);

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    /** Runs UI tasks until {@code done} holds; fails after a generous bound instead of hanging. */
    private void drainUntil(java.util.function.BooleanSupplier done) throws InterruptedException {
        while (!done.getAsBoolean()) {
            Runnable task = ui.poll(60, TimeUnit.SECONDS);
            if (task == null) {
                throw new AssertionError("the lab reported nothing for a minute");
            }
            task.run();
        }
    }

    @Test
    void aLabsSweepRunsInTheBackgroundReportsProgressAndEndsWithOurCurveBesideThePapers() throws Exception {
        Lab bulk = Labs.byId("ssam-bulk").orElseThrow();
        List<Double> progress = new java.util.ArrayList<>();
        model.progressProperty().addListener((o, was, now) -> progress.add(now.doubleValue()));

        model.run(bulk);
        assertTrue(model.runningProperty().get());
        drainUntil(() -> model.shownProperty().get() != null);

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
        while (!ui.isEmpty()) {
            ui.take().run();
        }

        assertFalse(model.runningProperty().get());
        assertEquals("cancelled", model.messageProperty().get());
        assertNull(model.shownProperty().get(), "a cancelled lab shows nothing");
    }

    /** A lab that waits in its sweep until released (or interrupted, as a cancel does). */
    private record BlockingLab(CountDownLatch started, CountDownLatch release) implements Lab {
        @Override
        public String id() {
            return "blocking";
        }

        @Override
        public org.ccw.labs.LabGuide instructions() {
            return new org.ccw.labs.LabGuide("A stand-in lab that waits until the test releases it.", "none",
                List.of(), "", "", List.of());
        }

        @Override
        public String title() {
            return "waits until released";
        }

        @Override
        public LabResult run(LabOptions options) {
            started.countDown();
            try {
                release.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            options.progress().pointDone("blocking", 1, 1);
            return new LabResult("blocking", List.of(Metric.of("x", 1, "us", null)), List.of(), "0",
                List.of(new Series("s", "size", "bytes", "bandwidth", "MB/s", List.of(new Series.Point(8, 1)),
                    List.of())));
        }
    }
}
