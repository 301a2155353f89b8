package org.ccw.app.window.lab;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.collections.FXCollections;
import javafx.scene.canvas.Canvas;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.Tab;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import javafx.util.StringConverter;
import org.ccw.app.window.dialogs.Exportable;
import org.ccw.app.window.run.RunToolBar;
import org.ccw.labs.Lab;
import org.ccw.labs.folder.LabCatalogue;
import org.ccw.labs.folder.Labs;
import org.ccw.model.io.AtomicFile;
import org.ccw.visualizer.chart.ChartSheet;
import org.ccw.visualizer.export.ExportFormat;
import org.ccw.visualizer.export.FigureExport;
import org.ccw.visualizer.timing.fx.CanvasSurface;

/**
 * The "Charts" bottom tab: pick a lab, Run it — its sweep runs off the FX thread on both cores with a progress
 * bar and a Cancel button — and see its charts (ours solid, the paper's dashed beside them) drawn by the same
 * {@link ChartSheet} as {@code workbench export chart}, with the lab's metrics against the paper's figures. The
 * logic lives in {@link LabChartsViewModel}; this class lays out and binds.
 */
public final class ChartsTab {

    public static final String TAB_ID = "charts-tab";
    public static final String LAB_CHOICE_ID = "charts-lab";
    public static final String RUN_ID = "charts-run";
    public static final String CANCEL_ID = "charts-cancel";
    public static final String CANVAS_ID = "charts-canvas";
    private static final double CHART_WIDTH = 760;
    private static final double CHART_HEIGHT = 330;

    private final ExecutorService labThread = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "ccw-lab-run");
        thread.setDaemon(true);
        return thread;
    });
    private final LabChartsViewModel model = new LabChartsViewModel(labThread, Platform::runLater);
    private final Canvas canvas = new Canvas();
    private final VBox metrics = new VBox(2);
    private final Tab tab;

    /** @param exportAction what the tab's Export button does (the window's export dialog) */
    public ChartsTab(Runnable exportAction) {
        ChoiceBox<Lab> lab = new ChoiceBox<>(FXCollections.observableArrayList(Labs.all()));
        lab.setId(LAB_CHOICE_ID);
        lab.setConverter(new StringConverter<>() {
            @Override
            public String toString(Lab l) {
                // the id: a title is a sentence, too long for the tab's bar (it is on hover)
                return l == null ? "" : l.id();
            }

            @Override
            public Lab fromString(String s) {
                return null;
            }
        });
        lab.setValue(Labs.all().stream().filter(Lab::sweeps).findFirst().orElse(Labs.all().get(0)));
        Button run = RunToolBar.button("Run", "Run the lab's sweep in the background", e -> model.run(lab.getValue()));
        run.setId(RUN_ID);
        run.disableProperty().bind(model.runningProperty());
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(model.progressProperty());
        progress.visibleProperty().bind(model.runningProperty());
        Button cancel = RunToolBar.button("Cancel", "Stop the lab", e -> model.cancel());
        cancel.setId(CANCEL_ID);
        cancel.visibleProperty().bind(model.runningProperty());
        Button export = RunToolBar.button("Export…", "Export the charts (SVG, PNG, PDF) or their data (CSV)",
            e -> exportAction.run());
        export.disableProperty().bind(model.shownProperty().isNull());
        Label message = new Label();
        message.textProperty().bind(model.messageProperty());
        canvas.setId(CANVAS_ID);
        model.shownProperty().addListener((obs, was, shown) -> draw(shown));
        // a lab run from the Lab steps tab draws here too: name it in the choice
        model.shownProperty().addListener((obs, was, shown) -> lab.setValue(shown.lab()));
        BorderPane body = new BorderPane();
        body.setCenter(new ScrollPane(canvas));
        ScrollPane metricPane = new ScrollPane(metrics);
        metricPane.setPrefViewportWidth(380);
        body.setRight(metricPane);
        javafx.scene.control.Tooltip title = new javafx.scene.control.Tooltip();
        title.textProperty().bind(javafx.beans.binding.Bindings.createStringBinding(
            () -> lab.getValue() == null ? "" : lab.getValue().id() + " — " + LabCatalogue.title(lab.getValue()),
            lab.valueProperty()));
        lab.setTooltip(title);
        lab.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        // the message wraps in what the buttons leave it
        message.setMinWidth(0);
        message.setWrapText(true);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox.setHgrow(message, javafx.scene.layout.Priority.ALWAYS);
        Label labLabel = new Label("Lab:");
        labLabel.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        HBox bar = new HBox(6, labLabel, lab, run, progress, cancel, export, message);
        bar.setStyle("-fx-alignment: center-left; -fx-padding: 2 4;");
        body.setTop(bar);
        tab = new Tab("Charts", body);
        tab.setId(TAB_ID);
    }

    public Tab tab() {
        return tab;
    }

    public LabChartsViewModel model() {
        return model;
    }

    private void draw(LabChartsViewModel.Shown shown) {
        metrics.getChildren().setAll(LabChartsViewModel.metricLines(shown.result()).stream().map(Label::new).toList());
        if (shown.charts().isEmpty()) {
            canvas.setWidth(0);
            canvas.setHeight(0);
            return;
        }
        ChartSheet sheet = new ChartSheet(shown.charts(), CHART_WIDTH, CHART_HEIGHT);
        canvas.setWidth(sheet.width());
        canvas.setHeight(sheet.height());
        sheet.paint(new CanvasSurface(canvas.getGraphicsContext2D()));
    }

    /** The charts on show (and their data) as exportable; none before a lab with a sweep has run. */
    public List<Exportable> exportables() {
        LabChartsViewModel.Shown shown = model.shownProperty().get();
        return shown == null || shown.charts().isEmpty() ? List.of() : List.of(new ChartExport(shown));
    }

    /** A lab's charts as the CLI's {@code export chart} writes them, or its series as CSV. */
    private record ChartExport(LabChartsViewModel.Shown shown) implements Exportable {
        @Override
        public String label() {
            return "Charts: " + shown.lab().id();
        }

        @Override
        public String baseName() {
            return shown.lab().id();
        }

        @Override
        public List<String> formats() {
            return List.of("svg", "png", "pdf", "csv");
        }

        @Override
        public void write(String format, Path file, FigureExport.Options options) throws IOException {
            if (format.equals("csv")) {
                AtomicFile.writeString(file, shown.result().seriesCsv());
            } else {
                FigureExport.write(new ChartSheet(shown.charts(), 900, 420), ExportFormat.parse(format), file, options);
            }
        }
    }
}
