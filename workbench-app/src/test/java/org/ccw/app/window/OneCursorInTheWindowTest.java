package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.ccw.app.window.run.TimingTab;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.KindChoice;
import org.ccw.visualizer.timing.MessageArrow;
import org.ccw.visualizer.timing.TimingDiagram;
import org.ccw.visualizer.timing.TimingLayout;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * One cursor everywhere in the real main window (issue 27, item 4): after a click on the timing diagram and after
 * "next event of kind" the event list's selected row is the cursor's record (it stayed on an old row before), End
 * lands on the last record — "event N of N" — and the timing diagram keeps within the run's range there.
 */
class OneCursorInTheWindowTest extends InTheWindow {

    @BeforeEach
    void openTheRun() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(400);
        scenario.setSeed(3);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.playback() != null && driver.timing() != null);
        TabPane tabs = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> ((SplitPane) tabs.getParent().getParent()).setDividerPositions(0.35));
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
        assertEquals(5, driver.playback().position());

        robot.interact(driver.timing()::fitAll);
        TimingLayout layout = driver.timing().layout();
        MessageArrow arrow = driver.timing().diagram().arrows().get(driver.timing().diagram().arrows().size() * 3 / 4);
        clickDiagram((layout.x(arrow.sendPs()) + layout.x(arrow.arrivePs())) / 2,
            (layout.laneY(arrow.fromLane()) + layout.laneY(arrow.toLane())) / 2);
        assertEquals(driver.timing().selectedProperty().get(), driver.playback().current().number(), "the arrow was picked");
        assertEquals(driver.playback().position(), selectedRow(), "the event list follows a click on an arrow");

        double x = layout.plotLeft() + (layout.plotRight() - layout.plotLeft()) * 0.4;
        double y = layout.height() - 2;
        clickDiagram(x, y);
        assertEquals(driver.timing().layout().timeAt(x), driver.playback().clockPs(), driver.timing().layout().timeAt(x + 2)
            - driver.timing().layout().timeAt(x), "the run went to the moment clicked");
        assertEquals(driver.playback().position(), selectedRow(), "the event list follows a click between arrows");

        showTab("event-list-tab");
        EventKind kind = EventKind.HANDLER_RAN;
        robot.interact(() -> driver.window.run().eventTable().getSelectionModel()
            .select(Integer.valueOf(driver.playback().trace().nextOf(kind.type(), driver.playback().position()))));
        int from = driver.playback().position();
        driver.keys(KeyCode.SHIFT, KeyCode.RIGHT);
        assertTrue(driver.playback().position() > from, "next of the selected kind moved the run");
        assertInstanceOf(TraceEvent.HandlerRan.class, driver.playback().current());
        assertEquals(driver.playback().position(), selectedRow(), "the event list follows next of kind");
        driver.keys(KeyCode.SHIFT, KeyCode.RIGHT);
        assertEquals(driver.playback().position(), selectedRow(), "and again: the selection's kind is the one followed");
        assertInstanceOf(TraceEvent.HandlerRan.class, driver.playback().current());

        @SuppressWarnings("unchecked")
        ChoiceBox<Object> kinds = robot.lookup(".choice-box").queryAllAs(ChoiceBox.class).stream()
            .filter(box -> box.getItems().contains(KindChoice.of(EventKind.CELL_DROPPED))).findFirst().orElseThrow();
        robot.interact(() -> kinds.setValue(KindChoice.of(EventKind.CELL_DROPPED)));
        assertEquals(-1, selectedRow(), "a record the filter hides leaves no row selected");
        robot.interact(() -> kinds.setValue(KindChoice.of(EventKind.HANDLER_RAN)));
        assertEquals(driver.playback().position(), selectedRow(), "and a filter that shows it selects its row again");
    }

    @Test
    void endSelectsTheLastRecordAndTheTimingDiagramKeepsTheRunsRange() {
        showTab(TimingTab.TAB_ID);
        long end = TimingDiagram.lastActivityPs(driver.playback().records());
        robot.interact(() -> driver.timing().selectRange(0, end / 10));

        driver.keys(KeyCode.END);

        int n = driver.playback().trace().size();
        assertEquals(n - 1, driver.playback().position(), "End is the last record");
        assertEquals(n - 1, selectedRow(), "and the event list selects it");
        String status = robot.lookup("#status-run").queryAs(Label.class).getText();
        assertTrue(status.startsWith(String.format(Locale.ROOT, "event %,d of %,d", n, n)), status);
        assertEquals(end, driver.timing().diagram().toPs(), "the diagram ends where the run does, not in empty time after it");
        assertEquals(end / 10, driver.timing().diagram().toPs() - driver.timing().diagram().fromPs(), 1, "at the span it had");
    }
}
