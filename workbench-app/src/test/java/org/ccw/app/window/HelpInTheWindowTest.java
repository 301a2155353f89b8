package org.ccw.app.window;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Label;
import javafx.scene.control.MenuBar;
import javafx.scene.control.TableView;
import org.ccw.app.window.help.HelpMenu;
import org.ccw.app.window.help.Shortcuts;
import org.ccw.visualizer.animation.AnimationLayer;
import org.junit.jupiter.api.Test;

/** Help explains the window: five steps to a run, every shortcut the menus have, every symbol drawn. */
class HelpInTheWindowTest extends InTheWindow {

    @Test
    void gettingStartedShowsFiveSteps() {
        WindowDriver.later(() -> driver.window.help().gettingStarted());
        var dialog = driver.dialog(HelpMenu.GETTING_STARTED_ID);

        List<String> steps = dialog.getContent().lookupAll(".label").stream().map(n -> ((Label) n).getText())
            .filter(t -> t.matches("[1-5]\\.  .*")).toList();
        assertEquals(5, steps.size(), steps.toString());
        assertTrue(steps.get(3).contains("Ctrl+R"), steps.get(3));
    }

    /** A newcomer looks for the words the steps say: each tool named is a palette button's own label. */
    @Test
    void gettingStartedNamesThePalettesToolsByTheirButtons() {
        String put = HelpMenu.GETTING_STARTED.get(2);
        List<String> buttons = org.ccw.visualizer.editor.Palette.entries().stream()
            .map(org.ccw.visualizer.editor.PaletteEntry::label).toList();

        assertTrue(buttons.contains("Process") && buttons.contains("Processor"), buttons.toString());
        assertTrue(put.contains("click Process (not Processor"), "Process told from Processor: " + put);
        assertTrue(put.contains("under Jobs"), "and where it is: " + put);
        assertTrue(HelpMenu.GETTING_STARTED.get(0).contains("click Workstation")
            && HelpMenu.GETTING_STARTED.get(0).contains("ATM switch"), HelpMenu.GETTING_STARTED.get(0));
    }

    @Test
    void theShortcutsAreReadFromTheMenusAndIncludeTheRunKeys() {
        WindowDriver.later(() -> driver.window.help().shortcuts());
        var dialog = driver.dialog(HelpMenu.SHORTCUTS_ID);

        @SuppressWarnings("unchecked")
        TableView<Shortcuts.Row> table = (TableView<Shortcuts.Row>) dialog.getContent();
        List<String> lines = table.getItems().stream().map(r -> r.what() + " = " + r.key()).toList();
        assertTrue(lines.contains("Run scenario = Ctrl+R"), lines.toString());
        assertTrue(lines.contains("Fit = Ctrl+0"), lines.toString());
        assertTrue(lines.contains("Play / pause = Space"), lines.toString());
        MenuBar bar = robot.lookup("#" + MainWindow.MENU_BAR_ID).queryAs(MenuBar.class);
        assertEquals(Shortcuts.of(bar), table.getItems(), "one source: the menu bar");
        List<String> cells = dialog.lookupAll(".table-cell").stream()
            .map(n -> ((javafx.scene.control.TableCell<?, ?>) n).getText()).filter(t -> t != null && !t.isBlank())
            .toList();
        assertTrue(cells.contains("Ctrl+R"), "the cells show their text, not blanks: " + cells);
    }

    @Test
    void theLegendDrawsEverySymbolOfTheCanvasAndTheTimingDiagram() {
        WindowDriver.later(() -> driver.window.help().legend());
        var dialog = driver.dialog(HelpMenu.LEGEND_ID);

        List<String> texts = dialog.lookupAll(".label").stream().map(n -> ((Label) n).getText()).toList();
        for (AnimationLayer.Symbol symbol : AnimationLayer.Symbol.values()) {
            assertTrue(texts.contains(symbol.meaning()), symbol + " explained: " + texts);
        }
        assertTrue(texts.contains("data message, from its send to its arrival"), "the orange data arrows too");
        assertTrue(texts.contains("a poll of the network (taller)"), "the polls strip's ticks too");
        assertTrue(texts.contains("Myrinet ×3"), "and what a shared NIC's label says");
        assertTrue(texts.contains("a real run's message over the simulated one's (Compare real)"),
            "the comparison's dashed arrow too");
        long swatches = dialog.lookupAll("Canvas").stream().filter(Canvas.class::isInstance).count();
        assertTrue(swatches >= AnimationLayer.Symbol.values().length + 8, "a drawn symbol per row: " + swatches);
    }
}
