package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.ccw.engine.kernel.Time;
import org.junit.jupiter.api.Test;

class RealTimeSchedulerTest {

    @Test
    void eventsRunOnTheLoopThreadInTimeThenPriorityThenInsertionOrder() throws Exception {
        List<String> ran = new ArrayList<>();
        List<Thread> threads = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            // at absolute times: relative delays would drift with the wall clock between the calls
            scheduler.scheduleAt(Time.micros(2_000), 0, () -> {
                ran.add("last");
                threads.add(Thread.currentThread());
                done.countDown();
            });
            scheduler.scheduleAt(Time.micros(1_000), 1, () -> ran.add("low priority"));
            scheduler.scheduleAt(Time.micros(1_000), 0, () -> ran.add("first"));
            scheduler.scheduleAt(Time.micros(1_000), 0, () -> ran.add("second"));
            scheduler.start();

            assertTrue(done.await(30, TimeUnit.SECONDS));
            scheduler.close();
            assertEquals(List.of("first", "second", "low priority", "last"), ran);
            assertFalse(threads.contains(Thread.currentThread()));
            assertEquals(4, scheduler.eventsExecuted());
            assertNull(scheduler.failure());
        }
    }

    @Test
    void anEventIsNeverRunBeforeItsTime() throws Exception {
        long[] ranAt = new long[1];
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            scheduler.start();
            long scheduledAt = scheduler.now();
            scheduler.schedule(Time.micros(5_000), () -> {
                ranAt[0] = scheduler.now();
                done.countDown();
            });
            assertTrue(done.await(30, TimeUnit.SECONDS));
            assertTrue(ranAt[0] >= scheduledAt + Time.micros(5_000));
        }
    }

    @Test
    void aCancelledTimerDoesNotFire() throws Exception {
        List<String> ran = new ArrayList<>();
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            long timer = scheduler.schedule(Time.micros(1_000), () -> ran.add("timer"));
            scheduler.schedule(Time.micros(2_000), done::countDown);
            assertTrue(scheduler.cancel(timer));
            scheduler.start();
            assertTrue(done.await(30, TimeUnit.SECONDS));
            assertFalse(scheduler.cancel(timer));
        }
        assertEquals(List.of(), ran);
    }

    @Test
    void anExceptionInAnEventStopsTheLoopAndIsReported() throws Exception {
        IllegalStateException boom = new IllegalStateException("handler bug");
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            scheduler.schedule(0, () -> {
                throw boom;
            });
            scheduler.start();

            assertTrue(scheduler.awaitTermination(30_000));
            assertSame(boom, scheduler.failure());
        }
    }
}
