package org.ccw.visualizer.animation;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceLog;

/**
 * Periodic snapshots of the {@link VisualState} over one trace, so that the state at any position costs one
 * snapshot copy plus at most {@link #interval()} replayed records: how step back and seeking stay instant on a
 * trace of a million records without re-running the engine. Snapshot {@code k} holds the state after the records
 * before position {@code k × interval}. Snapshots are made on demand as positions are reached, or all at once by
 * {@link #buildAll()} (a background task does that before the view gets the trace).
 */
public final class StateIndex {

    /** Records between snapshots: a seek replays at most this many. */
    public static final int DEFAULT_INTERVAL = 2048;
    /** How long drops, handler flashes and token passes stay on show: 20 µs of virtual time. */
    public static final long FADE_PS = Time.micros(20);

    private final TraceLog.Snapshot trace;
    private final int interval;
    private final List<VisualState> snapshots = new ArrayList<>();

    /**
     * @param fadePs how long marks stay on show, ps (see {@link VisualState})
     * @param interval records between snapshots, > 0
     */
    public StateIndex(TraceLog.Snapshot trace, long fadePs, int interval) {
        if (interval < 1) {
            throw new IllegalArgumentException("snapshot interval must be >= 1 record: " + interval);
        }
        this.trace = trace;
        this.interval = interval;
        snapshots.add(new VisualState(fadePs));
    }

    public TraceLog.Snapshot trace() {
        return trace;
    }

    /** The trace's records as a read-only list in position order (a view, not a copy). */
    public List<TraceEvent> records() {
        return new AbstractList<>() {
            @Override
            public TraceEvent get(int position) {
                return trace.at(position);
            }

            @Override
            public int size() {
                return trace.size();
            }
        };
    }

    public int interval() {
        return interval;
    }

    /** How many snapshots are kept so far. */
    public int snapshotCount() {
        return snapshots.size();
    }

    /** Makes every snapshot of the trace now (one pass), so no later seek has to extend the index. */
    public StateIndex buildAll() {
        if (trace.size() > 0) {
            reach(trace.size() - 1);
        }
        return this;
    }

    /** A fresh state after the record at {@code position} (-1: before the first), for the caller to keep. */
    public VisualState stateAt(int position) {
        if (position < -1 || position >= trace.size()) {
            throw new IndexOutOfBoundsException("position " + position + " of " + trace.size());
        }
        int k = reach(position);
        VisualState state = snapshots.get(k).copy();
        replay(state, position);
        return state;
    }

    /** Advances {@code state} (at any earlier position of this trace) to {@code position}. */
    public void replay(VisualState state, int position) {
        for (int i = state.position() + 1; i <= position; i++) {
            state.apply(i, trace.at(i));
        }
    }

    /** Extends the snapshots far enough for {@code position}; returns the snapshot index to start from. */
    private int reach(int position) {
        int wanted = (position + 1) / interval;
        while (snapshots.size() <= wanted) {
            VisualState next = snapshots.get(snapshots.size() - 1).copy();
            replay(next, snapshots.size() * interval - 1);
            snapshots.add(next);
        }
        return wanted;
    }
}
