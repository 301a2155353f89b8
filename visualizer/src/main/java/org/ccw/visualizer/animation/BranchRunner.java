package org.ccw.visualizer.animation;

import java.io.IOException;
import java.util.List;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;
import java.util.function.DoubleConsumer;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;

/**
 * Runs the engine for the animation off the UI thread: a whole run of a scenario (with any what-if faults) into a
 * {@link TraceLog}, then its {@link StateIndex}, reporting progress (virtual time reached over the duration) and
 * honouring cancel. Results and progress come back through the {@code ui} executor ({@code Platform::runLater} in
 * the window, the calling thread in tests), so the window never freezes and never sees a half-built branch.
 */
public final class BranchRunner {

    /** Records between progress reports: often enough for a smooth bar, rare enough to cost nothing. */
    private static final int PROGRESS_EVERY = 4096;

    private final Executor background;
    private final Executor ui;
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running", false);
    private AtomicBoolean cancelled = new AtomicBoolean();

    public BranchRunner(Executor background, Executor ui) {
        this.background = background;
        this.ui = ui;
    }

    /** Progress of the current run in [0, 1]. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** Asks the current run to stop; its {@code failed} callback gets a {@link java.util.concurrent.CancellationException}. */
    public void cancel() {
        cancelled.set(true);
    }

    /**
     * Starts a run of {@code scenario} (which must not change while it runs: pass a copy) in the background.
     * Exactly one of {@code done} and {@code failed} is called, on the UI executor.
     */
    public void start(Scenario scenario, long seed, List<ScriptedDrop> drops, List<ScriptedDelay> delays, String name,
                      Consumer<Branch> done, Consumer<Throwable> failed) {
        AtomicBoolean flag = new AtomicBoolean();
        cancelled = flag;
        running.set(true);
        progress.set(0);
        background.execute(() -> {
            try {
                Branch branch = run(scenario, seed, drops, delays, name,
                    fraction -> ui.execute(() -> progress.set(fraction)), flag::get);
                ui.execute(() -> {
                    running.set(false);
                    progress.set(1);
                    done.accept(branch);
                });
            } catch (Throwable error) {
                ui.execute(() -> {
                    running.set(false);
                    failed.accept(error);
                });
            }
        });
    }

    /**
     * The work itself, on the calling thread: runs {@code scenario} from {@code seed} with the added faults and
     * indexes the trace.
     *
     * @throws java.util.concurrent.CancellationException when {@code cancelled} turned true during the run
     */
    public static Branch run(Scenario scenario, long seed, List<ScriptedDrop> drops, List<ScriptedDelay> delays,
                             String name, DoubleConsumer progress, BooleanSupplier cancelled) throws IOException {
        TraceLog log = new TraceLog();
        HeadlessRun run = HeadlessRun.of(scenario).seed(seed);
        drops.forEach(run::fault);
        delays.forEach(run::fault);
        long durationPs = TopologyBuilder.from(scenario).durationPs();
        run.sink(event -> {
            if (event.number() % PROGRESS_EVERY == 0) {
                progress.accept(Math.min(1, (double) event.timePs() / durationPs));
            }
        });
        RunSummary summary = run.sink(log).stopWhen(cancelled).run();
        if (cancelled.getAsBoolean()) {
            throw new java.util.concurrent.CancellationException("run of " + scenario.getName() + " cancelled");
        }
        TraceLog.Snapshot trace = log.snapshot();
        StateIndex index = new StateIndex(trace, Branches.FADE_PS, StateIndex.DEFAULT_INTERVAL).buildAll();
        return new Branch(name, seed, drops, delays, new TraceNames(TopologyBuilder.from(scenario)), index, summary,
            "");
    }
}
