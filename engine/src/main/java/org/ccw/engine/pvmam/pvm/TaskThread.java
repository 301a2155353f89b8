package org.ccw.engine.pvmam.pvm;

import java.util.concurrent.locks.LockSupport;

/**
 * A task program's own thread, run strictly in turn with the scheduler's: the scheduler {@link #resume resumes}
 * the task and waits; the task runs until it must wait for something in simulated time and then
 * {@link #pause pauses}, handing the turn back. Only one of the two ever runs, so a program reads like the
 * straight-line C a PVM task is (a blocking {@code pvm_recv} in the middle of a loop), and a run is as
 * deterministic as one without threads: the same seed gives the same trace.
 *
 * <p>The side that hands the turn over spins (yielding) a while for it to come back before it parks
 * ({@link #SPIN_NANOS}): a
 * task's turn is usually a few microseconds of library code, and waking a parked thread costs tens of microseconds
 * on a virtual machine, twice per call, which made a real run's {@code pvm_send} of 8 KB fragments ten times slower
 * than its socket.
 */
final class TaskThread {
    /** Thrown inside a task that was abandoned while waiting, to unwind its program. */
    private static final class Abandoned extends Error {
        Abandoned() {
            super(null, null, false, false);
        }
    }

    /** How long a side spins for the turn before it parks, in nanoseconds. */
    static final long SPIN_NANOS = 50_000;

    /** Whose turn it is: the task's, or the scheduler's (which also starts with it). */
    private volatile boolean taskTurn;
    private volatile Thread scheduler;
    private final Thread thread;
    private volatile boolean abandoned;
    private volatile boolean finished;
    private RuntimeException failure;

    TaskThread(String name, Runnable program) {
        thread = new Thread(() -> {
            try {
                awaitTurn();
                program.run();
            } catch (Abandoned ignored) {
                // the run ended with this task waiting: nothing more of it runs
            } catch (RuntimeException e) {
                failure = e;
            } finally {
                finished = true;
                handTo(false);
            }
        }, name);
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * On the scheduler's thread: lets the task run until it pauses or ends.
     *
     * @throws IllegalStateException carrying what the program threw, naming the task
     */
    void resume() {
        if (finished) {
            return;
        }
        scheduler = Thread.currentThread();
        handTo(true);
        awaitTurn(false);
        if (failure != null) {
            RuntimeException e = failure;
            failure = null;
            throw new IllegalStateException("PVM task " + thread.getName() + " failed: " + e.getMessage(), e);
        }
    }

    /** On the task's thread: hands the turn back and waits until {@link #resume} is called again. */
    void pause() {
        handTo(false);
        awaitTurn();
    }

    private void awaitTurn() {
        if (!awaitTurn(true) || abandoned) {
            throw new Abandoned();
        }
    }

    /** Gives the turn to the task ({@code true}) or the scheduler, and wakes it if it parked. */
    private void handTo(boolean task) {
        taskTurn = task;
        LockSupport.unpark(task ? thread : scheduler);
    }

    /**
     * Waits, spinning then parked, until it is the task's turn ({@code task}) or the scheduler's; false when the task
     * was abandoned meanwhile (only the task's side gives up).
     */
    private boolean awaitTurn(boolean task) {
        long spinUntil = System.nanoTime() + SPIN_NANOS;
        while (taskTurn != task) {
            if (task && abandoned) {
                return false;
            }
            if (System.nanoTime() < spinUntil) {
                Thread.yield(); // spin, but let whatever else is runnable on this core (another host) run first
            } else {
                LockSupport.park(this);
            }
        }
        return true;
    }

    /** Whether the program has returned (or failed, or was abandoned). */
    boolean finished() {
        return finished;
    }

    /** Ends a task still waiting when its run is over, so its thread does not outlive the run. */
    void abandon() {
        if (!finished) {
            abandoned = true;
            LockSupport.unpark(thread);
        }
    }
}
