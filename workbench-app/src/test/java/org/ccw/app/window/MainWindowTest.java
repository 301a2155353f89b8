package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ToolBar;
import javafx.scene.control.TreeView;
import javafx.scene.input.KeyCombination;
import javafx.stage.Stage;
import org.ccw.app.WorkbenchApplication;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.Presets;
import org.ccw.visualizer.topology.TopologyView;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/** Opens the real main window headless (Monocle) as {@code workbench} with no arguments does. */
@ExtendWith(ApplicationExtension.class)
class MainWindowTest {

    private Stage stage;

    @Start
    void start(Stage stage) {
        this.stage = stage;
        new WorkbenchApplication().start(stage);
    }

    @Test
    void hasTheMenuBarOfTheSketchWithAcceleratorsOnTheFileActions(FxRobot robot) {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);

        assertEquals(List.of("File", "Edit", "View", "Run", "Lab", "Export", "Help"),
            bar.getMenus().stream().map(m -> plain(m.getText())).toList());
        Menu file = bar.getMenus().get(0);
        Map<String, KeyCombination> accelerators = file.getItems().stream()
            .filter(item -> item.getAccelerator() != null)
            .collect(Collectors.toMap(item -> plain(item.getText()), MenuItem::getAccelerator));
        assertEquals(Map.of(
                "New", KeyCombination.keyCombination("Shortcut+N"),
                "Open…", KeyCombination.keyCombination("Shortcut+O"),
                "Save", KeyCombination.keyCombination("Shortcut+S"),
                "Save As…", KeyCombination.keyCombination("Shortcut+Shift+S"),
                "Exit", KeyCombination.keyCombination("Shortcut+Q")),
            accelerators);
    }

    @Test
    void hasAToolBarWithTheFileActions(FxRobot robot) {
        ToolBar bar = robot.lookup("#" + MainWindow.TOOL_BAR_ID).queryAs(ToolBar.class);

        assertEquals(List.of("New", "Open", "Save"), bar.getItems().stream()
            .filter(Button.class::isInstance).map(b -> ((Button) b).getText()).toList());
    }

    @Test
    void theStatusBarNamesTheFileTheSeedAndTheElementCounts(FxRobot robot) {
        Scenario scenario = Presets.defaultScenario();

        assertEquals("untitled", label(robot, "#status-file"));
        assertEquals("seed " + scenario.getSeed(), label(robot, "#status-seed"));
        assertTrue(label(robot, "#status-counts").startsWith(hosts(scenario).size() + " hosts"),
            label(robot, "#status-counts"));
        assertEquals("untitled — Cluster Communication Workbench", stage.getTitle());
    }

    @Test
    void theTopologyViewShowsTheDefaultScenariosHosts(FxRobot robot) {
        Set<String> drawnNames = robot.lookup(".topology-host").queryAll().stream()
            .map(TopologyView::nameIn)
            .collect(Collectors.toSet());

        assertEquals(Set.copyOf(hosts(Presets.defaultScenario())), drawnNames);
        assertTrue(robot.lookup(".topology-nic").queryAll().size() >= hosts(Presets.defaultScenario()).size());
        assertTrue(robot.lookup(".topology-link").queryAll().size() >= 1);
    }

    @Test
    void theOutlineShowsTheScenarioTree(FxRobot robot) {
        TreeView<?> outline = robot.lookup(".outline-view").queryAs(TreeView.class);

        assertEquals(Presets.defaultScenario().getName() + " : Scenario", outline.getRoot().getValue());
        assertTrue(outline.getRoot().isExpanded());
    }

    private static String label(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(Label.class).getText();
    }

    private static List<String> hosts(Scenario scenario) {
        return scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(n -> n.getName()).toList();
    }

    private static String plain(String menuText) {
        return menuText.replace("_", "");
    }
}
