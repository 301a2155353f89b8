package org.ccw.app.window.sweepchart;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Supplier;
import javafx.collections.FXCollections;
import javafx.scene.Scene;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.MenuItem;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Pane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.stage.Stage;
import javafx.stage.Window;
import javafx.util.StringConverter;
import org.ccw.app.charts.SweepChart;
import org.ccw.app.charts.SweepResults;
import org.ccw.app.window.dialogs.Dialogs;
import org.ccw.app.window.dialogs.ExportDialog;
import org.ccw.app.window.dialogs.FilePrompt;
import org.ccw.app.window.run.RunToolBar;
import org.ccw.visualizer.chart.ChartPainter;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * File → Open sweep results…: a window of its own beside the main one showing a {@code workbench sweep}'s
 * {@code results.csv} as a chart — x and y chosen from its numeric columns, the bars' spread — drawn by the same
 * painter as {@code workbench export chart --from}, to the window's size, with Export. The logic lives in
 * {@link SweepChartViewModel}; this class lays out and binds.
 */
public final class SweepChartWindow {

    public static final String MENU_ITEM_ID = "open-sweep-results";
    public static final String ROOT_ID = "sweep-chart";
    public static final String X_ID = "sweep-chart-x";
    public static final String Y_ID = "sweep-chart-y";
    static final String SPREAD_ID = "sweep-chart-spread";
    public static final String EXPORT_ID = "sweep-chart-export";
    public static final String CANVAS_ID = "sweep-chart-canvas";
    public static final String MESSAGE_ID = "sweep-chart-message";

    private final SweepChartViewModel model;
    private final Canvas canvas = new Canvas();
    private final Stage stage = new Stage();

    private SweepChartWindow(Window owner, SweepChartViewModel model, Runnable export) {
        this.model = model;
        ChoiceBox<String> x = choice(X_ID, model.xChoices());
        x.valueProperty().bindBidirectional(model.xProperty());
        ChoiceBox<String> y = choice(Y_ID, model.yChoices());
        y.valueProperty().bindBidirectional(model.yProperty());
        ChoiceBox<SweepChart.Spread> spread = new ChoiceBox<>(FXCollections.observableArrayList(SweepChart.Spread.values()));
        spread.setId(SPREAD_ID);
        spread.setConverter(new StringConverter<>() {
            @Override
            public String toString(SweepChart.Spread s) {
                return s == null ? "" : s.label();
            }

            @Override
            public SweepChart.Spread fromString(String s) {
                return null;
            }
        });
        spread.valueProperty().bindBidirectional(model.spreadProperty());
        Button exportButton = RunToolBar.button("Export…", "Export the chart (SVG, PNG, PDF)", e -> export.run());
        exportButton.setId(EXPORT_ID);
        exportButton.disableProperty().bind(model.chartProperty().isNull());
        Label message = new Label();
        message.setId(MESSAGE_ID);
        message.textProperty().bind(model.messageProperty());
        message.setMinWidth(0);
        HBox.setHgrow(message, Priority.ALWAYS);
        HBox bar = new HBox(6, label("x:"), x, label("y:"), y, label("bars:"), spread, exportButton, message);
        bar.setStyle("-fx-alignment: center-left; -fx-padding: 4;");
        canvas.setId(CANVAS_ID);
        // the canvas takes the room the window gives it, and the chart is drawn again to fit
        Pane room = new Pane(canvas);
        room.setMinSize(0, 0);
        canvas.widthProperty().bind(room.widthProperty());
        canvas.heightProperty().bind(room.heightProperty());
        canvas.widthProperty().addListener((obs, was, now) -> draw());
        canvas.heightProperty().addListener((obs, was, now) -> draw());
        model.chartProperty().addListener((obs, was, now) -> draw());
        BorderPane root = new BorderPane(room);
        root.setTop(bar);
        root.setId(ROOT_ID);
        stage.initOwner(owner);
        stage.setTitle("Sweep results: " + model.name());
        stage.setScene(new Scene(root, 960, 560));
        if (owner != null && owner.getScene() != null) {
            stage.getScene().getStylesheets().setAll(owner.getScene().getStylesheets());
        }
    }

    /**
     * The File menu's item: asks for a sweep's results.csv, opens its window, or says in an error dialog why the
     * file cannot be charted.
     */
    public static MenuItem menuItem(Window owner, Supplier<FilePrompt> prompt, Executor exportThread, Consumer<String> report) {
        MenuItem item = new MenuItem("Open s_weep results…");
        item.setId(MENU_ITEM_ID);
        item.setOnAction(e -> prompt.get().sweepResults(owner).ifPresent(path ->
            open(owner, path, prompt, exportThread, report)));
        return item;
    }

    /** Opens the window on {@code path}, or an error dialog when its results cannot be charted. */
    private static void open(Window owner, Path path, Supplier<FilePrompt> prompt, Executor exportThread,
                                 Consumer<String> report) {
        SweepChartViewModel model;
        try {
            model = SweepChartViewModel.open(path);
        } catch (IOException | SweepResults.Refused failure) {
            Dialogs.error(owner, "Cannot chart these sweep results", failure.getMessage());
            return;
        }
        SweepChartWindow[] window = new SweepChartWindow[1];
        window[0] = new SweepChartWindow(owner, model, () -> new ExportDialog(window[0].stage, prompt.get(),
            exportThread, report).show(model.exportables()));
        window[0].stage.show();
    }

    private void draw() {
        SweepChart shown = model.chartProperty().get();
        canvas.getGraphicsContext2D().clearRect(0, 0, canvas.getWidth(), canvas.getHeight());
        if (shown != null && canvas.getWidth() > 0 && canvas.getHeight() > 0) {
            new ChartPainter(shown.chart(), canvas.getWidth(), canvas.getHeight())
                .paint(new CanvasSurface(canvas.getGraphicsContext2D()));
        }
    }

    private static ChoiceBox<String> choice(String id, javafx.collections.ObservableList<String> items) {
        ChoiceBox<String> box = new ChoiceBox<>(items);
        box.setId(id);
        return box;
    }

    private static Label label(String text) {
        Label label = new Label(text);
        label.setMinWidth(Region.USE_PREF_SIZE);
        return label;
    }
}
