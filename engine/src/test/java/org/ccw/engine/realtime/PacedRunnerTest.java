package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

class PacedRunnerTest {

    /** A wall clock that moves only when the runner sleeps, so pacing is checked without waiting. */
    private static final class FakeClock implements PacedRunner.WallClock {
        long nanos;
        Runnable onSleep = () -> { };

        @Override
        public long nanoTime() {
            return nanos;
        }

        @Override
        public void sleepNanos(long sleep) {
            nanos += sleep;
            onSleep.run();
        }
    }

    @Test
    void eachEventRunsWhenTheWallClockHasCaughtUpWithItAtThePace() throws Exception {
        SimulationKernel kernel = new SimulationKernel(1);
        FakeClock clock = new FakeClock();
        List<Long> wallNanosAtEvent = new ArrayList<>();
        for (int us = 1; us <= 3; us++) {
            kernel.schedule(Time.micros(us), () -> wallNanosAtEvent.add(clock.nanos));
        }
        // 10 simulated µs per wall second: one event every 100 ms of wall time
        PacedRunner runner = new PacedRunner(kernel, 10, clock);

        assertEquals(PacedRunner.Outcome.NO_EVENTS_LEFT, runner.runUntil(Long.MAX_VALUE));

        assertEquals(3, wallNanosAtEvent.size());
        for (int i = 0; i < 3; i++) {
            long due = (i + 1) * 100_000_000L;
            assertTrue(wallNanosAtEvent.get(i) >= due, "not before its wall time");
            // 1 ps of simulated time is 100 ns of wall time at this pace: the rounding allowed
            assertTrue(wallNanosAtEvent.get(i) <= due + 100, "no later than rounding to the picosecond allows");
        }
    }

    @Test
    void stopsAtTheLimitWithTheClockThere() throws Exception {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(Time.micros(50), () -> { });
        PacedRunner runner = new PacedRunner(kernel, 1_000, new FakeClock());

        assertEquals(PacedRunner.Outcome.REACHED_LIMIT, runner.runUntil(Time.micros(20)));
        assertEquals(Time.micros(20), kernel.now());
        assertEquals(1, kernel.pendingCount());
    }

    @Test
    void aStopRequestFromAnotherThreadEndsTheRunWithinAFrame() throws Exception {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(Time.micros(1_000_000), () -> { });
        FakeClock clock = new FakeClock();
        PacedRunner runner = new PacedRunner(kernel, 1, clock);
        clock.onSleep = runner::requestStop;

        assertEquals(PacedRunner.Outcome.STOPPED, runner.runUntil(Long.MAX_VALUE));
        assertEquals(PacedRunner.FRAME_NANOS, clock.nanos);
    }

    @Test
    void anEventThatStopsTheKernelStopsTheRunner() throws Exception {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.schedule(Time.micros(1), kernel::stop);
        kernel.schedule(Time.micros(2), () -> { });

        assertEquals(PacedRunner.Outcome.STOPPED, new PacedRunner(kernel, 100, new FakeClock()).runUntil(Long.MAX_VALUE));
        assertEquals(Time.micros(1), kernel.now());
    }

    @Test
    void aFasterPaceTakesEffectFromTheMomentItIsSet() throws Exception {
        SimulationKernel kernel = new SimulationKernel(1);
        FakeClock clock = new FakeClock();
        PacedRunner runner = new PacedRunner(kernel, 1, clock);
        List<Long> wallNanosAtEvent = new ArrayList<>();
        kernel.schedule(Time.micros(1), () -> {
            wallNanosAtEvent.add(clock.nanos);
            runner.rate(1_000);
        });
        kernel.schedule(Time.micros(1_001), () -> wallNanosAtEvent.add(clock.nanos));

        runner.runUntil(Long.MAX_VALUE);

        // 1 µs at 1 µs/s, then 1000 µs at 1000 µs/s: one wall second each (give or take 1 ps of rounding,
        // which is 1000 ns of wall time at the slow pace)
        assertEquals(1_000_000_000L, wallNanosAtEvent.get(0), 1_000.0);
        assertEquals(2_000_000_000L, wallNanosAtEvent.get(1), 2_000.0);
    }

    @Test
    void rejectsAPaceThatIsNotPositive() {
        SimulationKernel kernel = new SimulationKernel(1);
        assertThrows(IllegalArgumentException.class, () -> new PacedRunner(kernel, 0));
        assertThrows(IllegalArgumentException.class, () -> new PacedRunner(kernel, Double.NaN));
    }
}
