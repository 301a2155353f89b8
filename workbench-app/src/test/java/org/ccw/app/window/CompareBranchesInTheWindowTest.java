package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import org.ccw.app.window.compare.BranchComparisonViewModel;
import org.ccw.app.window.compare.CompareBranchesPane;
import org.ccw.app.window.run.InspectorPane;
import org.ccw.app.window.run.WhatIfMenu;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * A what-if in the real main window (headless Monocle), issue 27 item 5: "Drop this cell" from the canvas opens the
 * new branch at the dropped cell (not where the run rested), the switch inspector keeps its ports,
 * and "Compare branches" draws the original over the what-if on one timing diagram with what became of each message.
 */
class CompareBranchesInTheWindowTest extends InTheWindow {

    /** SSAM through the switch, run and resting where cells fly, a breakpoint set and the switch selected. */
    private void runAndRestWhereCellsFly() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.setDurationMicros(3_000);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.playback() != null && driver.timing() != null);
        robot.interact(() -> {
            for (int departures = 0; departures < 10; departures++) {
                driver.playback().next(EventKind.CELL_DEPARTED);
            }
            driver.run().breakpoints().add(new Breakpoint.HandlerRan(""));
            var editor = driver.viewModel().editor();
            editor.select(List.of(editor.scenario().getCluster().getNodes().stream()
                .filter(n -> n instanceof Switch).findFirst().orElseThrow()));
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private Point2D screenPointOf(CellFlight cell) {
        Point2D scene = driver.run().scenePointOf(cell);
        return new Point2D(scene.getX() + driver.stage.getX() + driver.stage.getScene().getX(),
            scene.getY() + driver.stage.getY() + driver.stage.getScene().getY());
    }

    private List<String> inspectorNames() {
        return robot.lookup("." + InspectorPane.NAME_STYLE_CLASS).queryAllAs(Label.class).stream()
            .map(Label::getText).toList();
    }

    @Test
    void aWhatIfOpensAtTheDroppedCellAndComparesWithTheOriginalOnOneDiagram() {
        runAndRestWhereCellsFly();
        CellFlight victim = driver.playback().state().flights().iterator().next();
        List<String> ports = inspectorNames();
        assertTrue(ports.size() > 1, "the switch's ports: " + ports);
        long clock = driver.playback().clockPs();
        robot.interact(() -> driver.timing().selectRange(clock - 20_000_000L, clock + 40_000_000L));
        Button compare = driver.window.timing().compareBranches().button();
        assertTrue(compare.isDisabled(), "nothing to compare before a what-if");

        robot.moveTo(screenPointOf(victim)).clickOn(MouseButton.SECONDARY);
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(WhatIfMenu.DROP_TEXT);
        WindowDriver.await("the what-if", () -> driver.run().branchesProperty().get().branches().size() == 2
            && driver.timing().cursor() == driver.playback().cursor());

        assertTrue(driver.playback().current() instanceof TraceEvent.CellDropped d && d.cellId() == victim.cellId()
            && d.reason() == DropReason.SCRIPTED, "opens at the dropped cell: " + driver.playback().current());
        long dropped = driver.playback().current().timePs();
        assertTrue(driver.timing().fromPsProperty().get() <= dropped && dropped <= driver.timing().toPsProperty().get()
            && driver.timing().toPsProperty().get() - driver.timing().fromPsProperty().get() == 60_000_000L,
            "the diagram keeps the range looked at, with the drop in it");
        assertEquals(ports, inspectorNames(), "the switch inspector keeps its ports");
        assertEquals(List.of(new Breakpoint.HandlerRan("")), List.copyOf(driver.playback().breakpoints()));
        assertFalse(compare.isDisabled());

        robot.interact(compare::fire);
        WaitForAsyncUtils.waitForFxEvents();

        assertFalse(driver.timing().diagram().arrows().isEmpty(), "the what-if's messages");
        assertFalse(driver.timing().diagram().ghosts().isEmpty(), "and the original's, on the same diagram");
        assertEquals(BranchComparisonViewModel.ORIGINAL, driver.timing().diagram().ghostName());
        TableView<?> table = robot.lookup("#" + CompareBranchesPane.TABLE_ID).queryAs(TableView.class);
        assertFalse(table.getItems().isEmpty());
        assertTrue(table.getItems().stream().map(BranchComparisonViewModel.Line.class::cast)
                .anyMatch(l -> l.delta().startsWith("+") && !l.delta().equals("+0.000 µs")),
            "a message delivered later in the what-if");
        assertTrue(robot.lookup("#" + CompareBranchesPane.STATUS_ID).queryAs(Label.class).getText()
            .contains("retransmitted"));
        assertEquals(List.of(), Elisions.under(driver.window.timing().compareBranches().results()),
            "at 1280×720 no summary, header or cell cut to '…'");
    }
}
