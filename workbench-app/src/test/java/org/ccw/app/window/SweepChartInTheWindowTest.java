package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.Parent;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.stage.Stage;
import javafx.stage.Window;
import org.ccw.app.charts.SweepFixture;
import org.ccw.app.window.dialogs.ExportDialog;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.app.window.sweepchart.SweepChartWindow;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.util.WaitForAsyncUtils;

/**
 * File → Open sweep results… in the real main window (headless Monocle): the sweep's chart opens in a window of
 * its own with x and y choosers, a new y redraws it, and Export writes the chart with its curves' names.
 */
@ExtendWith(ApplicationExtension.class)
class SweepChartInTheWindowTest {
    @TempDir
    Path settings;
    @TempDir
    Path sweeps;

    private FxRobot robot;
    private WindowDriver driver;
    private Path exportTarget;

    @BeforeEach
    void open() throws Exception {
        robot = new FxRobot();
        Path results = SweepFixture.write(sweeps).resolve("results.csv");
        driver = WindowDriver.open(robot, settings, Optional.empty(),
            new FakeFilePrompt(() -> results, name -> exportTarget = sweeps.resolve(name)));
    }

    @AfterEach
    void close() throws Exception {
        FxToolkit.cleanupStages();
    }

    @Test
    void aSweepsResultsOpenAsAChartWithChoosersAndExport() throws Exception {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        MenuItem open = bar.getMenus().get(0).getItems().stream()
            .filter(i -> SweepChartWindow.MENU_ITEM_ID.equals(i.getId())).findFirst().orElseThrow();

        WindowDriver.later(open::fire);
        WindowDriver.await("the sweep chart window", () -> sweepWindow().isPresent());
        Parent root = sweepWindow().orElseThrow().getScene().getRoot();
        @SuppressWarnings("unchecked")
        ChoiceBox<String> y = (ChoiceBox<String>) root.lookup("#" + SweepChartWindow.Y_ID);
        Label message = (Label) root.lookup("#" + SweepChartWindow.MESSAGE_ID);
        Canvas canvas = (Canvas) root.lookup("#" + SweepChartWindow.CANVAS_ID);

        assertEquals("Sweep results: loss", ((Stage) sweepWindow().orElseThrow()).getTitle());
        assertEquals("faults.lossRate", ((ChoiceBox<?>) root.lookup("#" + SweepChartWindow.X_ID)).getValue());
        assertEquals("messagesDelivered", y.getValue());
        assertTrue(canvas.getWidth() > 600 && canvas.getHeight() > 300, "the chart fills the window");
        assertTrue(message.getText().startsWith("7 runs in 2 curves"), message.getText());

        robot.interact(() -> y.setValue("finished"));
        assertTrue(message.getText().startsWith("7 runs in 2 curves"), message.getText());

        robot.clickOn((Button) root.lookup("#" + SweepChartWindow.EXPORT_ID));
        var dialog = driver.dialog(ExportDialog.DIALOG_ID);
        assertEquals("Sweep chart: finished vs faults.lossRate",
            ((ChoiceBox<Exportable>) dialog.lookup("#" + ExportDialog.WHAT_ID)).getValue().label());
        driver.answer(dialog, "Choose file…");
        WindowDriver.await("the exported chart", () -> exportTarget != null && Files.isRegularFile(exportTarget)
            && Files.size(exportTarget) > 0);
        WaitForAsyncUtils.waitForFxEvents();
        String svg = Files.readString(exportTarget);
        assertTrue(svg.contains("faults.duplicationRate = 0.05") && svg.contains("finished vs faults.lossRate"), svg);
    }

    private Optional<Window> sweepWindow() {
        return robot.listWindows().stream().filter(Window::isShowing)
            .filter(w -> w.getScene() != null && SweepChartWindow.ROOT_ID.equals(w.getScene().getRoot().getId()))
            .findFirst();
    }
}
