package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.TimeoutException;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.TreeItem;
import javafx.scene.control.TreeTableView;
import java.util.List;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.ccw.app.window.lab.Classroom;
import org.ccw.app.window.lab.LabStepsTab;
import org.ccw.app.window.lab.MetricsTableModel;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.Labs;
import org.ccw.model.cluster.Scenario;
import org.eclipse.emf.ecore.util.EcoreUtil;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Lab menu and the "Lab steps" tab in the real main window (headless Monocle): a lab chosen from the menu
 * opens its scenario and its instructions, "Run checks" runs it and tables its metrics beside the paper's and its
 * checks, and unsaved work is asked about first. Every wait is on a condition.
 */
@ExtendWith(ApplicationExtension.class)
class LabStepsInTheWindowTest {


    @TempDir
    Path settings;

    @Start
    void start(Stage unused) {
        // each test opens its own window
    }

    @AfterEach
    void closeTheWindows() throws TimeoutException {
        FxToolkit.cleanupStages();
    }

    /**
     * Lab → the lab's item. The item is fired rather than clicked: a menu's popup under headless Monocle does not
     * take robot clicks reliably. Fired later, so a dialog it opens can be answered.
     */
    private static void chooseFromLabMenu(FxRobot robot, Lab lab) {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        Menu labs = bar.getMenus().stream().filter(m -> Classroom.LAB_MENU_ID.equals(m.getId())).findFirst()
            .orElseThrow();
        assertFalse(labs.isDisable(), "the Lab menu is enabled");
        assertEquals(Labs.all().size(), WindowDriver.itemsUnder(labs).stream().filter(i -> i.getId() != null
            && i.getId().startsWith(Classroom.LAB_ITEM_PREFIX) && Labs.byId(i.getId()
            .substring(Classroom.LAB_ITEM_PREFIX.length())).isPresent()).count(), "and lists every lab");
        MenuItem item = WindowDriver.itemsUnder(labs).stream().filter(i -> (Classroom.LAB_ITEM_PREFIX + lab.id()).equals(i.getId()))
            .findFirst().orElseThrow();
        assertTrue(item.getText().contains(LabCatalogue.of(lab).title()));
        WindowDriver.later(item::fire);
    }

    @Test
    void choosingALabOpensItsScenarioAndStepsAndRunChecksShowsItsMetricsAndChecks(FxRobot robot) {
        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        Lab traps = Labs.byId("ssam-traps").orElseThrow();

        chooseFromLabMenu(robot, traps);

        WindowDriver.await("the Lab steps tab in front",
            () -> LabStepsTab.TAB_ID.equals(driver.window.selectedTab().getId()));
        assertTrue(EcoreUtil.equals(traps.scenario().orElseThrow(), driver.viewModel().scenario()),
            "the lab's representative scenario is open");
        assertTrue(driver.viewModel().fileProperty().get() == null, "as a new untitled document");
        Label goal = robot.lookup("#" + LabStepsTab.GOAL_ID).queryAs(Label.class);
        assertEquals(LabCatalogue.of(traps).guide().goal(), goal.getText());
        assertTrue(goal.isVisible() && goal.getHeight() > 0, "the goal is on show");
        List<javafx.scene.control.TitledPane> notes = robot.lookup(".lab-steps-note")
            .queryAllAs(javafx.scene.control.TitledPane.class).stream().toList();
        assertEquals(LabCatalogue.of(traps).guide().notes().stream().map(n -> n.heading()).sorted().toList(),
            notes.stream().map(javafx.scene.control.TitledPane::getText).sorted().toList(),
            "how the figures are measured and where their time goes, one folded pane each");
        assertTrue(notes.stream().noneMatch(javafx.scene.control.TitledPane::isExpanded), "folded until asked");
        javafx.scene.control.TitledPane how = notes.stream().filter(n -> n.getText().startsWith("How ")).findFirst()
            .orElseThrow();
        robot.interact(() -> how.setExpanded(true));
        assertTrue(((VBox) how.getContent()).getChildren().stream().map(n -> ((Label) n).getText())
            .anyMatch(t -> t.contains("§")), "opened, it names the paper's section");

        robot.clickOn("#" + LabStepsTab.RUN_ID);

        TreeTableView<MetricsTableModel.Row> metrics = driver.window.labSteps().metrics().table();
        VBox checks = robot.lookup("#" + LabStepsTab.CHECKS_ID).queryAs(VBox.class);
        WindowDriver.await("the lab's metrics", () -> !metrics.getRoot().getChildren().isEmpty());
        List<MetricsTableModel.Row> rows = metrics.getRoot().getChildren().stream().map(TreeItem::getValue).toList();
        MetricsTableModel.Row writeTrap = rows.stream().filter(r -> r.metric().equals("write_trap_us")).findFirst()
            .orElseThrow(() -> new AssertionError("no write_trap_us in " + rows));
        assertEquals("2.720 µs", writeTrap.paper(), "each metric beside the paper's figure");
        assertTrue(writeTrap.ratio().matches("[0-9.]+") && !writeTrap.outcome().isEmpty(), "with their ratio: " + writeTrap);

        robot.interact(() -> driver.window.labSteps().metrics().filter().setText("write trap"));
        assertTrue(metrics.getRoot().getChildren().stream().map(TreeItem::getValue)
            .allMatch(r -> r.metric().contains("write") && r.metric().contains("trap")), "the filter keeps its words");
        assertEquals(driver.window.charts().model().shownProperty().get().result().checks().size(),
            checks.getChildren().size(), "every check listed");
        assertTrue(checks.getChildren().stream().map(n -> ((Label) n).getText())
            .allMatch(line -> line.matches("(pass|miss|FAIL)  .*")), "each says pass, miss or FAIL");
        assertTrue(checks.getChildren().stream().allMatch(n -> n.getStyleClass().stream()
            .anyMatch(c -> c.matches("check-(pass|miss|fail)"))), "each outcome in its own colour");
    }

    @Test
    void choosingALabWithUnsavedWorkAsksFirstAndCancelKeepsTheWork(FxRobot robot) {
        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FakeFilePrompt.NONE);
        driver.dragBy(driver.box(driver.viewModel().scenario().getCluster().getNodes().get(0)), 0, 50);
        Scenario edited = EcoreUtil.copy(driver.viewModel().scenario());
        Lab bulk = Labs.byId("ssam-bulk").orElseThrow();

        chooseFromLabMenu(robot, bulk);
        driver.answer(driver.dialog(MainWindow.UNSAVED_DIALOG_ID), "Cancel");

        assertTrue(EcoreUtil.equals(edited, driver.viewModel().scenario()), "the edited scenario stays open");
        assertTrue(driver.viewModel().dirtyProperty().get());
        assertFalse(LabStepsTab.TAB_ID.equals(driver.window.selectedTab().getId()), "and no lab was opened");

        chooseFromLabMenu(robot, bulk);
        driver.answer(driver.dialog(MainWindow.UNSAVED_DIALOG_ID), "Don't Save");

        WindowDriver.await("the lab's scenario", () -> EcoreUtil.equals(bulk.scenario().orElseThrow(),
            driver.viewModel().scenario()));
        assertEquals(bulk, driver.window.labSteps().model().labProperty().get());
    }
}
