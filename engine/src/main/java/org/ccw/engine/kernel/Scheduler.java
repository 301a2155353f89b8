package org.ccw.engine.kernel;

/**
 * Everything a protocol stack or a hardware model may ask of time. A stack is handed a scheduler and never
 * reads a clock of its own, so the same code runs under the simulation kernel (virtual time, as fast as
 * possible or paced) and under the real-time scheduler (wall-clock time, real sockets).
 *
 * <p>Time is a {@code long} count of <b>picoseconds</b> ({@link Time}): virtual time under simulation, time
 * since the scheduler started under real time. Events due at the same time run in a total, documented order:
 * time, then priority (lower first), then the order in which they were scheduled.
 *
 * <p>Each pending event remembers the <em>cause</em> that was current when it was scheduled (the number of the
 * trace record being handled), and that cause is current again while it runs. The trace uses this to give
 * every record the number of the record that caused it, which a sequence diagram needs.
 */
public interface Scheduler {

    /** Priority of ordinary events. Lower values run first among events due at the same time. */
    int DEFAULT_PRIORITY = 0;

    /** The current time in picoseconds. */
    long now();

    /**
     * Runs {@code action} after {@code delayPs} picoseconds (0 = later at the same time).
     *
     * @return an id for {@link #cancel(long)}; never reused within a run
     */
    default long schedule(long delayPs, Runnable action) {
        return schedule(delayPs, DEFAULT_PRIORITY, action);
    }

    /** As {@link #schedule(long, Runnable)}, with an explicit priority (lower runs first at equal times). */
    long schedule(long delayPs, int priority, Runnable action);

    /** Cancels a pending event. Returns false when it has already run or was cancelled. */
    boolean cancel(long eventId);

    /**
     * The seeded random stream of the given name. The same run seed and name always give the same sequence,
     * whatever other streams are drawn from, so adding a component does not perturb the others.
     */
    RandomStream random(String name);

    /** The trace record number that caused the event now running (or the last record it emitted); -1 if none. */
    long cause();

    /** Makes {@code traceEventNumber} the cause of everything this event emits or schedules from now on. */
    void cause(long traceEventNumber);

    /**
     * The running event goes on with a step that would have been an event of its own, due now (a stack that takes
     * such steps in turn in one event): a scheduler whose events read the clock once reads it anew for the step, so
     * what the step records is timed when it ran. Nothing under simulation, where time moves only between events.
     */
    default void nextStep() {
    }

    /**
     * The retransmission timer of one path of a protocol whose model times requests with {@code model}: under
     * simulation the model's timer itself, so the timeout stays the parameter it is; a real-time scheduler may
     * return one that adapts to the round trips it is told of.
     */
    default RetransmitTimeout retransmitTimeout(RetransmitTimeout model) {
        return model;
    }
}
