package org.ccw.app.window;

import java.io.File;
import java.nio.file.Path;
import javafx.application.Platform;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.CheckMenuItem;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.SplitPane;
import javafx.scene.control.ToolBar;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.ccw.app.cli.VersionProvider;
import org.ccw.model.io.ClusterModelIO;
import org.ccw.visualizer.outline.OutlineView;
import org.ccw.visualizer.topology.TopologyView;

/**
 * The main window's frame (see {@code UI.md}): menu bar, tool bar, the outline beside the topology canvas, and
 * a status bar with file, seed and element counts. It only lays out and binds; what the actions do lives in
 * {@link MainWindowViewModel}. Menus whose features have not landed yet (Edit, Run, Lab, Export) are shown
 * disabled so the frame keeps its final shape.
 */
public final class MainWindow {

    /** Node ids, for tests and style. */
    static final String MENU_BAR_ID = "main-menu-bar";
    static final String TOOL_BAR_ID = "main-tool-bar";
    static final String STATUS_BAR_ID = "status-bar";

    private final MainWindowViewModel viewModel;
    private final Stage stage;
    private final OutlineView outline = new OutlineView();
    private final SplitPane centre;
    private final BorderPane root = new BorderPane();

    /** Builds the frame for {@code stage}; failed actions are shown in an error dialog owned by it. */
    public MainWindow(Stage stage) {
        this.viewModel = new MainWindowViewModel(message -> Dialogs.error(stage, "That did not work", message));
        this.stage = stage;
        outline.outlineProperty().bind(viewModel.outlineProperty());
        centre = new SplitPane(outline, new TopologyView(viewModel.topology()));
        centre.setDividerPositions(0.22);
        SplitPane.setResizableWithParent(outline, false);
        root.setTop(new VBox(menuBar(), toolBar()));
        root.setCenter(centre);
        root.setBottom(statusBar());
        stage.titleProperty().bind(viewModel.titleProperty());
    }

    public MainWindowViewModel viewModel() {
        return viewModel;
    }

    /** The window's content, for a {@link javafx.scene.Scene}. */
    public Parent root() {
        return root;
    }

    private MenuBar menuBar() {
        MenuItem newItem = item("_New", "Shortcut+N", e -> viewModel.newScenario());
        MenuItem open = item("_Open…", "Shortcut+O", e -> open());
        MenuItem save = item("_Save", "Shortcut+S", e -> save());
        MenuItem saveAs = item("Save _As…", "Shortcut+Shift+S", e -> saveAs());
        MenuItem exit = item("E_xit", "Shortcut+Q", e -> Platform.exit());
        Menu file = new Menu("_File", null, newItem, open, save, saveAs, new SeparatorMenuItem(), exit);

        CheckMenuItem showOutline = new CheckMenuItem("_Outline");
        showOutline.setSelected(true);
        showOutline.selectedProperty().addListener((obs, was, shown) -> showOutline(shown));
        Menu view = new Menu("_View", null, showOutline);

        Menu help = new Menu("_Help", null, item("_About", null, e -> about()));

        MenuBar bar = new MenuBar(file, notYet("_Edit"), view, notYet("_Run"), notYet("_Lab"), notYet("E_xport"), help);
        bar.setId(MENU_BAR_ID);
        return bar;
    }

    private static Menu notYet(String text) {
        Menu menu = new Menu(text);
        menu.setDisable(true);
        return menu;
    }

    private static MenuItem item(String text, String accelerator, EventHandler<ActionEvent> action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(action);
        return item;
    }

    private ToolBar toolBar() {
        ToolBar bar = new ToolBar(
            button("New", "New scenario from the default preset (Ctrl+N)", e -> viewModel.newScenario()),
            button("Open", "Open a scenario file (Ctrl+O)", e -> open()),
            button("Save", "Save the scenario (Ctrl+S)", e -> save()));
        bar.setId(TOOL_BAR_ID);
        return bar;
    }

    private static Button button(String text, String tooltip, EventHandler<ActionEvent> action) {
        Button button = new Button(text);
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(action);
        button.setFocusTraversable(false);
        return button;
    }

    private HBox statusBar() {
        Label file = statusLabel("status-file");
        file.textProperty().bind(viewModel.fileStatusProperty());
        Label seed = statusLabel("status-seed");
        seed.textProperty().bind(viewModel.seedStatusProperty());
        Label counts = statusLabel("status-counts");
        counts.textProperty().bind(viewModel.countsStatusProperty());
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        HBox bar = new HBox(file, seed, spring, counts);
        bar.setId(STATUS_BAR_ID);
        bar.getStyleClass().add("status-bar");
        return bar;
    }

    private static Label statusLabel(String id) {
        Label label = new Label();
        label.setId(id);
        return label;
    }

    private void showOutline(boolean shown) {
        if (shown && !centre.getItems().contains(outline)) {
            centre.getItems().add(0, outline);
            centre.setDividerPositions(0.22);
        } else if (!shown) {
            centre.getItems().remove(outline);
        }
    }

    private void open() {
        File chosen = fileChooser("Open scenario").showOpenDialog(stage);
        if (chosen != null) {
            viewModel.open(chosen.toPath());
        }
    }

    private void save() {
        if (!viewModel.save()) {
            saveAs();
        }
    }

    private void saveAs() {
        File chosen = fileChooser("Save scenario as").showSaveDialog(stage);
        if (chosen != null) {
            viewModel.saveAs(chosen.toPath());
        }
    }

    private FileChooser fileChooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        chooser.getExtensionFilters().addAll(
            new FileChooser.ExtensionFilter("Cluster scenarios (*." + ClusterModelIO.FILE_EXTENSION + ")",
                "*." + ClusterModelIO.FILE_EXTENSION),
            new FileChooser.ExtensionFilter("All files", "*.*"));
        Path current = viewModel.fileProperty().get();
        if (current != null && current.toAbsolutePath().getParent() != null) {
            chooser.setInitialDirectory(current.toAbsolutePath().getParent().toFile());
        }
        return chooser;
    }

    private void about() {
        Dialogs.information(stage, "About",
            MainWindowViewModel.APPLICATION_NAME + " " + VersionProvider.projectVersion(),
            "Model, simulate, animate and measure cluster communication architectures: SSAM, AM-II, PVMAM, DVCM.");
    }
}
