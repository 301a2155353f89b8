package org.ccw.engine.amii;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.ccw.engine.os.CorePinning;
import org.ccw.engine.stack.Peer;

/**
 * Seed 002 §4.1's microbenchmark between two OS processes of this machine, as {@code workbench peer --transport shm}
 * runs AM-II: the requester endpoint in this process, the responder in a child JVM ({@link ShmResponder}) that this
 * one starts with its own {@code java} and class path; they meet through their queue blocks in one directory. Each
 * side polls its block without yielding its core, each pinned to a CPU of its own when {@code taskset} can
 * ({@link CorePinning}: only the polling thread, so the JVMs' compiler and collector threads are not squeezed onto
 * it). Every request carries 8 bytes (two words), as the peers' 8-byte ping-pong. Three phases, each after a warm-up,
 * every figure a median and a 99th percentile of samples:
 * <ul>
 * <li>RTT: a ping-pong of short requests and replies, one sample per round trip, from the send to the reply's
 * arrival (as Open MPI's ping-pong of {@code bench --peers} times its);</li>
 * <li>o_s: bursts of {@value #BURST} requests the responder drains, each followed by a ping-pong; one sample per burst,
 * the requester's time per send within it (its poll before each send included);</li>
 * <li>o_r: delayed polls, timed by the responder: it asks for a burst with a request of its own, waits until the
 * whole burst is marked ready in its queue, then times the polls that take it, one message each; one sample per
 * burst, its time per message.</li>
 * </ul>
 * The child is destroyed on every way out (a timeout, an error, this thread interrupted); it also ends by itself
 * when this process is gone. This is also AM-II's side of {@code bench --peers}' shared-memory pair
 * ({@link #besidePeer}): Open MPI's two ranks get a core each, and so do the requester and the responder here.
 */
public final class ShmBenchmark {
    /** Requests in a burst (o_s, o_r). */
    public static final int BURST = 16;
    static final int PACKETS = 64;
    static final EndpointName REQUESTER = new EndpointName(0, 1);
    static final EndpointName RESPONDER = new EndpointName(0, 2);
    static final int PING = 1;
    static final int COUNT = 2;
    static final int PONG = 3;
    /** The requester's last request of the served phases: the responder starts its delayed polls. */
    static final int SWITCH = 4;
    /** The responder's request for the next burst of its delayed polls. */
    static final int NEXT = 5;
    /** The longest the whole run may take. */
    static final long LIMIT_MS = 120_000;
    /** Busy polls between two looks at the clock and at the other process. */
    static final int LOOK_EVERY = 4096;

    /**
     * How many: warm-up round trips (and a tenth of the bursts, untimed), timed round trips, bursts of each kind.
     */
    public record Size(int warmUp, int rounds, int bursts) {
        public Size {
            if (warmUp < 0 || rounds < 1 || bursts < 10) {
                throw new IllegalArgumentException("a shm benchmark needs round trips and at least 10 bursts");
            }
        }

        public static Size standard() {
            return new Size(20_000, 20_000, 2_000);
        }

        /** A tiny run that only checks everything works (its figures mean little). */
        public static Size smoke() {
            return new Size(200, 500, 20);
        }

        /** A run for its round trips alone: the fewest bursts a run has. */
        public static Size roundTrips(int warmUp, int rounds) {
            return new Size(warmUp, rounds, 10);
        }
    }

    /**
     * What the benchmark measured, in µs: medians and 99th percentiles.
     *
     * @param roundTripsUs every timed round trip of a short request and its reply, sorted
     * @param osP50Us      the requester's time per send within a burst
     * @param orP50Us      the responder's time per poll that takes a message of a burst already waiting
     * @param inOrder      every request arrived once and in order, and every reply answered the request before it
     * @param deliveries   what arrived, in words
     * @param packetsInUse packets of the two endpoints' queues not free after the last message
     * @param placement    where the two processes ran, in words (pinned to which CPUs, or why not)
     * @param responderPid the child process's id (it has ended when {@link #run} returns)
     */
    public record Result(double[] roundTripsUs, double osP50Us, double osP99Us, double orP50Us, double orP99Us,
                         boolean inOrder, String deliveries, int packetsInUse, String placement, long responderPid) {
        /** The median round trip. */
        public double rttP50Us() {
            return p(roundTripsUs, 0.5);
        }

        public double rttP99Us() {
            return p(roundTripsUs, 0.99);
        }

        /**
         * This result, when it is a measurement: every message arrived once and in order, every packet free again.
         *
         * @throws IllegalStateException otherwise
         */
        public Result checked() {
            if (!inOrder || packetsInUse != 0) {
                throw new IllegalStateException("amii shm benchmark: " + deliveries + ", " + packetsInUse
                        + " packets in use at the end");
            }
            return this;
        }

        /** The six figures by name, as {@code bench --real} prints them under {@code real.amii.}. */
        public Map<String, Double> metrics() {
            Map<String, Double> m = new LinkedHashMap<>();
            m.put("shm_rtt_p50_us", rttP50Us());
            m.put("shm_rtt_p99_us", rttP99Us());
            m.put("shm_os_p50_us", osP50Us);
            m.put("shm_os_p99_us", osP99Us);
            m.put("shm_or_p50_us", orP50Us);
            m.put("shm_or_p99_us", orP99Us);
            return m;
        }
    }

    private final RealEndpoint requester;
    private final Process responder;
    private final long deadline = System.nanoTime() + LIMIT_MS * 1_000_000;
    /** The one argument array every request reuses (the endpoint copies it into the packet). */
    private final int[] word = new int[2];
    private int sent;
    private int replies;
    private int repliesOutOfOrder;
    private int nexts;
    private int nextsOutOfOrder;

    private ShmBenchmark(RealEndpoint requester, Process responder) {
        this.requester = requester;
        this.responder = responder;
        requester.setReplyHandler(PONG, (source, a) -> {
            repliesOutOfOrder += a[0] == sent - 1 ? 0 : 1;
            replies++;
        });
        requester.setRequestHandler(NEXT, (token, a) -> {
            nextsOutOfOrder += a[0] == nexts ? 0 : 1;
            nexts++;
        });
    }

    /**
     * Runs the benchmark on blocks in a new directory under {@link RealEndpoint#defaultDirectory()}, then deletes it,
     * the requester and the responder each on a core of its own ({@link CorePinning#pair}).
     */
    public static Result run(Size size) throws IOException {
        return run(size, CorePinning.pair(false));
    }

    /** Runs the benchmark on blocks in {@code dir}, the two processes each on a core of its own. */
    public static Result run(Path dir, Size size) throws IOException {
        return run(dir, size, CorePinning.pair(false));
    }

    /**
     * AM-II's side of {@code bench --peers}' shared-memory pair: this benchmark with the peer's counts, the requester
     * on the peer's ping core and the responder on its echo core; every timed round trip.
     *
     * @throws IllegalStateException when a message was lost, repeated or out of order (not a measurement)
     */
    static Peer.Figures besidePeer(int warmUp, int roundTrips, CorePinning.Pair cores) throws IOException {
        return new Peer.Figures(run(Size.roundTrips(warmUp, roundTrips), cores).checked().roundTripsUs(),
                OptionalDouble.empty());
    }

    private static Result run(Size size, CorePinning.Pair cores) throws IOException {
        Path dir = Files.createTempDirectory(RealEndpoint.defaultDirectory(), "amii-shm-");
        try {
            return run(dir, size, cores);
        } finally {
            delete(dir);
        }
    }

    /** Runs the benchmark on blocks in {@code dir}, the requester on {@code cores.ping()}, the responder on the echo's. */
    static Result run(Path dir, Size size, CorePinning.Pair cores) throws IOException {
        long[] tags = {ThreadLocalRandom.current().nextLong(), ThreadLocalRandom.current().nextLong()};
        Path log = dir.resolve("responder.out");
        Process child = null;
        try (RealEndpoint requester = RealEndpoint.create(dir, REQUESTER, tags[0], PACKETS)) {
            // the child first, so that it does not inherit this thread's pinning: only its polling thread is pinned
            child = launch(dir, size, tags, cores.echo(), log);
            try (CorePinning.Pinned pinned = CorePinning.pinThisThread(cores.ping())) {
                String placement = pinned.pinned() ? "requester pinned to CPU " + cores.ping() + ", responder to CPU "
                        + cores.echo() : "not pinned (" + (cores.ping() == CorePinning.NONE ? "no taskset or no CPU list"
                        : "taskset could not pin") + "): the two processes share what the scheduler gives them";
                return new ShmBenchmark(requester, child).measure(size, tags[1], log, placement);
            }
        } finally {
            if (child != null) {
                end(child);
            }
        }
    }

    /** The responder: a JVM of its own, this one's {@code java} and class path. */
    private static Process launch(Path dir, Size size, long[] tags, int cpu, Path log) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                        .toString(), "-Xshare:auto", "-XX:+UseSerialGC", "-Xms32m", "-Xmx64m", "-cp",
                System.getProperty("java.class.path"), ShmResponder.class.getName(), dir.toString(),
                Long.toString(tags[0]), Long.toString(tags[1]), Integer.toString(size.bursts()),
                Integer.toString(cpu), Long.toString(ProcessHandle.current().pid())));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    }

    /** The child ends: given a moment to end by itself, then destroyed, and waited for. */
    private static void end(Process child) {
        try {
            if (!child.waitFor(5, TimeUnit.SECONDS)) {
                child.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            child.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private Result measure(Size size, long responderTag, Path log, String placement) throws IOException {
        requester.map(1, RESPONDER, responderTag);
        while (!requester.awaitPeer(RESPONDER, 200)) {
            look(log);
        }
        double[] rtt = pingPong(size);
        double[] os = bursts(size.bursts());
        delayedBursts(size.bursts());
        try {
            if (!responder.waitFor(Math.max(1, (deadline - System.nanoTime()) / 1_000_000), TimeUnit.MILLISECONDS)) {
                throw new IllegalStateException("amii shm: the responder did not end" + said(log));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("amii shm: interrupted", e);
        }
        ShmResponder.Report r = ShmResponder.Report.parse(Files.readString(log));
        if (responder.exitValue() != 0 || r == null) {
            throw new IllegalStateException("amii shm: the responder failed (exit " + responder.exitValue() + ")"
                    + said(log));
        }
        int expectedReplies = size.warmUp() + size.rounds() + size.bursts();
        int outOfOrder = r.outOfOrder() + repliesOutOfOrder + nextsOutOfOrder;
        boolean inOrder = outOfOrder == 0 && r.requestsIn() == sent && replies == expectedReplies
                && nexts == size.bursts();
        double[] or = r.orUs();
        return new Result(rtt, p(os, 0.5), p(os, 0.99), p(or, 0.5), p(or, 0.99), inOrder,
                r.requestsIn() + " of " + sent + " requests arrived in the responder, " + replies + " of "
                        + expectedReplies + " replies and " + nexts + " of " + size.bursts() + " burst requests"
                        + " back, " + outOfOrder + " out of order",
                requester.packetsInUse() + r.packetsInUse(), placement, responder.pid());
    }

    /** The ping-pong: round trips after the warm-up, each from its send to its reply, µs, sorted. */
    private double[] pingPong(Size size) {
        double[] rtt = new double[size.rounds()];
        for (int i = 0; i < size.warmUp() + size.rounds(); i++) {
            long start = System.nanoTime();
            requestAndWait();
            if (i >= size.warmUp()) {
                rtt[i - size.warmUp()] = (System.nanoTime() - start) / 1e3;
            }
        }
        return sorted(rtt);
    }

    private void request(int handler) {
        word[0] = sent++;
        requester.request4(1, handler, word);
    }

    /** A ping, then polls until its reply came. */
    private void requestAndWait() {
        int expected = replies + 1;
        request(PING);
        for (int idle = 0; replies < expected; ) {
            idle = idle(idle);
        }
    }

    /** One poll; an empty one spins (the core stays ours) and now and then looks at the clock and the child. */
    private int idle(int idle) {
        if (requester.poll() > 0) {
            return idle;
        }
        Thread.onSpinWait();
        if (++idle % LOOK_EVERY == 0) {
            look(null);
        }
        return idle;
    }

    private void look(Path log) {
        if (!responder.isAlive()) {
            throw new IllegalStateException("amii shm: the responder ended early (exit " + responder.exitValue() + ")"
                    + (log == null ? "" : said(log)));
        }
        if (System.nanoTime() > deadline) {
            throw new IllegalStateException("amii shm: no answer within " + LIMIT_MS + " ms");
        }
    }

    /** Bursts the responder drains, each acknowledged by a ping-pong; time per send of each timed burst, µs. */
    private double[] bursts(int bursts) {
        double[] os = new double[bursts - bursts / 10];
        for (int b = 0; b < bursts; b++) {
            long start = System.nanoTime();
            for (int i = 0; i < BURST; i++) {
                request(COUNT);
            }
            long spent = System.nanoTime() - start;
            if (b >= bursts / 10) {
                os[b - bursts / 10] = spent / 1e3 / BURST;
            }
            requestAndWait();
        }
        return sorted(os);
    }

    /** Tells the responder to start its delayed polls, then sends each burst it asks for. */
    private void delayedBursts(int bursts) {
        request(SWITCH);
        for (int b = 0; b < bursts; b++) {
            for (int idle = 0; nexts <= b; ) {
                idle = idle(idle);
            }
            for (int i = 0; i < BURST; i++) {
                request(COUNT);
            }
        }
    }

    private static String said(Path log) {
        try {
            return "; it said: " + Files.readString(log).strip();
        } catch (IOException e) {
            return "";
        }
    }

    static double[] sorted(double[] samples) {
        Arrays.sort(samples);
        return samples;
    }

    /** The value at {@code fraction} of sorted samples (0.5: the median). */
    static double p(double[] sorted, double fraction) {
        return sorted[Math.min(sorted.length - 1, Math.max(0, (int) Math.ceil(fraction * sorted.length) - 1))];
    }

    private static void delete(Path dir) {
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path p : files.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(p);
            }
        } catch (IOException e) {
            // a leftover temporary directory is harmless
        }
    }
}
