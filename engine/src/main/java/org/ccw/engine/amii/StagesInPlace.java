package org.ccw.engine.amii;

import java.util.ArrayDeque;
import java.util.function.LongConsumer;

/**
 * A real CPU's process takes its stages without events (#28). It is charged nothing, so a stage's continuation is
 * due the moment the stage is taken; every caller of {@link EndpointProcess#after} ends with it, so the continuation may run
 * in place as long as the stage scheduled nothing the continuation could overtake. The step after it may run in place
 * too if the continuation scheduled nothing either: a few in a row at most, so the loop still reads its socket
 * between them. A poll that is the step in hand, taken while nothing else of the process is due, holds the
 * deliveries it found and runs them as its continuation, in the order it found them; and a packet filed by the NIC
 * steps the process at once while none of its code is running and nothing of it is due (else, as in simulation, the
 * step is an event). A simulated process never comes here: its events stay as they were.
 */
final class StagesInPlace {
    /** A continuation that only takes the next step (a poll's that found nothing it could hold). */
    static final LongConsumer NOTHING = cycles -> { };
    private static final int MAX_STEPS = 8;

    /** Events the process scheduled ({@link EndpointProcess#at}), and their count when the step in hand began. */
    private long scheduled;
    private long atStep;
    /** Of those, the ones that ran (counted on a real CPU only, where {@link #counted} wraps them). */
    private long ran;
    /** Steps taken in place, one inside the other. */
    private int depth;
    /** The process's code on the stack: a step, a stage's continuation, a delivery (an arrival must not step it). */
    private int running;
    /** Deliveries the poll in hand found, in order; null while the poll is not holding them. */
    private ArrayDeque<Runnable> held;
    private final ArrayDeque<Runnable> heldSpare = new ArrayDeque<>();
    private final LongConsumer deliverHeld = cycles -> deliverHeld();

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

    /**
     * {@link EndpointProcess#at}'s event on a real CPU ({@code real}): counted when it runs, so that nothing is taken in
     * place before it, and {@link #guarded}; in simulation {@code action} itself.
     */
    Runnable counted(boolean real, Runnable action) {
        return !real ? action : () -> {
            ran++;
            running(action);
        };
    }

    /** An event of the process on a real CPU ({@code real}): marked as its code running; else {@code code} itself. */
    Runnable guarded(boolean real, Runnable code) {
        return !real ? code : () -> running(code);
    }

    private void running(Runnable code) {
        running++;
        try {
            code.run();
        } finally {
            running--;
        }
    }

    /**
     * A packet was filed for the process (real time), which has a step {@code due}: takes {@code step} at once if
     * none of the process's code is running (the filing may come while it is mid-step) and none of its events is
     * waiting; else {@code wake} makes the step an event (or finds one on its way).
     */
    void filed(boolean due, Runnable step, Runnable wake) {
        if (due && running == 0 && ran == scheduled) {
            running(step);
        } else {
            wake.run();
        }
    }

    /**
     * The poll of the step in hand begins: on a real CPU ({@code real}) it holds its deliveries if none of the
     * process's events is waiting.
     */
    void pollBegins(boolean real) {
        held = real && ran == scheduled ? heldSpare : null;
    }

    /** Holds {@code delivery} for the poll's continuation; false when the poll is not holding (it needs an event). */
    boolean held(Runnable delivery) {
        if (held == null) {
            return false;
        }
        held.addLast(delivery);
        return true;
    }

    /** The poll is done: its continuation, which delivers what it held ({@link #NOTHING} when it held nothing). */
    LongConsumer pollDone() {
        boolean any = held != null && !held.isEmpty();
        held = null;
        return any ? deliverHeld : NOTHING;
    }

    private void deliverHeld() {
        for (Runnable delivery = heldSpare.pollFirst(); delivery != null; delivery = heldSpare.pollFirst()) {
            delivery.run();
        }
    }
}
