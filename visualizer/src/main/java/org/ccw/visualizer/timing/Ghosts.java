package org.ccw.visualizer.timing;

import java.util.List;

/**
 * A second run of the same scenario drawn over a diagram's lanes: its delivered messages, moved onto the first
 * run's time axis by {@code shiftPs} (added to each of the second run's times), under a name for the legend
 * ({@code real udp}). Model beside measurement (issue 17): a simulated run's cells with a real run's messages
 * ghosted over them.
 *
 * @param trips   the second run's messages
 * @param shiftPs what to add to a second-run time to place it on the first run's axis, ps
 * @param name    what the legend calls the second run
 */
public record Ghosts(List<MessageTrip> trips, long shiftPs, String name) {
    /** No second run. */
    public static final Ghosts NONE = new Ghosts(List.of(), 0, "");

    public Ghosts {
        trips = List.copyOf(trips);
    }

    /** The second run's last delivery on the first run's axis, ps; 0 when it has none. */
    public long lastPs() {
        return trips.stream().mapToLong(t -> t.delivered().timePs() + shiftPs).max().orElse(0);
    }
}
