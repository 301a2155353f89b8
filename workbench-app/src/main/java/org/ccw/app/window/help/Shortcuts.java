package org.ccw.app.window.help;

import java.util.ArrayList;
import java.util.List;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;

/**
 * Help → Keyboard shortcuts, without its dialog: every menu item that has an accelerator, read from the menu bar
 * itself (so the list cannot go stale when a menu changes), then the run's keys, which are not menu items
 * ({@code RunKeys} in {@code window.run}: the presenter's clicker sends Page Up/Down, Space plays).
 */
public final class Shortcuts {

    /** One line of the list: where it is, what it does, its key. */
    public record Row(String where, String what, String key) {
    }

    /** The keys {@code RunKeys} reads (UI.md's list), in the order a lecturer needs them. */
    static final List<Row> RUN_KEYS = List.of(
        new Row("Run", "Play / pause", "Space"),
        new Row("Run", "Step forward", "→ or Page Down"),
        new Row("Run", "Step back", "← or Page Up"),
        new Row("Run", "Next event of the selected kind", "Shift+→"),
        new Row("Run", "Restart", "Home"),
        new Row("Run", "Run to the end", "End"),
        new Row("Run", "Toggle a breakpoint on the selected event's kind", "Ctrl+B"),
        new Row("Run", "What-if menu of the selected cell", "Shift+F10 or the context-menu key"),
        new Row("View", "Lecture mode on / off", "F11 (Esc leaves it)"));

    private Shortcuts() {
    }

    /** Every accelerator of {@code bar}'s menus, then {@link #RUN_KEYS}. */
    public static List<Row> of(MenuBar bar) {
        List<Row> rows = new ArrayList<>();
        for (Menu menu : bar.getMenus()) {
            collect(plain(menu.getText()), menu.getItems(), rows);
        }
        rows.addAll(RUN_KEYS);
        return rows;
    }

    private static void collect(String where, List<MenuItem> items, List<Row> rows) {
        for (MenuItem item : items) {
            if (item instanceof Menu sub) {
                collect(where + " › " + plain(sub.getText()), sub.getItems(), rows);
            } else if (item.getAccelerator() != null && item.getText() != null) {
                rows.add(new Row(where, plain(item.getText()), item.getAccelerator().getDisplayText()));
            }
        }
    }

    /** A menu text without its mnemonic's underscore. */
    private static String plain(String text) {
        return text.replace("_", "");
    }
}
