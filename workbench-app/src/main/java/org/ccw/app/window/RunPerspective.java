package org.ccw.app.window;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.Consumer;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import javafx.css.PseudoClass;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.geometry.Point2D;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.ContextMenu;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Slider;
import javafx.scene.control.Tab;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableRow;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.control.TextInputControl;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCode;
import javafx.scene.input.KeyCombination;
import javafx.scene.input.ContextMenuEvent;
import javafx.scene.input.KeyEvent;
import javafx.scene.input.MouseButton;
import javafx.scene.input.MouseEvent;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Bookmark;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.ClusterPackage;
import org.ccw.model.cluster.Switch;
import org.ccw.visualizer.ElementRefs;
import org.ccw.visualizer.animation.AnimationGeometry;
import org.ccw.visualizer.animation.AnimationLayer;
import org.ccw.visualizer.animation.Branch;
import org.ccw.visualizer.animation.BranchRunner;
import org.ccw.visualizer.animation.Branches;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.EventList;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.editor.ScenarioEditor;
import org.ccw.visualizer.topology.TopologyView;
import org.eclipse.emf.edit.command.AddCommand;

/**
 * Everything the main window shows of a run (UI.md): the run tool bar (▶ ❚❚ step, step back, ⏮ ⏭, speed, time,
 * branch, progress and cancel), the Run menu, the animation layer over the topology canvas with click-to-inspect
 * and right-click what-if, the Event list and Breakpoints tabs, the Inspector, bookmarks, the run's status text,
 * keyboard control and lecture mode's state. It binds views to the {@code animation} view-models and holds no
 * protocol logic; the engine runs on a background thread.
 */
final class RunPerspective {

    static final String EVENT_TABLE_ID = "event-table";
    static final String RUN_TOOL_BAR_ID = "run-tool-bar";
    static final String INSPECTOR_ID = InspectorPane.ID;
    private static final PseudoClass CURRENT = PseudoClass.getPseudoClass("current-event");
    private static final String TIME_ZERO = "t = 0.000 µs";

    private final ScenarioEditorSource editors;
    private final Consumer<Throwable> errors;
    private final ExecutorService engineThread = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "ccw-engine-run");
        thread.setDaemon(true);
        return thread;
    });
    private final AnimationLayer layer = new AnimationLayer();
    private final RunViewModel model;
    private final ReadOnlyObjectProperty<Playback> playback;
    private final ObservableList<Breakpoint> breakpoints;
    private final StringProperty status;
    private final WhatIfMenu whatIfMenu;
    private final InspectorPane inspector = new InspectorPane();
    private final StringProperty caption = new SimpleStringProperty(this, "caption", "");
    private final BooleanProperty lectureMode = new SimpleBooleanProperty(this, "lectureMode", false);
    private final TableView<Integer> eventTable = new TableView<>();
    private final ChoiceBox<Object> kindFilter = new ChoiceBox<>();
    private final ChoiceBox<Object> nodeFilter = new ChoiceBox<>();
    private final TextField textFilter = new TextField();
    private final ChoiceBox<Branch> branchChoice = new ChoiceBox<>();
    private final HBox bookmarkBar = new HBox(4);
    private final Label timeLabel = new Label(TIME_ZERO);
    private final Slider speed = new Slider(Math.log10(Playback.MIN_SPEED), Math.log10(Playback.MAX_SPEED),
        Math.log10(Playback.DEFAULT_SPEED));
    private final ProgressBar progress = new ProgressBar(0);
    private final Button cancel = new Button("Cancel");
    private final Tab eventListTab;
    private final Tab breakpointsTab;
    private EventList eventList;
    /** The topology view the animation draws over (a new one per open document). */
    private TopologyView view;
    /** The canvas with the animation layer over it (what the what-if menu opens over). */
    private StackPane stack;
    private AnimationTimer timer;
    private long lastFrameNanos;
    private long lastTableRefreshNanos;

    /** Where the perspective finds the open document's editor (it changes when another file opens). */
    interface ScenarioEditorSource {
        ScenarioEditor editor();
    }

    RunPerspective(ScenarioEditorSource editors, Consumer<Throwable> errors) {
        this.editors = editors;
        this.errors = errors;
        model = new RunViewModel(() -> new BranchRunner(engineThread, Platform::runLater), errors);
        playback = model.playbackProperty();
        breakpoints = model.breakpoints();
        status = model.statusProperty();
        whatIfMenu = new WhatIfMenu(model);
        playback.addListener((obs, was, now) -> showPlayback(now));
        layer.playbackProperty().bind(playback);
        layer.selectedCellProperty().bindBidirectional(model.selectedCellProperty());
        speed.valueProperty().addListener((obs, was, now) -> {
            if (playback.get() != null) {
                playback.get().speedProperty().set(Playback.sliderToSpeed(now.doubleValue()));
            }
        });
        buildEventTable();
        eventListTab = buildEventListTab();
        breakpointsTab = buildBreakpointsTab();
        layer.selectedCellProperty().addListener((obs, was, cell) -> inspect());
        lectureMode.addListener((obs, was, on) -> updateCaption());
    }

    // ---- state for the window ----

    StringProperty statusProperty() {
        return status;
    }

    StringProperty captionProperty() {
        return caption;
    }

    BooleanProperty lectureModeProperty() {
        return lectureMode;
    }

    ReadOnlyObjectProperty<Playback> playbackProperty() {
        return playback;
    }

    ReadOnlyObjectProperty<Branches> branchesProperty() {
        return model.branchesProperty();
    }

    RunViewModel model() {
        return model;
    }

    AnimationLayer layer() {
        return layer;
    }

    TableView<Integer> eventTable() {
        return eventTable;
    }

    ObservableList<Breakpoint> breakpoints() {
        return breakpoints;
    }

    // ---- running ----

    /** Runs the open scenario from its seed in the background; the animation starts paused at the beginning. */
    void startRun() {
        startRun(playback -> { });
    }

    /**
     * {@link #startRun()}, then {@code whenReady} with the run's playback on the FX thread once the engine is done
     * (once: a later what-if branch does not call it again).
     */
    void startRun(Consumer<Playback> whenReady) {
        if (timer == null) {
            startTimer();
        }
        Branches runs = model.start(editors.editor().scenario(), whenReady);
        if (runs == null) {
            return; // refused: the status and the error dialog say why
        }
        branchChoice.setItems(runs.branches());
        branchChoice.setValue(null);
        runs.currentProperty().addListener((obs, was, now) -> branchChoice.setValue(now));
        branchChoice.setOnAction(e -> {
            Branch chosen = branchChoice.getValue();
            if (chosen != null && chosen != runs.currentProperty().get()) {
                runs.currentProperty().set(chosen);
            }
        });
        progress.progressProperty().bind(runs.runner().progressProperty());
        progress.visibleProperty().bind(runs.runner().runningProperty());
        cancel.visibleProperty().bind(runs.runner().runningProperty());
        cancel.setOnAction(e -> runs.runner().cancel());
    }

    /** Brings the run on show to rest at {@code place}, saying in the status bar where it stopped. */
    void pauseAt(PauseAt place) {
        withPlayback(p -> {
            String where = place.applyTo(p, breakpoints);
            if (p.current() instanceof TraceEvent.CellDropped drop) {
                // The inspector and the property sheet then show where the cell died (a switch's ports, a host's FIFOs).
                ScenarioEditor editor = editors.editor();
                editor.select(List.of(editor.scenario().getCluster().getNodes().get(drop.node())));
            }
            positionChanged(p);
            status.set(status.get() + " • " + where);
        });
    }

    private void startTimer() {
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                Playback p = playback.get();
                if (p != null && p.playingProperty().get() && lastFrameNanos > 0) {
                    p.advance((now - lastFrameNanos) / 1e9);
                }
                lastFrameNanos = now;
            }
        };
        timer.start();
    }

    /** Shows the playback of the run on show; none (another document opened): the run's views are emptied. */
    private void showPlayback(Playback now) {
        if (now == null) {
            layer.geometryProperty().set(null);
            eventList = null;
            eventTable.setItems(FXCollections.observableArrayList());
            timeLabel.setText(TIME_ZERO);
            if (model.branchesProperty().get() == null) {
                branchChoice.setItems(FXCollections.observableArrayList());
                progress.progressProperty().unbind();
                progress.visibleProperty().unbind();
                progress.setVisible(false);
                cancel.visibleProperty().unbind();
                cancel.setVisible(false);
            }
            inspect();
            updateCaption();
            return;
        }
        now.speedProperty().set(Playback.sliderToSpeed(speed.getValue()));
        Branch branch = model.branch();
        ScenarioEditor editor = editors.editor();
        layer.geometryProperty().set(AnimationGeometry.of(editor.scenario(), TopologyBuilder.from(editor.scenario()),
            editor.topology().getDiagram()));
        eventList = new EventList(now.trace(), branch.names());
        fillNodeFilter(branch);
        applyFilters();
        now.revisionProperty().addListener((obs, a, b) -> {
            if (playback.get() == now) {
                positionChanged(now);
            }
        });
        now.breakMessageProperty().addListener((obs, a, message) -> updateCaption());
        positionChanged(now);
    }

    private void positionChanged(Playback p) {
        timeLabel.setText("t = " + EventText.micros(p.clockPs()));
        model.positionChanged(p);
        long now = System.nanoTime();
        // While playing, the table follows at most ten times a second; a pause or a step updates it at once.
        if (!p.playingProperty().get() || now - lastTableRefreshNanos > 100_000_000L) {
            lastTableRefreshNanos = now;
            int row = eventList == null ? -1 : eventList.rowOf(p.position());
            eventTable.refresh();
            if (row >= 0 && p.playingProperty().get()) {
                eventTable.scrollTo(Math.max(0, row - 3));
            }
            inspect();
            updateCaption();
        }
    }

    private void updateCaption() {
        Playback p = playback.get();
        Branch branch = model.branch();
        if (p == null || p.current() == null || branch == null) {
            caption.set("");
            return;
        }
        String brk = p.breakMessageProperty().get();
        caption.set(EventText.micros(p.current().timePs()) + " — "
            + branch.names().place(p.current().node(), p.current().component()) + ": "
            + EventText.describe(p.current(), branch.names())
            + (brk.isEmpty() ? "" : "  [" + brk + "]"));
    }

    // ---- controls ----

    private void withPlayback(Consumer<Playback> action) {
        if (playback.get() != null) {
            action.accept(playback.get());
        }
    }

    void togglePlay() {
        withPlayback(Playback::togglePlay);
    }

    void step() {
        withPlayback(Playback::step);
    }

    void stepBack() {
        withPlayback(Playback::stepBack);
    }

    void restart() {
        withPlayback(Playback::restart);
    }

    void toEnd() {
        withPlayback(Playback::toEnd);
    }

    /** Shift+→: the next record of the kind selected in the event list (or of the kind filter's choice). */
    void nextOfSelectedKind() {
        withPlayback(p -> p.next(selectedKind().orElse(EventKind.CELL_DROPPED)));
    }

    private java.util.Optional<EventKind> selectedKind() {
        Integer row = eventTable.getSelectionModel().getSelectedItem();
        if (row != null && playback.get() != null) {
            return java.util.Optional.of(EventKind.of(playback.get().trace().at(row)));
        }
        return kindFilter.getValue() instanceof EventKind kind ? java.util.Optional.of(kind) : java.util.Optional.empty();
    }

    /** Ctrl+B: a breakpoint on the selected record's kind, or off again when it is set. */
    void toggleBreakpointOnSelection() {
        Playback p = playback.get();
        Integer row = eventTable.getSelectionModel().getSelectedItem();
        TraceEvent event = row != null && p != null ? p.trace().at(row) : p == null ? null : p.current();
        Breakpoint breakpoint = event == null ? new Breakpoint.CellDropped() : Breakpoint.forKindOf(event);
        if (breakpoint == null) {
            status.set("no protocol breakpoint for " + EventKind.of(event).label());
        } else if (!breakpoints.remove(breakpoint)) {
            breakpoints.add(breakpoint);
        }
    }

    /** What-if: re-run with this in-flight cell dropped (or delayed), from the same seed. */
    void whatIf(CellFlight cell, boolean drop) {
        model.whatIf(cell, drop);
    }

    Menu menu() {
        List<MenuItem> whatIfItems = whatIfMenu.runMenuItems();
        Menu menu = new Menu("_Run", null,
            item("_Run scenario", "Shortcut+R", e -> startRun()),
            new SeparatorMenuItem(),
            item("_Play / pause", "Space", e -> togglePlay()),
            item("_Step", "Right", e -> step()),
            item("Step _back", "Left", e -> stepBack()),
            item("Next event of the selected _kind", "Shift+Right", e -> nextOfSelectedKind()),
            item("Restart (same seed)", "Home", e -> restart()),
            item("Run to _end", "End", e -> toEnd()),
            item("Run _to time…", null, e -> runToAsked()),
            new SeparatorMenuItem(),
            item("Toggle _breakpoint on the selected kind", "Shortcut+B", e -> toggleBreakpointOnSelection()),
            item("Add boo_kmark here", "Shortcut+M", e -> addBookmark()),
            item("_Lecture mode", "F11", e -> lectureMode.set(!lectureMode.get())),
            new SeparatorMenuItem());
        menu.getItems().addAll(whatIfItems);
        menu.setOnShowing(e -> whatIfMenu.refresh(whatIfItems));
        whatIfMenu.refresh(whatIfItems);
        return menu;
    }

    /**
     * A menu item with its key as a real accelerator, shown by the menu in the platform's words. The window's key
     * filter ({@link #handleKey}) acts on the run's keys first and consumes them, so an accelerator never acts
     * twice; keys typed into a text field stay there ({@link #keepTypingKeys}).
     */
    private static MenuItem item(String text, String accelerator, EventHandler<ActionEvent> action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(action);
        return item;
    }

    private void runToAsked() {
        Playback p = playback.get();
        if (p == null) {
            return;
        }
        javafx.scene.control.TextInputDialog dialog = new javafx.scene.control.TextInputDialog(
            String.format(java.util.Locale.ROOT, "%.3f", p.trace().endTimePs() / 1e6));
        dialog.setHeaderText("Run to which time (µs)?");
        dialog.showAndWait().ifPresent(text -> {
            try {
                p.runTo(Math.round(Double.parseDouble(text.strip()) * 1e6));
            } catch (NumberFormatException e) {
                status.set("not a time in µs: " + text);
            }
        });
    }

    List<Node> toolBarItems() {
        speed.setPrefWidth(140);
        speed.setTooltip(new Tooltip("Speed: simulated µs per second of wall time (log scale, 0.01 to 10⁶)"));
        timeLabel.getStyleClass().add("run-time");
        branchChoice.setTooltip(new Tooltip("Branches: the original run and every what-if"));
        progress.setPrefWidth(90);
        progress.setVisible(false);
        cancel.setVisible(false);
        List<Node> items = new ArrayList<>(List.of(
            button("Run", "Run the scenario in the engine (Ctrl+R)", e -> startRun()),
            button("▶ Play", "Play / pause (Space)", e -> togglePlay()),
            button("Pause", "Pause (Space)", e -> withPlayback(Playback::pause)),
            button("◀ Step back", "Step back one event (←, Page Up)", e -> stepBack()),
            button("Step ▶", "Step one event (→, Page Down)", e -> step()),
            button("Restart", "Restart with the same seed (Home)", e -> restart()),
            button("End", "Run to the end (End)", e -> toEnd()),
            speed, timeLabel, branchChoice, progress, cancel));
        return items;
    }

    static Button button(String text, String tooltip, EventHandler<ActionEvent> action) {
        Button button = new Button(text);
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(action);
        button.setFocusTraversable(false);
        // A tool bar short of room gives it up elsewhere (a choice, a message), never as a button cut to "…".
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }

    // ---- the canvas ----

    /** The topology canvas with the animation layer over it, clicks on cells going to the inspector and what-if. */
    Node canvasWith(TopologyView view) {
        this.view = view;
        model.reset();
        layer.setObstacles(view::lineLabelDrawingBounds);
        // the overlays are drawn through the drawing's own transform, and a fit keeps them in sight
        layer.drawingTransformProperty().bind(view.drawingTransformProperty());
        view.setFitAlso(layer.overlayBoundsProperty().get());
        layer.overlayBoundsProperty().addListener((obs, was, now) -> {
            if (this.view == view) {
                view.setFitAlso(now);
            }
        });
        StackPane stack = new StackPane(view, layer);
        stack.addEventFilter(MouseEvent.MOUSE_PRESSED, event -> {
            CellFlight hit = layer.cellAt(event.getX(), event.getY());
            model.selectedCellProperty().set(hit);
            if (hit != null) {
                event.consume();
            }
        });
        // On release, not on press: the release must not choose an item of a menu opened under the pointer.
        stack.addEventFilter(MouseEvent.MOUSE_RELEASED, event -> {
            if (event.getButton() == MouseButton.SECONDARY && model.selectedCellProperty().get() != null
                    && layer.cellAt(event.getX(), event.getY()) != null) {
                event.consume();
                whatIfMenu.show(stack, new Point2D(event.getScreenX(), event.getScreenY()));
            }
        });
        stack.addEventFilter(ContextMenuEvent.CONTEXT_MENU_REQUESTED, event -> {
            if (model.selectedCellProperty().get() != null) {
                event.consume();
            }
        });
        this.stack = stack;
        stack.addEventFilter(MouseEvent.MOUSE_MOVED, e -> layer.hover(e.getX(), e.getY(), e.getScreenX(), e.getScreenY()));
        VBox.setVgrow(stack, Priority.ALWAYS);
        bookmarkBar.getStyleClass().add("bookmark-bar");
        VBox box = new VBox(bookmarkBar, stack);
        refreshBookmarks();
        editors.editor().addChangeListener(this::refreshBookmarks);
        editors.editor().topology().selectedIds().addListener(
            (javafx.collections.SetChangeListener<String>) change -> inspect());
        editors.editor().topology().diagramProperty().addListener((obs, was, diagram) -> {
            if (playback.get() != null) {
                layer.geometryProperty().set(AnimationGeometry.of(editors.editor().scenario(),
                    TopologyBuilder.from(editors.editor().scenario()), diagram));
            }
        });
        return box;
    }

    // ---- bookmarks ----

    /** Adds a bookmark at the animation clock to the scenario, through the command stack (so it saves and undoes). */
    void addBookmark() {
        Playback p = playback.get();
        ScenarioEditor editor = editors.editor();
        if (p == null) {
            return;
        }
        Bookmark bookmark = ClusterFactory.eINSTANCE.createBookmark();
        bookmark.setTimePicos(p.clockPs());
        bookmark.setName("t = " + EventText.micros(p.clockPs()));
        bookmark.setDescription(p.current() == null ? "" : EventText.describe(p.current(),
            model.branch().names()));
        editor.domain().getCommandStack().execute(AddCommand.create(editor.domain(), editor.scenario(),
            ClusterPackage.Literals.SCENARIO__BOOKMARKS, bookmark));
    }

    private void refreshBookmarks() {
        List<Bookmark> marks = new ArrayList<>(editors.editor().scenario().getBookmarks());
        marks.sort(Comparator.comparingLong(Bookmark::getTimePicos));
        List<Node> buttons = new ArrayList<>();
        buttons.add(new Label(marks.isEmpty() ? "" : "Bookmarks:"));
        for (int i = 0; i < marks.size(); i++) {
            Bookmark mark = marks.get(i);
            Button b = button((i + 1) + " " + mark.getName(), mark.getDescription() == null ? mark.getName()
                : mark.getDescription(), e -> withPlayback(p -> p.seekTime(mark.getTimePicos())));
            buttons.add(b);
        }
        bookmarkBar.getChildren().setAll(buttons);
    }

    // ---- event list ----

    private void buildEventTable() {
        eventTable.setId(EVENT_TABLE_ID);
        eventTable.getStyleClass().add("event-table");
        eventTable.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        TableColumn<Integer, String> number = column("#", 60, p -> EventText.number(trace(p)));
        TableColumn<Integer, String> time = column("time", 100, p -> EventText.micros(trace(p).timePs()));
        TableColumn<Integer, String> place = column("where", 140,
            p -> eventList.names().place(trace(p).node(), trace(p).component()));
        TableColumn<Integer, String> kind = column("kind", 110, p -> EventKind.of(trace(p)).label());
        TableColumn<Integer, String> what = column("what", 400, p -> eventList.describe(p));
        eventTable.getColumns().setAll(List.of(number, time, place, kind, what));
        eventTable.setRowFactory(table -> new TableRow<>() {
            @Override
            protected void updateItem(Integer item, boolean empty) {
                super.updateItem(item, empty);
                Playback p = playback.get();
                pseudoClassStateChanged(CURRENT, !empty && item != null && p != null && item == p.position());
            }
        });
        eventTable.getSelectionModel().selectedItemProperty().addListener((obs, was, row) -> {
            if (row != null && playback.get() != null && row != playback.get().position()) {
                playback.get().pause();
                playback.get().seek(row);
            }
        });
        kindFilter.setOnAction(e -> applyFilters());
        nodeFilter.setOnAction(e -> applyFilters());
        textFilter.setPromptText("filter text");
        textFilter.textProperty().addListener((obs, was, now) -> applyFilters());
        List<Object> kinds = new ArrayList<>();
        kinds.add("all kinds");
        kinds.addAll(List.of(EventKind.values()));
        kindFilter.getItems().setAll(kinds);
        kindFilter.setValue("all kinds");
    }

    private TraceEvent trace(int position) {
        return playback.get().trace().at(position);
    }

    private static TableColumn<Integer, String> column(String title, double width,
                                                      java.util.function.IntFunction<String> text) {
        TableColumn<Integer, String> column = new TableColumn<>(title);
        column.setPrefWidth(width);
        column.setSortable(false);
        column.setCellValueFactory(cell -> new javafx.beans.property.ReadOnlyStringWrapper(text.apply(cell.getValue())));
        return column;
    }

    private void fillNodeFilter(Branch branch) {
        List<Object> nodes = new ArrayList<>();
        nodes.add("all nodes");
        for (int n = 0; n < branch.names().topology().nodeCount(); n++) {
            nodes.add(new NodeChoice(n, branch.names().node(n)));
        }
        Object was = nodeFilter.getValue();
        nodeFilter.getItems().setAll(nodes);
        nodeFilter.setValue(nodes.contains(was) ? was : "all nodes");
    }

    /** A node in the node filter. */
    private record NodeChoice(int node, String name) {
        @Override
        public String toString() {
            return name;
        }
    }

    private void applyFilters() {
        if (eventList == null) {
            return;
        }
        eventList.kindsProperty().set(kindFilter.getValue() instanceof EventKind kind ? EnumSet.of(kind)
            : EnumSet.allOf(EventKind.class));
        eventList.nodeProperty().set(nodeFilter.getValue() instanceof NodeChoice choice ? choice.node()
            : EventList.ANY_NODE);
        eventList.textProperty().set(textFilter.getText());
        eventTable.setItems(FXCollections.observableList(eventList.rowsProperty().get()));
    }

    Tab eventListTab() {
        return eventListTab;
    }

    private Tab buildEventListTab() {
        HBox filters = new HBox(6, new Label("Filter:"), kindFilter, nodeFilter, textFilter);
        VBox.setVgrow(eventTable, Priority.ALWAYS);
        Tab tab = new Tab("Event list", new VBox(4, filters, eventTable));
        tab.setId("event-list-tab");
        return tab;
    }

    // ---- breakpoints ----

    Tab breakpointsTab() {
        return breakpointsTab;
    }

    private Tab buildBreakpointsTab() {
        ListView<Breakpoint> list = new ListView<>(breakpoints);
        list.setId("breakpoint-list");
        list.setCellFactory(v -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(Breakpoint item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty || item == null ? null : "● pause when " + item.description());
            }
        });
        ChoiceBox<String> predicate = new ChoiceBox<>(FXCollections.observableArrayList(
            "cell dropped", "retransmission", "window full", "token passed", "handler ran (name)",
            "queue above (cells)"));
        predicate.setValue("cell dropped");
        TextField argument = new TextField();
        argument.setPromptText("handler name or cells");
        argument.setPrefColumnCount(10);
        Button add = button("Add", "Add this breakpoint", e -> {
            try {
                breakpoints.add(switch (predicate.getValue()) {
                    case "retransmission" -> new Breakpoint.Retransmission();
                    case "window full" -> new Breakpoint.WindowFull();
                    case "token passed" -> new Breakpoint.TokenPassed();
                    case "handler ran (name)" -> new Breakpoint.HandlerRan(argument.getText());
                    case "queue above (cells)" -> new Breakpoint.QueueAbove("", Integer.parseInt(argument.getText().strip()));
                    default -> new Breakpoint.CellDropped();
                });
            } catch (IllegalArgumentException bad) {
                status.set("a queue breakpoint needs a number of cells ≥ 0: " + argument.getText());
            }
        });
        Button remove = button("Remove", "Remove the selected breakpoint", e -> {
            Breakpoint selected = list.getSelectionModel().getSelectedItem();
            if (selected != null) {
                breakpoints.remove(selected);
            }
        });
        VBox.setVgrow(list, Priority.ALWAYS);
        Tab tab = new Tab("Breakpoints", new VBox(4, new HBox(6, predicate, argument, add, remove), list));
        tab.setId("breakpoints-tab");
        tab.textProperty().bind(Bindings.createStringBinding(() -> "Breakpoints (" + breakpoints.size() + ")",
            breakpoints));
        return tab;
    }

    // ---- inspector ----

    VBox inspector() {
        return inspector.node();
    }

    private void inspect() {
        int node = selectedNode();
        inspector.inspect(playback.get(), model.branch(), model.selectedCellProperty().get(), node,
            node >= 0 && editors.editor().scenario().getCluster().getNodes().get(node) instanceof Switch);
    }

    /** The engine node id of the host or switch selected on the canvas (a NIC counts as its host); -1 for none. */
    private int selectedNode() {
        ScenarioEditor editor = editors.editor();
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

    /**
     * The run's keys (UI.md): Space, ←, →, Shift+→, Home, End, Page Up/Down, Ctrl+B, F11 (and Esc out of lecture mode). Text fields keep their
     * keys; the window's own shortcuts (menus) are not touched.
     */
    void handleKey(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl) {
            return;
        }
        KeyCode code = event.getCode();
        boolean handled = true;
        if (code == KeyCode.F11) {
            lectureMode.set(!lectureMode.get());
        } else if (code == KeyCode.ESCAPE && lectureMode.get()) {
            lectureMode.set(false);
        } else if (code == KeyCode.B && event.isShortcutDown()) {
            toggleBreakpointOnSelection();
        } else if (code == KeyCode.CONTEXT_MENU || (code == KeyCode.F10 && event.isShiftDown())) {
            handled = showWhatIfMenu();
        } else if (playback.get() == null || event.isShortcutDown() || event.isAltDown()) {
            handled = false;
        } else if (code == KeyCode.SPACE) {
            togglePlay();
        } else if (code == KeyCode.RIGHT && event.isShiftDown()) {
            nextOfSelectedKind();
        } else if (code == KeyCode.RIGHT || code == KeyCode.PAGE_DOWN) {
            step();
        } else if (code == KeyCode.LEFT || code == KeyCode.PAGE_UP) {
            stepBack();
        } else if (code == KeyCode.HOME) {
            restart();
        } else if (code == KeyCode.END) {
            toEnd();
        } else {
            handled = false;
        }
        if (handled) {
            event.consume();
        }
    }

    /**
     * The window's handler (after every control had the key): a key a text field took as typing does not go on to
     * act as the run's accelerator (Space in the event filter's text plays nothing).
     */
    void keepTypingKeys(KeyEvent event) {
        if (event.getTarget() instanceof TextInputControl && !event.isShortcutDown() && !event.isAltDown()
                && event.getCode() != KeyCode.F11) {
            event.consume();
        }
    }

    /** The what-if menu at the selected cell in flight (context-menu key, Shift+F10); false when none is selected. */
    boolean showWhatIfMenu() {
        CellFlight cell = model.selectedCellProperty().get();
        Point2D scene = cell == null ? null : scenePointOf(cell);
        return scene != null && stack != null && whatIfMenu.show(stack, layer.getScene().getWindow() == null ? null
            : new Point2D(scene.getX() + layer.getScene().getWindow().getX() + layer.getScene().getX(),
                scene.getY() + layer.getScene().getWindow().getY() + layer.getScene().getY()));
    }

    /** The what-if context menu, for tests. */
    ContextMenu whatIfContextMenu() {
        return whatIfMenu.contextMenu();
    }

    /** Where {@code cell} is drawn now, in scene coordinates (a UI test clicks there). */
    Point2D scenePointOf(CellFlight cell) {
        Playback p = playback.get();
        Point2D at = layer.geometryProperty().get() == null || p == null ? null : layer.pointOf(cell, p.clockPs());
        return at == null ? null : layer.localToScene(at);
    }
}
