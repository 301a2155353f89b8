package org.ccw.visualizer.timing;

/**
 * A stretch of CPU time on a lane.
 *
 * @param lane     lane index
 * @param startPs  start, ps
 * @param endPs    end, ps (&ge; start)
 * @param activity what the CPU did
 * @param label    handler name, or {@code o_s} / {@code o_r}
 * @param kind     kind of the cell the work was for
 * @param number   trace number of the record the box stands for
 */
public record ActivityBox(int lane, long startPs, long endPs, Activity activity, String label, String kind,
                          long number) {

    /** What a box shows. */
    public enum Activity {
        /** An active-message handler ran ({@code HandlerRan}, for its dispatch duration). */
        HANDLER,
        /** Send overhead o_s: from what caused a send (a handler's end, the run's start) to the cell's injection. */
        SEND_OVERHEAD,
        /** Receive overhead o_r: from taking the cell out of the NIC to its handler's start. */
        RECEIVE_OVERHEAD
    }
}
