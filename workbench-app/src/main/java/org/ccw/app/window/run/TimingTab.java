package org.ccw.app.window.run;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.scene.control.Label;
import javafx.scene.control.Tab;
import javafx.geometry.Orientation;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Separator;
import org.ccw.model.cluster.Scenario;
import javafx.scene.Node;
import org.ccw.app.window.compare.CompareBranchesPane;
import org.ccw.app.window.compare.CompareRealPane;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.animation.TraceNames;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.Branches;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.Ghosts;
import org.ccw.visualizer.timing.fx.TimeCursor;
import org.ccw.visualizer.timing.fx.TimingDiagramView;
import org.ccw.visualizer.timing.fx.TimingDiagramViewModel;

/**
 * The "Timing diagram" bottom tab: the run's sequence diagram on the run's one {@link TimeCursor}, its
 * {@link Playback}'s — playing or stepping moves the diagram's cursor (and the shown range follows it), picking an
 * arrow pauses and seeks the animation, and an event-list selection moves both. A fresh view-model per run or
 * branch means no listener of an old run lingers. Under the diagram, "Compare real"
 * ({@link CompareRealPane}) runs the scenario over real UDP and ghosts that run over this one, with the difference
 * of every message and both runs' LogGP beside the paper's; "Compare branches" ({@link CompareBranchesPane}) ghosts
 * the original over a what-if (or the what-if over the original) with what became of each message.
 */
public final class TimingTab {

    public static final String TAB_ID = "timing-tab";
    static final String VIEW_ID = "timing-view";
    /** Span of the diagram around a moment the run was paused on from the command line: 60 µs, in ps. */
    static final long FOCUS_SPAN_PS = 60_000_000L;

    /** What the legend calls the real run ghosted over the simulated one. */
    public static final String REAL_RUN = "real udp";

    private static final String NO_RUN = "Run the scenario (Ctrl+R) to see its timing diagram.";

    private final Tab tab = new Tab("Timing diagram", new Label(NO_RUN));
    private final ReadOnlyObjectWrapper<TimingDiagramViewModel> model = new ReadOnlyObjectWrapper<>(this, "model");
    private final Runnable exportAction;
    private final CompareRealPane compare;
    private final CompareBranchesPane compareBranches;
    /** The runs and the branch of the diagram on show. */
    private Branches shownRuns;
    private String shownBranch;

    /** @param exportAction what the diagram's own Export button does (the window's export dialog) */
    TimingTab(Runnable exportAction) {
        this(exportAction, null);
    }

    /**
     * @param exportAction what the diagram's own Export button does (the window's export dialog)
     * @param scenario     the open scenario, which "Compare real" runs over real UDP; null for no comparison
     *                     buttons ("Compare real", "Compare branches")
     */
    public TimingTab(Runnable exportAction, Supplier<Scenario> scenario) {
        this.exportAction = exportAction;
        this.compare = scenario == null ? null : new CompareRealPane(scenario);
        this.compareBranches = scenario == null ? null : new CompareBranchesPane();
        tab.setId(TAB_ID);
    }

    /** The model-beside-measurement bar under the diagram, or null when the tab has none. */
    public CompareRealPane compare() {
        return compare;
    }

    /** The comparison of the original run with a what-if, or null when the tab has none. */
    public CompareBranchesPane compareBranches() {
        return compareBranches;
    }

    public Tab tab() {
        return tab;
    }

    /** The diagram's view-model of the run on show, or null before the first run. */
    public ReadOnlyObjectProperty<TimingDiagramViewModel> modelProperty() {
        return model.getReadOnlyProperty();
    }

    /**
     * Shows the trace of {@code playback}, the branch on show of {@code runs}, linked to it, under the title
     * {@code scenario} (and "what-if N" for a what-if).
     */
    public void show(Playback playback, Branches runs, String scenario) {
        Branch branch = runs.currentProperty().get();
        TraceNames names = branch.names();
        // a what-if by its number (the run tool bar's choice names what it did): the legend must keep its place
        String title = scenario + (branch.original() ? "" : " — " + branch.shortName());
        TimingDiagramViewModel vm = new TimingDiagramViewModel(playback.records(), names::node, title,
            playback.cursor());
        TimingDiagramViewModel was = model.get();
        if (was != null && runs == shownRuns && !branch.name().equals(shownBranch)) {
            // another branch of the run on show: one time axis, so the range looked at stays (the cursor moves it
            // when it leaves); a live run that grew keeps showing the whole of itself
            vm.selectRange(was.fromPsProperty().get(), was.toPsProperty().get());
        }
        shownRuns = runs;
        shownBranch = branch.name();
        TimingDiagramView view = new TimingDiagramView(vm);
        view.setId(VIEW_ID);
        view.setOnExport(exportAction);
        if (compare == null) {
            tab.setContent(view);
        } else {
            // the buttons in the diagram's own tool bar (no height taken from the lanes); the diagram over the
            // last comparison's tables once there is one
            view.addToolBarItems(new Separator(), compare.button(), compareBranches.button());
            SplitPane split = new SplitPane(view);
            split.setOrientation(Orientation.VERTICAL);
            compare.attach(playback.records(), names::node,
                comparison -> compared(vm, split, comparison.ghosts(REAL_RUN), compare.results()));
            compareBranches.attach(runs, branch, ghosts -> compared(vm, split, ghosts, compareBranches.results()));
            tab.setContent(split);
        }
        model.set(vm);
    }

    /**
     * A comparison was made: the other run's messages are drawn over the diagram and what it found is under it, in
     * place of an earlier comparison's.
     */
    private static void compared(TimingDiagramViewModel vm, SplitPane split, Ghosts ghosts, Node results) {
        vm.ghostsProperty().set(ghosts);
        if (split.getItems().size() == 1) {
            split.getItems().add(results);
            split.setDividerPositions(0.6);
        } else {
            split.getItems().set(1, results);
        }
    }

    /** The cursor of the run on show (its animation's, which every view of the run shares); null before one. */
    TimeCursor cursor() {
        return model.get() == null ? null : model.get().cursor();
    }

    /** Back to no run (another scenario opened): the previous run's diagram and title go. */
    public void clear() {
        if (compare != null) {
            compare.cancel();
        }
        tab.setContent(new Label(NO_RUN));
        model.set(null);
        shownRuns = null;
    }

    /**
     * Shows {@value #FOCUS_SPAN_PS} ps around {@code timePs} (a third before it), so the messages at a moment a run
     * was paused on can be read rather than the whole run's crowd; nothing before the first run.
     */
    public void focusOn(long timePs) {
        TimingDiagramViewModel vm = model.get();
        if (vm != null) {
            vm.selectRange(Math.max(0, timePs - FOCUS_SPAN_PS / 3), Math.max(0, timePs - FOCUS_SPAN_PS / 3) + FOCUS_SPAN_PS);
        }
    }

    /** The diagram as exportable: the shown range and the whole run; none before the first run. */
    public List<Exportable> exportables() {
        TimingDiagramViewModel vm = model.get();
        if (vm == null) {
            return List.of();
        }
        return List.of(new TimingExport(vm, false), new TimingExport(vm, true));
    }

    /** The diagram written through the same painter as the CLI's {@code export timing}, or its trace records. */
    private record TimingExport(TimingDiagramViewModel vm, boolean wholeRun) implements Exportable {
        @Override
        public String label() {
            return wholeRun ? "Timing diagram: whole run" : "Timing diagram: shown range";
        }

        @Override
        public String baseName() {
            return "timing";
        }

        @Override
        public List<String> formats() {
            return List.of("svg", "png", "pdf", "jsonl");
        }

        @Override
        public void write(String format, Path file, FigureExport.Options options) throws IOException {
            if (format.equals("jsonl")) {
                vm.exportTrace(file, wholeRun);
            } else if (wholeRun) {
                vm.exportRun(ExportFormat.parse(format), file, options);
            } else {
                vm.export(ExportFormat.parse(format), file, options);
            }
        }
    }
}
