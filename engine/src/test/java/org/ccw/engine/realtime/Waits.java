package org.ccw.engine.realtime;

import java.util.function.Supplier;

/**
 * Waits on the condition a real-time test needs (a child process started, a socket bound, a loop blocked), never for
 * a guessed time: it looks again and again until the condition holds, up to a generous limit, and fails naming what
 * it waited for. A loaded machine makes it slower, not wrong.
 */
public final class Waits {
    /**
     * The pause between two looks doubles from 1 ms up to this: a condition that comes soon is seen soon, and a long
     * wait (a JVM starting) leaves the cores to what the test waits for.
     */
    private static final long LONGEST_PAUSE_MS = 50;

    /** A condition to look at; it may throw (a probe of a socket, a file). */
    @FunctionalInterface
    public interface Condition {
        boolean holds() throws Exception;
    }

    private Waits() {
    }

    /** Returns once {@code condition} holds; fails naming {@code what} if it does not within {@code limitMs}. */
    public static void until(String what, long limitMs, Condition condition) throws Exception {
        until(() -> what, limitMs, condition);
    }

    /** {@link #until(String, long, Condition)}, {@code what} read only when the wait fails (it may name a state). */
    public static void until(Supplier<String> what, long limitMs, Condition condition) throws Exception {
        long deadline = System.nanoTime() + limitMs * 1_000_000;
        for (long pause = 1; !condition.holds(); pause = Math.min(2 * pause, LONGEST_PAUSE_MS)) {
            if (System.nanoTime() - deadline > 0) {
                throw new AssertionError("waited " + limitMs + " ms, in vain, for " + what.get());
            }
            Thread.sleep(pause); // the pause between two looks, not a guess at how long the wait takes
        }
    }
}
