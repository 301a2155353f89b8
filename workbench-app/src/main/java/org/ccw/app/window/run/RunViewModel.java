package org.ccw.app.window.run;

import java.util.List;
import java.util.Locale;
import java.util.concurrent.CancellationException;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import javafx.beans.binding.Bindings;
import javafx.beans.property.BooleanProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Bookmark;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.validation.ClusterValidator;
import org.ccw.model.validation.Problem;
import org.ccw.visualizer.animation.Breakpoint;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventKind;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;
import org.ccw.visualizer.branch.Branch;
import org.ccw.visualizer.branch.BranchRunner;
import org.ccw.visualizer.branch.Branches;

/**
 * The state of the run on show, without its views: the run and its what-if branches, the playback of the branch
 * on show, the breakpoints, the cell selected on the canvas, the status line, lecture mode and its caption, and the
 * decisions the run's controls ask for (which breakpoint a key or a choice makes, a bookmark here, run to a time). {@link #reset()} puts it back to
 * "no run" when another scenario or lab opens, so nothing of the previous run (its cells, strips, timing diagram,
 * status, breakpoints) stays on screen over a different drawing. Breakpoints belong to the scenario being
 * debugged: running it again or a what-if keeps them, opening another document clears them. Tested without a
 * window.
 */
public final class RunViewModel {

    public static final String NO_RUN = "no run";
    /** The status once the problems that refused a run are fixed. */
    public static final String READY = "no run: nothing in the way now (Ctrl+R runs)";
    /** The breakpoints the Breakpoints tab offers, by the words it shows. */
    static final List<String> BREAKPOINT_CHOICES = List.of("cell dropped", "retransmission", "window full",
        "token passed", "handler ran (name)", "queue above (cells)", "queue full", "CAS failed", "returned message");

    private final BranchRunnerFactory runners;
    private final Consumer<Throwable> errors;
    private final ReadOnlyObjectWrapper<Branches> branches = new ReadOnlyObjectWrapper<>(this, "branches");
    private final ReadOnlyObjectWrapper<Playback> playback = new ReadOnlyObjectWrapper<>(this, "playback");
    private final ObservableList<Breakpoint> breakpoints = FXCollections.observableArrayList();
    private final ObjectProperty<CellFlight> selectedCell = new SimpleObjectProperty<>(this, "selectedCell");
    private final StringProperty status = new SimpleStringProperty(this, "status", NO_RUN);
    private final StringProperty caption = new SimpleStringProperty(this, "caption", "");
    private final BooleanProperty lectureMode = new SimpleBooleanProperty(this, "lectureMode", false);
    /** The status says why the last Run was refused: it then follows the Problems tab. */
    private boolean refused;

    /** Makes the runner of a new run (the engine's thread and the UI thread to report on). */
    interface BranchRunnerFactory {
        BranchRunner create();
    }

    /** @param errors shown to the user when a run fails (not when it is cancelled) */
    RunViewModel(BranchRunnerFactory runners, Consumer<Throwable> errors) {
        this.runners = runners;
        this.errors = errors;
        playback.addListener((obs, was, now) -> {
            if (was != null) {
                Bindings.unbindContent(was.breakpoints(), breakpoints);
            }
            if (now != null) {
                Bindings.bindContent(now.breakpoints(), breakpoints);
                now.breakMessageProperty().addListener((o, a, message) -> updateCaption());
            }
            updateCaption();
        });
        lectureMode.addListener((obs, was, on) -> updateCaption());
    }

    /**
     * Runs {@code scenario} from its seed in the background, replacing the run on show; {@code whenReady} gets the
     * run's playback once the engine is done (once: a later what-if branch does not call it again). A scenario
     * that breaks a constraint is not run, as {@code workbench run} refuses it: the status and the error say
     * why, and null is returned.
     */
    Branches start(Scenario scenario, Consumer<Playback> whenReady) {
        return start(scenario, "running " + scenario.getName() + " (seed " + scenario.getSeed() + ")…", whenReady,
            (runs, failed) -> runs.runOriginal(failed));
    }

    /**
     * Runs {@code scenario}'s job over a real {@code transport} on this machine, its hosts' sockets on 127.0.0.1,
     * shown live as its trace grows ({@link Branches#runLive}); refused, as {@link #start} refuses, when validation
     * finds it broken, and with the engine's one line when its stack runs only simulated.
     */
    Branches startReal(Scenario scenario, RealTimeTransport transport, Consumer<Playback> whenReady) {
        String over = transport.name().toLowerCase(Locale.ROOT);
        return start(scenario, "running " + scenario.getName() + " over real " + over + " on this machine (live)…",
            whenReady, (runs, failed) -> runs.runLive(transport, failed));
    }

    private Branches start(Scenario scenario, String running, Consumer<Playback> whenReady,
                           BiConsumer<Branches, Consumer<Throwable>> launch) {
        List<Problem> broken = ClusterValidator.errors(scenario);
        refused = !broken.isEmpty();
        if (refused) {
            status.set(notRun(broken.size()));
            errors.accept(new IllegalArgumentException("Not run: " + broken.get(0).message()
                + (broken.size() > 1 ? " (and " + EventText.count(broken.size() - 1, "more problem") + ")" : "")
                + ". The Problems tab lists what to fix."));
            return null;
        }
        cancelRunning();
        Branches runs = new Branches(scenario, scenario.getSeed(), runners.create());
        runs.playbackProperty().addListener((obs, was, now) -> {
            // a run replaced (or reset) while the engine was busy must not come back on show when it finishes
            if (branches.get() != runs) {
                return;
            }
            selectedCell.set(null);
            playback.set(now);
            if (was == null && now != null) {
                whenReady.accept(now);
            }
        });
        selectedCell.set(null);
        playback.set(null);
        branches.set(runs);
        status.set(running);
        launch.accept(runs, error -> failed(runs, error));
        return runs;
    }

    /** What-if: re-run with this in-flight cell dropped (or delayed), from the same seed. */
    void whatIf(CellFlight cell, boolean drop) {
        Branches runs = branches.get();
        if (runs == null || cell == null) {
            return;
        }
        if (playback.get() != null) {
            playback.get().pause();
        }
        status.set("re-running from seed " + runs.seed() + " with cell #" + cell.cellId()
            + (drop ? " dropped…" : " delayed…"));
        if (drop) {
            runs.whatIfDrop(cell, error -> failed(runs, error));
        } else {
            runs.whatIfDelay(cell, Branches.DEFAULT_DELAY_PS, error -> failed(runs, error));
        }
    }

    private void failed(Branches runs, Throwable error) {
        if (branches.get() != runs) {
            return;
        }
        if (error instanceof CancellationException) {
            status.set("run cancelled");
        } else {
            status.set("run failed: " + error.getMessage());
            errors.accept(error);
        }
    }

    /** Another scenario or lab opens: no run, no breakpoints, nothing selected; a run still going is cancelled. */
    void reset() {
        refused = false;
        cancelRunning();
        branches.set(null);
        playback.set(null);
        selectedCell.set(null);
        breakpoints.clear();
        status.set(NO_RUN);
    }

    /**
     * The status follows the Problems tab while it says why a run was refused: the count as problems come and go,
     * and that nothing is in the way once none breaks a constraint (warnings do not refuse a run).
     */
    void problemsChanged(List<Problem> problems) {
        if (!refused) {
            return;
        }
        long broken = problems.stream().filter(p -> p.severity() == Problem.Severity.ERROR).count();
        refused = broken > 0;
        status.set(refused ? notRun(broken) : READY);
    }

    private static String notRun(long problems) {
        return "not run: " + EventText.count(problems, "problem") + " (see the Problems tab)";
    }

    private void cancelRunning() {
        if (branches.get() != null && branches.get().runner().runningProperty().get()) {
            branches.get().runner().cancel();
        }
    }

    /** The status line for the playback at rest or playing, e.g. {@code event 70 of 8,105 (#69) • 1 drop • …}. */
    void positionChanged(Playback p) {
        Branches runs = branches.get();
        if (runs == null || p != playback.get()) {
            return;
        }
        String brk = p.breakMessageProperty().get();
        // what matters most first: a narrow status bar cuts the end off (the whole text is on hover)
        status.set(String.format(Locale.ROOT, "%s • %s • %s%s • seed %d • sim/wall %.1e",
            EventText.position(p.current(), p.position(), p.trace().size()), EventText.count(p.state().dropCount(), "drop"),
            EventText.count(breakpoints.size(), "breakpoint"), brk.isEmpty() ? "" : " • " + brk, runs.seed(),
            p.speedProperty().get() * 1e-6));
    }

    /** Acts on the playback on show (play, step, seek…); nothing without one. */
    void withPlayback(Consumer<Playback> action) {
        if (playback.get() != null) {
            action.accept(playback.get());
        }
    }

    /** Lecture mode's caption: the current record's time, place and description, and a breakpoint's message. */
    void updateCaption() {
        Playback p = playback.get();
        Branch branch = branch();
        if (p == null || p.current() == null || branch == null) {
            caption.set("");
            return;
        }
        String brk = p.breakMessageProperty().get();
        caption.set(EventText.micros(p.current().timePs()) + " — "
            + branch.names().place(p.current().node(), p.current().component()) + ": "
            + EventText.describe(p.current(), branch.names(), p.trace().stack())
            + (brk.isEmpty() ? "" : "  [" + brk + "]"));
    }

    /**
     * Ctrl+B: a breakpoint on the kind of {@code selected} (the record selected in the event list; null: the
     * current record), or off again when it is set. Without a run it is the "cell dropped" breakpoint.
     */
    void toggleBreakpoint(TraceEvent selected) {
        Playback p = playback.get();
        TraceEvent event = selected != null ? selected : p == null ? null : p.current();
        Breakpoint breakpoint = event == null ? new Breakpoint.CellDropped() : Breakpoint.forKindOf(event);
        if (breakpoint == null) {
            status.set("no protocol breakpoint for " + EventKind.labelOf(event));
        } else if (!breakpoints.remove(breakpoint)) {
            breakpoints.add(breakpoint);
        }
    }

    /**
     * Adds the breakpoint {@code choice} (one of {@link #BREAKPOINT_CHOICES}) with its {@code argument} (a
     * handler's name, a number of cells); a queue without a number of cells says so in the status instead.
     */
    void addBreakpoint(String choice, String argument) {
        try {
            breakpoints.add(switch (choice) {
                case "retransmission" -> new Breakpoint.Retransmission();
                case "window full" -> new Breakpoint.WindowFull();
                case "token passed" -> new Breakpoint.TokenPassed();
                case "handler ran (name)" -> new Breakpoint.HandlerRan(argument);
                case "queue above (cells)" -> new Breakpoint.QueueAbove("", Integer.parseInt(argument.strip()));
                case "queue full" -> new Breakpoint.QueueFull();
                case "CAS failed" -> new Breakpoint.CasFailed();
                case "returned message" -> new Breakpoint.MessageReturned();
                default -> new Breakpoint.CellDropped();
            });
        } catch (IllegalArgumentException bad) {
            status.set("a queue breakpoint needs a number of cells ≥ 0: " + argument);
        }
    }

    /** A bookmark at the animation clock, named by its time and described by the record there; null without a run. */
    Bookmark bookmarkHere() {
        Playback p = playback.get();
        if (p == null) {
            return null;
        }
        Bookmark bookmark = ClusterFactory.eINSTANCE.createBookmark();
        bookmark.setTimePicos(p.clockPs());
        bookmark.setName("t = " + EventText.micros(p.clockPs()));
        bookmark.setDescription(p.current() == null ? "" : EventText.describe(p.current(), branch().names(), p.trace().stack()));
        return bookmark;
    }

    /** Run → Run to time: plays to {@code micros} (µs, as typed); text that is no number says so in the status. */
    void runTo(String micros) {
        Playback p = playback.get();
        if (p == null) {
            return;
        }
        try {
            p.runTo(Math.round(Double.parseDouble(micros.strip()) * 1e6));
        } catch (NumberFormatException e) {
            status.set("not a time in µs: " + micros);
        }
    }

    /** True when a cell in flight is selected and the run it belongs to is on show: a what-if can start from it. */
    boolean canWhatIf() {
        Playback p = playback.get();
        CellFlight cell = selectedCell.get();
        return p != null && cell != null && p.state().flight(cell.cellId()) != null;
    }

    ReadOnlyObjectProperty<Branches> branchesProperty() {
        return branches.getReadOnlyProperty();
    }

    ReadOnlyObjectProperty<Playback> playbackProperty() {
        return playback.getReadOnlyProperty();
    }

    /** The branch on show, or null. */
    Branch branch() {
        return branches.get() == null ? null : branches.get().currentProperty().get();
    }

    ObservableList<Breakpoint> breakpoints() {
        return breakpoints;
    }

    ObjectProperty<CellFlight> selectedCellProperty() {
        return selectedCell;
    }

    StringProperty statusProperty() {
        return status;
    }

    StringProperty captionProperty() {
        return caption;
    }

    BooleanProperty lectureModeProperty() {
        return lectureMode;
    }
}
