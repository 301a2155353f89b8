package org.ccw.app.window.run;

import java.util.List;
import javafx.collections.FXCollections;
import javafx.event.ActionEvent;
import javafx.event.EventHandler;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ChoiceBox;
import javafx.scene.control.Label;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.Slider;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.Region;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.Branches;

/**
 * The run tool bar (UI.md): Run, ▶ ❚❚, step back, step, restart, end, the speed slider (log scale), the time on
 * show, the branch choice (the original run and every what-if), and the engine's progress with Cancel while it
 * works.
 */
public final class RunToolBar {

    public static final String RUN_TOOL_BAR_ID = "run-tool-bar";
    private static final String TIME_ZERO = "t = 0.000 µs";

    private final RunViewModel model;
    private final Label timeLabel = new Label(TIME_ZERO);
    private final Slider speed = new Slider(Math.log10(Playback.MIN_SPEED), Math.log10(Playback.MAX_SPEED),
        Math.log10(Playback.DEFAULT_SPEED));
    private final ChoiceBox<Branch> branchChoice = new ChoiceBox<>();
    private final ProgressBar progress = new ProgressBar(0);
    private final Button cancel = new Button("Cancel");
    private final List<Node> items;

    /** @param startRun what Run does: run the open scenario */
    RunToolBar(RunViewModel model, Runnable startRun) {
        this.model = model;
        speed.valueProperty().addListener((obs, was, now) -> model.withPlayback(
            p -> p.speedProperty().set(Playback.sliderToSpeed(now.doubleValue()))));
        speed.setPrefWidth(140);
        speed.setTooltip(new Tooltip("Speed: simulated µs per second of wall time (log scale, 0.01 to 10⁶)"));
        timeLabel.getStyleClass().add("run-time");
        branchChoice.setTooltip(new Tooltip("Branches: the original run and every what-if"));
        progress.setPrefWidth(90);
        progress.setVisible(false);
        cancel.setVisible(false);
        items = List.of(
            button("Run", "Run the scenario in the engine (Ctrl+R)", e -> startRun.run()),
            button("▶ Play", "Play / pause (Space)", e -> model.withPlayback(Playback::togglePlay)),
            button("Pause", "Pause (Space)", e -> model.withPlayback(Playback::pause)),
            button("◀ Step back", "Step back one event (←, Page Up)", e -> model.withPlayback(Playback::stepBack)),
            button("Step ▶", "Step one event (→, Page Down)", e -> model.withPlayback(Playback::step)),
            button("Restart", "Restart with the same seed (Home)", e -> model.withPlayback(Playback::restart)),
            button("End", "Run to the end (End)", e -> model.withPlayback(Playback::toEnd)),
            speed, timeLabel, branchChoice, progress, cancel);
    }

    List<Node> items() {
        return items;
    }

    /** A new run: its branches to choose from, its engine's progress and Cancel while it works. */
    void follow(Branches runs) {
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

    /** A playback comes on show: it plays at the slider's speed. */
    void show(Playback now) {
        now.speedProperty().set(Playback.sliderToSpeed(speed.getValue()));
    }

    /** No playback on show; without a run at all, no branches and no progress either. */
    void clear() {
        timeLabel.setText(TIME_ZERO);
        if (model.branchesProperty().get() == null) {
            branchChoice.setItems(FXCollections.observableArrayList());
            progress.progressProperty().unbind();
            progress.visibleProperty().unbind();
            progress.setVisible(false);
            cancel.visibleProperty().unbind();
            cancel.setVisible(false);
        }
    }

    void showTime(Playback p) {
        timeLabel.setText("t = " + EventText.micros(p.clockPs()));
    }

    public static Button button(String text, String tooltip, EventHandler<ActionEvent> action) {
        Button button = new Button(text);
        button.setTooltip(new Tooltip(tooltip));
        button.setOnAction(action);
        button.setFocusTraversable(false);
        // A tool bar short of room gives it up elsewhere (a choice, a message), never as a button cut to "…".
        button.setMinWidth(Region.USE_PREF_SIZE);
        return button;
    }
}
