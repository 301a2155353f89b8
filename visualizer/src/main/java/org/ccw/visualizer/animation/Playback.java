package org.ccw.visualizer.animation;

import javafx.beans.property.BooleanProperty;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleBooleanProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;
import org.ccw.visualizer.timing.fx.TimeCursor;

/**
 * The animation's view-model over one finished trace: a position (the index of the last applied record), an
 * animation clock in virtual picoseconds (between records while playing, so cells glide along their links), the
 * reconstructed {@link VisualState} there, and the controls — play / pause, step, step back, seek to a record or
 * a time, run to a time, next record of a kind or at a node, restart, speed. Playing advances the clock by
 * {@link #speedProperty() speed} × wall time on each frame ({@link #advance}) and pauses on the first record that
 * hits an active {@link Breakpoint}. Step back and seeking never re-run the engine: they copy a periodic snapshot
 * from the {@link StateIndex} and replay at most one interval of records.
 *
 * <p>The playback is the {@link TimeCursor.Mover} of its run's one {@link #cursor() cursor}: every move it makes,
 * whoever asked for it, shows there, and views follow the cursor rather than the playback.
 *
 * <p>Not thread-safe: the FX thread (or a test) drives it.
 */
public final class Playback {

    /** Slowest speed, µs of virtual time per wall second. */
    public static final double MIN_SPEED = 0.01;
    /** Fastest speed, µs of virtual time per wall second. */
    public static final double MAX_SPEED = 1e6;
    /** Speed a new playback starts at: a 30 µs SSAM round trip takes three seconds. */
    public static final double DEFAULT_SPEED = 10;

    private final StateIndex index;
    private final TraceLog.Snapshot trace;
    private VisualState state;
    private final TimeCursor cursor = new TimeCursor(new TimeCursor.Mover() {
        @Override
        public void toRecord(long number, long atPs) {
            long at = number - trace.firstNumber();
            if (number >= 0 && at >= 0 && at <= lastPosition()) {
                pause();
                seek((int) at);
            } else {
                seekTime(atPs);
            }
        }

        @Override
        public void toTime(long atPs) {
            seekTime(atPs);
        }
    });
    /** Index of the last applied record (-1 before the first) and the animation clock, ps: what the cursor shows. */
    private int position = -1;
    private long clockPs;
    private final BooleanProperty playing = new SimpleBooleanProperty(this, "playing", false);
    private final DoubleProperty speed = new SimpleDoubleProperty(this, "speed", DEFAULT_SPEED);
    private final ReadOnlyStringWrapper breakMessage = new ReadOnlyStringWrapper(this, "breakMessage", "");
    private final ObservableList<Breakpoint> breakpoints = FXCollections.observableArrayList();

    /** A playback at the start of {@code index}'s trace (before its first record). */
    public Playback(StateIndex index) {
        this.index = index;
        this.trace = index.trace();
        this.state = index.stateAt(-1);
        publish(-1, 0);
        speed.addListener((obs, was, now) -> {
            double clamped = Math.max(MIN_SPEED, Math.min(MAX_SPEED, now.doubleValue()));
            if (clamped != now.doubleValue()) {
                speed.set(clamped);
            }
        });
    }

    public TraceLog.Snapshot trace() {
        return trace;
    }

    /** The trace's records as a read-only list in position order (a view, not a copy). */
    public java.util.List<TraceEvent> records() {
        return index.records();
    }

    public StateIndex index() {
        return index;
    }

    /** The state after the record at {@link #positionProperty()}: read it, never change it. */
    public VisualState state() {
        return state;
    }

    /**
     * The run's one cursor: the current record and the animation clock. Views follow it; a view that moves it (an
     * arrow picked, a row selected, a moment clicked) asks it, and this playback goes there.
     */
    public TimeCursor cursor() {
        return cursor;
    }

    /** Index of the last applied record, -1 before the first. */
    public int position() {
        return position;
    }

    /** The animation clock in picoseconds of virtual time; at or after the current record's time. */
    public long clockPs() {
        return clockPs;
    }

    public BooleanProperty playingProperty() {
        return playing;
    }

    /** Speed in µs of virtual time per second of wall time, in [{@link #MIN_SPEED}, {@link #MAX_SPEED}]. */
    public DoubleProperty speedProperty() {
        return speed;
    }

    /** Why playback last paused by itself (a breakpoint, the end of the trace); empty otherwise. */
    public ReadOnlyStringProperty breakMessageProperty() {
        return breakMessage.getReadOnlyProperty();
    }

    /** The active breakpoints; playing and {@link #runTo} stop on the first record that hits one. */
    public ObservableList<Breakpoint> breakpoints() {
        return breakpoints;
    }

    /** The record at the current position, or null before the first. */
    public TraceEvent current() {
        int p = position;
        return p < 0 ? null : trace.at(p);
    }

    /** Number of the last position (the trace's size - 1). */
    public int lastPosition() {
        return trace.size() - 1;
    }

    public void play() {
        if (position >= lastPosition()) {
            return;
        }
        breakMessage.set("");
        playing.set(true);
    }

    public void pause() {
        playing.set(false);
    }

    public void togglePlay() {
        if (playing.get()) {
            pause();
        } else {
            play();
        }
    }

    /** One record forward (pauses). */
    public void step() {
        pause();
        seek(Math.min(position + 1, lastPosition()));
    }

    /** One record back (pauses): the state is rebuilt from the nearest snapshot, never by re-running. */
    public void stepBack() {
        pause();
        seek(Math.max(position - 1, -1));
    }

    /** Back to the start and playing again: the trace of a seed never changes, so this is the same run. */
    public void restart() {
        seek(-1);
        play();
    }

    /** To the last record (pauses). */
    public void toEnd() {
        pause();
        seek(lastPosition());
    }

    /** Shows the state after the record at {@code target} (-1: before the first), clock at its time. */
    public void seek(int target) {
        if (target < -1 || target > lastPosition()) {
            throw new IndexOutOfBoundsException("position " + target + " of " + trace.size());
        }
        // moved elsewhere by hand: why it last stopped no longer describes where it is
        breakMessage.set("");
        int from = state.position();
        if (target >= from && target - from <= index.interval()) {
            index.replay(state, target);
        } else {
            state = index.stateAt(target);
        }
        publish(target, target < 0 ? 0 : trace.at(target).timePs());
    }

    /** Shows the state at virtual time {@code timePs}: every record up to it applied, the clock there. */
    public void seekTime(long timePs) {
        pause();
        int target = trace.lastAtOrBefore(timePs);
        seek(target);
        publish(target, Math.max(clockPs, Math.min(timePs, endTimePs())));
    }

    /** Pauses at the next record of {@code kind} after the current one; false (and no move) when none. */
    public boolean next(EventKind kind) {
        return next(KindChoice.of(kind));
    }

    /**
     * Pauses at the next record of {@code choice} after the current one (for a stack's kind, the next of its stack
     * records that is of that kind); false (and no move) when none.
     */
    public boolean next(KindChoice choice) {
        int target = trace.nextOf(choice.kind().type(), position);
        while (target >= 0 && !choice.admits(trace.at(target))) {
            target = trace.nextOf(choice.kind().type(), target);
        }
        return jump(target);
    }

    /** Pauses at the next record at {@code node} after the current one; false (and no move) when none. */
    public boolean nextAt(int node) {
        return jump(trace.nextAt(node, position));
    }

    private boolean jump(int target) {
        pause();
        if (target < 0) {
            return false;
        }
        seek(target);
        return true;
    }

    /**
     * Plays forward to virtual time {@code timePs} at once, stopping early at the first record that hits a
     * breakpoint. Returns true when it stopped at a breakpoint.
     */
    public boolean runTo(long timePs) {
        pause();
        if (breakpoints.isEmpty()) {
            seekTime(Math.max(timePs, clockPs));
            return false;
        }
        return advanceClockTo(timePs);
    }

    /**
     * One animation frame: when playing, moves the clock on by speed × {@code wallSeconds}, applying the records
     * it passes; pauses at a breakpoint (clock at that record) or at the end of the trace.
     */
    public void advance(double wallSeconds) {
        if (!playing.get() || wallSeconds <= 0) {
            return;
        }
        long stepPs = Math.max(1, Math.round(speed.get() * 1e6 * wallSeconds));
        long target = clockPs + stepPs;
        if (!advanceClockTo(target) && position >= lastPosition() && target >= endTimePs()) {
            pause();
            breakMessage.set("end of the run");
        }
    }

    /** Applies every record up to {@code targetPs}, stopping at a breakpoint; true when one fired. */
    private boolean advanceClockTo(long targetPs) {
        int p = state.position();
        int last = lastPosition();
        while (p < last && trace.at(p + 1).timePs() <= targetPs) {
            p++;
            TraceEvent event = trace.at(p);
            state.apply(p, event);
            for (Breakpoint breakpoint : breakpoints) {
                if (breakpoint.firesOn(event)) {
                    pause();
                    breakMessage.set("Breakpoint: " + breakpoint.description() + " at event #" + EventText.number(event));
                    publish(p, event.timePs());
                    return true;
                }
            }
        }
        publish(p, Math.max(clockPs, Math.min(targetPs, endTimePs())));
        return false;
    }

    private long endTimePs() {
        return trace.endTimePs();
    }

    private void publish(int newPosition, long newClockPs) {
        position = newPosition;
        clockPs = newClockPs;
        cursor.moved(newPosition < 0 ? -1 : trace.at(newPosition).number(), newClockPs);
    }

    /** Speed on a log scale for a slider: log₁₀ of µs per wall second. */
    public static double speedToSlider(double microsPerSecond) {
        return Math.log10(microsPerSecond);
    }

    /** The speed a log-scale slider value stands for, µs per wall second. */
    public static double sliderToSpeed(double sliderValue) {
        return Math.pow(10, sliderValue);
    }
}
