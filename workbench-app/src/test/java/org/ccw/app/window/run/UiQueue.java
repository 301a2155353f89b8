package org.ccw.app.window.run;

import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The "FX thread" of view-model tests without a window: view-models post their UI updates here and the test
 * runs them, in order, on its own thread until what it waits for holds.
 */
public final class UiQueue {
    private final LinkedBlockingQueue<Runnable> tasks = new LinkedBlockingQueue<>();

    /** What a view-model is given to post UI work with. */
    public void post(Runnable task) {
        tasks.add(task);
    }

    /** Runs posted tasks until {@code done} holds; fails after a minute of silence instead of hanging. */
    public void drainUntil(BooleanSupplier done) throws InterruptedException {
        while (!done.getAsBoolean()) {
            Runnable task = tasks.poll(60, TimeUnit.SECONDS);
            if (task == null) {
                throw new AssertionError("the lab reported nothing for a minute");
            }
            task.run();
        }
    }

    /** Runs every task posted so far (and any they post). */
    public void runPending() {
        for (Runnable task = tasks.poll(); task != null; task = tasks.poll()) {
            task.run();
        }
    }
}
