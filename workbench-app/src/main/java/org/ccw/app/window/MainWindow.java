package org.ccw.app.window;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.scene.Parent;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import javafx.stage.WindowEvent;
import org.ccw.app.window.dialogs.CaptureExport;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.app.window.dialogs.ExportDialog;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.help.HelpMenu;
import org.ccw.app.window.lab.ChartsTab;
import org.ccw.app.window.lab.Classroom;
import org.ccw.app.window.lab.LabStepsTab;
import org.ccw.app.window.run.CongestionTab;
import org.ccw.app.window.run.RunPerspective;
import org.ccw.app.window.run.RunToolBar;
import org.ccw.app.window.run.SpaceTimeTab;
import org.ccw.app.window.run.TimingTab;
import org.ccw.app.window.sweepchart.SweepChartWindow;
import org.ccw.labs.Lab;
import org.ccw.visualizer.editor.ScenarioEditor;

/**
 * The main window's frame (see {@code UI.md}): menu bar and tool bar; palette over outline on the left, the
 * topology canvas over the bottom tabs (Problems, Timing diagram, Space-time, Event list, Breakpoints, Charts, Lab steps) in the
 * middle, the property sheet on the right; a status bar with file, editor message, element counts and run
 * state. It only lays out and binds; what actions do lives in {@link MainWindowViewModel} and the document's
 * {@link ScenarioEditor}, File's questions before it replaces or closes the document in {@link DocumentActions},
 * the document's menus and tool bar in {@link DocumentMenus}, the run's in {@link RunPerspective}.
 */
public final class MainWindow {
    /** Node ids, for tests and style. */
    static final String EXAMPLES_MENU_ID = "examples-menu";
    static final String MENU_BAR_ID = "main-menu-bar";
    static final String TOOL_BAR_ID = "main-tool-bar";
    static final String STATUS_BAR_ID = "status-bar";
    static final String BOTTOM_TABS_ID = "bottom-tabs";
    static final String UNSAVED_DIALOG_ID = "unsaved-changes";
    static final String RECOVERY_DIALOG_ID = "autosave-recovery";

    private static final double LEFT_DIVIDER = 0.17;
    private static final double RIGHT_DIVIDER = 0.76;
    /** Share of the centre column the canvas takes over the bottom tabs. */
    private static final double CENTRE_DIVIDER = 0.78;
    /** Most a lecture enlarges the drawing to fill the screen. */
    private static final double LECTURE_MAX_SCALE = 4;
    /** Least share of the centre column a bottom tab shown on request takes. */
    private static final double SHOWN_TAB_SHARE = 0.42;
    /** Most of the centre column the timing diagram takes to show all its lanes: the run must stay in sight. */
    private static final double TIMING_TAB_MAX_SHARE = 0.65;
    /** Height of a bottom tab's header and the timing diagram's tool bar over the drawing, px. */
    private static final double TIMING_CHROME_PX = 80;
    /** Share of the right column the property sheet takes above the inspector. */
    private static final double INSPECTOR_DIVIDER = 0.5;

    private final MainWindowViewModel viewModel;
    private final WindowGeometry geometry;
    private final Stage stage;
    private final SplitPane leftColumn = new SplitPane();
    private final SplitPane centreColumn = new SplitPane();
    /** Property sheet over the run's inspector; each keeps a share, so a long sheet never squeezes the inspector. */
    private final SplitPane rightColumn = new SplitPane();
    private final SplitPane columns = new SplitPane(leftColumn, centreColumn, rightColumn);
    private final Tab problemsTab = new Tab("Problems");
    private final TabPane bottomTabs = new TabPane(problemsTab);
    private final Label counts = statusLabel("status-counts");
    private final Label message = statusLabel("status-message");
    private final BorderPane root = new BorderPane();
    private final Menu recentMenu = new Menu("Open _Recent");
    private final RunPerspective run;
    private final TimingTab timing = new TimingTab(this::export, () -> viewModel().scenario());
    private final SpaceTimeTab spaceTime = new SpaceTimeTab(this::export);
    /** Among the bottom tabs, after the space-time view's, only while the run records congestion windows. */
    private final CongestionTab congestion = new CongestionTab(bottomTabs, spaceTime.tab(), this::export);
    private final ChartsTab charts = new ChartsTab(this::export);
    private final LabStepsTab labSteps = new LabStepsTab(charts.model());
    private final Label exportStatus = statusLabel("status-export");
    private final java.util.concurrent.ExecutorService exportThread = java.util.concurrent.Executors
        .newSingleThreadExecutor(r -> {
            Thread thread = new Thread(r, "ccw-export");
            thread.setDaemon(true);
            return thread;
        });
    private final javafx.scene.control.Label lectureCaption = new javafx.scene.control.Label();
    private VBox topBars;
    private HelpMenu help;
    private StatusBar statusBarNode;
    private EditorPanes panes;
    private javafx.scene.Node canvasPane; // the canvas with the run's layer and bookmarks, over the bottom tabs
    private FilePrompt filePrompt = FilePrompt.NATIVE;
    private final Classroom classroom;
    private final DocumentActions documents;

    /**
     * Builds the frame for {@code stage}; failed actions are shown in an error dialog owned by it.
     *
     * @param settingsDir where the autosave and the recent-files list live
     */
    public MainWindow(Stage stage, Path settingsDir) {
        this.stage = stage;
        this.viewModel = new MainWindowViewModel(settingsDir, error -> Dialogs.error(stage, "That did not work", error));
        this.geometry = new WindowGeometry(settingsDir);
        this.documents = new DocumentActions(stage, viewModel, () -> filePrompt);
        this.run = new RunPerspective(viewModel::editor,
            error -> Dialogs.error(stage, "The run did not work", String.valueOf(error.getMessage())));
        leftColumn.setOrientation(javafx.geometry.Orientation.VERTICAL);
        centreColumn.setOrientation(javafx.geometry.Orientation.VERTICAL);
        rightColumn.setOrientation(javafx.geometry.Orientation.VERTICAL);
        bottomTabs.setId(BOTTOM_TABS_ID);
        bottomTabs.setTabClosingPolicy(TabPane.TabClosingPolicy.UNAVAILABLE);
        SplitPane.setResizableWithParent(leftColumn, false);
        SplitPane.setResizableWithParent(rightColumn, false);
        classroom = new Classroom(settingsDir, new Classroom.Window(stage, run, labSteps, charts, timing,
            () -> filePrompt, this::openLab, exportStatus::setText));
        ToolBar runBar = new ToolBar();
        runBar.getItems().addAll(run.toolBarItems());
        runBar.setId(RunToolBar.RUN_TOOL_BAR_ID);
        runBar.getStyleClass().add("run-tool-bar");
        DocumentMenus document = new DocumentMenus(this, documents, viewModel);
        topBars = new VBox(menuBar(document), document.toolBar(), runBar);
        root.setTop(topBars);
        root.addEventFilter(javafx.scene.input.KeyEvent.KEY_PRESSED, run::handleKey);
        root.addEventHandler(javafx.scene.input.KeyEvent.KEY_PRESSED, run::keepTypingKeys);
        run.lectureModeProperty().addListener((obs, was, on) -> lecture(on));
        lectureCaption.getStyleClass().add("lecture-caption");
        lectureCaption.textProperty().bind(run.captionProperty());
        // A long event description wraps to a second line (the stylesheet caps it at two); the whole text is on hover.
        lectureCaption.setWrapText(true);
        lectureCaption.setMaxWidth(Double.MAX_VALUE);
        Tooltip wholeCaption = new Tooltip();
        wholeCaption.textProperty().bind(run.captionProperty());
        lectureCaption.setTooltip(wholeCaption);
        // Esc leaves full screen by itself (JavaFX's exit key): leave lecture mode with it, not just the screen.
        stage.fullScreenProperty().addListener((obs, was, full) -> {
            if (!full && run.lectureModeProperty().get()) {
                run.lectureModeProperty().set(false);
            }
        });
        bottomTabs.getTabs().addAll(timing.tab(), spaceTime.tab(), run.eventListTab(), run.breakpointsTab(), charts.tab(),
            labSteps.tab());
        run.playbackProperty().addListener((obs, was, playback) -> {
            if (playback == null && run.branchesProperty().get() == null) {
                timing.clear();
                spaceTime.clear();
                congestion.clear();
            } else if (playback != null) {
                if (was == null) {
                    // a fresh run: show its timing diagram rather than the editor's problems
                    bottomTabs.getSelectionModel().select(timing.tab());
                }
                var branch = run.branchesProperty().get().currentProperty().get();
                timing.show(playback, run.branchesProperty().get(), viewModel.scenario().getName());
                spaceTime.show(playback, branch.names());
                congestion.show(playback.records(), branch.names()::node, playback.cursor());
            }
        });
        root.setCenter(columns);
        statusBarNode = statusBar();
        root.setBottom(statusBarNode);
        stage.titleProperty().bind(viewModel.titleProperty());
        stage.addEventHandler(WindowEvent.WINDOW_CLOSE_REQUEST, documents::closeRequested);
        viewModel.editorProperty().addListener((obs, old, editor) -> attach(editor));
        viewModel.recentFiles().addListener((ListChangeListener<Path>) c -> fillRecent());
        fillRecent();
    }

    public MainWindowViewModel viewModel() {
        return viewModel;
    }

    /** The window's content, for a {@link javafx.scene.Scene}. */
    public Parent root() {
        return root;
    }

    /** The views of the open document (null before the first one opens); for tests. */
    EditorPanes panes() {
        return panes;
    }

    /** Replaces the native file dialogs (a UI test answers them itself). */
    void setFilePrompt(FilePrompt prompt) {
        this.filePrompt = prompt;
    }

    /**
     * Once the window shows: offers an autosave a crashed session left, then opens the command line's file —
     * unless recovered work is on show, which the file must not silently replace: then the user is told why it
     * was not opened and where to find it — and carries out the rest of {@code startUp}: the lab (its scenario
     * unless a file was named, and its steps), lecture mode, the run and where it pauses, the bottom tab (after the
     * run, which otherwise brings its timing diagram forward; a lab's steps when none is asked for).
     */
    public void start(StartUp startUp) {
        documents.offerRecovery();
        startUp.file().flatMap(viewModel::openAtStart)
            .ifPresent(notice -> Dialogs.information(stage, "Recovered work", "Your recovered work is open", notice));
        startUp.lab().ifPresent(lab -> {
            if (startUp.file().isPresent()) {
                showLabSteps(lab);
            } else {
                openLab(lab);
            }
        });
        // a lab asked for is there to be read: its steps come to the front unless another tab is asked for
        Optional<StartUp.BottomTab> tab = startUp.tab().or(() -> startUp.lab().map(lab -> StartUp.BottomTab.LAB_STEPS));
        run.lectureModeProperty().set(startUp.lecture());
        if (startUp.transport().isPresent()) {
            run.startRealRun(startUp.transport().get(), playback -> tab.ifPresent(this::showTab));
        } else if (startUp.run()) {
            run.startRun(playback -> {
                startUp.pauseAt().ifPresent(place -> {
                    run.pauseAt(place);
                    timing.focusOn(playback.clockPs());
                });
                tab.ifPresent(this::showTab);
            });
        } else {
            tab.ifPresent(this::showTab);
        }
    }

    /**
     * Brings a bottom tab to the front, with at least {@value #SHOWN_TAB_SHARE} of the centre column's height: asked
     * for by name, it is there to be read (the editor's default gives the bottom tabs a strip only). The timing
     * diagram gets room for all its lanes at their shortest, up to {@value #TIMING_TAB_MAX_SHARE}.
     */
    void showTab(StartUp.BottomTab which) {
        double share = SHOWN_TAB_SHARE;
        if (which == StartUp.BottomTab.TIMING && timing.modelProperty().get() != null
                && centreColumn.getHeight() > 0) {
            // every lane at its floor height, so the lane of the moment paused on is in sight
            double wanted = timing.modelProperty().get().compactHeight() + TIMING_CHROME_PX;
            share = Math.min(TIMING_TAB_MAX_SHARE, Math.max(share, wanted / centreColumn.getHeight()));
        }
        double[] dividers = centreColumn.getDividerPositions();
        if (run.lectureModeProperty().get()) {
            centreColumn.getItems().setAll(bottomTabs);
        } else if (dividers.length == 1 && dividers[0] > 1 - share) {
            centreColumn.setDividerPositions(1 - share);
        }
        Tab shown = switch (which) {
            case TIMING -> timing.tab();
            case SPACE_TIME -> spaceTime.tab();
            case CONGESTION -> congestion.tab();
            case EVENTS -> run.eventListTab();
            case BREAKPOINTS -> run.breakpointsTab();
            case CHARTS -> charts.tab();
            case LAB_STEPS -> labSteps.tab();
        };
        // the Congestion tab is away while the run records no window: the front tab then stays
        if (bottomTabs.getTabs().contains(shown)) {
            bottomTabs.getSelectionModel().select(shown);
        }
    }

    /** The timing diagram's view-model of the run on show, or null before the first run; for tests. */
    org.ccw.visualizer.timing.fx.TimingDiagramViewModel timingModel() {
        return timing.modelProperty().get();
    }

    /** The bottom tab in front; for tests. */
    Tab selectedTab() {
        return bottomTabs.getSelectionModel().getSelectedItem();
    }

    /** Puts the views of a newly opened document into the frame. */
    private void attach(ScenarioEditor editor) {
        panes = new EditorPanes(editor);
        leftColumn.getItems().setAll(panes.palette, panes.outline);
        leftColumn.setDividerPositions(0.55);
        problemsTab.setContent(panes.problems);
        problemsTab.textProperty().bind(Bindings.createStringBinding(
            () -> "Problems (" + editor.problems().size() + ")", editor.problems()));
        canvasPane = run.canvasWith(panes.canvas);
        centreColumn.getItems().setAll(canvasPane, bottomTabs);
        centreColumn.setDividerPositions(CENTRE_DIVIDER);
        rightColumn.getItems().setAll(panes.properties, run.inspector());
        rightColumn.setDividerPositions(INSPECTOR_DIVIDER);
        classroom.placePanel(rightColumn);
        columns.setDividerPositions(LEFT_DIVIDER, RIGHT_DIVIDER);
        counts.textProperty().bind(editor.topology().summaryProperty());
        message.textProperty().bind(editor.messageProperty());
    }

    // ---- menus ----

    private MenuBar menuBar(DocumentMenus document) {
        MenuBar bar = new MenuBar(document.file(recentMenu,
                SweepChartWindow.menuItem(stage, () -> filePrompt, exportThread, exportStatus::setText)),
            document.edit(), document.view(), run.menu(), classroom.menu(),
            new Menu("E_xport", null, DocumentMenus.item("_Timing diagram or chart…", null, e -> export())));
        help = new HelpMenu(stage, () -> bar, run.layer(), MainWindowViewModel.APPLICATION_NAME);
        bar.getMenus().add(help.menu());
        bar.setId(MENU_BAR_ID);
        return bar;
    }

    private void fillRecent() {
        recentMenu.getItems().setAll(viewModel.recentFiles().stream()
            .map(path -> DocumentMenus.item(path.getFileName().toString(), null, e -> documents.openFile(path))).toList());
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    /** File, editor message and export on the left, counts and the run on the right; the run's state matters most. */
    private StatusBar statusBar() {
        Label file = statusLabel("status-file");
        file.textProperty().bind(viewModel.fileStatusProperty());
        Label run = statusLabel("status-run");
        run.textProperty().bind(this.run.statusProperty());
        StatusBar bar = new StatusBar(List.of(file, message, exportStatus), List.of(counts, run),
            List.of(run, file, message, exportStatus, counts));
        bar.setId(STATUS_BAR_ID);
        return bar;
    }

    private static Label statusLabel(String id) {
        Label label = new Label();
        label.setId(id);
        return label;
    }

    /**
     * File → Export…, the Export menu and the views' Export buttons: what the timing diagram and the charts
     * have to offer, the selected tab's first.
     */
    void export() {
        List<Exportable> choices = new ArrayList<>(timing.exportables());
        Tab front = bottomTabs.getSelectionModel().getSelectedItem();
        offer(choices, front == spaceTime.tab(), spaceTime.exportables());
        offer(choices, front == congestion.tab(), congestion.exportables());
        offer(choices, front == charts.tab(), charts.exportables());
        if (viewModel.scenario() != null) {
            choices.add(CaptureExport.of(viewModel.scenario()));
        }
        new ExportDialog(stage, filePrompt, exportThread, exportStatus::setText).show(choices);
    }

    /** Adds a view's exportables to the choices: first when its tab is at the front, else after the rest. */
    private static void offer(List<Exportable> choices, boolean atFront, List<Exportable> exportables) {
        choices.addAll(atFront ? 0 : choices.size(), exportables);
    }

    TimingTab timing() {
        return timing;
    }

    SpaceTimeTab spaceTime() {
        return spaceTime;
    }

    CongestionTab congestion() {
        return congestion;
    }

    ChartsTab charts() {
        return charts;
    }

    /** The run's views (tool bar items, tabs, inspector, animation layer); for tests. */
    RunPerspective run() {
        return run;
    }

    /** Lecture mode (F11): full screen, the caption, one view in large words (the canvas fitted, or a tab asked). */
    private void lecture(boolean on) {
        String theme = org.ccw.visualizer.Stylesheets.lectureTheme();
        if (panes != null) {
            panes.canvas.setMaxFitScale(on ? LECTURE_MAX_SCALE : 1);
            viewModel.editor().topology().fitToViewProperty().set(true);
            centreColumn.getItems().setAll(on ? List.of(canvasPane) : List.of(canvasPane, bottomTabs));
        }
        if (on) {
            columns.getItems().setAll(centreColumn);
            // Focus may have sat in a pane just taken away: keep the keys (and a presenter's clicker) on the window.
            root.requestFocus();
            root.setTop(null);
            root.setBottom(lectureCaption);
            if (root.getScene() != null && !root.getScene().getStylesheets().contains(theme)) {
                root.getScene().getStylesheets().add(theme);
            }
        } else {
            columns.getItems().setAll(leftColumn, centreColumn, rightColumn);
            columns.setDividerPositions(LEFT_DIVIDER, RIGHT_DIVIDER);
            centreColumn.setDividerPositions(CENTRE_DIVIDER);
            root.setTop(topBars);
            root.setBottom(statusBarNode);
            if (root.getScene() != null) {
                root.getScene().getStylesheets().remove(theme);
            }
        }
        // JavaFX's own "Press ESC" banner would cover the picture a lecture opens on.
        stage.setFullScreenExitHint("");
        stage.setFullScreen(on);
    }

    void showOutline(boolean shown) {
        if (panes == null) {
            return;
        }
        if (shown && !leftColumn.getItems().contains(panes.outline)) {
            leftColumn.getItems().add(panes.outline);
        } else if (!shown) {
            leftColumn.getItems().remove(panes.outline);
        }
    }

    void togglePin() {
        viewModel.editor().setPinned(!viewModel.editor().selectionPinned());
    }

    /**
     * Lab → a lab: asks about unsaved work as New does, then opens the lab's representative scenario as a new
     * untitled document (a lab without one leaves the document as it is) and shows its steps.
     */
    void openLab(Lab lab) {
        if (!documents.confirmDiscard()) {
            return;
        }
        // a student with an id gets their own variant's scenario: the record numbers their answers name
        lab.scenario().map(scenario -> classroom.variant(lab).map(v -> v.applyTo(scenario)).orElse(scenario))
            .ifPresent(scenario -> {
                viewModel.discardRecovery();
                viewModel.newScenario(scenario);
            });
        showLabSteps(lab);
    }

    /** Shows {@code lab}'s steps in front, leaving the document as it is. */
    private void showLabSteps(Lab lab) {
        labSteps.model().show(lab);
        classroom.show(lab, rightColumn);
        showTab(StartUp.BottomTab.LAB_STEPS);
    }

    HelpMenu help() {
        return help;
    }

    LabStepsTab labSteps() {
        return labSteps;
    }

    Classroom classroom() {
        return classroom;
    }

    /** Where the window opens and how its place is kept. */
    public WindowGeometry geometry() {
        return geometry;
    }
}
