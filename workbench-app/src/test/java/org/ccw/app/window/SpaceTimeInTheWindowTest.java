package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.spacetime.SpaceTime;
import org.ccw.visualizer.spacetime.SpaceTimeFigure;
import org.ccw.visualizer.spacetime.fx.SpaceTimeViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * The Space-time tab in the real main window (headless Monocle), over a PVM ping-pong between two UltraSPARCs: a row
 * per task, a line per message, on the one cursor the animation and the timing diagram share.
 */
@ExtendWith(ApplicationExtension.class)
class SpaceTimeInTheWindowTest {

    @TempDir
    Path settings;

    private FxRobot robot;
    private WindowDriver driver;

    @BeforeEach
    void open() {
        robot = new FxRobot();
        driver = WindowDriver.open(robot, settings, Optional.empty(), new FakeFilePrompt(() -> null, name -> null));
    }

    private SpaceTimeViewModel spaceTime() {
        return driver.window.spaceTime().model();
    }

    private void runPingPong() {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        scenario.setDurationMicros(3_000);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run and its space-time view", () -> driver.playback() != null && spaceTime() != null);
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> {
            tabs.getSelectionModel().select(driver.window.spaceTime().tab());
            ((SplitPane) tabs.getParent().getParent()).setDividerPositions(0.35);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aPvmRunShowsARowPerTaskAndALinePerMessageReceived() {
        runPingPong();
        SpaceTime run = spaceTime().model();
        assertEquals(2, run.tasks().size(), "the ping-pong's two tasks");
        assertTrue(run.messages().stream().filter(SpaceTime.Message::received).count() >= 4,
                "pings and pongs, each from its send to its receive: " + run.messages().size());
        Canvas canvas = robot.lookup("#space-time-canvas").queryAs(Canvas.class);
        assertTrue(canvas.getWidth() > 300 && canvas.getHeight() > 100, "drawn: " + canvas.getWidth() + "×"
                + canvas.getHeight());
        assertTrue(robot.lookup("#space-time-details").queryAs(Label.class).getText().startsWith("2 tasks"));
    }

    @Test
    void clickingAMessageSeeksTheAnimationToItsReceiveAndClickingElsewhereMovesTheCursorThere() {
        runPingPong();
        SpaceTimeViewModel vm = spaceTime();
        // show just the first message, so its line is long enough to click
        SpaceTime.Message first = vm.model().messages().stream().filter(SpaceTime.Message::received).findFirst()
                .orElseThrow();
        long span = first.receivedPs() - first.sentPs();
        robot.interact(() -> vm.selectRange(first.sentPs() - span / 4, first.receivedPs() + span / 4));
        SpaceTimeFigure figure = vm.figure();
        double x = figure.x(first.sentPs() + span / 2);
        double y = SpaceTimeFigure.rowCentreY((first.from() + first.to()) / 2.0);
        Canvas canvas = robot.lookup("#space-time-canvas").queryAs(Canvas.class);
        Point2D screen = canvas.localToScreen(x, y);
        robot.clickOn(screen);
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(first.id(), vm.selectedProperty().get(), "the line was picked at " + screen);
        assertTrue(vm.detailsProperty().get().startsWith("message 1: "), "the first message between the two tasks, "
                + "not its 64-bit id: " + vm.detailsProperty().get());
        assertEquals(first.receivedPs(), vm.cursor().timePs(), 1, "the shared cursor is at the receive");
        assertTrue(Math.abs(driver.playback().clockPs() - first.receivedPs()) <= span,
                "the animation sought the receive: " + driver.playback().clockPs());
        assertFalse(driver.playback().playingProperty().get());

        robot.clickOn(canvas.localToScreen(figure.x(first.sentPs()), SpaceTimeFigure.rowCentreY(2.5)));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(-1, vm.selectedProperty().get(), "a click below the rows selects nothing");
    }
}
