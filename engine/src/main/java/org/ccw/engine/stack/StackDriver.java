package org.ccw.engine.stack;

/**
 * What makes a run's traffic: the registered {@link Stack} of the workload's job driving the scenario's workload,
 * or, when no job is driven, raw cells ({@code run.TrafficGenerator}). {@code run.HeadlessRun} builds the kernel,
 * tracer and fabric, picks the driver (the job's registered stack, else raw cells), starts it and reads these
 * counters into its summary.
 */
public interface StackDriver {

    /** Schedules the workload's first steps; call once before running the kernel. */
    void start();

    /** Cells the hosts handed to their NICs (retransmissions and acknowledgments included). */
    long cellsSent();

    /** Cells that reached their destination host undamaged. */
    long cellsDelivered();

    /** Cells that arrived damaged and were dropped by the receiver's checksum. */
    long cellsDamaged();

    /** Messages the workload sent (a stack's requests; raw cells' AAL5 packets). */
    long messagesSent();

    /** Messages delivered: handlers run (each request once), or raw packets whose every cell arrived. */
    long messagesDelivered();

    /** Replies whose handler ran (remote reads answered, pings echoed); 0 for stacks without replies. */
    default long repliesHandled() {
        return 0;
    }

    /** Cells the stack sent again to recover from loss; 0 for raw cells, which are never recovered. */
    default long retransmissions() {
        return 0;
    }

    /** Virtual time in picoseconds at which every process finished the workload, or -1 when it did not. */
    default long finishedPs() {
        return -1;
    }

    /** The stack's name in the run summary's {@code stack}: {@code raw}, {@code ssam}, … */
    String stack();

    /**
     * The run is over (its time is up or nothing is left to do): release what the driver holds — the threads of
     * task programs still waiting, say. Nothing is counted after it.
     */
    default void close() {
    }
}
