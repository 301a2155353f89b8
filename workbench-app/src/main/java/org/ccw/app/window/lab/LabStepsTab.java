package org.ccw.app.window.lab;

import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.Tab;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.VBox;
import org.ccw.app.window.run.RunToolBar;
import org.ccw.labs.Lab;
import org.ccw.labs.LabGuide;
import org.ccw.labs.LabResult;
import org.ccw.labs.folder.LabCatalogue;

/**
 * The "Lab steps" bottom tab (see {@code UI.md}): the instructions of the lab chosen from the Lab menu — goal and
 * paper section, numbered steps, what to look for, what the paper found, questions — beside its results once "Run
 * checks" has run it: each metric with the paper's figure and their ratio ({@link LabChartsViewModel#metricLines})
 * and each check, pass or MISS. The figures are a {@link MetricsTable} (grouped, filterable), never a line each: a
 * sweep lab has hundreds. Every part scrolls inside the tab, so the tab never grows over the canvas. The logic
 * lives in {@link LabStepsViewModel}; this class lays out and binds.
 */
public final class LabStepsTab {

    public static final String TAB_ID = "lab-steps-tab";
    static final String TITLE_ID = "lab-steps-title";
    public static final String GOAL_ID = "lab-steps-goal";
    public static final String RUN_ID = "lab-steps-run";
    static final String CANCEL_ID = "lab-steps-cancel";
    static final String METRICS_ID = "lab-steps-metrics";
    public static final String CHECKS_ID = "lab-steps-checks";
    /** Share of the tab's width the guide takes beside the results. */
    private static final double GUIDE_SHARE = 0.28;
    /** Height of the checks' list when unfolded, px. */
    private static final double CHECKS_HEIGHT_PX = 90;
    static final String CHECKS_PANE_ID = "lab-steps-checks-pane";

    private final LabStepsViewModel model;
    private final Label title = new Label("Choose a lab from the Lab menu: its scenario opens and its steps show here.");
    private final VBox guide = new VBox(3);
    private final MetricsTable metrics = new MetricsTable();
    private final VBox checks = new VBox(2);
    private final Label summary = new Label();
    private final javafx.scene.control.TitledPane checksPane = new javafx.scene.control.TitledPane("Checks", null);
    private final Tab tab;

    /** @param runner the Charts tab's lab runner, so a lab's checks and its charts come from one run */
    public LabStepsTab(LabChartsViewModel runner) {
        model = new LabStepsViewModel(runner);
        title.setId(TITLE_ID);
        title.getStyleClass().add("lab-steps-title");
        title.setWrapText(true);
        Button run = RunToolBar.button("Run checks",
            "Run the lab's experiment in the background and compare it with the paper", e -> model.runChecks());
        run.setId(RUN_ID);
        // never squeezed to "Run ..." by a long progress message
        run.setMinWidth(javafx.scene.layout.Region.USE_PREF_SIZE);
        run.disableProperty().bind(model.labProperty().isNull().or(runner.runningProperty()));
        ProgressBar progress = new ProgressBar();
        progress.progressProperty().bind(runner.progressProperty());
        progress.visibleProperty().bind(runner.runningProperty());
        Button cancel = RunToolBar.button("Cancel", "Stop the lab", e -> model.cancel());
        cancel.setId(CANCEL_ID);
        cancel.visibleProperty().bind(runner.runningProperty());
        Label message = new Label();
        message.textProperty().bind(runner.messageProperty());
        // The shared runner's idle prompt is the Charts tab's, and its last result may be another lab's: here the
        // message shows while a lab runs or for the chosen lab's own result; otherwise the hint below says what to do.
        message.visibleProperty().bind(runner.runningProperty().or(model.resultProperty().isNotNull()));
        message.managedProperty().bind(message.visibleProperty());
        // wrapped in what the button leaves it (two lines at most at 1280 px), never cut to "…"
        message.setWrapText(true);
        message.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        message.setMinWidth(0);
        message.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(message, javafx.scene.layout.Priority.ALWAYS);
        Tooltip wholeMessage = new Tooltip();
        wholeMessage.textProperty().bind(message.textProperty());
        message.setTooltip(wholeMessage);
        HBox bar = new HBox(6, run, progress, cancel, message);
        bar.setStyle("-fx-alignment: center-left;");

        metrics.node().setId(METRICS_ID);
        checks.setId(CHECKS_ID);
        summary.setWrapText(true);
        // the hint before a run; after it the runner's message says it all, on the bar
        summary.managedProperty().bind(summary.visibleProperty());
        summary.visibleProperty().bind(model.resultProperty().isNull().and(runner.runningProperty().not()));
        VBox top = new VBox(4, bar, summary);
        ScrollPane checkList = scrolling(checks);
        checkList.setPrefViewportHeight(CHECKS_HEIGHT_PX);
        // the checks fold away under their tally, so the figures keep the tab's height
        checksPane.setContent(checkList);
        checksPane.setExpanded(false);
        checksPane.setId(CHECKS_PANE_ID);
        VBox.setVgrow(metrics.node(), javafx.scene.layout.Priority.ALWAYS);
        BorderPane results = new BorderPane(new VBox(4, metrics.node(), checksPane));
        results.setTop(top);
        BorderPane.setMargin(top, new Insets(0, 0, 4, 0));
        results.setPadding(new Insets(4, 8, 8, 8));
        // a pane of the tab never asks for more height than the tab has: it scrolls instead
        results.setMinHeight(0);
        guide.setPadding(new Insets(4, 8, 8, 8));
        guide.getChildren().setAll(title);
        SplitPane body = new SplitPane(scrolling(guide), results);
        body.setDividerPositions(GUIDE_SHARE);
        // the lab's title heads the guide, not the tab: the tab's height is the figures'
        BorderPane content = new BorderPane(body);

        model.labProperty().addListener((obs, was, lab) -> showGuide(lab));
        model.resultProperty().addListener((obs, was, result) -> showResult(result));
        showResult(null);
        tab = new Tab("Lab steps", content);
        tab.setId(TAB_ID);
    }

    public Tab tab() {
        return tab;
    }

    public MetricsTable metrics() {
        return metrics;
    }

    public LabStepsViewModel model() {
        return model;
    }

    private void showGuide(Lab lab) {
        title.setText(lab.id() + " — " + LabCatalogue.title(lab));
        LabGuide g = LabCatalogue.guide(lab);
        List<Node> parts = new java.util.ArrayList<>();
        title.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        parts.add(title);
        Label goal = wrapped(g.goal());
        goal.setId(GOAL_ID);
        parts.add(goal);
        parts.add(styled(wrapped(g.source()), "lab-steps-source"));
        parts.add(heading("Steps"));
        for (int i = 0; i < g.steps().size(); i++) {
            LabGuide.Step step = g.steps().get(i);
            parts.add(wrapped((i + 1) + ". " + step.title() + " — " + step.text()));
        }
        parts.add(heading("What to look for"));
        parts.add(wrapped(g.whatToLookFor()));
        parts.add(heading("What the paper found"));
        parts.add(wrapped(g.paperFound()));
        parts.add(heading("Questions"));
        g.questions().forEach(q -> parts.add(styled(wrapped("• " + q), "lab-steps-question")));
        // how each figure is measured, where its time goes: there to open, folded so the steps stay in view
        for (LabGuide.Note note : g.notes()) {
            VBox body = new VBox(6);
            note.paragraphs().forEach(p -> body.getChildren().add(wrapped(p)));
            javafx.scene.control.TitledPane pane = new javafx.scene.control.TitledPane(note.heading(), body);
            pane.setExpanded(false);
            pane.setMinWidth(0); // a long heading is cut, not a reason to widen the guide past its column
            pane.setTooltip(new Tooltip(note.heading()));
            pane.getStyleClass().add("lab-steps-note");
            parts.add(pane);
        }
        guide.getChildren().setAll(parts);
        showResult(model.resultProperty().get());
    }

    private void showResult(LabResult result) {
        if (result == null) {
            summary.setText(model.labProperty().get() == null ? ""
                : "Press Run checks to run this lab's experiment and compare it with the paper.");
            metrics.show(null);
            checks.getChildren().clear();
            checksPane.setText("Checks");
            return;
        }
        summary.setText("");
        metrics.show(result);
        checksPane.setText(LabStepsViewModel.checkSummary(result).replace("checks:", "Checks:"));
        checks.getChildren().setAll(result.checks().stream()
            .map(check -> styled(wrapped(LabStepsViewModel.checkLine(check)),
                LabStepsViewModel.styleClass(check.outcome()))).toList());
    }

    private static ScrollPane scrolling(VBox content) {
        ScrollPane pane = new ScrollPane(content);
        pane.setFitToWidth(true);
        return pane;
    }

    private static Label heading(String text) {
        return styled(new Label(text), "lab-steps-heading");
    }

    private static Label wrapped(String text) {
        Label label = new Label(text);
        label.setWrapText(true);
        label.setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        return label;
    }

    private static Label styled(Label label, String styleClass) {
        label.getStyleClass().add(styleClass);
        return label;
    }
}
