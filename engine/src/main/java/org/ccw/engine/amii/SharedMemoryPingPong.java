package org.ccw.engine.amii;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Comparator;
import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Stream;

import org.ccw.engine.stack.Peer;

/**
 * AM-II's side of {@code bench --peers}' shared-memory pair, beside Open MPI's: seed 002 §4.1's short request (8
 * bytes: two arguments) answered by a reply, between a requester and a responder endpoint on real mapped queue blocks,
 * each polled by a thread of its own on the core where the peer's rank runs, every round trip timed. This is the one
 * place the bench asks AM-II for its shared-memory round trip: two threads of this JVM today; two OS processes (as
 * {@code peer --transport shm} runs them, {@link RealProcesses}) replace them here.
 */
final class SharedMemoryPingPong implements Peer.Ours.Own {
    private static final long LIMIT_MS = 60_000;
    private static final EndpointName REQUESTER = new EndpointName(0, 0);
    private static final EndpointName RESPONDER = new EndpointName(0, 1);
    private static final long REQUESTER_TAG = 1;
    private static final long RESPONDER_TAG = 2;

    @Override
    public Peer.Figures measure(int warmUp, int roundTrips, Peer.Cores cores) throws IOException,
            InterruptedException {
        Path dir = Files.createTempDirectory("ccw-amii-shm");
        try (RealEndpoint requester = RealEndpoint.create(dir, REQUESTER, REQUESTER_TAG, RealProcesses.PACKETS);
             RealEndpoint responder = RealEndpoint.create(dir, RESPONDER, RESPONDER_TAG, RealProcesses.PACKETS)) {
            return new Run(requester, responder, warmUp, roundTrips).measure(cores);
        } finally {
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                    Files.deleteIfExists(f);
                }
            }
        }
    }

    /** One measurement's two threads and what they share. */
    private static final class Run {
        private final RealEndpoint requester;
        private final RealEndpoint responder;
        private final double[] rtt;
        private final int warmUp;
        private final AtomicBoolean serving = new AtomicBoolean(true);
        private final AtomicReference<Throwable> failed = new AtomicReference<>();
        /** Counted by the requester's thread. */
        private int replies;

        Run(RealEndpoint requester, RealEndpoint responder, int warmUp, int roundTrips) {
            this.requester = requester;
            this.responder = responder;
            this.warmUp = warmUp;
            this.rtt = new double[roundTrips];
            responder.setRequestHandler(AmIIDriver.PING, (token, args) -> responder.reply4(token, AmIIDriver.PONG,
                    args));
            requester.setReplyHandler(AmIIDriver.PONG, (source, args) -> replies++);
            requester.map(1, RESPONDER, RESPONDER_TAG);
        }

        Peer.Figures measure(Peer.Cores cores) throws InterruptedException {
            Thread echo = thread("amii-peers-echo", () -> {
                cores.echo();
                responder.pollUntil(() -> !serving.get(), LIMIT_MS);
            });
            Thread ping = thread("amii-peers-ping", () -> {
                cores.ping();
                pingPong();
            });
            echo.start();
            ping.start();
            ping.join();
            serving.set(false);
            echo.join();
            if (failed.get() != null) {
                throw new IllegalStateException("AM-II's shared-memory ping-pong failed: " + failed.get(),
                        failed.get());
            }
            Arrays.sort(rtt);
            return new Peer.Figures(rtt, OptionalDouble.empty());
        }

        private Thread thread(String name, Runnable body) {
            Thread t = new Thread(() -> {
                try {
                    body.run();
                } catch (Throwable e) {
                    failed.compareAndSet(null, e);
                    serving.set(false);
                }
            }, name);
            t.setDaemon(true);
            return t;
        }

        private void pingPong() {
            int[] args = new int[2];
            for (int i = 0; i < warmUp + rtt.length && serving.get(); i++) {
                long start = System.nanoTime();
                int expected = replies + 1;
                requester.request4(1, AmIIDriver.PING, args);
                if (!requester.pollUntil(() -> replies >= expected, LIMIT_MS)) {
                    throw new IllegalStateException("no reply to request " + i + " within " + LIMIT_MS + " ms");
                }
                if (i >= warmUp) {
                    rtt[i - warmUp] = (System.nanoTime() - start) / 1e3;
                }
            }
        }
    }
}
