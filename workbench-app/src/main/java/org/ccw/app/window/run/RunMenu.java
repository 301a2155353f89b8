package org.ccw.app.window.run;

import java.util.List;
import java.util.Locale;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.TextInputDialog;
import javafx.scene.input.KeyCombination;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.visualizer.animation.Playback;

/** The Run menu: run, the playback's steps, run to a time, breakpoint, bookmark, lecture mode and the what-ifs. */
final class RunMenu {

    private RunMenu() {
    }

    static Menu of(RunPerspective run, RunViewModel model, WhatIfMenu whatIfMenu) {
        List<MenuItem> whatIfItems = whatIfMenu.runMenuItems();
        Menu menu = new Menu("_Run", null,
            item("_Run scenario", "Shortcut+R", e -> run.startRun()),
            item("Run over real _UDP (this machine, live)", null, e -> run.startRealRun(RealTimeTransport.UDP)),
            item("Run over real T_CP (this machine, live)", null, e -> run.startRealRun(RealTimeTransport.TCP)),
            new SeparatorMenuItem(),
            item("_Play / pause", "Space", e -> run.togglePlay()),
            item("_Step", "Right", e -> run.step()),
            item("Step _back", "Left", e -> run.stepBack()),
            item("Next event of the selected _kind", "Shift+Right", e -> run.nextOfSelectedKind()),
            item("Restart (same seed)", "Home", e -> run.restart()),
            item("Run to _end", "End", e -> run.toEnd()),
            item("Run _to time…", null, e -> model.withPlayback(p -> askRunTo(model, p))),
            new SeparatorMenuItem(),
            item("Toggle _breakpoint on the selected kind", "Shortcut+B", e -> run.toggleBreakpointOnSelection()),
            item("Add boo_kmark here", "Shortcut+M", e -> run.addBookmark()),
            item("_Lecture mode", "F11", e -> model.lectureModeProperty().set(!model.lectureModeProperty().get())),
            new SeparatorMenuItem());
        menu.getItems().addAll(whatIfItems);
        menu.setOnShowing(e -> whatIfMenu.refresh(whatIfItems));
        whatIfMenu.refresh(whatIfItems);
        return menu;
    }

    /**
     * A menu item with its key as a real accelerator, shown by the menu in the platform's words. The window's key
     * filter ({@link RunPerspective#handleKey}) acts on the run's keys first and consumes them, so an accelerator
     * never acts twice; keys typed into a text field stay there ({@link RunPerspective#keepTypingKeys}).
     */
    private static MenuItem item(String text, String accelerator, EventHandler<ActionEvent> action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(action);
        return item;
    }

    /** Asks for a time, offering the end of the run. */
    private static void askRunTo(RunViewModel model, Playback p) {
        TextInputDialog dialog = new TextInputDialog(String.format(Locale.ROOT, "%.3f", p.trace().endTimePs() / 1e6));
        dialog.setHeaderText("Run to which time (µs)?");
        Dialogs.fitted(dialog).showAndWait().ifPresent(model::runTo);
    }
}
