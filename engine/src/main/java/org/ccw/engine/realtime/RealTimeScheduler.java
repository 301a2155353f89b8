package org.ccw.engine.realtime;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.SelectableChannel;
import java.nio.channels.SelectionKey;
import java.nio.channels.Selector;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
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
 * <p><b>The loop reads its own sockets.</b> A port {@link #watch watches} its channel here, and between events the
 * loop asks the channels (one {@link Selector}) what has arrived and reads it itself, so a frame reaches the stack on
 * the thread the kernel woke, as a raw socket's reader gets it: handing it from a reader thread to the loop would
 * cost a second wake-up per frame, which on 127.0.0.1 is longer than the round trip itself.
 *
 * <p><b>Polling, as the papers' stacks poll their NI.</b> A wait for a due event of up to a millisecond is
 * polled rather than slept, and once idle the loop keeps polling its sockets for {@link #POLL_NANOS} before it
 * blocks in the kernel: a reply that comes back within that time is seen without any wake-up. Longer waits block in
 * {@link Selector#select(long)}, which the kernel ends on an arrival, a due event or a {@link #schedule} from another
 * thread.
 *
 * <p><b>Continuations cost no lock.</b> What the loop schedules for now (delay 0, the default priority: a stack's next
 * step) waits in a queue of its own ({@link DueNow}) that only the loop touches, run in the order made and after any
 * event of the main queue due earlier, so the order is the same as the kernel's; no lock, heap or clock read per step.
 *
 * <p>Other threads (a TCP port's readers, a test) may call {@link #schedule} and {@link #cancel}: the queue is guarded
 * by a lock, and the loop is woken when they do (only the loop may cancel an event it scheduled for now). Handlers
 * still run one at a time on the loop thread, so a stack written for the kernel needs no locking here. Random streams
 * may only be drawn from on the loop thread. An exception thrown by an event or a socket's reader stops the loop;
 * {@link #failure()} reports it.
 */
public final class RealTimeScheduler implements Scheduler, AutoCloseable {
    /**
     * How long an idle loop keeps polling its sockets before it blocks, in nanoseconds: {@code ccw.realtime.pollMicros}
     * (default 100 µs; 0 blocks at once). A request's reply on 127.0.0.1 is back well within it, and polling sees it
     * without the kernel's wake-up.
     */
    static final long POLL_NANOS = Long.getLong("ccw.realtime.pollMicros", 100) * 1_000;

    /**
     * The longest wait for a due event the loop polls rather than blocks: 1 ms, as {@link Selector#select(long)}
     * counts in milliseconds, and a timed block ends tens of microseconds late anyway, longer than a round trip on
     * 127.0.0.1, which a stack's short steps (a poll boundary, a CPU's charge) would pay each time.
     */
    private static final long MILLI_NANOS = 1_000_000;

    /**
     * A watched channel its owner can look at directly: one non-blocking read of at most one frame, true when it read
     * one. An idle loop tries these itself rather than asking the selector first, which would cost a second system
     * call per look and another per frame (the selector's report, then the read).
     */
    @FunctionalInterface
    public interface DirectRead {
        boolean readOne() throws IOException;
    }

    /** What a watched channel's owner does, on the loop thread, when the channel is ready for what it was watched for. */
    @FunctionalInterface
    public interface Ready {
        /** Reads (accepts, writes) what the channel has room or data for, without blocking. */
        void ready(SelectionKey key) throws IOException;
    }

    private final long runSeed;
    private final EventQueue pending = new EventQueue();
    /** What the loop scheduled for now; touched only on the loop thread. */
    private final DueNow dueNow = new DueNow();
    /** The main queue's head time as the loop last read it, valid while {@link #changes} is {@link #headSeen}. */
    private long headPs;
    private long headSeen = -1;
    /** {@link #now()} on the loop for the step it is running, {@link #UNREAD} until the step asks. */
    private long stepNowPs = UNREAD;
    private static final long UNREAD = -1;
    private final ReentrantLock lock = new ReentrantLock();
    private final Selector selector;
    /** Run on the loop each time no event is due, before it looks at the sockets (a TCP port writes what it gathered). */
    private final List<Runnable> beforeWaiting = new CopyOnWriteArrayList<>();
    /** Channels an idle loop reads directly ({@link #watchDirectly}); the selector still watches them to block. */
    private volatile DirectRead[] directReads = {};
    /** Watched channels that only the selector can look at: while there are any, a direct look also selects. */
    private volatile int selectedOnly;
    private final Map<String, RandomStream> streams = new ConcurrentHashMap<>();
    private final Thread loop;
    private final long startNanos = System.nanoTime();
    private volatile boolean running;
    /** Bumped by every {@link #scheduleAt} and {@link #cancel}: what a polling loop watches. */
    private volatile long changes;
    private volatile Throwable failure;
    private long cause = -1;
    private long eventsExecuted;
    private long kernelWaits;

    /** A scheduler whose random streams derive from {@code runSeed}; call {@link #start()} to run it. */
    public RealTimeScheduler(long runSeed) {
        this.runSeed = runSeed;
        try {
            this.selector = Selector.open();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot open a selector for the real-time loop", e);
        }
        this.loop = new Thread(this::runLoop, "ccw-realtime-loop");
        this.loop.setDaemon(true);
    }

    /** Starts the event loop. */
    public void start() {
        running = true;
        loop.start();
    }

    /**
     * Picoseconds since this scheduler was created. On the loop thread, the time the running event (or the arrival
     * being handled) first asked for: as in the kernel, an event happens at one time, and a stack step that asks ten
     * times reads the clock once (a clock read costs some 20 ns, a stack's round trip asked some 60 times).
     */
    @Override
    public long now() {
        if (onLoop()) {
            long at = stepNowPs;
            if (at == UNREAD) {
                at = clock();
                stepNowPs = at;
            }
            return at;
        }
        return clock();
    }

    private long clock() {
        return (System.nanoTime() - startNanos) * Time.PS_PER_NS;
    }

    /** {@inheritDoc} On the loop thread, the next {@link #now()} reads the clock. */
    @Override
    public void nextStep() {
        if (onLoop()) {
            step();
        }
    }

    /** The loop begins a step (an event, a look at the sockets, the work before waiting): its time is read anew. */
    private void step() {
        stepNowPs = UNREAD;
    }

    /** {@inheritDoc} Safe from any thread. */
    @Override
    public long schedule(long delayPs, int priority, Runnable action) {
        if (delayPs < 0) {
            throw new IllegalArgumentException("cannot schedule into the past: delay " + delayPs + " ps");
        }
        if (delayPs == 0 && priority == DEFAULT_PRIORITY && onLoop()) {
            if (action == null) {
                throw new NullPointerException("action");
            }
            return dueNow.add(now(), action, cause);
        }
        return scheduleAt(now() + delayPs, priority, action);
    }

    /**
     * As {@link #schedule(long, int, Runnable)} at an absolute time in picoseconds since creation; a time
     * already past runs as soon as the loop gets to it. Safe from any thread.
     */
    public long scheduleAt(long timePs, int priority, Runnable action) {
        boolean onLoop = onLoop();
        lock.lock();
        try {
            long id = pending.add(timePs, priority, action, onLoop ? cause : -1);
            changes++;
            return id;
        } finally {
            lock.unlock();
            if (!onLoop) {
                selector.wakeup();
            }
        }
    }

    /**
     * Has the loop call {@code handler} whenever {@code channel} (configured non-blocking here) is ready for {@code ops}
     * ({@link SelectionKey#OP_READ}, {@code OP_ACCEPT}, {@code OP_WRITE}): on the loop thread, with no trace cause, like
     * an event. Safe from any thread; closing the channel ends the watch. The key may change its interest later.
     */
    public SelectionKey watch(SelectableChannel channel, int ops, Ready handler) throws IOException {
        synchronized (this) {
            selectedOnly++;
        }
        return register(channel, ops, handler);
    }

    /**
     * As {@link #watch}, for a channel whose owner can also read it {@code direct}ly, one frame at a time: while the
     * loop polls, it reads such channels itself and asks the selector only about the others. Safe from any thread.
     */
    public SelectionKey watchDirectly(SelectableChannel channel, int ops, Ready handler, DirectRead direct)
            throws IOException {
        SelectionKey key = register(channel, ops, handler);
        synchronized (this) {
            DirectRead[] more = java.util.Arrays.copyOf(directReads, directReads.length + 1);
            more[more.length - 1] = direct;
            directReads = more;
        }
        return key;
    }

    private SelectionKey register(SelectableChannel channel, int ops, Ready handler) throws IOException {
        channel.configureBlocking(false);
        SelectionKey key = channel.register(selector, ops, handler);
        selector.wakeup();
        return key;
    }

    /**
     * Runs {@code action} on the loop each time it has no event due, before it polls or blocks: where a port writes
     * what it gathered from a burst of events in one system call. Safe from any thread.
     */
    public void beforeWaiting(Runnable action) {
        beforeWaiting.add(action);
    }

    /**
     * {@inheritDoc} Safe from any thread, but for an event the loop scheduled for now, which only the loop may cancel.
     *
     * @throws IllegalStateException for such an event, off the loop thread
     */
    @Override
    public boolean cancel(long eventId) {
        if (DueNow.owns(eventId)) {
            if (!onLoop()) {
                throw new IllegalStateException("event " + eventId + " was scheduled by the loop for now: only the"
                        + " loop may cancel it");
            }
            return dueNow.cancel(eventId);
        }
        lock.lock();
        try {
            changes++;
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

    /**
     * How many times the loop blocked in the kernel for an arrival or a due event rather than polling (read it from the
     * loop thread, or after {@link #close()}, for an exact value).
     */
    long kernelWaits() {
        return kernelWaits;
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
        running = false;
        selector.wakeup();
        if (loop.isAlive() && !onLoop()) {
            loop.join();
        }
        if (!loop.isAlive()) {
            closeSelector();
        }
    }

    private void closeSelector() {
        try {
            selector.close();
        } catch (IOException e) {
            // nothing is left to read from it
        }
    }

    /** True on the loop thread. */
    boolean onLoop() {
        return Thread.currentThread() == loop;
    }

    private void runLoop() {
        long lastWork = System.nanoTime();
        try {
            boolean worked = false;
            while (running) {
                if (!dueNow.isEmpty()) {
                    // the main queue's head first when it fell due earlier; the loop scheduled the rest for now
                    if (dueNow.headTime() < headPs()) {
                        runDueNow();
                    } else {
                        runHead();
                    }
                    worked = true;
                    continue;
                }
                if (waitNanos() <= 0) {
                    runHead();
                    worked = true;
                    continue;
                }
                if (worked) {
                    lastWork = System.nanoTime();
                    worked = false;
                }
                step();
                beforeWaiting.forEach(Runnable::run);
                if (!dueNow.isEmpty()) {
                    continue;
                }
                // what another thread schedules from here on must end the wait: selectNow() below swallows the
                // selector's wake-up, so the blocking select only starts if nothing changed meanwhile
                long seen = changes;
                long waitNanos = waitNanos();
                long idleNanos = System.nanoTime() - lastWork;
                if (waitNanos <= 0 || look()) {
                    lastWork = System.nanoTime();
                } else if (waitNanos <= MILLI_NANOS || idleNanos < POLL_NANOS) {
                    // a short wait, or just idle: poll rather than block and be woken late
                    if (poll(seen, waitNanos <= MILLI_NANOS ? waitNanos : POLL_NANOS - idleNanos)) {
                        lastWork = System.nanoTime();
                    }
                } else if (changes == seen && running
                        && select(Math.min(waitNanos, Long.MAX_VALUE / 2) / MILLI_NANOS) > 0) {
                    // an arrival ends the idle spell: without this a loop once idle for POLL_NANOS (the echo side
                    // before the first request) blocked in the kernel before every frame after it, a wake-up each
                    lastWork = System.nanoTime();
                }
            }
        } catch (RuntimeException | Error | IOException e) {
            failure = e;
        } finally {
            running = false;
            closeSelector();
        }
    }

    /** The main queue's head time ({@link Long#MAX_VALUE}: empty), read under the lock only when it changed. */
    private long headPs() {
        long seen = changes;
        if (seen != headSeen) {
            lock.lock();
            try {
                headPs = pending.isEmpty() ? Long.MAX_VALUE : pending.headTime();
                headSeen = changes;
            } finally {
                lock.unlock();
            }
        }
        return headPs;
    }

    private void runDueNow() {
        Runnable action = dueNow.poll();
        if (action != null) {
            cause = dueNow.polledCause();
            eventsExecuted++;
            step();
            action.run();
        }
    }

    /**
     * Nanoseconds until the head event is due (at most 0 when it is). The head's time comes from {@link #headPs()},
     * which takes the lock only when the queue changed, and an empty queue needs no clock read: an idle loop asks
     * twice per look at the sockets, and took the lock and read the clock each time.
     */
    private long waitNanos() {
        long head = headPs();
        return head == Long.MAX_VALUE ? Long.MAX_VALUE : (head - clock()) / Time.PS_PER_NS;
    }

    private void runHead() {
        Runnable action;
        lock.lock();
        try {
            action = pending.pollHead();
            cause = pending.polledCause();
            eventsExecuted++;
            headSeen = -1;
        } finally {
            lock.unlock();
        }
        step();
        action.run();
    }

    /**
     * Polls the sockets, yielding the core between looks, until something arrives or is scheduled (the schedule count
     * moves on from {@code seen}), {@code nanos} pass or the scheduler closes; true when something arrived or was
     * scheduled.
     */
    private boolean poll(long seen, long nanos) throws IOException {
        long until = System.nanoTime() + nanos;
        while (changes == seen && running && System.nanoTime() < until) {
            if (look()) {
                return true;
            }
            // other hosts' loops may share this core: give it up rather than spin it away from them
            Thread.yield();
        }
        return changes != seen;
    }

    /**
     * One look at the sockets without waiting: the directly read channels first, then, if nothing came and some
     * channel can only be selected (a TCP port's), the selector. True when something was read.
     */
    private boolean look() throws IOException {
        step();
        boolean read = false;
        DirectRead[] direct = directReads;
        for (DirectRead channel : direct) {
            cause = -1;
            read |= channel.readOne();
        }
        return read || ((selectedOnly > 0 || direct.length == 0) && select(0) > 0);
    }

    /**
     * Reads every watched channel that has something, after waiting up to {@code millis} (0: not at all) for one to;
     * a {@link #schedule} from another thread or {@link #close()} ends the wait. The number of channels read.
     */
    private int select(long millis) throws IOException {
        // not select(Consumer): its action runs with the selector's key sets locked, and a reader here may register a
        // channel, change a key's interest or close one, which that form forbids
        int ready;
        if (millis == 0) {
            ready = selector.selectNow();
        } else {
            kernelWaits++;
            ready = selector.select(millis);
        }
        if (ready == 0) {
            return 0;
        }
        step();
        for (SelectionKey key : selector.selectedKeys()) {
            if (key.isValid()) {
                cause = -1;
                ((Ready) key.attachment()).ready(key);
            }
        }
        selector.selectedKeys().clear();
        return ready;
    }
}
