package org.ccw.engine.realtime;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import org.ccw.engine.kernel.EventQueue;
import org.ccw.engine.kernel.RandomStream;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;

/**
 * A {@link Scheduler} in wall-clock time: one event-loop thread runs every event when it falls due, in the same
 * (time, priority, sequence) order as the simulation kernel and from the same {@link EventQueue}. Time is
 * picoseconds since the scheduler was created, read from {@link System#nanoTime()}; events scheduled before
 * {@link #start()} run as soon as they are due once it is called.
 *
 * <p>Other threads (socket readers, a test) may call {@link #schedule} and {@link #cancel}: the queue is
 * guarded by a lock, and the loop is woken when an earlier event arrives. Handlers still run one at a time on
 * the loop thread, so a stack written for the kernel needs no locking here. Random streams may only be drawn
 * from on the loop thread. An exception thrown by an event stops the loop; {@link #failure()} reports it.
 */
public final class RealTimeScheduler implements Scheduler, AutoCloseable {
    /**
     * The longest wait for a due event the loop busy-polls instead of sleeping, in nanoseconds:
     * {@code ccw.realtime.spinMicros} (default 50 µs; 0 never polls). A timed sleep ends tens of microseconds late,
     * longer than a round trip on 127.0.0.1, and a stack's short steps (a poll boundary, a CPU's charge) would pay it
     * each time; polling, as the papers' stacks poll their NI, runs them on time and also sees at once what a
     * socket's reader thread hands over meanwhile. Longer waits sleep.
     */
    static final long SPIN_NANOS = Long.getLong("ccw.realtime.spinMicros", 50) * 1_000;

    private final long runSeed;
    private final EventQueue pending = new EventQueue();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition wakeUp = lock.newCondition();
    private final Map<String, RandomStream> streams = new ConcurrentHashMap<>();
    private final Thread loop;
    private final long startNanos = System.nanoTime();
    private volatile boolean running;
    /** Bumped by every {@link #scheduleAt}: what a spinning loop watches. */
    private volatile long changes;
    private volatile Throwable failure;
    private long cause = -1;
    private long eventsExecuted;

    /** A scheduler whose random streams derive from {@code runSeed}; call {@link #start()} to run it. */
    public RealTimeScheduler(long runSeed) {
        this.runSeed = runSeed;
        this.loop = new Thread(this::runLoop, "ccw-realtime-loop");
        this.loop.setDaemon(true);
    }

    /** Starts the event loop. */
    public void start() {
        running = true;
        loop.start();
    }

    /** Picoseconds since this scheduler was created. */
    @Override
    public long now() {
        return (System.nanoTime() - startNanos) * Time.PS_PER_NS;
    }

    /** {@inheritDoc} Safe from any thread. */
    @Override
    public long schedule(long delayPs, int priority, Runnable action) {
        if (delayPs < 0) {
            throw new IllegalArgumentException("cannot schedule into the past: delay " + delayPs + " ps");
        }
        return scheduleAt(now() + delayPs, priority, action);
    }

    /**
     * As {@link #schedule(long, int, Runnable)} at an absolute time in picoseconds since creation; a time
     * already past runs as soon as the loop gets to it. Safe from any thread.
     */
    public long scheduleAt(long timePs, int priority, Runnable action) {
        lock.lock();
        try {
            long id = pending.add(timePs, priority, action, onLoop() ? cause : -1);
            changes++;
            wakeUp.signal();
            return id;
        } finally {
            lock.unlock();
        }
    }

    /** {@inheritDoc} Safe from any thread. */
    @Override
    public boolean cancel(long eventId) {
        lock.lock();
        try {
            return pending.cancel(eventId);
        } finally {
            lock.unlock();
        }
    }

    /** An {@link RttEstimator}: over a real network the timer adapts to the round trips measured on its path. */
    @Override
    public RetransmitTimeout retransmitTimeout(RetransmitTimeout model) {
        return new RttEstimator();
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

    /** Events run so far (read it from the loop thread, or after {@link #close()}, for an exact value). */
    public long eventsExecuted() {
        return eventsExecuted;
    }

    /** The exception that stopped the loop, or null. */
    public Throwable failure() {
        return failure;
    }

    /** Waits up to {@code timeoutMillis} for the loop to end (after a failure or {@link #close()}). */
    public boolean awaitTermination(long timeoutMillis) throws InterruptedException {
        loop.join(timeoutMillis);
        return !loop.isAlive();
    }

    /** Stops the loop after the event it is running and waits for the thread to end. */
    @Override
    public void close() throws InterruptedException {
        lock.lock();
        try {
            running = false;
            wakeUp.signal();
        } finally {
            lock.unlock();
        }
        if (loop.isAlive() && !onLoop()) {
            loop.join();
        }
    }

    private boolean onLoop() {
        return Thread.currentThread() == loop;
    }

    private void runLoop() {
        lock.lock();
        try {
            boolean spun = false;
            while (running) {
                long waitPs = pending.isEmpty() ? Long.MAX_VALUE : pending.headTime() - now();
                if (waitPs > 0 && !spun && waitPs <= SPIN_NANOS * Time.PS_PER_NS) {
                    // a short wait: poll rather than sleep and be woken late; a long one (for the network, for a
                    // timer) sleeps, leaving the core to the socket readers and other hosts
                    spun = !spin(waitPs / Time.PS_PER_NS + 1);
                    continue;
                }
                if (waitPs > 0) {
                    if (pending.isEmpty()) {
                        wakeUp.await();
                    } else {
                        wakeUp.await((waitPs + Time.PS_PER_NS - 1) / Time.PS_PER_NS, TimeUnit.NANOSECONDS);
                    }
                    spun = false;
                    continue;
                }
                spun = false;
                Runnable action = pending.pollHead();
                cause = pending.polledCause();
                eventsExecuted++;
                lock.unlock();
                try {
                    action.run();
                } catch (RuntimeException | Error e) {
                    failure = e;
                    running = false;
                } finally {
                    lock.lock();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            running = false;
            lock.unlock();
        }
    }

    /**
     * Busy-polls, without the lock, until something is scheduled, the head event falls due ({@code nanos} from
     * now) or the scheduler closes; true when something was scheduled. Called and returns with the lock held.
     */
    private boolean spin(long nanos) {
        long seen = changes;
        long until = System.nanoTime() + nanos;
        lock.unlock();
        try {
            while (changes == seen && running && System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        } finally {
            lock.lock();
        }
        return changes != seen;
    }
}
