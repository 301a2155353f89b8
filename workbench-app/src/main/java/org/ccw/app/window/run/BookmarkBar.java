package org.ccw.app.window.run;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Supplier;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.layout.HBox;
import org.ccw.model.cluster.Bookmark;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.eclipse.emf.edit.command.AddCommand;

/**
 * The bookmarks across the top of the canvas, numbered chapters in time order (UI.md's lecture mode): a click
 * seeks the run there. Bookmarks are part of the scenario, so adding one goes through the editor's command stack
 * (it saves and undoes like any edit) and the bar follows every change of the scenario.
 */
final class BookmarkBar {

    private final RunViewModel model;
    private final Supplier<ScenarioEditor> editors;
    private final HBox bar = new HBox(4);

    BookmarkBar(RunViewModel model, Supplier<ScenarioEditor> editors) {
        this.model = model;
        this.editors = editors;
        bar.getStyleClass().add("bookmark-bar");
    }

    /** The bar for the open document's scenario, kept up to date with its edits. */
    HBox node() {
        refresh();
        editors.get().addChangeListener(this::refresh);
        return bar;
    }

    /** Adds a bookmark at the animation clock to the scenario; nothing without a run. */
    void addHere() {
        Bookmark bookmark = model.bookmarkHere();
        if (bookmark != null) {
            ScenarioEditor editor = editors.get();
            editor.domain().getCommandStack().execute(AddCommand.create(editor.domain(), editor.scenario(),
                ClusterPackage.Literals.SCENARIO__BOOKMARKS, bookmark));
        }
    }

    private void refresh() {
        List<Bookmark> marks = new ArrayList<>(editors.get().scenario().getBookmarks());
        marks.sort(Comparator.comparingLong(Bookmark::getTimePicos));
        List<Node> buttons = new ArrayList<>();
        buttons.add(new Label(marks.isEmpty() ? "" : "Bookmarks:"));
        for (int i = 0; i < marks.size(); i++) {
            Bookmark mark = marks.get(i);
            Button b = RunToolBar.button((i + 1) + " " + mark.getName(), mark.getDescription() == null
                ? mark.getName() : mark.getDescription(), e -> {
                    if (model.playbackProperty().get() != null) {
                        model.playbackProperty().get().seekTime(mark.getTimePicos());
                    }
                });
            buttons.add(b);
        }
        bar.getChildren().setAll(buttons);
    }
}
