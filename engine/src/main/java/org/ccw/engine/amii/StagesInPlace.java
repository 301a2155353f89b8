package org.ccw.engine.amii;

import java.util.function.LongConsumer;

/**
 * A real CPU's process takes its stages without events (#28). It is charged nothing, so a stage's continuation is
 * due the moment the stage is taken; every caller of {@link Endpoint#after} ends with it, so the continuation may run
 * in place as long as the stage scheduled nothing the continuation could overtake (a poll's handlers). The step after
 * it may run in place too if the continuation scheduled nothing either: a few in a row at most, so the loop still
 * reads its socket between them. A simulated process never comes here: its events stay as they were.
 */
final class StagesInPlace {
    /** A continuation that only takes the next step (a poll's: the handlers it found are events of their own). */
    static final LongConsumer NOTHING = cycles -> { };
    private static final int MAX_STEPS = 8;

    /** Events the process scheduled ({@link Endpoint#at}), and their count when the step in hand began. */
    private long scheduled;
    private long atStep;
    /** Steps taken in place, one inside the other. */
    private int depth;

    void scheduled() {
        scheduled++;
    }

    void stepBegins() {
        atStep = scheduled;
    }

    /** Whether {@code then}, the continuation of the stage in hand, may run in place. */
    boolean mayContinue(LongConsumer then) {
        return then == NOTHING || scheduled == atStep;
    }

    /** Takes {@code step} in place if nothing was scheduled since the step in hand began; false: it needs an event. */
    boolean stepped(Runnable step) {
        if (scheduled != atStep || depth >= MAX_STEPS) {
            return false;
        }
        depth++;
        try {
            step.run();
        } finally {
            depth--;
        }
        return true;
    }
}
