package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import org.ccw.app.window.run.RunViewModel;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Link;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.Problem;
import org.ccw.visualizer.problems.ProblemsView;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;
import org.ccw.engine.ssam.SsamPresets;

/**
 * A student's first run, honestly told: a drawing with no job says in the Problems tab that a run would send
 * nothing and how to add a job; a refused run's status bar follows the Problems tab as its problems are fixed.
 */
class FirstRunInTheWindowTest extends InTheWindow {

    private Label runStatus() {
        return robot.lookup("#status-run").queryAs(Label.class);
    }

    @Test
    void aDrawingWithNoJobIsAWarningInTheProblemsTabThatNamesThePalettesTool() {
        Scenario drawn = SsamPresets.ssamTwoHosts();
        drawn.getWorkloads().clear();
        drawn.getCluster().getJobs().clear();
        robot.interact(() -> {
            driver.stage.setWidth(1280);
            driver.stage.setHeight(720);
            driver.viewModel().newScenario(drawn);
        });
        TabPane bottom = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        robot.interact(() -> bottom.getSelectionModel().select(0));
        WaitForAsyncUtils.waitForFxEvents();

        ProblemsView problems = robot.lookup("#" + ProblemsView.ID).queryAs(ProblemsView.class);
        assertEquals(1, problems.getItems().size(), problems.getItems().toString());
        Problem nothing = problems.getItems().get(0);
        assertEquals(Problem.Severity.WARNING, nothing.severity());
        assertTrue(nothing.message().contains("Process tool"), nothing.message());
        assertEquals("Problems (1)", bottom.getTabs().get(0).getText());
        assertTrue(robot.lookup(".problem-warning").tryQuery().isPresent(), "the row is shown as a warning");
        // the fix is at the message's end: the whole sentence shows, wrapped in its column
        java.util.function.Predicate<javafx.scene.Node> theMessage = n -> n instanceof javafx.scene.text.Text t
            && nothing.message().equals(t.getText());
        javafx.scene.text.Text shown = robot.from(problems).lookup(theMessage).queryAs(javafx.scene.text.Text.class);
        double column = problems.getColumns().get(problems.getColumns().size() - 1).getWidth();
        assertTrue(shown.getLayoutBounds().getWidth() <= column, shown.getLayoutBounds() + " in " + column);
        assertEquals(List.of(), Elisions.under(problems));
    }

    @Test
    void aRefusedRunsStatusFollowsTheProblemsTabAsTheyAreFixed() {
        Scenario broken = SsamPresets.ssamTwoHosts();
        Link link = broken.getCluster().getLinks().get(0);
        link.setCellLossRate(1.5);
        robot.interact(() -> driver.viewModel().newScenario(broken));

        WindowDriver.later(() -> driver.keys(KeyCode.CONTROL, KeyCode.R));
        driver.answer(driver.dialogWithHeader("The run did not work"), "OK");
        assertEquals("not run: 1 problem (see the Problems tab)", runStatus().getText());

        robot.interact(() -> driver.viewModel().editor().setFeature(link, ClusterPackage.Literals.LINK__CELL_LOSS_RATE,
            0.0));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(List.of(), driver.viewModel().editor().problems());
        assertEquals(RunViewModel.READY, runStatus().getText(), "the status no longer says a problem is in the way");
    }
}
