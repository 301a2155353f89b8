package org.ccw.visualizer.timing.fx;

import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;

/**
 * The one cursor in time of a run (UI.md: "the canvas and the bottom tabs share one cursor in time"): the current
 * trace record and the virtual time shown, one {@link #positionProperty() property}. Every view of the run follows
 * it — the animation, the event list, the inspector, the status, the timing diagram, the space-time and congestion
 * views — and every control moves the cursor through its {@link Mover}: a view {@link #seek asks} for a record or {@link #requestTime a moment},
 * the mover (the run's {@code Playback}) goes there and {@link #moved reports} where it now is. There is no second
 * copy of the position to keep in step. Without a mover (a view shown on its own) the cursor goes where it is asked.
 * Use on the JavaFX application thread.
 */
public final class TimeCursor {

    /** What moves the cursor: it goes to a record or a moment when asked and then reports through {@link #moved}. */
    public interface Mover {
        /** Go to trace record {@code number}, which happened at {@code atPs} (ps). */
        void toRecord(long number, long atPs);

        /** Go to the moment {@code atPs} (ps): every record up to it. */
        void toTime(long atPs);
    }

    /** Where the cursor is: trace record {@code eventNumber} (-1 before the first) and the time {@code timePs} (ps). */
    public record Position(long eventNumber, long timePs) {
        /** Before the first record, no time yet. */
        public static final Position START = new Position(-1, -1);
    }

    private final ReadOnlyObjectWrapper<Position> position = new ReadOnlyObjectWrapper<>(this, "position",
        Position.START);
    private final Mover mover;

    /** A cursor that goes where it is asked (a view on its own, a test). */
    public TimeCursor() {
        this.mover = null;
    }

    /** A cursor moved by {@code mover}, which reports every move through {@link #moved}. */
    public TimeCursor(Mover mover) {
        this.mover = mover;
    }

    /** Asks for trace record {@code number}, which happened at {@code atPs} (ps): an arrow picked, a row selected. */
    public void seek(long number, long atPs) {
        if (mover != null) {
            mover.toRecord(number, atPs);
        } else {
            moved(number, atPs);
        }
    }

    /** Asks for the moment {@code atPs} (a click between arrows); the record stays unless a mover finds another. */
    public void requestTime(long atPs) {
        if (mover != null) {
            mover.toTime(atPs);
        } else {
            moved(eventNumber(), atPs);
        }
    }

    /** The mover's report: the current record is {@code number} (-1 before the first) and the time {@code atPs}. */
    public void moved(long number, long atPs) {
        Position now = new Position(number, atPs);
        if (!now.equals(position.get())) {
            position.set(now);
        }
    }

    /**
     * Where the cursor is; it changes only when the cursor moves (follow it with a change listener: an invalidation
     * listener stays silent after a move nobody read).
     */
    public ReadOnlyObjectProperty<Position> positionProperty() {
        return position.getReadOnlyProperty();
    }

    /** The current trace record's number, -1 before the first. */
    public long eventNumber() {
        return position.get().eventNumber();
    }

    /** The current virtual time, ps; -1 before the first record. */
    public long timePs() {
        return position.get().timePs();
    }
}
