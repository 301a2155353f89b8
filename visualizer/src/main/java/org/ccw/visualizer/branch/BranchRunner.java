package org.ccw.visualizer.branch;

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
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.HeadlessRun;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RunSummary;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceLog;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.StateIndex;
import org.ccw.visualizer.animation.TraceNames;

/**
 * Runs the engine for the animation off the UI thread: a whole run of a scenario (with any what-if faults) into a
 * {@link TraceLog}, then its {@link StateIndex}, reporting progress (virtual time reached over the duration) and
 * honouring cancel. Results and progress come back through the {@code ui} executor ({@code Platform::runLater} in
 * the window, the calling thread in tests), so the window never freezes and never sees a half-built branch.
 */
public final class BranchRunner {

    /** Records between progress reports: often enough for a smooth bar, rare enough to cost nothing. */
    private static final int PROGRESS_EVERY = 4096;
    /** How often a real run's growing trace is shown: four times a second. */
    public static final long LIVE_EVERY_MS = 250;

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
        launch(flag -> run(scenario, seed, drops, delays, name, fraction -> ui.execute(() -> progress.set(fraction)),
            flag::get), done, failed);
    }

    /**
     * Runs {@code scenario}'s job over a real {@code transport} on this machine, in real time, and shows it live:
     * every {@link #LIVE_EVERY_MS} ms while it runs, the trace so far comes back to {@code update} as a branch named
     * {@code name} (its records are the real transport's, on the same schema as a simulated run's); at the end, the
     * whole run comes to {@code done}. Cancel stops the run early, and what was recorded until then stays on show.
     */
    public void startLive(Scenario scenario, RealTimeTransport transport, String name, Consumer<Branch> update,
                          Consumer<Branch> done, Consumer<Throwable> failed) {
        launch(flag -> {
            TraceLog log = new TraceLog();
            TraceNames names = new TraceNames(TopologyBuilder.from(scenario));
            Throwable[] error = new Throwable[1];
            Thread real = new Thread(() -> {
                try {
                    RealTimeRun.of(scenario, transport).sink(log).stopWhen(flag::get).run();
                } catch (Throwable e) {
                    error[0] = e;
                }
            }, "ccw-real-run");
            real.setDaemon(true);
            real.start();
            int shown = 0;
            while (real.isAlive()) {
                real.join(LIVE_EVERY_MS);
                if (log.size() > shown && real.isAlive()) {
                    shown = log.size();
                    Branch sofar = live(name, scenario, names, log);
                    ui.execute(() -> update.accept(sofar));
                }
            }
            if (error[0] != null) {
                throw error[0];
            }
            return live(name, scenario, names, log);
        }, done, failed);
    }

    /** Work that makes a branch, given the flag that turns true on cancel. */
    private interface Work {
        Branch run(AtomicBoolean cancelled) throws Throwable;
    }

    /**
     * Does {@code work} in the background, running until it ends; exactly one of {@code done} and {@code failed} is
     * then called, on the UI executor.
     */
    private void launch(Work work, Consumer<Branch> done, Consumer<Throwable> failed) {
        AtomicBoolean flag = new AtomicBoolean();
        cancelled = flag;
        running.set(true);
        progress.set(0);
        background.execute(() -> {
            try {
                Branch branch = work.run(flag);
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

    /** The real run's trace so far as a branch (a real run has no {@link RunSummary}: its times are not virtual). */
    private static Branch live(String name, Scenario scenario, TraceNames names, TraceLog log) {
        StateIndex index = new StateIndex(log.snapshot(), StateIndex.FADE_PS, StateIndex.DEFAULT_INTERVAL).buildAll();
        return new Branch(name, scenario.getSeed(), List.of(), List.of(), names, index, null, "live");
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
        Topology topology = run.topology();
        long durationPs = topology.durationPs();
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
        StateIndex index = new StateIndex(trace, StateIndex.FADE_PS, StateIndex.DEFAULT_INTERVAL).buildAll();
        return new Branch(name, seed, drops, delays, new TraceNames(topology), index, summary,
            "");
    }
}
