package org.ccw.app.window.run;

import java.util.List;
import java.util.function.IntFunction;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.congestion.CongestionWindows;
import org.ccw.visualizer.congestion.fx.CongestionView;
import org.ccw.visualizer.congestion.fx.CongestionViewModel;
import org.ccw.visualizer.timing.fx.TimeCursor;

/**
 * The "Congestion" bottom tab: each connection's congestion window and slow-start threshold over the run, on the
 * run's one {@link TimeCursor} (its animation's). It is among the bottom tabs only while the run on show has a
 * sender that records its window ({@code CongestionChanged}), beside the space-time tab; other runs have nothing to
 * show in it.
 */
public final class CongestionTab {

    static final String TAB_ID = "congestion-tab";
    public static final String VIEW_ID = "congestion-view";

    private final Tab tab = new Tab("Congestion");
    private final TabPane tabs;
    private final Tab after;
    private final Runnable exportAction;
    private CongestionViewModel model;

    /**
     * @param tabs         the bottom tabs it joins
     * @param after        the tab it follows there
     * @param exportAction what the view's own Export button does (the window's export dialog)
     */
    public CongestionTab(TabPane tabs, Tab after, Runnable exportAction) {
        this.tabs = tabs;
        this.after = after;
        this.exportAction = exportAction;
        tab.setId(TAB_ID);
    }

    public Tab tab() {
        return tab;
    }

    /** The view-model of the run on show, or null when it records no window; for tests. */
    public CongestionViewModel model() {
        return model;
    }

    /** Shows the windows {@code records} hold on {@code cursor}, or leaves the tabs when they hold none. */
    public void show(List<TraceEvent> records, IntFunction<String> nodeNames, TimeCursor cursor) {
        CongestionWindows windows = CongestionWindows.of(records, nodeNames);
        if (windows.connections().isEmpty()) {
            clear();
            return;
        }
        model = new CongestionViewModel(windows, cursor);
        CongestionView view = new CongestionView(model);
        view.setId(VIEW_ID);
        view.setOnExport(exportAction);
        tab.setContent(view);
        if (!tabs.getTabs().contains(tab)) {
            tabs.getTabs().add(tabs.getTabs().indexOf(after) + 1, tab);
        }
    }

    /** Back to no run (another scenario opened, or a run without windows). */
    public void clear() {
        model = null;
        tab.setContent(null);
        tabs.getTabs().remove(tab);
    }

    /** The view as exportable (the shown range); none while the tab is away. */
    public List<Exportable> exportables() {
        return model == null ? List.of() : List.of(Exportable.figure("Congestion windows: shown range",
                "congestion-window", model::export));
    }
}
