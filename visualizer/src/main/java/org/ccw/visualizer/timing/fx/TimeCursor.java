package org.ccw.visualizer.timing.fx;

import java.util.function.LongConsumer;
import javafx.beans.property.LongProperty;
import javafx.beans.property.ReadOnlyLongProperty;
import javafx.beans.property.SimpleLongProperty;

/**
 * The one cursor in time that the timing diagram, the animation and the event list share (UI.md): the current
 * trace record and its virtual time. Selecting an arrow in the timing diagram {@link #seek seeks} it; the
 * animation binds to it and moves it while playing. Use on the JavaFX application thread.
 */
public final class TimeCursor {
    private final LongProperty eventNumber = new SimpleLongProperty(this, "eventNumber", -1);
    private final LongProperty timePs = new SimpleLongProperty(this, "timePs", -1);
    /** Who moves the cursor to a time when asked (the linked animation); null: the cursor moves by itself. */
    private LongConsumer timeSeeker;

    /** Moves the cursor to trace record {@code number}, which happened at {@code atPs} (ps). */
    public void seek(long number, long atPs) {
        timePs.set(atPs);
        eventNumber.set(number);
    }

    /**
     * Asks for the moment {@code atPs} (a click on the timing diagram): the linked animation seeks there and moves
     * the cursor, so the canvas, the event list and the status follow; without one, the cursor just goes there.
     */
    public void requestTime(long atPs) {
        if (timeSeeker != null) {
            timeSeeker.accept(atPs);
        } else {
            timePs.set(atPs);
        }
    }

    /** Sets who answers {@link #requestTime}, or null for nobody (the link closed). */
    public void setTimeSeeker(LongConsumer seeker) {
        this.timeSeeker = seeker;
    }

    /** The current trace record's number, -1 before the first. */
    public ReadOnlyLongProperty eventNumberProperty() {
        return eventNumber;
    }

    /** The current virtual time, ps; -1 before the first record. */
    public ReadOnlyLongProperty timePsProperty() {
        return timePs;
    }

    public long eventNumber() {
        return eventNumber.get();
    }

    public long timePs() {
        return timePs.get();
    }
}
