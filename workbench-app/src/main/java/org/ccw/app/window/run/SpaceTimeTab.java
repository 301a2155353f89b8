package org.ccw.app.window.run;

import java.util.List;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.animation.TraceNames;
import org.ccw.visualizer.spacetime.fx.SpaceTimeView;
import org.ccw.visualizer.spacetime.fx.SpaceTimeViewModel;

/**
 * The "Space-time" bottom tab, beside the timing diagram: XPVM's view of the run's tasks (computing, inside the
 * message library, waiting) and their messages, on the run's one cursor (its {@link Playback}'s), so a click here
 * moves the animation and the diagram, and playing moves this view's cursor.
 */
public final class SpaceTimeTab {

    static final String TAB_ID = "space-time-tab";
    static final String VIEW_ID = "space-time-view";

    private static final String NO_RUN = "Run the scenario (Ctrl+R) to see its tasks in space and time.";

    private final Tab tab = new Tab("Space-time", new Label(NO_RUN));
    private final Runnable exportAction;
    private SpaceTimeViewModel model;

    /** @param exportAction what the view's own Export button does (the window's export dialog) */
    public SpaceTimeTab(Runnable exportAction) {
        this.exportAction = exportAction;
        tab.setId(TAB_ID);
    }

    public Tab tab() {
        return tab;
    }

    /** The view-model of the run on show, or null before the first run; for tests. */
    public SpaceTimeViewModel model() {
        return model;
    }

    /** Shows the tasks of {@code playback}'s trace on its cursor, the one the run's other views share. */
    public void show(Playback playback, TraceNames names) {
        model = new SpaceTimeViewModel(playback.records(), names::node, playback.cursor());
        SpaceTimeView view = new SpaceTimeView(model);
        view.setId(VIEW_ID);
        view.setOnExport(exportAction);
        tab.setContent(view);
    }

    /** Back to no run (another scenario opened). */
    public void clear() {
        model = null;
        tab.setContent(new Label(NO_RUN));
    }

    /** The view as exportable (the shown range); none before a run or when no task records its state. */
    public List<Exportable> exportables() {
        if (model == null || model.model().tasks().isEmpty()) {
            return List.of();
        }
        return List.of(Exportable.figure("Space-time view: shown range", "space-time", model::export));
    }
}
