package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeoutException;
import java.util.stream.Collectors;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableRow;
import javafx.scene.control.TextField;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.stage.WindowEvent;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.visualizer.palette.PaletteView;
import org.ccw.visualizer.properties.PropertySheetView;
import org.ccw.visualizer.topology.TopologyView;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.api.FxToolkit;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/** Opens the real main window headless (Monocle) and edits a cluster with mouse and keyboard. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {

    /** Per test, so no test's autosave is offered to the next one. */
    @TempDir
    Path settings;

    private Stage stage;
    private MainWindow window;

    @Start
    void start(Stage unused) {
        // The window opens in a stage of its own per test (below), so no earlier window's handlers linger.
    }

    @BeforeEach
    void openTheWindow(FxRobot robot) {
        WindowDriver driver = WindowDriver.open(robot, settings, Optional.empty(), FilePrompt.NATIVE);
        stage = driver.stage;
        window = driver.window;
    }

    @AfterEach
    void closeTheWindow() throws TimeoutException {
        FxToolkit.cleanupStages();
    }

    private ScenarioEditor editor() {
        return window.viewModel().editor();
    }

    @Test
    void hasTheMenusOfTheSketchAndTheFrameAroundTheEditor(FxRobot robot) {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);

        assertEquals(List.of("File", "Edit", "View", "Run", "Lab", "Export", "Help"),
            bar.getMenus().stream().map(m -> m.getText().replace("_", "")).toList());
        assertEquals(editor().scenario().getName() + " (untitled) — Cluster Communication Workbench", stage.getTitle());
        assertEquals("untitled", robot.lookup("#status-file").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#status-counts").queryAs(Label.class).getText().startsWith("2 hosts"));
        TreeView<?> outline = robot.lookup(".outline-view").queryAs(TreeView.class);
        assertTrue(outline.getRoot().isExpanded());
        Set<String> drawn = robot.lookup(".topology-host").queryAll().stream().map(TopologyView::nameIn)
            .collect(Collectors.toSet());
        assertEquals(Set.of("ss20-a", "ss20-b"), drawn);
    }

    @Test
    void aValidationProblemIsListedAndClickingItSelectsTheElement(FxRobot robot) {
        Host b = (Host) editor().scenario().getCluster().getNodes().get(1);
        WaitForAsyncUtils.asyncFx(() -> editor().setFeature(b,
            org.ccw.model.cluster.ClusterPackage.Literals.NAMED_ELEMENT__NAME, "ss20-a"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn(".tab:selected");

        TableRow<?> row = robot.lookup(".problem-error").queryAs(TableRow.class);
        robot.clickOn(row);

        assertFalse(editor().selection().isEmpty());
        String selectedId = ElementRefs.id(editor().scenario(), editor().selection().get(0));
        assertTrue(box(robot, editor().selection().get(0)).getStyleClass().contains(TopologyView.SELECTED), selectedId);
    }

    private Node box(FxRobot robot, org.eclipse.emf.ecore.EObject element) {
        return robot.lookup(n -> n.getId() != null
            && n.getId().equals(TopologyView.ID_PREFIX + ElementRefs.id(editor().scenario(), element))).query();
    }
}
