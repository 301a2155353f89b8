package org.ccw.engine.kernel;

import java.util.HashMap;
import java.util.Map;

/**
 * The discrete-event kernel: virtual time in picoseconds, a pending-event set on primitive arrays
 * ({@link EventQueue}), named seeded random streams and cause tracking.
 *
 * <p>Events run in a total order: due time, then priority (lower first), then the order in which they were
 * scheduled. {@link #withShuffledTies(long, long)} builds a debug kernel that replaces the last criterion by a
 * seeded permutation; a model whose results change under it depends on an order nobody specified.
 *
 * <p>The kernel reads no clock and holds no threads: {@link #run()}, {@link #runUntil(long)} and
 * {@link #step()} advance virtual time as fast as the events allow; pacing for animation lives outside it. It is
 * not thread-safe: drive it, and schedule into it, from one thread.
 */
public final class SimulationKernel implements Scheduler {
    private final long runSeed;
    private final EventQueue pending;
    private final Map<String, RandomStream> streams = new HashMap<>();
    private long now;
    private long cause = -1;
    private long eventsExecuted;
    private boolean stopRequested;

    /** A kernel whose random streams derive from {@code runSeed}, with same-time ties in insertion order. */
    public SimulationKernel(long runSeed) {
        this(runSeed, new EventQueue());
    }

    private SimulationKernel(long runSeed, EventQueue pending) {
        this.runSeed = runSeed;
        this.pending = pending;
    }

    /**
     * A debug kernel that runs events due at the same time with the same priority in an order drawn from
     * {@code shuffleSeed} instead of their insertion order. The named random streams still derive from
     * {@code runSeed} only, so the shuffle changes nothing but that order.
     */
    public static SimulationKernel withShuffledTies(long runSeed, long shuffleSeed) {
        return new SimulationKernel(runSeed, new EventQueue(new RandomStream(shuffleSeed, "kernel.tie-shuffle")));
    }

    /** The seed every named random stream derives from. */
    public long runSeed() {
        return runSeed;
    }

    @Override
    public long now() {
        return now;
    }

    /**
     * {@inheritDoc}
     *
     * @param delayPs  non-negative delay in picoseconds
     * @param priority in [{@link EventQueue#MIN_PRIORITY}, {@link EventQueue#MAX_PRIORITY}]
     * @throws IllegalArgumentException for a negative delay (an event in the past) or one beyond the end of time
     */
    @Override
    public long schedule(long delayPs, int priority, Runnable action) {
        if (delayPs < 0) {
            throw new IllegalArgumentException("cannot schedule into the past: delay " + delayPs + " ps");
        }
        if (delayPs > Long.MAX_VALUE - now) {
            throw new IllegalArgumentException("delay " + delayPs + " ps overflows the clock at " + now + " ps");
        }
        return pending.add(now + delayPs, priority, action, cause);
    }

    /** As {@link #schedule(long, int, Runnable)} at an absolute time in picoseconds, which must not be past. */
    public long scheduleAt(long timePs, int priority, Runnable action) {
        if (timePs < now) {
            throw new IllegalArgumentException("cannot schedule at " + timePs + " ps: now is " + now + " ps");
        }
        return pending.add(timePs, priority, action, cause);
    }

    @Override
    public boolean cancel(long eventId) {
        return pending.cancel(eventId);
    }

    @Override
    public RandomStream random(String name) {
        return streams.computeIfAbsent(name, n -> new RandomStream(runSeed, n));
    }

    @Override
    public long cause() {
        return cause;
    }

    @Override
    public void cause(long traceEventNumber) {
        cause = traceEventNumber;
    }

    /** Runs events until none is pending or {@link #stop()} is called. Returns how many ran. */
    public long run() {
        return runUntil(Long.MAX_VALUE);
    }

    /**
     * Runs every event due at or before {@code limitPs}, then advances the clock to {@code limitPs} (unless
     * stopped early, in which case the clock stays at the last event). Returns how many events ran.
     */
    public long runUntil(long limitPs) {
        stopRequested = false;
        long ran = 0;
        while (!stopRequested && !pending.isEmpty() && pending.headTime() <= limitPs) {
            dispatch();
            ran++;
        }
        if (!stopRequested && limitPs > now && limitPs != Long.MAX_VALUE) {
            now = limitPs;
        }
        return ran;
    }

    /** Runs the next event, if any. Returns false when none was pending. */
    public boolean step() {
        if (pending.isEmpty()) {
            return false;
        }
        dispatch();
        return true;
    }

    /** Makes the running {@link #run()} or {@link #runUntil(long)} return after the current event. */
    public void stop() {
        stopRequested = true;
    }

    /** True when the last {@link #run()} or {@link #runUntil(long)} ended early because of {@link #stop()}. */
    public boolean wasStopped() {
        return stopRequested;
    }

    /** Number of events run since the kernel was created. */
    public long eventsExecuted() {
        return eventsExecuted;
    }

    /** Number of events scheduled and neither run nor cancelled. */
    public int pendingCount() {
        return pending.size();
    }

    /** Due time in picoseconds of the next pending event, or {@link Long#MAX_VALUE} when none is pending. */
    public long nextEventTime() {
        return pending.isEmpty() ? Long.MAX_VALUE : pending.headTime();
    }

    private void dispatch() {
        Runnable action = pending.pollHead();
        now = pending.polledTime();
        cause = pending.polledCause();
        eventsExecuted++;
        action.run();
    }
}
