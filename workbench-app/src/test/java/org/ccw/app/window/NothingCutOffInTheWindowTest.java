package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import javafx.scene.control.DialogPane;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TabPane;
import javafx.scene.input.KeyCode;
import javafx.stage.Window;
import org.ccw.app.window.dialogs.ExportDialog;
import org.ccw.app.window.document.ExamplesTest;
import org.ccw.app.window.help.HelpMenu;
import org.ccw.app.window.lab.Classroom;
import org.ccw.app.window.lab.LabBrowser;
import org.ccw.app.window.run.PauseAt;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.cluster.Switch;
import org.ccw.model.io.ClusterModelIO;
import org.eclipse.emf.ecore.EObject;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/**
 * At 1280×720 (a classroom projector) no word is cut to "…": on any bottom tab, in the inspector showing a host, a
 * NIC, a switch or a link during a run, in a lab's panels, or in any dialog; and the Lab menu fits the window.
 */
class NothingCutOffInTheWindowTest extends InTheWindow {

    private final Set<String> cut = new LinkedHashSet<>();

    @BeforeEach
    void projectorSize() {
        robot.interact(() -> {
            driver.stage.setWidth(1280);
            driver.stage.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Notes each label cut off in the main window, on every bottom tab, after {@code when}. */
    private void lookAtEveryTab(String when) {
        TabPane bottom = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        for (int i = 0; i < bottom.getTabs().size(); i++) {
            int tab = i;
            robot.interact(() -> bottom.getSelectionModel().select(tab));
            WaitForAsyncUtils.waitForFxEvents();
            Elisions.under(driver.stage.getScene().getRoot()).forEach(c -> cut.add(c + " (" + when + ")"));
        }
    }

    private void select(EObject element) {
        robot.interact(() -> driver.viewModel().editor().select(List.of(element)));
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void noTabOrInspectorCutsAWordDuringARun() throws Exception {
        lookAtEveryTab("an empty window");
        Scenario scenario = ClusterModelIO.load(ExamplesTest.FOLDER.resolve("atm6-lossy.ccw"));
        robot.interact(() -> driver.viewModel().newScenario(scenario));
        driver.keys(KeyCode.CONTROL, KeyCode.R);
        WindowDriver.await("the run", () -> driver.window.run().playbackProperty().get() != null);
        robot.interact(() -> driver.window.run().pauseAt(new PauseAt.FirstDrop()));
        WaitForAsyncUtils.waitForFxEvents();

        Host host = scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
            .findFirst().orElseThrow();
        Switch atm = scenario.getCluster().getNodes().stream().filter(Switch.class::isInstance)
            .map(Switch.class::cast).findFirst().orElseThrow();
        select(host);
        assertEquals("Host", robot.lookup(".inspector-title").queryLabeled().getText());
        lookAtEveryTab("a host inspected");
        select(host.getNics().get(0));
        lookAtEveryTab("a NIC inspected");
        select(atm);
        assertEquals("Switch", robot.lookup(".inspector-title").queryLabeled().getText());
        lookAtEveryTab("a switch inspected");
        select(scenario.getCluster().getLinks().get(0));
        lookAtEveryTab("a link selected");

        assertEquals(List.of(), List.copyOf(cut), "labels cut to '…' at 1280×720");
    }

    @Test
    void aLabsPanelsCutNoWord() {
        robot.interact(() -> driver.window.openLab(org.ccw.labs.folder.Labs.byId("ssam-traps").orElseThrow()));
        robot.interact(() -> driver.window.labSteps().model().runChecks());
        WindowDriver.await("the lab's figures", () -> driver.window.labSteps().model().resultProperty().get() != null);
        lookAtEveryTab("a lab open, its checks run");

        assertEquals(List.of(), List.copyOf(cut), "labels cut to '…' at 1280×720");
    }

    @Test
    void noDialogCutsAWord() {
        look(() -> driver.window.help().gettingStarted(), HelpMenu.GETTING_STARTED_ID);
        look(() -> driver.window.help().shortcuts(), HelpMenu.SHORTCUTS_ID);
        look(() -> driver.window.help().legend(), HelpMenu.LEGEND_ID);
        look(() -> driver.keys(KeyCode.CONTROL, KeyCode.E), ExportDialog.DIALOG_ID);
        look(() -> driver.window.classroom().browse(), LabBrowser.DIALOG_ID);
        look(labMenu().getItems().stream().filter(i -> Classroom.STUDENT_ID.equals(i.getId())).findFirst()
            .orElseThrow()::fire, Classroom.NAME_DIALOG_ID);

        assertEquals(List.of(), List.copyOf(cut), "labels cut to '…' at 1280×720");
    }

    /** Opens a dialog, notes what it cuts off, and closes it. */
    private void look(Runnable open, String dialogId) {
        WindowDriver.later(open);
        DialogPane dialog = driver.dialog(dialogId);
        WaitForAsyncUtils.waitForFxEvents();
        Elisions.under(dialog).forEach(c -> cut.add(c + " (dialog " + dialogId + ")"));
        robot.interact(() -> dialog.getScene().getWindow().hide());
    }

    private Menu labMenu() {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        return bar.getMenus().stream().filter(m -> Classroom.LAB_MENU_ID.equals(m.getId())).findFirst().orElseThrow();
    }

    @Test
    void theLabMenuFitsInTheWindow() {
        Menu lab = labMenu();
        robot.interact(lab::show);
        WaitForAsyncUtils.waitForFxEvents();
        Window popup = robot.listWindows().stream().filter(w -> w != driver.stage && w.isShowing()
            && w instanceof javafx.stage.PopupWindow).findFirst().orElseThrow();

        assertTrue(popup.getWidth() <= driver.stage.getWidth() / 2, "the Lab menu is " + popup.getWidth()
            + " px wide in a window of " + driver.stage.getWidth());
        assertTrue(popup.getHeight() <= driver.stage.getHeight(), "the Lab menu is " + popup.getHeight() + " px high");
        robot.interact(lab::hide);
        // the largest family of labs, with their titles, opens beside it
        javafx.scene.control.Menu largest = lab.getItems().stream().filter(javafx.scene.control.Menu.class::isInstance)
            .map(javafx.scene.control.Menu.class::cast).max(java.util.Comparator.comparingInt(m -> m.getItems().size()))
            .orElseThrow();
        robot.interact(lab::show);
        robot.interact(largest::show);
        WaitForAsyncUtils.waitForFxEvents();
        double total = robot.listWindows().stream().filter(w -> w != driver.stage && w.isShowing()
            && w instanceof javafx.stage.PopupWindow).mapToDouble(Window::getWidth).sum();
        assertTrue(total <= driver.stage.getWidth(), "the Lab menu and its " + largest.getText() + " labs are " + total
            + " px wide");
        robot.interact(largest::hide);
        robot.interact(lab::hide);
    }
}
