package org.ccw.app.window.help;

import java.util.List;
import java.util.function.Supplier;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Dialog;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Window;
import org.ccw.app.version.ProjectVersion;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.engine.stack.Stack;
import org.ccw.engine.stack.Stacks;
import org.ccw.visualizer.animation.AnimationLayer;
import org.ccw.visualizer.editor.Palette;
import org.ccw.visualizer.editor.PaletteEntry;
import org.ccw.visualizer.timing.ActivityBox;
import org.ccw.visualizer.timing.TimingPainter;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The Help menu: Getting started (the five steps from an empty window to a run), Keyboard shortcuts (read from
 * the menu bar, {@link Shortcuts}), Legend (every symbol of the canvas and the timing diagram, drawn by the code
 * that draws them in a run, so a colour is never described twice) and About.
 */
public final class HelpMenu {

    public static final String GETTING_STARTED_ID = "help-getting-started";
    public static final String SHORTCUTS_ID = "help-shortcuts";
    public static final String LEGEND_ID = "help-legend";

    /** What a newcomer does first, in order; the palette's tools by the words its buttons show. */
    public static final List<String> GETTING_STARTED = List.of(
        "Open something to look at: File → Open example (the papers' set-ups), New from preset, or a Lab from the"
            + " Lab menu. Or File → New and draw: click " + palette("workstation") + " in the palette, then the canvas"
            + " where it goes; twice, and an " + palette("atm-switch") + ".",
        "Link each workstation to the switch: drag from its NIC to the switch (or use the palette's "
            + palette(Palette.LINK_TOOL) + " tool).",
        "Put the job on the hosts: under " + PaletteEntry.Group.JOBS.title() + ", near the palette's foot, click "
            + palette("process") + " (not " + palette("processor") + " under " + PaletteEntry.Group.PARTS.title()
            + ": that adds a CPU), then a workstation; again for the other one. The processes join a new "
            + Palette.defaultJob().label() + ". The Problems tab says what is still missing.",
        "Run with Ctrl+R (Run → Run scenario). The run is recorded; Space plays it, → and ← step forwards and"
            + " back, and the Timing diagram tab shows every message host by host.",
        "Click a cell, a NIC or a switch to inspect it; right-click a cell in flight to drop it (what-if); Lab →"
            + " a lab puts our figures beside the paper's, with questions to answer.");

    /** The label of the palette's entry {@code id}, as its button shows it. */
    private static String palette(String id) {
        return Palette.entry(id).orElseThrow(() -> new IllegalStateException("no palette entry " + id)).label();
    }

    private final Window owner;
    private final Supplier<MenuBar> menuBar;
    private final AnimationLayer canvasSymbols;
    private final String applicationName;

    /**
     * @param canvasSymbols the window's animation layer, styled by its stylesheet: it draws the legend's symbols
     * @param applicationName what About calls the workbench, as the window's title does
     */
    public HelpMenu(Window owner, Supplier<MenuBar> menuBar, AnimationLayer canvasSymbols, String applicationName) {
        this.owner = owner;
        this.menuBar = menuBar;
        this.canvasSymbols = canvasSymbols;
        this.applicationName = applicationName;
    }

    /** What this build is and which stacks it runs. */
    private void about() {
        Dialogs.information(owner, "About",
            applicationName + " " + ProjectVersion.number(),
            "Model, simulate, animate and measure cluster communication architectures. This build runs: "
                + String.join("; ", Stacks.all().stream().map(Stack::title).toList()) + ".");
    }

    public Menu menu() {
        MenuItem start = new MenuItem("_Getting started");
        start.setOnAction(e -> gettingStarted());
        MenuItem keys = new MenuItem("_Keyboard shortcuts");
        keys.setOnAction(e -> shortcuts());
        MenuItem legend = new MenuItem("_Legend");
        legend.setOnAction(e -> legend());
        MenuItem aboutItem = new MenuItem("_About");
        aboutItem.setOnAction(e -> about());
        return new Menu("_Help", null, start, keys, legend, aboutItem);
    }

    public void gettingStarted() {
        VBox steps = new VBox(10);
        for (int i = 0; i < GETTING_STARTED.size(); i++) {
            Label step = new Label((i + 1) + ".  " + GETTING_STARTED.get(i));
            step.setWrapText(true);
            step.setMaxWidth(520);
            step.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE); // wrapped, never cut with "…"
            steps.getChildren().add(step);
        }
        show(GETTING_STARTED_ID, "Getting started", "From an empty window to a run in five steps", steps);
    }

    public void shortcuts() {
        TableView<Shortcuts.Row> table = new TableView<>();
        table.getColumns().add(column("Where", Shortcuts.Row::where, 150));
        table.getColumns().add(column("What", Shortcuts.Row::what, 300));
        table.getColumns().add(column("Key", Shortcuts.Row::key, 200));
        table.getItems().setAll(Shortcuts.of(menuBar.get()));
        org.ccw.visualizer.TableHeaders.fit(table);
        table.setPrefSize(670, 460);
        show(SHORTCUTS_ID, "Keyboard shortcuts", "Every key the window answers to", table);
    }

    /** A column read through the row's accessor (PropertyValueFactory's reflection cannot read a package record). */
    private static TableColumn<Shortcuts.Row, String> column(String title,
                                                             java.util.function.Function<Shortcuts.Row, String> field,
                                                             double width) {
        TableColumn<Shortcuts.Row, String> column = new TableColumn<>(title);
        column.setCellValueFactory(c -> new javafx.beans.property.ReadOnlyStringWrapper(field.apply(c.getValue())));
        column.setPrefWidth(width);
        return column;
    }

    public void legend() {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(4);
        int row = 0;
        grid.add(heading("On the canvas, during a run"), 0, row++, 2, 1);
        for (AnimationLayer.Symbol symbol : AnimationLayer.Symbol.values()) {
            Canvas swatch = new Canvas(56, 22);
            canvasSymbols.paintSymbol(swatch.getGraphicsContext2D(), symbol, 28, 11);
            grid.addRow(row++, swatch, new Label(symbol.meaning()));
        }
        grid.add(heading("In the timing diagram"), 0, row++, 2, 1);
        for (String kind : List.of("request", "reply", "ack", "data", "control")) {
            grid.addRow(row++, timingSample(s -> TimingPainter.arrowSample(s, 16, 11, kind, false)),
                new Label(kind + " message, from its send to its arrival"));
        }
        grid.addRow(row++, timingSample(s -> TimingPainter.arrowSample(s, 16, 11, "request", true)),
            new Label("a retransmission (dashed)"));
        grid.addRow(row++, timingSample(s -> TimingPainter.dropSample(s, 22, 11)), new Label("a cell dropped, with why"));
        grid.addRow(row++, timingSample(s -> TimingPainter.ghostSample(s, 16, 11)),
            new Label("a real run's message over the simulated one's (Compare real)"));
        for (ActivityBox.Activity activity : ActivityBox.Activity.values()) {
            grid.addRow(row++, timingSample(s -> TimingPainter.boxSample(s, 16, 11, activity)),
                new Label(boxMeaning(activity)));
        }
        grid.addRow(row++, timingSample(s -> TimingPainter.pollSample(s, 28, 17, false, false)),
            new Label("on a process's polls strip: a poll of memory (a shared-memory queue)"));
        grid.addRow(row++, timingSample(s -> TimingPainter.pollSample(s, 28, 17, true, false)),
            new Label("a poll of the network (taller)"));
        grid.addRow(row++, timingSample(s -> TimingPainter.pollSample(s, 28, 17, true, true)),
            new Label("a poll that took a message (a diamond on top)"));
        grid.add(heading("On the canvas, in the model"), 0, row++, 2, 1);
        grid.addRow(row++, new Label("Myrinet ×3"), new Label("on a NIC: three processes send through it (an SMP's"
            + " processors share its NICs; a process's NIC is in its properties)"));
        ScrollPane scroll = new ScrollPane(grid);
        scroll.setPrefSize(560, 520);
        show(LEGEND_ID, "Legend", "Every symbol of the canvas and the timing diagram", scroll);
    }

    private static String boxMeaning(ActivityBox.Activity activity) {
        return switch (activity) {
            case HANDLER -> "a handler running on the host";
            case SEND_OVERHEAD -> "send overhead o_s (host time to put the message on the network)";
            case RECEIVE_OVERHEAD -> "receive overhead o_r (host time to take it off)";
            case COMMAND_POST -> "an application posting a command to its NI's coprocessor";
            case DMA -> "a DMA between host memory and the NI";
            case POLL -> "a poll that found something";
        };
    }

    private static Canvas timingSample(java.util.function.Consumer<CanvasSurface> paint) {
        Canvas swatch = new Canvas(56, 22);
        GraphicsContext gc = swatch.getGraphicsContext2D();
        paint.accept(new CanvasSurface(gc));
        return swatch;
    }

    private static Label heading(String text) {
        Label label = new Label(text);
        label.setStyle("-fx-font-weight: bold; -fx-padding: 6 0 2 0;");
        return label;
    }

    private void show(String id, String title, String header, javafx.scene.Node content) {
        Dialog<ButtonType> dialog = new Dialog<>();
        dialog.initOwner(owner);
        dialog.setTitle(title);
        dialog.setHeaderText(header);
        dialog.getDialogPane().setId(id);
        dialog.getDialogPane().setContent(content);
        dialog.getDialogPane().getButtonTypes().setAll(ButtonType.CLOSE);
        Dialogs.fitted(dialog).show();
    }
}
