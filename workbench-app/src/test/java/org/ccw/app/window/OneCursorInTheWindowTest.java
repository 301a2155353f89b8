package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Optional;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingLayout;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * One cursor everywhere in the real main window (issue 27, item 4): after a click on the timing diagram and after
 * "next event of kind" the event list's selected row is the cursor's record (it stayed on an old row before), End
 * lands on the last record — "event N of N" — and the timing diagram keeps within the run's range there.
 */
@ExtendWith(ApplicationExtension.class)
class OneCursorInTheWindowTest {

    @TempDir
    Path settings;

    private FxRobot robot;
    private WindowDriver driver;

    @BeforeEach
    void open() {
        robot = new FxRobot();
        driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        Scenario scenario = Presets.ssamThroughSwitch();
        scenario.setDurationMicros(400);
        scenario.setSeed(3);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> playback() != null && timing() != null);
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> ((SplitPane) tabs.getParent().getParent()).setDividerPositions(0.35));
    }

    private Playback playback() {
        return driver.window.run().playbackProperty().get();
    }

    private TimingDiagramViewModel timing() {
        return driver.window.timing().modelProperty().get();
    }

    /** The trace position of the event list's selected row, -1 for none. */
    private int selectedRow() {
        Integer row = driver.window.run().eventTable().getSelectionModel().getSelectedItem();
        return row == null ? -1 : row;
    }

    private void showTab(String tabId) {
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> tabs.getSelectionModel().select(tabs.getTabs().stream()
            .filter(t -> tabId.equals(t.getId())).findFirst().orElseThrow()));
    }

    /** Clicks the timing diagram at ({@code x}, {@code y}) of its layout. */
    private void clickDiagram(double x, double y) {
        showTab(TimingTab.TAB_ID);
        Canvas canvas = robot.lookup("#timing-canvas").queryAs(Canvas.class);
        Point2D screen = canvas.localToScreen(x, y);
        robot.clickOn(screen);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void theEventListSelectsTheCursorsRecordAfterATimingClickAndNextOfKind() {
        // the user picks an early row: the run rests there
        robot.interact(() -> driver.window.run().eventTable().getSelectionModel().select(Integer.valueOf(5)));
        assertEquals(5, playback().position());

        robot.interact(timing()::fitAll);
        TimingLayout layout = timing().layout();
        MessageArrow arrow = timing().diagram().arrows().get(timing().diagram().arrows().size() * 3 / 4);
        clickDiagram((layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2,
            (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2);
        assertEquals(timing().selectedProperty().get(), playback().current().number(), "the arrow was picked");
        assertEquals(playback().position(), selectedRow(), "the event list follows a click on an arrow");

        double x = layout.plotLeft() + (layout.plotRight() - layout.plotLeft()) * 0.4;
        double y = layout.height() - 2;
        clickDiagram(x, y);
        assertEquals(timing().layout().timeAt(x), playback().clockPs(), timing().layout().timeAt(x + 2)
            - timing().layout().timeAt(x), "the run went to the moment clicked");
        assertEquals(playback().position(), selectedRow(), "the event list follows a click between arrows");

        showTab("event-list-tab");
        EventKind kind = EventKind.HANDLER_RAN;
        robot.interact(() -> driver.window.run().eventTable().getSelectionModel()
            .select(Integer.valueOf(playback().trace().nextOf(kind.type(), playback().position()))));
        int from = playback().position();
        driver.keys(KeyCode.SHIFT, KeyCode.RIGHT);
        assertTrue(playback().position() > from, "next of the selected kind moved the run");
        assertInstanceOf(TraceEvent.HandlerRan.class, playback().current());
        assertEquals(playback().position(), selectedRow(), "the event list follows next of kind");
        driver.keys(KeyCode.SHIFT, KeyCode.RIGHT);
        assertEquals(playback().position(), selectedRow(), "and again: the selection's kind is the one followed");
        assertInstanceOf(TraceEvent.HandlerRan.class, playback().current());

        @SuppressWarnings("unchecked")
        ChoiceBox<Object> kinds = robot.lookup(".choice-box").queryAllAs(ChoiceBox.class).stream()
            .filter(box -> box.getItems().contains(EventKind.CELL_DROPPED)).findFirst().orElseThrow();
        robot.interact(() -> kinds.setValue(EventKind.CELL_DROPPED));
        assertEquals(-1, selectedRow(), "a record the filter hides leaves no row selected");
        robot.interact(() -> kinds.setValue(EventKind.HANDLER_RAN));
        assertEquals(playback().position(), selectedRow(), "and a filter that shows it selects its row again");
    }

    @Test
    void endSelectsTheLastRecordAndTheTimingDiagramKeepsTheRunsRange() {
        showTab(TimingTab.TAB_ID);
        long end = TimingDiagram.lastActivityPs(playback().records());
        robot.interact(() -> timing().selectRange(0, end / 10));

        driver.keys(KeyCode.END);

        int n = playback().trace().size();
        assertEquals(n - 1, playback().position(), "End is the last record");
        assertEquals(n - 1, selectedRow(), "and the event list selects it");
        String status = robot.lookup("#status-run").queryAs(Label.class).getText();
        assertTrue(status.startsWith(String.format(Locale.ROOT, "event %,d of %,d", n, n)), status);
        assertEquals(end, timing().diagram().toPs(), "the diagram ends where the run does, not in empty time after it");
        assertEquals(end / 10, timing().diagram().toPs() - timing().diagram().fromPs(), 1, "at the span it had");
    }
}
