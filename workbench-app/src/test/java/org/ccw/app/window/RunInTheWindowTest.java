package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import javafx.geometry.Point2D;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.VisualState;
import org.ccw.visualizer.branch.Branch;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Runs SSAM through an ASX-100 in the real main window (headless Monocle) and drives the animation with the
 * keyboard and mouse: play, pause, step, step back, a breakpoint, the event list, a what-if drop, lecture mode.
 * Every wait is on a condition.
 */
class RunInTheWindowTest extends InTheWindow {

    @Override
    FilePrompt filePrompt() {
        return FilePrompt.NATIVE;
    }

    private static void waitFor(Callable<Boolean> condition) {
        try {
            WaitForAsyncUtils.waitFor(20, TimeUnit.SECONDS, condition);
        } catch (TimeoutException e) {
            throw new AssertionError("condition not reached", e);
        }
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Opens SSAM through the switch with {@code lossRate} and runs it with Ctrl+R, waiting for the trace. */
    private void runScenario(double lossRate) {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.getFaults().setLossRate(lossRate);
        scenario.setDurationMicros(3_000);
        scenario.setSeed(3);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        waitFor(() -> driver.playback() != null);
    }

    @Test
    void runPauseStepAndStepBackLandOnTheSameVisualState() {
        runScenario(0.05);
        robot.interact(() -> driver.playback().speedProperty().set(2_000));
        driver.keys(KeyCode.SPACE);
        waitFor(() -> driver.playback().position() > 30);
        driver.keys(KeyCode.SPACE);
        assertFalse(driver.playback().playingProperty().get(), "Space paused");
        VisualState before = driver.playback().state().copy();

        driver.keys(KeyCode.RIGHT);
        assertEquals(before.position() + 1, driver.playback().position());
        driver.keys(KeyCode.LEFT);

        assertEquals(before, driver.playback().state());
        assertEquals(before.position(), driver.playback().position());
    }

    @Test
    void aBreakpointOnCellDroppedPausesOnTheFirstDrop() {
        runScenario(0.05);
        robot.interact(() -> {
            driver.run().breakpoints().add(new Breakpoint.CellDropped());
            driver.playback().speedProperty().set(100_000);
        });
        int firstDrop = driver.playback().trace().nextOf(TraceEvent.CellDropped.class, -1);

        driver.keys(KeyCode.SPACE);
        waitFor(() -> !driver.playback().playingProperty().get());

        assertEquals(firstDrop, driver.playback().position());
        assertInstanceOf(TraceEvent.CellDropped.class, driver.playback().current());
    }

    @Test
    void selectingARowOfTheEventListSeeksTheAnimation() {
        runScenario(0.05);
        int handler = driver.playback().trace().nextOf(TraceEvent.HandlerRan.class, -1);
        robot.interact(() -> driver.run().eventTable().getSelectionModel().select(Integer.valueOf(handler)));

        assertEquals(handler, driver.playback().position());
        assertInstanceOf(TraceEvent.HandlerRan.class, driver.playback().current());
    }

    @Test
    void aWhatIfDropOnACellInFlightMakesANewBranchWithARetransmission() {
        runScenario(0);
        Branch original = driver.run().branchesProperty().get().currentProperty().get();
        robot.interact(() -> {
            driver.playback().next(EventKind.CELL_DEPARTED);
            driver.playback().next(EventKind.CELL_DEPARTED);
        });
        CellFlight cell = driver.playback().state().flights().iterator().next();
        Point2D scene = driver.run().scenePointOf(cell);
        Point2D screen = new Point2D(scene.getX() + driver.stage.getScene().getWindow().getX()
            + driver.stage.getScene().getX(), scene.getY() + driver.stage.getScene().getWindow().getY()
            + driver.stage.getScene().getY());

        robot.moveTo(screen).clickOn(MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Drop this cell (what-if)");
        waitFor(() -> driver.run().branchesProperty().get().branches().size() == 2);

        Branch whatIf = driver.run().branchesProperty().get().currentProperty().get();
        assertTrue(whatIf.index().trace().countOf(TraceEvent.Retransmitted.class) > 0, whatIf.note());
        assertEquals(0, original.index().trace().countOf(TraceEvent.Retransmitted.class));
        robot.interact(() -> driver.run().branchesProperty().get().currentProperty().set(original));
        assertEquals(original.index(), driver.playback().index(), "the original branch is still reachable");
    }

    @Test
    void lectureModeTogglesWithF11() {
        runScenario(0);
        driver.keys(KeyCode.F11);
        assertTrue(driver.run().lectureModeProperty().get());
        assertNull(driver.window.root().getChildrenUnmodifiable().stream()
            .filter(n -> n.getId() != null && n.getId().equals(MainWindow.STATUS_BAR_ID)).findFirst().orElse(null),
            "the status bar gives way to the caption");
        assertTrue(driver.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("lecture.css")));

        driver.keys(KeyCode.PAGE_DOWN);
        assertEquals(0, driver.playback().position(), "Page Down steps, as a presenter's clicker sends it");
        driver.keys(KeyCode.F11);
        assertFalse(driver.run().lectureModeProperty().get());
        assertFalse(driver.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("lecture.css")));
    }

    @Test
    void escapeLeavesLectureModeEntirelyNotJustFullScreen() {
        runScenario(0);
        driver.keys(KeyCode.F11);
        assertTrue(driver.stage.isFullScreen());

        driver.keys(KeyCode.ESCAPE);
        assertFalse(driver.run().lectureModeProperty().get(), "Esc ends lecture mode");
        assertFalse(driver.stage.isFullScreen());
        assertFalse(driver.stage.getScene().getStylesheets().stream().anyMatch(s -> s.endsWith("lecture.css")));
        assertTrue(driver.window.root().getChildrenUnmodifiable().stream()
            .anyMatch(n -> MainWindow.STATUS_BAR_ID.equals(n.getId())), "the frame is back");
    }

    @Test
    void leavingFullScreenOtherwiseAlsoEndsLectureMode() {
        runScenario(0);
        driver.keys(KeyCode.F11);

        robot.interact(() -> driver.stage.setFullScreen(false));
        assertFalse(driver.run().lectureModeProperty().get(), "no lecture mode left behind in a window");
    }

    @Test
    void theLectureCaptionShowsAHandlersWholeDescriptionOnAtMostTwoLines() {
        runScenario(0);
        driver.keys(KeyCode.F11);
        int handler = driver.playback().records().indexOf(driver.playback().records().stream()
            .filter(e -> e instanceof TraceEvent.HandlerRan).findFirst().orElseThrow());
        robot.interact(() -> driver.playback().seek(handler));
        javafx.scene.control.Label caption = (javafx.scene.control.Label) driver.window.root()
            .lookup(".lecture-caption");
        waitFor(() -> caption.getText().length() > 60);

        javafx.scene.text.Text drawn = (javafx.scene.text.Text) caption.lookup(".text");
        assertEquals(caption.getText(), drawn.getText(), "the caption is not cut off");
        double line = drawn.getFont().getSize() * 1.5;
        assertTrue(drawn.getLayoutBounds().getHeight() <= 2 * line, "at most two lines: " + drawn.getLayoutBounds());
        assertEquals(caption.getText(), caption.getTooltip().getText(), "the whole text on hover");
    }
}
