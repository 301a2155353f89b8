package org.ccw.visualizer.timing;

/**
 * A stretch of CPU (or DMA) time on a lane, or an instant's mark ({@link Activity#POLL}).
 *
 * @param lane     lane index
 * @param startPs  start, ps
 * @param endPs    end, ps (&gt; start; = start for a poll's mark)
 * @param activity what the CPU did
 * @param label    handler name, {@code o_s} / {@code o_r}, or what a DVCM box shows ({@code post SEND},
 *                 {@code DMA data}, {@code poll})
 * @param kind     kind of the cell the work was for, empty when it was for no one cell
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
        RECEIVE_OVERHEAD,
        /** An application posted a command to its NI (its ring write and doorbell; a stack's host-interface post). */
        COMMAND_POST,
        /** A DMA between host memory and the NI (a stack's host-interface DMA). */
        DMA,
        /** An application's poll of its DVCM completion ring that found a message ({@code PollPerformed}). */
        POLL
    }
}
