package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.ccw.engine.os.CorePinning;
import org.ccw.engine.realtime.Waits;
import org.ccw.engine.stack.Peer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The two-process shared-memory benchmark (#28): it runs, every message arrives once and in order, its figures are
 * well formed, and its child process is gone afterwards — also when the child dies mid-run. No speed is asserted.
 */
class ShmBenchmarkTest {
    @TempDir
    Path dir;

    @Test
    void aSmokeRunBetweenTwoProcessesDeliversEveryMessageOnceInOrderAndLeavesNoChild() throws Exception {
        ShmBenchmark.Result r = ShmBenchmark.run(dir, ShmBenchmark.Size.smoke());

        assertTrue(r.inOrder(), r.deliveries());
        assertEquals(0, r.packetsInUse(), "every packet of both endpoints' queues is free again");
        for (double us : List.of(r.rttP50Us(), r.rttP99Us(), r.osP50Us(), r.osP99Us(), r.orP50Us(), r.orP99Us())) {
            assertTrue(Double.isFinite(us) && us > 0, r.toString());
        }
        assertTrue(r.rttP50Us() <= r.rttP99Us() && r.osP50Us() <= r.osP99Us() && r.orP50Us() <= r.orP99Us(),
                r.toString());
        assertEquals(List.of("shm_rtt_p50_us", "shm_rtt_p99_us", "shm_os_p50_us", "shm_os_p99_us", "shm_or_p50_us",
                "shm_or_p99_us"), List.copyOf(r.metrics().keySet()));
        assertTrue(r.responderPid() != ProcessHandle.current().pid(), "the responder is another OS process");
        assertFalse(ProcessHandle.of(r.responderPid()).map(ProcessHandle::isAlive).orElse(false),
                "the responder process has ended");
        assertFalse(r.placement().isBlank());
    }

    @Test
    void aResponderThatDiesMidRunFailsTheRunAndLeavesNoChild() throws Exception {
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread run = new Thread(() -> {
            try {
                ShmBenchmark.run(dir, new ShmBenchmark.Size(0, 50_000_000, 10));
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        run.start();
        Waits.until("the responder to start, or the run to end", 30_000,
                () -> responders().findAny().isPresent() || !run.isAlive());
        responders().findFirst().orElseThrow(() -> new AssertionError("the responder started; the run ended with "
                + failure.get())).destroyForcibly();
        run.join(60_000);

        assertFalse(run.isAlive(), "the run ended");
        assertTrue(failure.get() instanceof IllegalStateException, () -> String.valueOf(failure.get()));
        assertTrue(failure.get().getMessage().contains("responder"), failure.get().getMessage());
        assertEquals(0, responders().count(), "no child left");
    }

    /** This JVM's child processes that run the responder. */
    private static Stream<ProcessHandle> responders() {
        return ProcessHandle.current().children().filter(p -> p.info().commandLine()
                .map(c -> c.contains(ShmResponder.class.getName())).orElse(false));
    }

    @Test
    void aSizeNeedsRoundTripsAndTenBursts() {
        assertThrows(IllegalArgumentException.class, () -> new ShmBenchmark.Size(0, 0, 10));
        assertThrows(IllegalArgumentException.class, () -> new ShmBenchmark.Size(0, 10, 9));
    }

    @Test
    void besideAPeerItHandsBackEveryTimedRoundTripSortedWithTheEndsOnThePeersCores() throws Exception {
        CorePinning.Pair cores = CorePinning.pair(false);
        ShmBenchmark.Result r = ShmBenchmark.run(dir, ShmBenchmark.Size.roundTrips(100, 300), cores).checked();
        Peer.Figures f = ShmBenchmark.besidePeer(100, 300, cores);

        assertEquals(300, r.roundTripsUs().length);
        assertEquals(300, f.roundTripsUs().length, "the peer's count of timed round trips");
        assertTrue(f.bulkBytesPerSecond().isEmpty(), "no bulk beside Open MPI's shared memory");
        for (double[] rtt : List.of(r.roundTripsUs(), f.roundTripsUs())) {
            assertTrue(rtt[0] > 0 && Double.isFinite(rtt[rtt.length - 1]), Arrays.toString(rtt));
            for (int i = 1; i < rtt.length; i++) {
                assertTrue(rtt[i - 1] <= rtt[i], "sorted");
            }
        }
        assertTrue(r.placement().startsWith(cores.ping() == CorePinning.NONE ? "not pinned"
                : "requester pinned to CPU " + cores.ping() + ", responder to CPU " + cores.echo()), r.placement());
    }
}
