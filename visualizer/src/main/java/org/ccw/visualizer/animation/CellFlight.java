package org.ccw.visualizer.animation;

/**
 * A cell (or packet) on a wire: it left {@code fromNode}/{@code fromComponent} on {@code link} with its first bit
 * at {@code departPs} and its last bit reaches the far end at {@code arrivalPs} (picoseconds of virtual time),
 * unless the link loses it. {@code attempt} is 0 for a first transmission and counts SSAM retransmissions from 1,
 * so a view can outline a retransmitted cell.
 */
public record CellFlight(long cellId, long messageId, String kind, int sizeBytes, int link, int fromNode,
                         int fromComponent, long departPs, long arrivalPs, int attempt) {

    /** How far along the wire the cell is at {@code clockPs}: 0 at departure, 1 at arrival, clamped. */
    public double progressAt(long clockPs) {
        long span = arrivalPs - departPs;
        if (span <= 0) {
            return 1;
        }
        return Math.max(0, Math.min(1, (double) (clockPs - departPs) / span));
    }

    /** Whether this is a retransmission (the view draws it outlined dashed). */
    public boolean retransmission() {
        return attempt > 0;
    }
}
