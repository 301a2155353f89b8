package org.ccw.app.window.run;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.ObservableList;
import javafx.collections.SetChangeListener;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Menu;
import javafx.scene.control.Tab;
import javafx.scene.control.TableView;
import javafx.scene.control.TextInputControl;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyEvent;
import javafx.scene.layout.VBox;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Switch;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.animation.AnimationLayer;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.KindChoice;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branches;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.visualizer.topology.TopologyView;

/**
 * Everything the main window shows of a run (UI.md), assembled from its parts: the {@link RunViewModel} (state
 * and decisions), the {@link RunToolBar}, the {@link RunMenu}, the {@link RunCanvas} (animation layer, hit-testing,
 * what-if) with its {@link BookmarkBar}, the {@link EventListPane}, the {@link BreakpointsPane}, the
 * {@link InspectorPane} and the run's keys ({@link RunKeys}). The engine runs on its {@link EngineThread}. This
 * class wires them and keeps the views in step with the playback on show; it holds no protocol logic.
 */
public final class RunPerspective {

    private final Supplier<ScenarioEditor> editors;
    private final EngineThread engine = new EngineThread();
    private final RunViewModel model;
    private final WhatIfMenu whatIfMenu;
    private final RunToolBar toolBar;
    private final RunCanvas canvas;
    private final BookmarkBar bookmarks;
    private final EventListPane events;
    private final BreakpointsPane breakpoints;
    private final InspectorPane inspector = new InspectorPane();

    /**
     * @param editors where the open document's editor is (it changes when another file opens)
     * @param errors  shown to the user when a run fails
     */
    public RunPerspective(Supplier<ScenarioEditor> editors, Consumer<Throwable> errors) {
        this.editors = editors;
        model = new RunViewModel(engine, errors);
        whatIfMenu = new WhatIfMenu(model);
        toolBar = new RunToolBar(model, this::startRun);
        canvas = new RunCanvas(model, editors, whatIfMenu);
        bookmarks = new BookmarkBar(model, editors);
        events = new EventListPane(model.playbackProperty());
        breakpoints = new BreakpointsPane(model);
        model.playbackProperty().addListener((obs, was, now) -> showPlayback(now));
        model.selectedCellProperty().addListener((obs, was, cell) -> inspect());
    }

    // ---- state for the window ----

    public StringProperty statusProperty() {
        return model.statusProperty();
    }

    public StringProperty captionProperty() {
        return model.captionProperty();
    }

    public BooleanProperty lectureModeProperty() {
        return model.lectureModeProperty();
    }

    public ReadOnlyObjectProperty<Playback> playbackProperty() {
        return model.playbackProperty();
    }

    public ReadOnlyObjectProperty<Branches> branchesProperty() {
        return model.branchesProperty();
    }

    public AnimationLayer layer() {
        return canvas.layer();
    }

    public TableView<Integer> eventTable() {
        return events.table();
    }

    public ObservableList<Breakpoint> breakpoints() {
        return model.breakpoints();
    }

    public Tab eventListTab() {
        return events.tab();
    }

    public Tab breakpointsTab() {
        return breakpoints.tab();
    }

    public VBox inspector() {
        return inspector.node();
    }

    public List<Node> toolBarItems() {
        return toolBar.items();
    }

    public Menu menu() {
        return RunMenu.of(this, model, whatIfMenu);
    }

    /** The topology canvas with the animation layer over it and the bookmarks above, for a newly opened document. */
    public Node canvasWith(TopologyView view) {
        model.reset();
        Node node = canvas.canvasWith(view, bookmarks.node());
        ScenarioEditor editor = editors.get();
        editor.topology().selectedIds().addListener((SetChangeListener<String>) change -> inspect());
        editor.problems().addListener((javafx.collections.ListChangeListener<org.ccw.model.validation.Problem>)
            change -> model.problemsChanged(editor.problems()));
        return node;
    }

    // ---- running ----

    /** Runs the open scenario from its seed in the background; the animation starts paused at the beginning. */
    public void startRun() {
        startRun(playback -> { });
    }

    /**
     * {@link #startRun()}, then {@code whenReady} with the run's playback on the FX thread once the engine is done
     * (once: a later what-if branch does not call it again).
     */
    public void startRun(Consumer<Playback> whenReady) {
        engine.drive(model.playbackProperty());
        Branches runs = model.start(editors.get().scenario(), whenReady);
        if (runs != null) { // else refused: the status and the error dialog say why
            toolBar.follow(runs);
        }
    }

    /**
     * Runs the open scenario's job over a real {@code transport} on this machine (Run → Run over real UDP / TCP),
     * animated live from the real transport's trace.
     */
    void startRealRun(RealTimeTransport transport) {
        startRealRun(transport, playback -> { });
    }

    /** {@link #startRealRun(RealTimeTransport)}, then {@code whenReady} with the first playback on show. */
    public void startRealRun(RealTimeTransport transport, Consumer<Playback> whenReady) {
        engine.drive(model.playbackProperty());
        Branches runs = model.startReal(editors.get().scenario(), transport, whenReady);
        if (runs != null) {
            toolBar.follow(runs);
        }
    }

    /**
     * The record selected in the event list or on the timing diagram: both seek the run there, so it is the record
     * the run rests on (a later step or "show me" moves it on too); null without a run.
     */
    public TraceEvent selectedRecord() {
        Playback p = model.playbackProperty().get();
        return p == null ? null : p.current();
    }

    /**
     * Pauses the run on show on record {@code number}, or at {@code timePs} when it is negative or the run has no such
     * record; with no run on show, runs the scenario first. Then {@code after} with the playback, resting there.
     */
    public void showAt(long timePs, long number, Consumer<Playback> after) {
        Consumer<Playback> seek = p -> {
            p.pause();
            long position = number - p.trace().firstNumber();
            if (number >= 0 && position >= 0 && position < p.trace().size()) {
                p.seek((int) position);
            } else {
                p.seekTime(timePs);
            }
            positionChanged(p);
            after.accept(p);
        };
        if (model.playbackProperty().get() != null) {
            seek.accept(model.playbackProperty().get());
        } else {
            startRun(seek);
        }
    }

    /** Brings the run on show to rest at {@code place}, saying in the status bar where it stopped. */
    public void pauseAt(PauseAt place) {
        model.withPlayback(p -> {
            String where = place.applyTo(p, model.breakpoints());
            if (p.current() instanceof TraceEvent.CellDropped drop) {
                // The inspector and the property sheet then show where the cell died (a switch's ports, a host's FIFOs).
                ScenarioEditor editor = editors.get();
                editor.select(List.of(editor.scenario().getCluster().getNodes().get(drop.node())));
            }
            positionChanged(p);
            model.statusProperty().set(model.statusProperty().get() + " • " + where);
        });
    }

    /** Shows the playback of the run on show; none (another document opened): the run's views are emptied. */
    private void showPlayback(Playback now) {
        canvas.show(now);
        if (now == null) {
            events.clear();
            toolBar.clear();
            inspect();
            return;
        }
        toolBar.show(now);
        events.show(now, model.branch());
        // the views follow the run's one cursor, whoever moved it; and once more when playing stops, since while
        // playing the event list and the inspector follow only ten times a second
        now.cursor().positionProperty().addListener((obs, a, b) -> followCursor(now));
        now.playingProperty().addListener((obs, was, playing) -> followCursor(now));
        positionChanged(now);
    }

    private void followCursor(Playback p) {
        if (model.playbackProperty().get() == p) {
            positionChanged(p);
        }
    }

    private void positionChanged(Playback p) {
        toolBar.showTime(p);
        model.positionChanged(p);
        if (events.follow(p)) {
            inspect();
            model.updateCaption();
        }
    }

    // ---- controls ----

    void togglePlay() {
        model.withPlayback(Playback::togglePlay);
    }

    void step() {
        model.withPlayback(Playback::step);
    }

    void stepBack() {
        model.withPlayback(Playback::stepBack);
    }

    void restart() {
        model.withPlayback(Playback::restart);
    }

    void toEnd() {
        model.withPlayback(Playback::toEnd);
    }

    /** Shift+→: the next record of the kind selected in the event list (or of the kind filter's choice). */
    void nextOfSelectedKind() {
        model.withPlayback(p -> p.next(events.selectedKind().orElse(KindChoice.of(EventKind.CELL_DROPPED))));
    }

    /** Ctrl+B: a breakpoint on the selected record's kind, or off again when it is set. */
    void toggleBreakpointOnSelection() {
        model.toggleBreakpoint(events.selectedEvent());
    }

    /** Adds a bookmark at the animation clock to the scenario, through the command stack (so it saves and undoes). */
    void addBookmark() {
        bookmarks.addHere();
    }

    // ---- inspector ----

    private void inspect() {
        int node = selectedNode();
        inspector.inspect(model.playbackProperty().get(), model.branch(), model.selectedCellProperty().get(), node,
            node >= 0 && editors.get().scenario().getCluster().getNodes().get(node) instanceof Switch);
    }

    /** The engine node id of the host or switch selected on the canvas (a NIC counts as its host); -1 for none. */
    private int selectedNode() {
        ScenarioEditor editor = editors.get();
        List<org.ccw.model.cluster.Node> nodes = editor.scenario().getCluster().getNodes();
        for (String id : editor.topology().selectedIds()) {
            var element = ElementRefs.resolve(editor.scenario(), id).orElse(null);
            while (element != null && !(element instanceof org.ccw.model.cluster.Node)) {
                element = element.eContainer();
            }
            if (element != null) {
                return nodes.indexOf(element);
            }
        }
        return -1;
    }

    // ---- keyboard ----

    /** The run's keys ({@link RunKeys}); text fields keep their keys, the menus' shortcuts are not touched. */
    public void handleKey(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl) {
            return;
        }
        boolean handled = RunKeys.of(event.getCode(), event.isShiftDown(), event.isShortcutDown(), event.isAltDown(),
            model.playbackProperty().get() != null, model.lectureModeProperty().get()).map(this::act).orElse(false);
        if (handled) {
            event.consume();
        }
    }

    /** Does what a run key asks; false when it found nothing to do (no cell selected for the what-if menu). */
    private boolean act(RunKeys.Action action) {
        BooleanProperty lectureMode = model.lectureModeProperty();
        switch (action) {
            case TOGGLE_LECTURE_MODE -> lectureMode.set(!lectureMode.get());
            case LEAVE_LECTURE_MODE -> lectureMode.set(false);
            case TOGGLE_BREAKPOINT -> toggleBreakpointOnSelection();
            case WHAT_IF_MENU -> {
                return canvas.showWhatIfMenu();
            }
            case PLAY_PAUSE -> togglePlay();
            case NEXT_OF_SELECTED_KIND -> nextOfSelectedKind();
            case STEP -> step();
            case STEP_BACK -> stepBack();
            case RESTART -> restart();
            case TO_END -> toEnd();
        }
        return true;
    }

    /**
     * The window's handler (after every control had the key): a key a text field took as typing does not go on to
     * act as the run's accelerator (Space in the event filter's text plays nothing).
     */
    public void keepTypingKeys(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl && !event.isShortcutDown() && !event.isAltDown()
                && event.getCode() != KeyCode.F11) {
            event.consume();
        }
    }

    /** The what-if context menu, for tests. */
    public ContextMenu whatIfContextMenu() {
        return whatIfMenu.contextMenu();
    }

    /** Where {@code cell} is drawn now, in scene coordinates (a UI test clicks there). */
    public Point2D scenePointOf(CellFlight cell) {
        return canvas.scenePointOf(cell);
    }
}
