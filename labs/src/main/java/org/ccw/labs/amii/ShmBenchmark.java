package org.ccw.labs.amii;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;

import org.ccw.engine.amii.EndpointName;
import org.ccw.engine.amii.RealEndpoint;

/**
 * Seed 002 §4.1's microbenchmark on real mapped queue blocks: a requester and a responder endpoint, each driven by
 * a thread of its own with its own mappings of the two blocks. Three phases, each after a warm-up: a ping-pong of
 * short requests and replies (RTT); bursts of {@value #BURST} requests the responder drains and then acknowledges
 * with one reply (o_s: the requester's time per send within a burst); and delayed polls (o_r: the requester fills
 * the responder's queue with a burst while the responder waits, then the responder times its polls, one message
 * each). The threads meet only at barriers between bursts of the last phase; every message crosses the blocks.
 */
final class ShmBenchmark {
    static final int BURST = 16;
    private static final int PACKETS = 64;
    private static final int WARM_UP = 5_000;
    private static final int ROUNDS = 20_000;
    private static final int BURSTS = 2_000;
    private static final long LIMIT_MS = 10_000;
    private static final EndpointName REQUESTER = new EndpointName(0, 1);
    private static final EndpointName RESPONDER = new EndpointName(0, 2);
    private static final int PING = 1;
    private static final int COUNT = 2;
    private static final int PONG = 3;

    /**
     * What the benchmark measured.
     *
     * @param rttUs        mean round trip, µs
     * @param osUs         the requester's time per send within a burst, µs
     * @param orUs         the responder's time per poll that took a message, µs
     * @param inOrder      every request arrived once and in order, and every reply answered the request before it
     * @param deliveries   what arrived, in words
     * @param packetsInUse packets of the two endpoints' queues not free after the last message
     */
    record Result(double rttUs, double osUs, double orUs, boolean inOrder, String deliveries, int packetsInUse) {
    }

    private final RealEndpoint requester;
    private final RealEndpoint responder;
    private final CyclicBarrier barrier = new CyclicBarrier(2);
    private volatile boolean serving = true;
    private int sent;
    /** Counted by the responder's thread. */
    private int requestsIn;
    private int requestsOutOfOrder;
    /** Counted by the requester's thread. */
    private int replies;
    private int repliesOutOfOrder;

    private ShmBenchmark(RealEndpoint requester, RealEndpoint responder) {
        this.requester = requester;
        this.responder = responder;
        responder.setRequestHandler(PING, (token, a) -> {
            arrived(a[0]);
            responder.reply4(token, PONG, a[0]);
        });
        responder.setRequestHandler(COUNT, (token, a) -> arrived(a[0]));
        requester.setReplyHandler(PONG, (source, a) -> {
            repliesOutOfOrder += a[0] == sent - 1 ? 0 : 1;
            replies++;
        });
        requester.map(1, RESPONDER, 2);
    }

    private void arrived(int number) {
        requestsOutOfOrder += number == requestsIn ? 0 : 1;
        requestsIn++;
    }

    /** Runs the three phases on blocks made in {@code dir}. */
    static Result run(Path dir) throws IOException {
        try (RealEndpoint requester = RealEndpoint.create(dir, REQUESTER, 1, PACKETS);
             RealEndpoint responder = RealEndpoint.create(dir, RESPONDER, 2, PACKETS)) {
            return new ShmBenchmark(requester, responder).measure();
        }
    }

    private Result measure() {
        AtomicReference<Double> received = new AtomicReference<>();
        AtomicReference<Throwable> failed = new AtomicReference<>();
        Thread responding = new Thread(() -> {
            try {
                received.set(respond());
            } catch (Throwable t) {
                failed.set(t);
                barrier.reset();
            }
        }, "amii-real-responder");
        responding.setDaemon(true);
        responding.start();
        double rtt;
        double os;
        try {
            rtt = pingPong();
            os = bursts();
            serving = false;
            delayedPolls();
            responding.join(LIMIT_MS);
        } catch (InterruptedException | BrokenBarrierException | TimeoutException e) {
            throw new IllegalStateException("amii-real: the responder did not keep up: " + e, failed.get());
        } finally {
            // whatever happened, the responder's thread stops spinning
            serving = false;
            barrier.reset();
        }
        if (failed.get() != null || received.get() == null) {
            throw new IllegalStateException("amii-real: the responder failed", failed.get());
        }
        int expectedReplies = WARM_UP + ROUNDS + BURSTS;
        int outOfOrder = requestsOutOfOrder + repliesOutOfOrder;
        boolean inOrder = outOfOrder == 0 && requestsIn == sent && replies == expectedReplies;
        return new Result(rtt, os, received.get(), inOrder, requestsIn + " of " + sent + " requests arrived, "
                + replies + " of " + expectedReplies + " replies, " + outOfOrder + " out of order",
                requester.packetsInUse() + responder.packetsInUse());
    }

    /** The requester's ping-pong; returns the mean round trip, µs. */
    private double pingPong() {
        long start = 0;
        for (int i = 0; i < WARM_UP + ROUNDS; i++) {
            if (i == WARM_UP) {
                start = System.nanoTime();
            }
            requestAndWait(PING);
        }
        return (System.nanoTime() - start) / 1e3 / ROUNDS;
    }

    /** Sends a request of {@code handler} and polls until its reply came. */
    private void requestAndWait(int handler) {
        int expected = replies + 1;
        requester.request4(1, handler, sent++);
        if (!requester.pollUntil(() -> replies >= expected, LIMIT_MS)) {
            throw new IllegalStateException("amii-real: no reply to request " + (sent - 1) + " within " + LIMIT_MS
                    + " ms");
        }
    }

    /** Bursts the responder drains, each acknowledged by one ping-pong; returns the time per send, µs. */
    private double bursts() {
        long sending = 0;
        int timed = 0;
        for (int b = 0; b < BURSTS; b++) {
            long start = System.nanoTime();
            for (int i = 0; i < BURST; i++) {
                requester.request4(1, COUNT, sent++);
            }
            long spent = System.nanoTime() - start;
            if (b >= BURSTS / 10) {
                sending += spent;
                timed += BURST;
            }
            requestAndWait(PING);
        }
        return sending / 1e3 / timed;
    }

    /** Fills the responder's queue with a burst while it waits, then lets it poll; repeated. */
    private void delayedPolls() throws InterruptedException, BrokenBarrierException, TimeoutException {
        for (int b = 0; b < BURSTS; b++) {
            barrier.await(LIMIT_MS, TimeUnit.MILLISECONDS);
            for (int i = 0; i < BURST; i++) {
                requester.request4(1, COUNT, sent++);
            }
            barrier.await(LIMIT_MS, TimeUnit.MILLISECONDS);
        }
    }

    /**
     * The responder's thread: polls while the first two phases run, then times its delayed polls; returns its
     * time per poll that took a message, µs.
     */
    private double respond() throws InterruptedException, BrokenBarrierException, TimeoutException {
        for (int idle = 0; serving; ) {
            if (responder.poll() == 0) {
                // on a busy machine the requester may need this core: yield it now and then
                if ((++idle & 0xFF) == 0) {
                    Thread.yield();
                }
                Thread.onSpinWait();
            }
        }
        long receiving = 0;
        int timed = 0;
        for (int b = 0; b < BURSTS; b++) {
            barrier.await(LIMIT_MS, TimeUnit.MILLISECONDS);
            barrier.await(LIMIT_MS, TimeUnit.MILLISECONDS);
            long start = System.nanoTime();
            for (int taken = 0, idle = 0; taken < BURST; ) {
                int got = responder.poll();
                if (got == 0) {
                    if ((++idle & 0xFFFF) == 0 && System.nanoTime() - start > LIMIT_MS * 1_000_000) {
                        throw new TimeoutException("a burst of " + BURST + " requests did not arrive");
                    }
                    Thread.onSpinWait();
                }
                taken += got;
            }
            if (b >= BURSTS / 10) {
                receiving += System.nanoTime() - start;
                timed += BURST;
            }
        }
        return receiving / 1e3 / timed;
    }
}
