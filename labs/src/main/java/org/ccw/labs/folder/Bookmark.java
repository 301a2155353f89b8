package org.ccw.labs.folder;

import java.util.Objects;
import java.util.Optional;

import org.ccw.labs.measure.RunTrace;
import org.ccw.labs.measure.TraceQuery;

/**
 * A named place in the lab's run that the window can jump to: a time, or an event found in the trace.
 *
 * @param name  unique within the lab, e.g. {@code first-drop}
 * @param label what the student sees, e.g. {@code The first cell the fibre loses}
 * @param atPs  the time, picoseconds, when the bookmark is a time
 * @param event the event, when the bookmark is an event
 */
public record Bookmark(String name, String label, Optional<Long> atPs, Optional<TraceQuery> event) {
    public Bookmark {
        Objects.requireNonNull(name);
        Objects.requireNonNull(label);
        if (atPs.isPresent() == event.isPresent()) {
            throw new IllegalArgumentException("a bookmark is a time or an event, not " + (atPs.isPresent() ? "both"
                    : "neither"));
        }
    }

    /** The time the bookmark points at in {@code run}: its own, or its event's; empty when the event did not happen. */
    public Optional<Long> timeIn(RunTrace run) {
        return atPs.isPresent() ? atPs : event.orElseThrow().find(run).map(e -> e.timePs());
    }
}
