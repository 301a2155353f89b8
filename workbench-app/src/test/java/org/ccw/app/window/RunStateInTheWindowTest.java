package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import javafx.scene.input.MouseButton;
import javafx.scene.text.Text;
import org.ccw.app.window.lab.LabStepsTab;
import org.ccw.app.window.run.InspectorPane;
import org.ccw.app.window.run.PauseAt;
import org.ccw.app.window.run.RunViewModel;
import org.ccw.app.window.run.WhatIfMenu;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.Labs;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * The run's state in the real main window (headless Monocle): opening another scenario or lab starts from no run
 * (issue 12, defect 2), the inspector's names are readable (defect 4), the what-if menu opens from the mouse, the
 * keyboard and the Run menu without swallowing the next click (defect 5), and the menus show their keys as keys
 * (defect 7).
 */
class RunStateInTheWindowTest extends InTheWindow {

    /** SSAM through the switch with 5% loss, run with Ctrl+R, paused on its first drop with a breakpoint set. */
    private void runToTheFirstDrop() {
        Scenario scenario = SsamPresets.ssamThroughSwitch();
        scenario.getFaults().setLossRate(0.05);
        scenario.setDurationMicros(3_000);
        scenario.setSeed(3);
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.playback() != null);
        robot.interact(() -> {
            driver.run().breakpoints().add(new Breakpoint.CellDropped());
            driver.playback().next(EventKind.CELL_DROPPED);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Pauses where a cell is in flight and selects it by clicking on it; returns it. */
    private CellFlight selectACellInFlight(MouseButton button) {
        robot.interact(() -> {
            driver.playback().seek(-1);
            driver.playback().next(EventKind.CELL_DEPARTED);
            driver.playback().next(EventKind.CELL_DEPARTED);
        });
        CellFlight cell = driver.playback().state().flights().iterator().next();
        robot.moveTo(screenPointOf(cell)).clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
        return cell;
    }

    private Point2D screenPointOf(CellFlight cell) {
        Point2D scene = driver.run().scenePointOf(cell);
        return new Point2D(scene.getX() + driver.stage.getX() + driver.stage.getScene().getX(),
            scene.getY() + driver.stage.getY() + driver.stage.getScene().getY());
    }

    private Menu menu(String text) {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        return bar.getMenus().stream().filter(m -> m.getText().replace("_", "").equals(text)).findFirst()
            .orElseThrow();
    }

    @Test
    void openingAnotherScenarioStartsFromNoRun() {
        runToTheFirstDrop();
        assertTrue(driver.playback().state().dropCount() > 0 && driver.window.timingModel() != null);
        Scenario other = SsamPresets.ssamTwoHosts();

        robot.interact(() -> driver.viewModel().newScenario(other));

        assertNull(driver.playback(), "no playback of the previous run");
        assertNull(driver.run().layer().playbackProperty().get(), "no cells, strips, bars or bursts on the new drawing");
        assertNull(driver.run().layer().geometryProperty().get());
        assertNull(driver.window.timingModel(), "no timing diagram with the old title");
        assertEquals(RunViewModel.NO_RUN, robot.lookup("#status-run").queryAs(Label.class).getText());
        assertTrue(driver.run().breakpoints().isEmpty(), "breakpoints belong to the scenario they were set in");
        assertTrue(driver.run().eventTable().getItems().isEmpty(), "no events of the old run listed");
        assertEquals("Inspector", robot.lookup(".inspector-title").queryAs(Label.class).getText());
        assertTrue(driver.stage.getTitle().startsWith(other.getName()), "the title names the new scenario: "
            + driver.stage.getTitle());

        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("a run of the new scenario", () -> driver.playback() != null);
        assertTrue(driver.window.timingModel().painter() != null);
    }

    @Test
    void runningAgainOrAWhatIfKeepsTheBreakpoints() {
        runToTheFirstDrop();

        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the second run", () -> driver.playback() != null);

        assertEquals(List.of(new Breakpoint.CellDropped()), List.copyOf(driver.run().breakpoints()));
        assertEquals(List.of(new Breakpoint.CellDropped()), List.copyOf(driver.playback().breakpoints()),
            "and the new run pauses on them");
    }

    @Test
    void aLabOpensWithoutThePreviousLabsSummary() {
        Lab traps = Labs.byId("ssam-traps").orElseThrow();
        robot.interact(() -> driver.window.openLab(traps));
        robot.clickOn("#" + LabStepsTab.RUN_ID);
        WindowDriver.await("the first lab's result", () -> driver.window.labSteps().model().resultProperty()
            .get() != null);

        robot.interact(() -> driver.window.openLab(Labs.byId("ssam-costs").orElseThrow()));

        assertTrue(robot.from(driver.window.labSteps().tab().getContent()).lookup(".label").queryAllAs(Label.class)
                .stream().filter(l -> l.isVisible() && l.getText() != null)
                .noneMatch(l -> l.getText().startsWith("ssam-traps:")),
            "nothing of ssam-traps' run on show in the new lab's panel");
        assertTrue(driver.stage.getTitle().startsWith(driver.viewModel().scenario().getName() + " (untitled)"),
            driver.stage.getTitle());
    }

    @Test
    void theInspectorShowsEveryFieldNameWhole() {
        runToTheFirstDrop();
        selectACellInFlight(MouseButton.PRIMARY);
        WaitForAsyncUtils.waitForFxEvents(); // laid out, so the widths are the drawn ones

        List<Label> names = robot.lookup("." + InspectorPane.NAME_STYLE_CLASS).queryAllAs(Label.class).stream()
            .toList();
        assertTrue(names.size() > 3, "a cell has several fields");
        for (Label name : names) {
            Text drawn = (Text) name.lookup(".text");
            assertEquals(name.getText(), drawn.getText(), "the name is drawn whole, not as \"…\"");
            assertTrue(name.getWidth() + 0.5 >= InspectorPane.widestWordPx(name),
                "\"" + name.getText() + "\" wraps between words, never inside one: " + name.getWidth() + " px");
        }
    }

    @Test
    void rightClickOnACellOpensTheWhatIfMenuAndAClickElsewhereIsNotSwallowed() {
        runToTheFirstDrop();
        selectACellInFlight(MouseButton.SECONDARY);

        WindowDriver.await("the what-if menu", () -> driver.run().whatIfContextMenu().isShowing());
        assertFalse(driver.playback().playingProperty().get());

        robot.clickOn(menu("Run").getText().replace("_", ""));
        WindowDriver.await("the Run menu open and the what-if menu closed",
            () -> menu("Run").isShowing() && !driver.run().whatIfContextMenu().isShowing());
        robot.interact(() -> menu("Run").hide());
    }

    @Test
    void theWhatIfMenuOpensFromTheKeyboardAndTheRunMenuOnlyForACellInFlight() {
        runToTheFirstDrop();
        Menu runMenu = menu("Run");
        MenuItem drop = runMenu.getItems().stream()
            .filter(i -> WhatIfMenu.DROP_SELECTED_TEXT.equals(i.getText())).findFirst().orElseThrow();
        robot.interact(() -> runMenu.getOnShowing().handle(null));
        assertTrue(drop.isDisable(), "no cell selected: nothing to drop");

        selectACellInFlight(MouseButton.PRIMARY);
        driver.keys(KeyCode.SHIFT, KeyCode.F10);
        WindowDriver.await("the what-if menu from Shift+F10", () -> driver.run().whatIfContextMenu().isShowing());
        driver.keys(KeyCode.ESCAPE);
        WindowDriver.await("closed by Esc", () -> !driver.run().whatIfContextMenu().isShowing());

        robot.interact(() -> runMenu.getOnShowing().handle(null));
        assertFalse(drop.isDisable(), "a cell in flight is selected");
        robot.interact(drop::fire);
        WindowDriver.await("the what-if branch", () -> driver.run().branchesProperty().get().branches().size() == 2);
        assertTrue(driver.run().branchesProperty().get().currentProperty().get().index().trace()
            .countOf(TraceEvent.Retransmitted.class) > 0);
    }

    @Test
    void menusShowTheirKeysAsAcceleratorsNotInTheirText() {
        for (MenuItem item : menu("Run").getItems()) {
            assertFalse(item.getText() != null && item.getText().contains("\t"), item.getText());
        }
        MenuItem restart = menu("Run").getItems().stream()
            .filter(i -> i.getText() != null && i.getText().startsWith("Restart")).findFirst().orElseThrow();
        assertEquals("Restart (same seed)", restart.getText());
        assertEquals("Home", restart.getAccelerator().getDisplayText());
        MenuItem fit = menu("View").getItems().stream().filter(i -> "_Fit".equals(i.getText())).findFirst()
            .orElseThrow();
        assertEquals("Ctrl+0", fit.getAccelerator().getDisplayText());

        robot.interact(() -> driver.viewModel().editor().topology().zoomIn());
        assertFalse(driver.viewModel().editor().topology().fitToViewProperty().get());
        driver.keys(KeyCode.CONTROL, KeyCode.DIGIT0);
        assertTrue(driver.viewModel().editor().topology().fitToViewProperty().get(), "Ctrl+0 fits");
    }

    @Test
    void theStatusBarFitsTheWindowAt1280x720AndShowsWholeTextsOnHover() {
        robot.interact(() -> {
            driver.stage.setWidth(1280);
            driver.stage.setHeight(720);
        });
        runToTheFirstDrop();
        robot.interact(() -> driver.run().pauseAt(new PauseAt.FirstDrop()));
        WaitForAsyncUtils.waitForFxEvents();

        javafx.scene.Node bar = robot.lookup("#" + MainWindow.STATUS_BAR_ID).query();
        double width = driver.stage.getScene().getWidth();
        Label runStatus = robot.lookup("#status-run").queryAs(Label.class);
        assertTrue(runStatus.isVisible() && runStatus.getWidth() >= StatusBar.LEAST_FIELD_PX, "the run's state shows");
        assertTrue(runStatus.getText().startsWith("event "), runStatus.getText());
        for (String id : List.of("status-file", "status-message", "status-export", "status-counts", "status-run")) {
            Label field = robot.lookup("#" + id).queryAs(Label.class);
            if (field.isVisible()) {
                javafx.geometry.Bounds shown = field.localToScene(field.getLayoutBounds());
                assertTrue(shown.getMinX() >= 0 && shown.getMaxX() <= width + 0.5,
                    id + " lies inside the window: " + shown + " of " + width);
                assertEquals(field.getText(), field.getTooltip().getText(), id + ": the whole text on hover");
            }
        }
        assertTrue(bar.getLayoutBounds().getWidth() <= width + 0.5);
    }

    @Test
    void theEventListCountsEventsAsTheStatusBarDoes() {
        runToTheFirstDrop();
        int position = driver.playback().position();
        String status = robot.lookup("#status-run").queryAs(Label.class).getText();

        var row = driver.run().eventTable().getItems().indexOf(position);
        String number = driver.run().eventTable().getColumns().get(0).getCellData(row).toString();
        assertTrue(status.startsWith("event " + String.format(java.util.Locale.ROOT, "%,d", position + 1) + " of ")
            && status.contains(" (#" + number + ")"), status + " vs row " + number);
        assertTrue(status.contains("1 breakpoint •") && status.contains("1 drop •"), "singular: " + status);
    }
}
