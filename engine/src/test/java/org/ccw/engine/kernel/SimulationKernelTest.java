package org.ccw.engine.kernel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class SimulationKernelTest {

    @Test
    void eventsRunByTimeThenPriorityThenInsertionOrder() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<String> ran = new ArrayList<>();
        kernel.schedule(20, 0, () -> ran.add("t20"));
        kernel.schedule(10, 5, () -> ran.add("t10 p5 first"));
        kernel.schedule(10, -3, () -> ran.add("t10 p-3"));
        kernel.schedule(10, 5, () -> ran.add("t10 p5 second"));
        kernel.schedule(10, 0, () -> ran.add("t10 p0"));
        kernel.schedule(10, 5, () -> ran.add("t10 p5 third"));

        kernel.run();

        assertEquals(List.of("t10 p-3", "t10 p0", "t10 p5 first", "t10 p5 second", "t10 p5 third", "t20"), ran);
        assertEquals(20, kernel.now());
    }

    @Test
    void anEventScheduledWithZeroDelayRunsAfterThoseAlreadyDueNow() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<String> ran = new ArrayList<>();
        kernel.schedule(5, () -> {
            ran.add("a");
            kernel.schedule(0, () -> ran.add("a's follow-up"));
        });
        kernel.schedule(5, () -> ran.add("b"));

        kernel.run();

        assertEquals(List.of("a", "b", "a's follow-up"), ran);
    }

    @Test
    void aCancelledEventNeverRuns() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<String> ran = new ArrayList<>();
        kernel.schedule(1, () -> ran.add("kept"));
        long doomed = kernel.schedule(2, () -> ran.add("cancelled"));
        kernel.schedule(3, () -> ran.add("kept too"));

        assertTrue(kernel.cancel(doomed));
        assertFalse(kernel.cancel(doomed), "a second cancel finds nothing");
        assertEquals(2, kernel.pendingCount());
        kernel.run();

        assertEquals(List.of("kept", "kept too"), ran);
    }

    @Test
    void cancellingTheHeadLetsTheNextEventRunFirst() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<String> ran = new ArrayList<>();
        long head = kernel.schedule(1, () -> ran.add("head"));
        kernel.schedule(2, () -> ran.add("second"));

        assertTrue(kernel.cancel(head));
        assertEquals(2, kernel.nextEventTime());
        kernel.run();

        assertEquals(List.of("second"), ran);
    }

    @Test
    void cancellingAnEventThatAlreadyRanReturnsFalse() {
        SimulationKernel kernel = new SimulationKernel(1);
        long[] self = new long[1];
        boolean[] cancelFromInside = new boolean[1];
        self[0] = kernel.schedule(1, () -> cancelFromInside[0] = kernel.cancel(self[0]));
        long other = kernel.schedule(2, () -> { });

        kernel.run();

        assertFalse(cancelFromInside[0], "the running event is no longer pending");
        assertFalse(kernel.cancel(self[0]));
        assertFalse(kernel.cancel(other));
        assertFalse(kernel.cancel(123_456_789L), "an id never handed out");
    }

    @Test
    void anEventMayCancelATimerDueAtTheSameTime() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<String> ran = new ArrayList<>();
        long[] timer = new long[1];
        kernel.schedule(7, () -> {
            ran.add("reply arrives");
            assertTrue(kernel.cancel(timer[0]));
        });
        timer[0] = kernel.schedule(7, () -> ran.add("timeout"));

        kernel.run();

        assertEquals(List.of("reply arrives"), ran);
    }

    @Test
    void schedulingInThePastIsRejected() {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(100, () -> { });
        kernel.run();

        assertThrows(IllegalArgumentException.class, () -> kernel.schedule(-1, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> kernel.scheduleAt(99, 0, () -> { }));
        assertThrows(IllegalArgumentException.class, () -> kernel.schedule(Long.MAX_VALUE, () -> { }));
        assertEquals(0, kernel.pendingCount());
    }

    @Test
    void eachEventRunsUnderTheCauseThatWasCurrentWhenItWasScheduled() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<Long> seen = new ArrayList<>();
        kernel.cause(41);
        kernel.schedule(1, () -> {
            seen.add(kernel.cause());
            kernel.cause(42);
            kernel.schedule(1, () -> seen.add(kernel.cause()));
        });
        kernel.cause(7);
        kernel.schedule(5, () -> seen.add(kernel.cause()));

        kernel.run();

        assertEquals(List.of(41L, 42L, 7L), seen);
    }

    @Test
    void runUntilStopsAtTheLimitAndAdvancesTheClockToIt() {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(10, () -> { });
        kernel.schedule(20, () -> { });
        kernel.schedule(30, () -> { });

        assertEquals(2, kernel.runUntil(20));
        assertEquals(20, kernel.now());
        assertEquals(0, kernel.runUntil(25));
        assertEquals(25, kernel.now());
        assertEquals(1, kernel.pendingCount());
        assertEquals(2, kernel.eventsExecuted());
    }

    @Test
    void stopEndsTheRunAfterTheCurrentEvent() {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(10, kernel::stop);
        kernel.schedule(20, () -> { });

        assertEquals(1, kernel.run());
        assertEquals(10, kernel.now());
        assertEquals(1, kernel.pendingCount());
        assertEquals(1, kernel.run(), "a later run carries on");
    }

    @Test
    void stepRunsExactlyOneEvent() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<Integer> ran = new ArrayList<>();
        kernel.schedule(3, () -> ran.add(3));
        kernel.schedule(4, () -> ran.add(4));

        assertTrue(kernel.step());
        assertEquals(List.of(3), ran);
        assertEquals(3, kernel.now());
        assertTrue(kernel.step());
        assertFalse(kernel.step());
        assertEquals(2, kernel.eventsExecuted());
    }

    @Test
    void aNamedStreamIsOneObjectWhoseDrawsDependOnlyOnSeedAndName() {
        SimulationKernel kernel = new SimulationKernel(99);
        assertSame(kernel.random("link 3"), kernel.random("link 3"));

        SimulationKernel twin = new SimulationKernel(99);
        twin.random("a component added later").nextLong();
        for (int i = 0; i < 100; i++) {
            assertEquals(kernel.random("link 3").nextLong(), twin.random("link 3").nextLong());
        }
        assertNotEquals(new SimulationKernel(99).random("link 3").nextLong(),
                new SimulationKernel(100).random("link 3").nextLong());
    }

    @Test
    void theSameSeedGivesTheSameRun() {
        long until = 200 * Time.PS_PER_NS;
        List<String> run = HoldRun.record(new SimulationKernel(2024), until, true);

        assertTrue(run.size() > 2_000);
        assertTrue(run.stream().anyMatch(line -> line.endsWith("cancelled an event")));
        assertEquals(run, HoldRun.record(new SimulationKernel(2024), until, true));
        assertNotEquals(run, HoldRun.record(new SimulationKernel(2025), until, true));
    }

    @Test
    void shuffledTiesRunEveryEventInAnotherReproducibleSameTimeOrder() {
        long until = 200 * Time.PS_PER_NS;
        List<String> ordered = HoldRun.record(new SimulationKernel(5), until, false);
        List<String> shuffled = HoldRun.record(SimulationKernel.withShuffledTies(5, 1), until, false);

        assertNotEquals(ordered, shuffled);
        assertEquals(shuffled, HoldRun.record(SimulationKernel.withShuffledTies(5, 1), until, false));
        assertNotEquals(shuffled, HoldRun.record(SimulationKernel.withShuffledTies(5, 2), until, false));
        assertEquals(HoldRun.sortedByTimeAndLabel(ordered), HoldRun.sortedByTimeAndLabel(shuffled),
                "every event still runs, at its own time, with its own draws");
    }

    @Test
    void shuffledTiesStillHonourTimeAndPriority() {
        SimulationKernel kernel = SimulationKernel.withShuffledTies(1, 3);
        List<String> ran = new ArrayList<>();
        for (int i = 0; i < 50; i++) {
            int n = i;
            kernel.schedule(10, 1, () -> ran.add("low " + n));
            kernel.schedule(10, 0, () -> ran.add("high " + n));
            kernel.schedule(5, 1, () -> ran.add("early " + n));
        }
        kernel.run();

        assertTrue(ran.subList(0, 50).stream().allMatch(s -> s.startsWith("early")));
        assertTrue(ran.subList(50, 100).stream().allMatch(s -> s.startsWith("high")));
        assertTrue(ran.subList(100, 150).stream().allMatch(s -> s.startsWith("low")));
    }
}
