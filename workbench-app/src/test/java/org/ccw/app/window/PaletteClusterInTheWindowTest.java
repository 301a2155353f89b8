package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Label;
import javafx.scene.input.KeyCode;
import org.ccw.app.PaletteCluster;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The newcomer's palette-built cluster in the real main window (issue 12, defect 1): with a process on each
 * workstation, Run (Ctrl+R) runs it; without, Run says what is missing and the status does not stay on
 * "running…" (it once did, for good, behind an error dialog).
 */
class PaletteClusterInTheWindowTest extends InTheWindow {

    private String runStatus() {
        return robot.lookup("#status-run").queryAs(Label.class).getText();
    }

    @Test
    void theDrawnClusterRunsFromTheWindow() {
        robot.interact(() -> PaletteCluster.draw(driver.viewModel().editor(), true));
        driver.keys(KeyCode.CONTROL, KeyCode.R);

        WindowDriver.await("the run", () -> driver.window.run().playbackProperty().get() != null);
        assertTrue(driver.window.run().playbackProperty().get().trace().size() > 100, "a trace to watch");
        assertTrue(runStatus().startsWith("before the first of"), runStatus());
    }

    @Test
    void withoutProcessesRunSaysWhatIsMissingAndDoesNotStayRunning() {
        robot.interact(() -> PaletteCluster.draw(driver.viewModel().editor(), false));
        driver.keys(KeyCode.CONTROL, KeyCode.R);

        var dialog = driver.dialogWithHeader("The run did not work");
        assertTrue(dialog.getContentText().contains("job ssam has 0 processes"), dialog.getContentText());
        driver.answer(dialog, "OK");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("not run: 1 problem (see the Problems tab)", runStatus());
        assertNull(driver.window.run().playbackProperty().get());
    }
}
