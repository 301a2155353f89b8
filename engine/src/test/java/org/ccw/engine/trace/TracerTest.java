package org.ccw.engine.trace;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.trace.TraceEvent.QueueLengthChanged;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class TracerTest {

    @Test
    void numbersRecordsDenselyAndThreadsTheirCausesThroughScheduledEvents() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<TraceEvent> records = new ArrayList<>();
        Tracer tracer = new Tracer(kernel, records::add);

        long start = tracer.runStarted("causes", 1, "");
        kernel.schedule(1_000, () -> {
            tracer.timerFired(0, 0, "first");
            kernel.schedule(500, () -> tracer.timerFired(0, 0, "second"));
        });
        kernel.run();

        assertEquals(List.of(0L, 1L, 2L), records.stream().map(TraceEvent::number).toList());
        assertEquals(-1, records.get(0).cause());
        assertEquals(start, records.get(1).cause(), "scheduled while the run-start record was current");
        assertEquals(1, records.get(2).cause(), "scheduled by the event that emitted record 1");
        assertEquals(1_500, records.get(2).timePs());
    }

    @Test
    void observationsCarryACauseButNeverBecomeOne() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<TraceEvent> records = new ArrayList<>();
        Tracer tracer = new Tracer(kernel, records::add);

        tracer.timerFired(0, 0, "t");
        tracer.queueLengthChanged(0, 0, new QueueId(QueueId.PORT, 0, 0), 1, 4);
        tracer.timerFired(0, 0, "u");

        assertEquals(0, ((QueueLengthChanged) records.get(1)).cause());
        assertEquals(0, ((TimerFired) records.get(2)).cause());
    }

    @Test
    void offRecordsNothingAndLeavesTheCauseAlone() {
        SimulationKernel kernel = new SimulationKernel(1);
        kernel.cause(17);

        assertEquals(-1, Tracer.OFF.timerFired(0, 0, "t"));
        assertEquals(0, Tracer.OFF.recorded());
        assertEquals(17, kernel.cause());
    }

    @Test
    void aRecordTheSinkDoesNotWantIsNotBuiltYetAHappeningStillTakesItsNumberAndBecomesTheCause() {
        int[] clockReads = {0};
        SimulationKernel kernel = new SimulationKernel(1);
        org.ccw.engine.kernel.Scheduler counting = new org.ccw.engine.kernel.Scheduler() {
            @Override
            public long now() {
                clockReads[0]++;
                return kernel.now();
            }

            @Override
            public long schedule(long delayPs, int priority, Runnable action) {
                return kernel.schedule(delayPs, priority, action);
            }

            @Override
            public boolean cancel(long eventId) {
                return kernel.cancel(eventId);
            }

            @Override
            public org.ccw.engine.kernel.RandomStream random(String name) {
                return kernel.random(name);
            }

            @Override
            public long cause() {
                return kernel.cause();
            }

            @Override
            public void cause(long traceEventNumber) {
                kernel.cause(traceEventNumber);
            }
        };
        List<TraceEvent> records = new ArrayList<>();
        Tracer tracer = new Tracer(counting, TraceSink.only(java.util.Set.of(TimerFired.class), records::add));

        long handler = tracer.handlerRan(0, 0, 1, "h", 0);
        long queue = tracer.queueLengthChanged(0, 0, new QueueId(QueueId.PORT, 0, 0), 1, 4);
        assertEquals(0, clockReads[0], "neither unwanted record was built");
        assertEquals(0, handler, "a happening is numbered all the same");
        assertEquals(-1, queue, "an observation is not");
        assertEquals(handler, kernel.cause(), "and the happening is the cause of what follows");

        tracer.timerFired(0, 0, "t");
        assertEquals(1, clockReads[0]);
        assertEquals(List.of(1L), records.stream().map(TraceEvent::number).toList());
        assertEquals(handler, records.get(0).cause());
    }
}
