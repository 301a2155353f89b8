package org.ccw.engine.amii;

import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;

import org.ccw.engine.os.CorePinning;

/**
 * The responder of {@link ShmBenchmark}, in an OS process of its own: {@code ShmResponder DIR REQUESTER_TAG TAG
 * BURSTS CPU PARENT_PID}. Its endpoint answers each ping with a reply and counts every request (they must come
 * once and in order) until the requester's switch; then it asks for {@code BURSTS} bursts one at a time, waits until
 * each is wholly in its queue and times the polls that take it (o_r). It pins its thread to {@code CPU} ({@link CorePinning#NONE}: no),
 * spins while it waits, and gives up when the parent process is gone. Last it prints one line, its {@link Report}
 * (or one saying why it failed, and exits with 1).
 */
public final class ShmResponder {
    private final RealEndpoint endpoint;
    private final ProcessHandle parent;
    private final long deadline = System.nanoTime() + ShmBenchmark.LIMIT_MS * 1_000_000;
    private final int[] word = new int[2];
    private int requestsIn;
    private int outOfOrder;
    private boolean serving = true;
    private long nextParentLook;

    /**
     * What the responder says at the end: requests that came, how many out of order, packets of its queues not
     * free, and its time per delayed poll of each timed burst, µs, sorted.
     */
    record Report(int requestsIn, int outOfOrder, int packetsInUse, double[] orUs) {
        private static final String START = "report ";

        String line() {
            StringBuilder s = new StringBuilder(START).append(requestsIn).append(' ').append(outOfOrder).append(' ')
                    .append(packetsInUse);
            for (double us : orUs) {
                s.append(' ').append(String.format(Locale.ROOT, "%.4f", us));
            }
            return s.toString();
        }

        /** The report in the responder's output; null when it printed none. */
        static Report parse(String output) {
            for (String line : output.lines().toList()) {
                if (line.startsWith(START)) {
                    double[] n = Arrays.stream(line.substring(START.length()).strip().split(" "))
                            .mapToDouble(Double::parseDouble).toArray();
                    return new Report((int) n[0], (int) n[1], (int) n[2], Arrays.copyOfRange(n, 3, n.length));
                }
            }
            return null;
        }
    }

    private ShmResponder(RealEndpoint endpoint, long parentPid) {
        this.endpoint = endpoint;
        this.parent = ProcessHandle.of(parentPid).orElse(null);
        endpoint.setRequestHandler(ShmBenchmark.PING, (token, a) -> {
            arrived(a[0]);
            endpoint.reply4(token, ShmBenchmark.PONG, a);
        });
        endpoint.setRequestHandler(ShmBenchmark.COUNT, (token, a) -> arrived(a[0]));
        endpoint.setRequestHandler(ShmBenchmark.SWITCH, (token, a) -> {
            arrived(a[0]);
            serving = false;
        });
    }

    private void arrived(int number) {
        outOfOrder += number == requestsIn ? 0 : 1;
        requestsIn++;
    }

    public static void main(String[] args) {
        try {
            int cpu = Integer.parseInt(args[4]);
            try (CorePinning.Pinned pinned = CorePinning.pinThisThread(cpu);
                 RealEndpoint endpoint = RealEndpoint.create(Path.of(args[0]), ShmBenchmark.RESPONDER,
                    Long.parseLong(args[2]), ShmBenchmark.PACKETS)) {
                if (cpu != CorePinning.NONE && !pinned.pinned()) {
                    System.err.println("responder: could not pin to CPU " + cpu);
                }
                endpoint.map(1, ShmBenchmark.REQUESTER, Long.parseLong(args[1]));
                ShmResponder responder = new ShmResponder(endpoint, Long.parseLong(args[5]));
                double[] or = responder.run(Integer.parseInt(args[3]));
                System.out.println(new Report(responder.requestsIn, responder.outOfOrder, endpoint.packetsInUse(),
                        or).line());
            }
        } catch (Exception e) {
            System.out.println("responder failed: " + e);
            System.exit(1);
        }
        System.exit(0);
    }

    /** Serves until the switch, then the delayed polls; returns their time per message of each timed burst, µs. */
    private double[] run(int bursts) {
        for (int idle = 0; serving; ) {
            idle = idle(idle);
        }
        double[] or = new double[bursts - bursts / 10];
        for (int b = 0; b < bursts; b++) {
            word[0] = b;
            endpoint.request4(1, ShmBenchmark.NEXT, word);
            for (int idle = 0; !endpoint.requestsWaiting(ShmBenchmark.BURST); ) {
                Thread.onSpinWait();
                if (++idle % ShmBenchmark.LOOK_EVERY == 0) {
                    look();
                }
            }
            long start = System.nanoTime();
            for (int taken = 0; taken < ShmBenchmark.BURST; ) {
                taken += endpoint.poll();
            }
            long spent = System.nanoTime() - start;
            if (b >= bursts / 10) {
                or[b - bursts / 10] = spent / 1e3 / ShmBenchmark.BURST;
            }
        }
        return ShmBenchmark.sorted(or);
    }

    private int idle(int idle) {
        if (endpoint.poll() > 0) {
            return idle;
        }
        Thread.onSpinWait();
        if (++idle % ShmBenchmark.LOOK_EVERY == 0) {
            look();
        }
        return idle;
    }

    /** Gives up when the run took too long or, looked at every 100 ms, the requester's process is gone. */
    private void look() {
        long now = System.nanoTime();
        if (now > deadline) {
            throw new IllegalStateException("no request within " + ShmBenchmark.LIMIT_MS + " ms");
        }
        if (now > nextParentLook) {
            nextParentLook = now + 100_000_000;
            if (parent != null && !parent.isAlive()) {
                throw new IllegalStateException("the requester's process is gone");
            }
        }
    }
}
