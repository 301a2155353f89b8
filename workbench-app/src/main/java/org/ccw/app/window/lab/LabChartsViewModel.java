package org.ccw.app.window.lab;

import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.ccw.app.charts.LabCharts;
import org.ccw.labs.Lab;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.visualizer.Units;
import org.ccw.visualizer.chart.Chart;

/**
 * The Charts tab without its controls: runs a lab — its sweep on every core — on a background executor, reports
 * the sweep's progress (0 to 1) and lets the user cancel, then holds the lab's charts (ours beside the paper's)
 * and metrics. Every property changes on the {@code ui} executor (the FX thread in the window), so the window
 * never waits for a lab and never sees a half-set state.
 */
public final class LabChartsViewModel {

    private final ExecutorService background;
    private final Executor ui;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private final ReadOnlyStringWrapper message = new ReadOnlyStringWrapper(this, "message", "Pick a lab and run it.");
    private final ReadOnlyObjectWrapper<Shown> shown = new ReadOnlyObjectWrapper<>(this, "shown");
    private Future<?> task;
    /** Counts runs, so a cancelled run's late reports are ignored. */
    private long generation;

    /** A lab's result and its charts. */
    public record Shown(Lab lab, LabResult result, List<Chart> charts) {
    }

    LabChartsViewModel(ExecutorService background, Executor ui) {
        this.background = background;
        this.ui = ui;
    }

    /** Runs {@code lab} with its pinned seed; a run still going is cancelled first. */
    void run(Lab lab) {
        cancel();
        long mine = ++generation;
        progress.set(0);
        running.set(true);
        message.set("running " + lab.id() + "…");
        LabOptions options = LabOptions.defaults().withProgress((what, done, total) ->
            ui.execute(() -> {
                if (mine == generation) {
                    progress.set((double) done / total);
                    message.set(what + ": " + done + " / " + total + " points");
                }
            }));
        task = background.submit(() -> {
            try {
                LabResult result = lab.run(options);
                List<Chart> charts = LabCharts.of(lab, result.series());
                ui.execute(() -> finished(mine, lab, result, charts));
            } catch (RuntimeException failure) {
                ui.execute(() -> failed(mine, lab, failure));
            }
        });
    }

    private void finished(long run, Lab lab, LabResult result, List<Chart> charts) {
        if (run != generation) {
            return;
        }
        running.set(false);
        progress.set(1);
        shown.set(new Shown(lab, result, charts));
        message.set(lab.id() + ": " + (charts.isEmpty() ? "no sweep to chart; its metrics are listed"
            : org.ccw.visualizer.animation.EventText.count(charts.size(), "chart") + ", ours solid, the paper's dashed")
            + " • checks: " + result.tally());
    }

    private void failed(long run, Lab lab, RuntimeException failure) {
        if (run != generation) {
            return;
        }
        running.set(false);
        message.set(lab.id() + " failed: " + failure.getMessage());
    }

    /** Stops the lab: its sweep stops waiting at once and starts no further points; the last charts stay. */
    void cancel() {
        if (task == null || task.isDone()) {
            return;
        }
        task.cancel(true);
        generation++;
        running.set(false);
        progress.set(0);
        message.set("cancelled");
    }

    /** Each metric beside the paper's figure with their ratio, one line each. */
    static List<String> metricLines(LabResult result) {
        return result.metrics().stream().map(LabChartsViewModel::metricLine).toList();
    }

    private static String metricLine(Metric m) {
        String ours = String.format(java.util.Locale.ROOT, "%s = %.4g %s", m.name(), m.value(), Units.shown(m.unit()));
        return m.paper() == null || m.ratio() == null ? ours
            : ours + String.format(java.util.Locale.ROOT, "   (paper %.4g, ratio %.3f, %s)", m.paper(), m.ratio(),
                m.deviation());
    }

    ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public ReadOnlyStringProperty messageProperty() {
        return message.getReadOnlyProperty();
    }

    /** The last finished lab with its charts, or null. */
    public ReadOnlyObjectProperty<Shown> shownProperty() {
        return shown.getReadOnlyProperty();
    }
}
