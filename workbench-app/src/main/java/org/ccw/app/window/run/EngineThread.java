package org.ccw.app.window.run;

import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.animation.AnimationTimer;
import javafx.application.Platform;
import javafx.beans.value.ObservableValue;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.BranchRunner;

/**
 * Where a run's work happens: the engine on one daemon thread of its own (each run's {@link BranchRunner}
 * reports back on the FX thread), and the frame timer that advances the playback on show while it plays. The
 * window never waits for the engine.
 */
final class EngineThread implements RunViewModel.BranchRunnerFactory {

    private final ExecutorService engine = Executors.newSingleThreadExecutor(r -> {
        Thread thread = new Thread(r, "ccw-engine-run");
        thread.setDaemon(true);
        return thread;
    });
    private AnimationTimer timer;
    private long lastFrameNanos;

    @Override
    public BranchRunner create() {
        return new BranchRunner(engine, Platform::runLater);
    }

    /** From the first run on, each frame advances {@code playback} (whichever is on show) by the wall time passed. */
    void drive(ObservableValue<Playback> playback) {
        if (timer != null) {
            return;
        }
        timer = new AnimationTimer() {
            @Override
            public void handle(long now) {
                Playback p = playback.getValue();
                if (p != null && p.playingProperty().get() && lastFrameNanos > 0) {
                    p.advance((now - lastFrameNanos) / 1e9);
                }
                lastFrameNanos = now;
            }
        };
        timer.start();
    }
}
