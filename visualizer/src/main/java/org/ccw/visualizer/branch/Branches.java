package org.ccw.visualizer.branch;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.topology.ScriptedDelay;
import org.ccw.engine.topology.ScriptedDrop;
import org.ccw.model.cluster.Scenario;
import org.ccw.visualizer.animation.CellFlight;
import org.ccw.visualizer.animation.EventText;
import org.ccw.visualizer.animation.Playback;
import org.eclipse.emf.ecore.util.EcoreUtil;

/**
 * The runs of one scenario the user has made — the original and every what-if — and the one on show with its
 * {@link Playback}. A what-if re-runs the scenario deterministically from the same seed with one more scripted
 * drop or delay on a chosen in-flight cell (on top of the current branch's), then continues on the new branch at
 * the record of the cell it changed (where the two runs part); every earlier branch stays in the list and can be
 * shown again, at the moment the branch on show was at.
 */
public final class Branches {

    /** What a what-if "delay this cell" adds by default: 20 µs, longer than an SSAM round trip. */
    public static final long DEFAULT_DELAY_PS = Time.micros(20);

    private final Scenario scenario;
    private final long seed;
    private final BranchRunner runner;
    private final ObservableList<Branch> branches = FXCollections.observableArrayList();
    private final ObjectProperty<Branch> current = new SimpleObjectProperty<>(this, "current");
    private final ReadOnlyObjectWrapper<Playback> playback = new ReadOnlyObjectWrapper<>(this, "playback");

    /**
     * @param scenario the scenario to run; copied now, so later edits do not reach a running engine
     * @param seed     the seed every branch runs from
     */
    public Branches(Scenario scenario, long seed, BranchRunner runner) {
        this.scenario = EcoreUtil.copy(scenario);
        this.seed = seed;
        this.runner = runner;
        current.addListener((obs, was, now) -> show(was, now));
    }

    public ObservableList<Branch> branches() {
        return branches;
    }

    /** The branch on show; set it to go back to another. */
    public ObjectProperty<Branch> currentProperty() {
        return current;
    }

    /** The playback of the branch on show (null before the first run finished). */
    public ReadOnlyObjectProperty<Playback> playbackProperty() {
        return playback.getReadOnlyProperty();
    }

    public BranchRunner runner() {
        return runner;
    }

    public long seed() {
        return seed;
    }

    /** Runs the scenario as it is (the original branch) in the background. */
    public void runOriginal(Consumer<Throwable> failed) {
        runner.start(scenario, seed, List.of(), List.of(), "original (seed " + seed + ")", this::add, failed);
    }

    /**
     * Runs the scenario's job over a real {@code transport} on this machine and shows it live (one branch, its
     * trace growing as the run goes; see {@link BranchRunner#startLive}).
     */
    public void runLive(RealTimeTransport transport, Consumer<Throwable> failed) {
        String name = "real " + transport.name().toLowerCase(Locale.ROOT) + " on this machine";
        runner.startLive(scenario, transport, name, this::addOrGrow, this::addOrGrow, failed);
    }

    /** A live run's trace grew: the branch on show is replaced by its longer self, or added the first time. */
    private void addOrGrow(Branch branch) {
        Branch shown = current.get();
        if (shown != null && shown.name().equals(branch.name())) {
            branches.set(branches.indexOf(shown), branch);
            current.set(branch);
        } else {
            add(branch);
            // live: the newest moment is what is happening now
            playback.get().toEnd();
        }
    }

    /** Re-runs with {@code flight} (a cell on a wire now) dropped, and continues on that branch at the drop. */
    public void whatIfDrop(CellFlight flight, Consumer<Throwable> failed) {
        Branch base = requireCurrent();
        ScriptedDrop drop = WhatIf.drop(base.index().trace(), flight);
        List<ScriptedDrop> drops = new ArrayList<>(base.addedDrops());
        drops.add(drop);
        String name = "what-if " + branches.size() + ": drop " + flight.kind() + " #" + flight.cellId() + " on "
            + base.names().link(flight.link());
        runner.start(scenario, seed, drops, base.addedDelays(), name, branch -> {
            int dropped = WhatIf.scriptedDrop(branch.index().trace(), flight.cellId());
            openAt(withNote(branch, dropped >= 0
                ? "dropped cell #" + flight.cellId() + " (cell " + drop.nth() + " on its link)"
                : "the scripted drop of cell " + drop.nth() + " on its link hit another cell than #"
                    + flight.cellId()), dropped);
        }, failed);
    }

    /** Re-runs with {@code flight} held back by {@code delayPs} picoseconds, and continues on that branch at its
     * departure (its late arrival is what changed). */
    public void whatIfDelay(CellFlight flight, long delayPs, Consumer<Throwable> failed) {
        Branch base = requireCurrent();
        ScriptedDelay delay = WhatIf.delay(base.index().trace(), flight, delayPs);
        List<ScriptedDelay> delays = new ArrayList<>(base.addedDelays());
        delays.add(delay);
        String name = "what-if " + branches.size() + ": delay " + flight.kind() + " #" + flight.cellId() + " by "
            + EventText.micros(delayPs);
        runner.start(scenario, seed, base.addedDrops(), delays, name,
            branch -> openAt(withNote(branch, "delayed cell " + delay.nth() + " on its link"),
                WhatIf.departure(branch.index().trace(), flight.cellId(), flight.link())), failed);
    }

    private static Branch withNote(Branch branch, String note) {
        return new Branch(branch.name(), branch.seed(), branch.addedDrops(), branch.addedDelays(), branch.names(),
            branch.index(), branch.summary(), note);
    }

    private Branch requireCurrent() {
        if (current.get() == null) {
            throw new IllegalStateException("no run to branch from yet");
        }
        return current.get();
    }

    private void add(Branch branch) {
        branches.add(branch);
        current.set(branch);
    }

    /**
     * Adds a what-if and shows it at {@code changedAt}, the record of the cell it changed (-1: the what-if hit no
     * such cell, and it shows at the moment the previous branch was showing): the user sees what the what-if did,
     * not the moment — a breakpoint, say — the previous branch rested on.
     */
    private void openAt(Branch branch, int changedAt) {
        add(branch);
        if (changedAt >= 0) {
            playback.get().seek(changedAt);
        }
    }

    /** Shows {@code now}, at the moment the previous branch was showing (a branch shares the run up to its fault). */
    private void show(Branch was, Branch now) {
        Playback previous = playback.get();
        Playback next = now == null ? null : new Playback(now.index());
        if (next != null && previous != null) {
            next.speedProperty().set(previous.speedProperty().get());
            next.breakpoints().setAll(previous.breakpoints());
            boolean following = was.name().equals(now.name()) && previous.position() >= was.index().trace().size() - 1;
            if (following) {
                // a live run grew and the user was watching its newest record: keep up with it
                next.toEnd();
            } else {
                next.seekTime(previous.clockPs());
            }
        }
        if (previous != null) {
            previous.pause();
        }
        playback.set(next);
    }
}
