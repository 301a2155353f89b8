package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * When a real CPU's process may take a step or a delivery in place: never while its own code is on the stack (the
 * NIC's filing may come mid-step) or while one of its events waits, which it would overtake; never in simulation.
 */
class StagesInPlaceTest {
    private final StagesInPlace inPlace = new StagesInPlace();
    private final List<String> happened = new ArrayList<>();

    @Test
    void anArrivalWhileNothingOfTheProcessRunsOrWaitsStepsItAtOnce() {
        inPlace.filed(true, () -> happened.add("step"), () -> happened.add("wake"));

        assertEquals(List.of("step"), happened);
    }

    @Test
    void anArrivalWhileTheProcessIsMidStepWakesItInsteadOfSteppingItInside() {
        inPlace.guarded(true, () -> inPlace.filed(true, () -> happened.add("step"), () -> happened.add("wake")))
                .run();

        assertEquals(List.of("wake"), happened);
    }

    @Test
    void anArrivalWhileAnEventOfTheProcessWaitsLeavesTheStepBehindIt() {
        inPlace.scheduled();
        Runnable waiting = inPlace.counted(true, () -> happened.add("delivery"));
        inPlace.filed(true, () -> happened.add("step"), () -> happened.add("wake"));
        waiting.run();
        inPlace.filed(true, () -> happened.add("step"), () -> happened.add("wake"));

        assertEquals(List.of("wake", "delivery", "step"), happened);
    }

    @Test
    void aPollHoldsWhatItFoundAndDeliversItInOrderAsItsContinuation() {
        inPlace.pollBegins(true);
        assertTrue(inPlace.held(() -> happened.add("first")));
        assertTrue(inPlace.held(() -> happened.add("second")));
        var then = inPlace.pollDone();

        assertFalse(inPlace.held(() -> happened.add("after the poll")), "only the poll in hand holds");
        assertTrue(inPlace.mayContinue(then));
        then.accept(0);
        assertEquals(List.of("first", "second"), happened);
    }

    @Test
    void aPollHoldsNothingWhileAnEventOfTheProcessWaits() {
        inPlace.scheduled();
        inPlace.counted(true, () -> { });
        inPlace.pollBegins(true);

        assertFalse(inPlace.held(() -> happened.add("delivery")));
        assertSame(StagesInPlace.NOTHING, inPlace.pollDone());
    }

    @Test
    void aSimulatedProcessKeepsItsEventsAsTheyAre() {
        Runnable action = () -> { };
        inPlace.pollBegins(false);

        assertFalse(inPlace.held(action));
        assertSame(action, inPlace.counted(false, action));
        assertSame(action, inPlace.guarded(false, action));
    }
}
