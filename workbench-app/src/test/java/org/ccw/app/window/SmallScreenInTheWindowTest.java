package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.TabPane;
import javafx.scene.text.Text;
import org.ccw.app.window.lab.LabStepPanel;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.testfx.util.WaitForAsyncUtils;

/** At 1280×720 (a classroom projector) the canvas stays the largest pane and no button is cut to "…". */
class SmallScreenInTheWindowTest extends InTheWindow {

    @BeforeEach
    void projectorSize() {
        robot.interact(() -> {
            driver.stage.setWidth(1280);
            driver.stage.setHeight(720);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static double area(Node node) {
        Bounds b = node.getLayoutBounds();
        return b.getWidth() * b.getHeight();
    }

    @Test
    void theCanvasIsTheLargestPane() {
        double canvas = area(driver.canvas());
        TabPane bottom = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);

        assertTrue(canvas > area(bottom), "canvas " + canvas + " vs the bottom tabs " + area(bottom));
        assertTrue(driver.canvas().getLayoutBounds().getWidth() > 640, "at least half the width");
    }

    /**
     * A lab open with its checks run (its figures in the table, its steps beside the canvas) leaves the canvas the
     * largest pane: the Lab steps tab takes its share and scrolls inside it, the step panel sits in the right column.
     */
    @Test
    void aLabsPanelsNeverSqueezeTheCanvas() {
        org.ccw.labs.Lab traps = org.ccw.labs.folder.Labs.byId("ssam-traps").orElseThrow();
        robot.interact(() -> driver.window.openLab(traps));
        robot.interact(() -> driver.window.labSteps().model().runChecks());
        WindowDriver.await("the lab's figures", () -> driver.window.labSteps().model().resultProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        TabPane bottom = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        Node panel = robot.lookup("#" + LabStepPanel.PANEL_ID).query();

        double canvasHeight = driver.canvas().getLayoutBounds().getHeight();
        assertTrue(canvasHeight >= 250, "the canvas is " + canvasHeight + " px high, not a strip");
        assertTrue(area(driver.canvas()) > area(bottom), "canvas " + area(driver.canvas()) + " vs the bottom tabs "
            + area(bottom));
        assertTrue(driver.canvas().getLayoutBounds().getWidth() > 640, "at least half the width");
        assertTrue(panel.localToScene(panel.getBoundsInLocal()).getHeight() >= 300, "the step panel has room too");
    }

    @Test
    void noButtonIsCutToAnEllipsisOnAnyTab() {
        TabPane bottom = robot.lookup("#" + MainWindow.BOTTOM_TABS_ID).queryAs(TabPane.class);
        for (int i = 0; i < bottom.getTabs().size(); i++) {
            int tab = i;
            robot.interact(() -> bottom.getSelectionModel().select(tab));
            WaitForAsyncUtils.waitForFxEvents();
            List<String> cut = robot.lookup(".button").queryAllAs(Button.class).stream()
                .filter(Node::isVisible).filter(b -> b.getScene() == driver.stage.getScene())
                .filter(b -> b.getText() != null && !b.getText().isEmpty())
                .filter(b -> b.lookup(".text") instanceof Text shown && !shown.getText().equals(b.getText()))
                .map(b -> b.getText() + " on " + bottom.getTabs().get(tab).getText()).toList();
            assertEquals(List.of(), cut, "buttons whose words do not fit");
        }
    }
}
