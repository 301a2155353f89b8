package org.ccw.engine.ssam;

import org.ccw.engine.kernel.Scheduler;

/**
 * A real CPU's steps without an event each (#28). It is charged nothing, so every step the layer schedules
 * ({@link SsamHost#at}) is due the moment it is scheduled; instead of an event apiece they wait here, in the order
 * they were scheduled, and one event takes them in turn, each after the step that scheduled it has returned (as its
 * event would have), with that step's trace cause and its own time ({@link Scheduler#nextStep}). A few in a row at most, then an event for the rest, so the loop
 * still reads its socket between them. A simulated process never comes here: its events stay as they were.
 */
final class StepsInTurn {
    private static final int MAX_STEPS = 8;

    private final Scheduler scheduler;
    private final Runnable takeSteps = this::takeSteps;
    /** A ring of the steps due, with the trace cause current when each was scheduled. */
    private Runnable[] steps = new Runnable[16];
    private long[] causes = new long[16];
    private int head;
    private int size;
    /** An event is on its way to take the steps, or taking them now. */
    private boolean eventDue;

    StepsInTurn(Scheduler scheduler) {
        this.scheduler = scheduler;
    }

    /** {@code step} is due now: after the steps due before it. */
    void add(Runnable step) {
        if (size == steps.length) {
            grow();
        }
        int tail = (head + size) % steps.length;
        steps[tail] = step;
        causes[tail] = scheduler.cause();
        size++;
        if (!eventDue) {
            eventDue = true;
            scheduler.schedule(0, takeSteps);
        }
    }

    private void takeSteps() {
        try {
            for (int taken = 0; size > 0 && taken < MAX_STEPS; taken++) {
                Runnable step = steps[head];
                scheduler.cause(causes[head]);
                scheduler.nextStep(); // timed when it runs, as its own event would have been
                steps[head] = null;
                head = (head + 1) % steps.length;
                size--;
                step.run();
            }
        } finally {
            eventDue = size > 0;
            if (eventDue) {
                scheduler.schedule(0, takeSteps);
            }
        }
    }

    private void grow() {
        Runnable[] moreSteps = new Runnable[steps.length * 2];
        long[] moreCauses = new long[steps.length * 2];
        for (int i = 0; i < size; i++) {
            moreSteps[i] = steps[(head + i) % steps.length];
            moreCauses[i] = causes[(head + i) % steps.length];
        }
        steps = moreSteps;
        causes = moreCauses;
        head = 0;
    }
}
