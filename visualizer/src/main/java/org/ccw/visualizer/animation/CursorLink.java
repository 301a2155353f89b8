package org.ccw.visualizer.animation;

import javafx.beans.InvalidationListener;
import javafx.beans.value.ChangeListener;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.timing.fx.TimeCursor;

/**
 * Makes a {@link Playback} and a {@link TimeCursor} one cursor (UI.md: "the canvas and the bottom tabs share one
 * cursor in time"). Every change of the playback — a frame while playing, a step, a seek from the event list —
 * moves the cursor to the current record and the animation clock; a seek of the cursor from elsewhere — an arrow
 * picked in the timing diagram — pauses the playback and seeks it to that record, and a moment asked for there
 * ({@link TimeCursor#requestTime}, a click between arrows) pauses it and seeks it to that time. A guard keeps the two
 * directions from echoing each other. Use on the JavaFX application thread; {@link #close()} before linking the
 * cursor to another playback (a new run or branch).
 */
public final class CursorLink implements AutoCloseable {

    private final Playback playback;
    private final TimeCursor cursor;
    private final InvalidationListener fromPlayback = o -> playbackMoved();
    /*
     * A change listener, not an invalidation listener: the cursor's number is set by the playback (echo) without
     * anyone reading it, and an invalidation listener would then stay silent for the next pick in the diagram.
     */
    private final ChangeListener<Number> fromCursor = (o, was, now) -> cursorMoved();
    private boolean echoing;

    private CursorLink(Playback playback, TimeCursor cursor) {
        this.playback = playback;
        this.cursor = cursor;
    }

    /** Links the two and puts the cursor where the playback is now. */
    public static CursorLink link(Playback playback, TimeCursor cursor) {
        CursorLink link = new CursorLink(playback, cursor);
        playback.revisionProperty().addListener(link.fromPlayback);
        cursor.eventNumberProperty().addListener(link.fromCursor);
        // a click on the timing diagram is a moment: the animation goes there and brings the cursor along
        cursor.setTimeSeeker(playback::seekTime);
        link.playbackMoved();
        return link;
    }

    private void playbackMoved() {
        TraceEvent current = playback.current();
        echoing = true;
        try {
            cursor.seek(current == null ? -1 : current.number(), playback.clockPs());
        } finally {
            echoing = false;
        }
    }

    private void cursorMoved() {
        if (echoing) {
            return;
        }
        long number = cursor.eventNumber();
        int position = (int) (number - playback.trace().firstNumber());
        if (number < 0 || position < 0 || position > playback.lastPosition() || position == playback.position()) {
            return;
        }
        playback.pause();
        playback.seek(position);
    }

    /** Stops following; the playback and the cursor stay where they are. */
    @Override
    public void close() {
        playback.revisionProperty().removeListener(fromPlayback);
        cursor.eventNumberProperty().removeListener(fromCursor);
        cursor.setTimeSeeker(null);
    }
}
