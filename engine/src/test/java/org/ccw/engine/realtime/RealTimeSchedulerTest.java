package org.ccw.engine.realtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.nio.channels.DatagramChannel;
import java.nio.channels.SelectionKey;
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
    void whatTheLoopSchedulesForNowRunsInOrderAfterAnEventDueEarlierAndCanBeCancelledOnlyThere() throws Exception {
        List<String> ran = new ArrayList<>();
        List<Long> causes = new ArrayList<>();
        Throwable[] offLoop = new Throwable[1];
        long[] madeForNow = new long[1];
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            scheduler.scheduleAt(Time.micros(1_000), 0, () -> {
                scheduler.cause(7);
                // a timer already due when the continuations are made: it runs before them
                scheduler.scheduleAt(0, 0, () -> ran.add("due earlier"));
                scheduler.schedule(0, () -> {
                    ran.add("now 1");
                    causes.add(scheduler.cause());
                    scheduler.schedule(0, () -> ran.add("now 3"));
                });
                long cancelled = scheduler.schedule(0, () -> ran.add("cancelled"));
                madeForNow[0] = scheduler.schedule(0, () -> ran.add("now 2"));
                assertTrue(scheduler.cancel(cancelled));
                assertFalse(scheduler.cancel(cancelled));
                scheduler.schedule(Time.micros(1_000), done::countDown);
            });
            scheduler.start();
            assertTrue(done.await(30, TimeUnit.SECONDS));
            try {
                scheduler.cancel(madeForNow[0]);
            } catch (IllegalStateException e) {
                offLoop[0] = e;
            }
            scheduler.close();
            assertEquals(List.of("due earlier", "now 1", "now 2", "now 3"), ran);
            assertEquals(List.of(7L), causes, "a continuation runs with the cause it was made under");
            assertTrue(offLoop[0] instanceof IllegalStateException, "only the loop cancels what it made for now");
            assertEquals(6, scheduler.eventsExecuted(), "the cancelled continuation is not run or counted");
            assertNull(scheduler.failure());
        }
    }

    @Test
    void anEventHappensAtOneTimeOnTheLoopWhileOtherThreadsReadTheClock() throws Exception {
        long[] times = new long[4];
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            scheduler.schedule(0, () -> {
                times[0] = scheduler.now();
                busyFor(200_000);
                times[1] = scheduler.now();
                scheduler.schedule(0, () -> {
                    times[2] = scheduler.now();
                    done.countDown();
                });
            });
            scheduler.start();
            assertTrue(done.await(30, TimeUnit.SECONDS));
            times[3] = scheduler.now();
        }
        assertEquals(times[0], times[1], "one event, one time, however long it runs");
        assertTrue(times[2] >= times[1] + Time.micros(200), "the next event reads the clock anew");
        assertTrue(times[3] >= times[2], "off the loop, now is the clock's");
    }

    @Test
    void aStepTheEventTakesInsteadOfAnEventOfItsOwnReadsTheClockAnew() throws Exception {
        long[] times = new long[2];
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1)) {
            scheduler.schedule(0, () -> {
                times[0] = scheduler.now();
                busyFor(200_000);
                scheduler.nextStep();
                times[1] = scheduler.now();
                done.countDown();
            });
            scheduler.start();
            assertTrue(done.await(30, TimeUnit.SECONDS));
        }
        assertTrue(times[1] >= times[0] + Time.micros(200), "the step is timed when it ran, as its event would be");
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

    @Test
    void aChannelReadDirectlyIsReadByThePollingLoopAndStillWakesABlockedOne() throws Exception {
        List<String> directly = new ArrayList<>();
        List<String> selected = new ArrayList<>();
        CountDownLatch twoRead = new CountDownLatch(2);
        // the loop's kernel waits when it read the first (-1: not yet), counted on its own thread
        java.util.concurrent.atomic.AtomicLong waitsAtFirst = new java.util.concurrent.atomic.AtomicLong(-1);
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1);
             DatagramChannel receiver = DatagramChannel.open().bind(loopback());
             DatagramChannel sender = DatagramChannel.open().bind(loopback())) {
            ByteBuffer in = ByteBuffer.allocate(64);
            RealTimeScheduler.DirectRead readOne = () -> {
                in.clear();
                if (receiver.receive(in) == null) {
                    return false;
                }
                directly.add(new String(in.array(), 0, in.position()));
                waitsAtFirst.compareAndSet(-1, scheduler.kernelWaits());
                twoRead.countDown();
                return true;
            };
            scheduler.watchDirectly(receiver, SelectionKey.OP_READ, key -> {
                while (readOne.readOne()) {
                    selected.add(directly.get(directly.size() - 1));
                }
            }, readOne);
            // the first waits before the loop starts, so its first look reads it directly however late this thread
            // runs; the second comes once the loop, idle since, has blocked in the selector (the subject here is idle
            // time, so the test waits it out: for the block itself, not for a guess at how long it takes)
            sender.send(ByteBuffer.wrap("polled".getBytes()), receiver.getLocalAddress());
            scheduler.start();
            Waits.until(() -> "the loop to block after the first read: " + directly, 30_000,
                    () -> waitsAtFirst.get() >= 0 && scheduler.kernelWaits() > waitsAtFirst.get());
            sender.send(ByteBuffer.wrap("woken".getBytes()), receiver.getLocalAddress());

            assertTrue(twoRead.await(30, TimeUnit.SECONDS), "both datagrams read: " + directly);
            scheduler.close();
            assertEquals(List.of("polled", "woken"), directly, "each read once, in order");
            // a loop descheduled past its polling time looks once more before it blocks, so it may read the second
            // directly too; it never reads the first through the selector, having polled it at once
            assertFalse(selected.contains("polled"), "the polling loop read the first directly: " + selected);
            assertNull(scheduler.failure());
        }
    }

    @Test
    void aLoopWokenFromTheKernelPollsAgainInsteadOfBlockingBeforeEveryFrame() throws Exception {
        int rounds = 200;
        try (RealTimeScheduler pingSide = new RealTimeScheduler(1);
             RealTimeScheduler echoSide = new RealTimeScheduler(2);
             UdpNetworkPort ping = UdpNetworkPort.open(pingSide, 0, loopback(), UdpNetworkPort.DEFAULT_MTU_BYTES);
             UdpNetworkPort echo = UdpNetworkPort.open(echoSide, 1, loopback(), UdpNetworkPort.DEFAULT_MTU_BYTES)) {
            ping.peer(1, echo.localAddress());
            echo.peer(0, ping.localAddress());
            byte[] frame = new byte[8];
            CountDownLatch echoed = new CountDownLatch(rounds);
            echo.onArrival(() -> {
                while (echo.poll() != null) {
                    echo.send(0, null, frame, 0, frame.length);
                }
            });
            ping.onArrival(() -> {
                while (ping.poll() != null) {
                    echoed.countDown();
                    if (echoed.getCount() > 0) {
                        ping.send(1, null, frame, 0, frame.length);
                    }
                }
            });
            pingSide.start();
            echoSide.start();
            // both loops idle long enough to block in the kernel (the subject is idle time, so the test waits it out:
            // for the blocks themselves)
            Waits.until("both loops to block in the kernel", 30_000,
                    () -> pingSide.kernelWaits() > 0 && echoSide.kernelWaits() > 0);
            pingSide.schedule(0, () -> ping.send(1, null, frame, 0, frame.length));

            assertTrue(echoed.await(30, TimeUnit.SECONDS), "the echo finished");
            pingSide.close();
            echoSide.close();
            // once an arrival wakes it, a loop polls for the next frame: it blocks again only when a frame is late
            // (another process took its core), never before each of them, as when the idle spell outlived the wake-up
            assertTrue(echoSide.kernelWaits() < rounds / 2, "the echo blocked " + echoSide.kernelWaits() + " times");
            assertTrue(pingSide.kernelWaits() < rounds / 2, "the ping blocked " + pingSide.kernelWaits() + " times");
        }
    }

    @Test
    void aReadersIOExceptionStopsTheLoopAndIsReportedAsItself() throws Exception {
        IOException broken = new IOException("socket broke");
        try (RealTimeScheduler scheduler = new RealTimeScheduler(1);
             DatagramChannel receiver = DatagramChannel.open().bind(loopback());
             DatagramChannel sender = DatagramChannel.open().bind(loopback())) {
            scheduler.watch(receiver, SelectionKey.OP_READ, key -> {
                throw broken;
            });
            scheduler.start();
            sender.send(ByteBuffer.wrap(new byte[8]), receiver.getLocalAddress());

            assertTrue(scheduler.awaitTermination(30_000));
            assertSame(broken, scheduler.failure());
        }
    }

    private static InetSocketAddress loopback() {
        return new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
    }

    /** Keeps the loop's thread busy for {@code nanos} (an event's or a step's own work). */
    private static void busyFor(long nanos) {
        long until = System.nanoTime() + nanos;
        while (System.nanoTime() < until) {
            Thread.onSpinWait();
        }
    }
}
