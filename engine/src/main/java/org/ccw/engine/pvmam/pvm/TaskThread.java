package org.ccw.engine.pvmam.pvm;

import java.util.concurrent.Semaphore;

/**
 * A task program's own thread, run strictly in turn with the scheduler's: the scheduler {@link #resume resumes}
 * the task and waits; the task runs until it must wait for something in simulated time and then
 * {@link #pause pauses}, handing the turn back. Only one of the two ever runs, so a program reads like the
 * straight-line C a PVM task is (a blocking {@code pvm_recv} in the middle of a loop), and a run is as
 * deterministic as one without threads: the same seed gives the same trace.
 */
final class TaskThread {
    /** Thrown inside a task that was abandoned while waiting, to unwind its program. */
    private static final class Abandoned extends Error {
        Abandoned() {
            super(null, null, false, false);
        }
    }

    private final Semaphore taskTurn = new Semaphore(0);
    private final Semaphore schedulerTurn = new Semaphore(0);
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
                schedulerTurn.release();
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
        taskTurn.release();
        schedulerTurn.acquireUninterruptibly();
        if (failure != null) {
            RuntimeException e = failure;
            failure = null;
            throw new IllegalStateException("PVM task " + thread.getName() + " failed: " + e.getMessage(), e);
        }
    }

    /** On the task's thread: hands the turn back and waits until {@link #resume} is called again. */
    void pause() {
        schedulerTurn.release();
        awaitTurn();
    }

    private void awaitTurn() {
        try {
            taskTurn.acquire();
        } catch (InterruptedException e) {
            throw new Abandoned();
        }
        if (abandoned) {
            throw new Abandoned();
        }
    }

    /** Whether the program has returned (or failed, or was abandoned). */
    boolean finished() {
        return finished;
    }

    /** Ends a task still waiting when its run is over, so its thread does not outlive the run. */
    void abandon() {
        if (!finished) {
            abandoned = true;
            thread.interrupt();
        }
    }
}
