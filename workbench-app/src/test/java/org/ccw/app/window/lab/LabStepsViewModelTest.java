package org.ccw.app.window.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.ccw.app.window.run.UiQueue;
import org.ccw.labs.Check;
import org.ccw.labs.Lab;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.Labs;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The Lab steps tab's view-model without a window: the chosen lab's guide, Run checks through the shared runner
 * (background executor, "UI" queue drained by the test as the FX thread would), and the result shown only for the
 * lab it belongs to.
 */
class LabStepsViewModelTest {

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final UiQueue ui = new UiQueue();
    private final LabChartsViewModel runner = new LabChartsViewModel(background, ui::post);
    private final LabStepsViewModel model = new LabStepsViewModel(runner);

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    @Test
    void runChecksRunsTheChosenLabAndHoldsItsResult() throws Exception {
        Lab remoteRead = Labs.byId("ssam-remote-read").orElseThrow();
        model.show(remoteRead);
        assertEquals(LabCatalogue.of(remoteRead).guide(), model.guide());
        assertNull(model.resultProperty().get(), "no result before the checks run");

        model.runChecks();
        assertTrue(runner.runningProperty().get(), "it runs in the background");
        ui.drainUntil(() -> model.resultProperty().get() != null);

        LabResult result = model.resultProperty().get();
        assertEquals("ssam-remote-read", result.lab());
        assertEquals(result.checks().size(), LabStepsViewModel.checkLines(result).size());
        assertTrue(LabChartsViewModel.metricLines(result).stream()
            .anyMatch(line -> line.startsWith("remote_read_rtt_us") && line.contains("paper 32")
                && line.contains("ratio")), LabChartsViewModel.metricLines(result).toString());
    }

    @Test
    void aLabWithoutAFolderShowsAGuideSayingSo() {
        model.show(new BlockingLab(new CountDownLatch(1)));

        assertTrue(model.guide().goal().contains("has no folder " + LabCatalogue.SOURCE_ROOT + "/blocking/"),
            model.guide().goal());
        assertEquals(List.of(), model.guide().steps());
    }

    @Test
    void anotherLabChosenHidesTheResultOfTheLastOne() throws Exception {
        model.show(Labs.byId("ssam-traps").orElseThrow());
        model.runChecks();
        ui.drainUntil(() -> model.resultProperty().get() != null);

        model.show(Labs.byId("ssam-bulk").orElseThrow());

        assertNull(model.resultProperty().get(), "ssam-traps' checks are not ssam-bulk's");
    }

    @Test
    void checksReadPassOrMissWithTheirDetailAndAreCounted() {
        LabResult result = new LabResult("x", List.of(Metric.of("m_us", 1, "us", 2.0)),
            List.of(new Check("near", true, "1 vs 1"), Check.of("far", false, true, "1 vs 2 (-50%)"),
                new Check("broken", false, "nothing arrived")), "0");

        assertEquals(List.of("pass  near: 1 vs 1", "miss  far: 1 vs 2 (-50%)", "FAIL  broken: nothing arrived"),
            LabStepsViewModel.checkLines(result));
        assertEquals("checks: 1 pass, 1 miss, 1 fail", LabStepsViewModel.checkSummary(result));
        assertEquals(List.of("m_us = 1.000 µs   (paper 2.000, ratio 0.500, -50.0%)"),
            LabChartsViewModel.metricLines(result));
    }
}
