package org.ccw.app.window.run;

import java.util.List;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.MenuItem;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.branch.Branches;

/**
 * The what-if choices for the cell in flight selected on the canvas — drop it, or delay it — as a context menu
 * (right-click on the cell, or the context-menu key / Shift+F10 once it is selected) and as Run menu items, enabled
 * only while a cell in flight is selected. The context menu opens when the right button is released, so that the
 * release cannot choose an item under the pointer, and a click elsewhere that closes it still reaches what was
 * clicked (the menu bar, say) rather than being swallowed.
 */
public final class WhatIfMenu {

    public static final String DROP_TEXT = "Drop this cell (what-if)";
    public static final String DROP_SELECTED_TEXT = "Drop selected cell (what-if)";

    private final RunViewModel model;
    private final ContextMenu menu = new ContextMenu();

    WhatIfMenu(RunViewModel model) {
        this.model = model;
        menu.setConsumeAutoHidingEvents(false);
        menu.setAutoHide(true);
        menu.getItems().setAll(item(DROP_TEXT, true), item(delayText("this"), false));
        menu.setId("what-if-menu");
    }

    private static String delayText(String which) {
        return "Delay " + which + " cell by " + EventText.micros(Branches.DEFAULT_DELAY_PS) + " (what-if)";
    }

    private MenuItem item(String text, boolean drop) {
        MenuItem item = new MenuItem(text);
        item.setMnemonicParsing(false);
        item.setOnAction(e -> model.whatIf(model.selectedCellProperty().get(), drop));
        return item;
    }

    /** The Run menu's items; call {@link #refresh} when the menu shows. */
    List<MenuItem> runMenuItems() {
        return List.of(item(DROP_SELECTED_TEXT, true), item(delayText("selected"), false));
    }

    /** Enables {@code items} when a what-if can start from the selection. */
    void refresh(List<MenuItem> items) {
        items.forEach(item -> item.setDisable(!model.canWhatIf()));
    }

    /**
     * Opens the context menu at {@code screen} over {@code owner} for the selected cell, pausing the run; nothing
     * when no cell in flight is selected.
     */
    boolean show(Node owner, Point2D screen) {
        if (!model.canWhatIf() || screen == null || owner.getScene() == null) {
            return false;
        }
        model.playbackProperty().get().pause();
        menu.show(owner, screen.getX(), screen.getY());
        return true;
    }

    ContextMenu contextMenu() {
        return menu;
    }
}
