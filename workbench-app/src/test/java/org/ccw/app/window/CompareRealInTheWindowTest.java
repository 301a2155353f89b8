package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Button;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import org.ccw.app.window.compare.CompareRealPane;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.run.TimingTab;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.compare.RunComparison;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Model beside measurement in the real main window (headless Monocle): after a simulated run, "Compare with a real
 * run" runs the scenario over real UDP sockets on this machine, ghosts that run's messages over the diagram, lists
 * every message's difference and shows both runs' LogGP beside the 1994 SPARCstation-20's. The real run's times are
 * this machine's: nothing here asserts a time, only that every read was matched, drawn and measured.
 */
class CompareRealInTheWindowTest extends InTheWindow {

    @Override
    FilePrompt filePrompt() {
        return FilePrompt.NATIVE;
    }

    private static void waitFor(long seconds, java.util.concurrent.Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("condition not reached", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    private boolean timingToolBarHolds(Button button) {
        return robot.lookup(".timing-diagram .tool-bar").queryAll().stream()
            .anyMatch(bar -> ((javafx.scene.control.ToolBar) bar).getItems().contains(button));
    }

    @Test
    void theRealRunIsGhostedOverTheSimulatedOneWithEveryMessagesDifferenceAndBothRunsLogGp() {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.getWorkloads().get(0).setMessageCount(4);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        waitFor(30, () -> driver.playback() != null && driver.timing() != null);
        assertTrue(driver.timing().diagram().ghosts().isEmpty(), "no real run yet");

        CompareRealPane compare = driver.window.timing().compare();
        Button button = compare.button();
        assertEquals(CompareRealPane.BUTTON_ID, button.getId());
        assertTrue(timingToolBarHolds(button), "the button is on the diagram's tool bar");
        // a narrow test window may put it in the tool bar's overflow menu: press it as that menu would
        robot.interact(button::fire);
        waitFor(90, () -> compare.comparisonProperty().get() != null);

        RunComparison comparison = compare.comparisonProperty().get();
        assertEquals(RunComparison.Matching.MESSAGE_ID, comparison.matchedBy(), "one seed, one workload: one set of ids");
        assertEquals(8, comparison.rows().size(), "four reads: every request and reply matched");
        assertFalse(driver.timing().diagram().ghosts().isEmpty(), "the real run's messages are drawn over the diagram");
        assertEquals(TimingTab.REAL_RUN, driver.timing().diagram().ghostName());
        TableView<?> table = robot.lookup("#" + CompareRealPane.TABLE_ID).queryAs(TableView.class);
        assertEquals(8, table.getItems().size());
        assertEquals(List.of("kind", "from → to", "simulated", "real udp", "difference", "ratio", "id"),
            table.getColumns().stream().map(TableColumn::getText).toList());
        TableView<?> logGP = robot.lookup("#" + CompareRealPane.LOGGP_ID).queryAs(TableView.class);
        assertEquals(5, logGP.getItems().size(), "o_s, o_r, RTT, L, g");
        assertEquals(List.of("LogGP", "simulated", "your machine",
                "the 1994 SPARCstation-20 (SSAM)"),
            logGP.getColumns().stream().map(TableColumn::getText).toList());
        String os = String.valueOf(logGP.getColumns().get(3).getCellData(0));
        assertEquals("5.00 µs", os, "beside the paper's o_s");
        robot.interact(() -> {
            driver.stage.setWidth(1280);
            driver.stage.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), Elisions.under(table), "at 1280×720 no header or cell cut to '…'");
        assertEquals(List.of(), Elisions.under(logGP), "at 1280×720 no header or cell cut to '…'");
    }
}
