package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.input.KeyCode;
import org.ccw.app.window.document.Examples;
import org.ccw.app.window.document.ExamplesTest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** File → New gives an empty scenario to draw in; File → Open example opens a shipped example untitled. */
class FileMenuInTheWindowTest extends InTheWindow {

    @Override
    void beforeOpening() {
        System.setProperty(Examples.FOLDER_PROPERTY, ExamplesTest.FOLDER.toAbsolutePath().toString());
    }

    @AfterEach
    void forgetTheExamples() {
        System.clearProperty(Examples.FOLDER_PROPERTY);
    }

    @Test
    void newGivesAnEmptyScenario() {
        driver.keys(KeyCode.CONTROL, KeyCode.N);

        assertTrue(driver.viewModel().editor().scenario().getCluster().getNodes().isEmpty(), "nothing drawn yet");
        assertEquals("untitled", driver.viewModel().editor().scenario().getName());
    }

    @Test
    void anExampleOpensUntitledSoSavingNeverOverwritesIt() {
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        Menu examples = (Menu) bar.getMenus().get(0).getItems().stream()
            .filter(i -> MainWindow.EXAMPLES_MENU_ID.equals(i.getId())).findFirst().orElseThrow();
        MenuItem dvcm = examples.getItems().stream().filter(i -> i.getText().equals("DVCM star of 3")).findFirst()
            .orElseThrow(() -> new AssertionError("examples listed: " + examples.getItems()));

        robot.interact(dvcm::fire);

        assertEquals("DVCM star of 3", driver.viewModel().editor().scenario().getName());
        assertNull(driver.viewModel().fileProperty().get(), "untitled");
    }
}
