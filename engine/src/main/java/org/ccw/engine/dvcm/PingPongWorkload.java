package org.ccw.engine.dvcm;

import org.ccw.engine.kernel.Scheduler;

/**
 * Application-to-application ping-pong over the DVCM's default service (seed 001 §3's "application-to-application
 * latency"): process {@code a} posts a message to {@code b}; {@code b}, busy-polling, finds it and posts one back;
 * {@code a} finds that and posts the next, {@code rounds} times. Each one-way trip is timed from the moment the
 * sending application starts to write its command until the receiving application's poll returns the message:
 * the command's words over the I/O bus, the unit's main loop, the DMA out of host memory, the wire and switch,
 * reassembly, the DMA into host memory and the poll. The default service is unreliable: a lost message ends the
 * game early ({@link #finished()} stays false).
 */
public final class PingPongWorkload {
    private final DvcmProcess a;
    private final DvcmProcess b;
    private final Scheduler scheduler;
    private final int rounds;
    private final int bytes;
    private int trips;
    private long postedPs;
    private long totalOneWayPs;
    private long finishedPs = -1;

    /**
     * @param rounds round trips to play
     * @param bytes  user bytes per message
     */
    public PingPongWorkload(DvcmProcess a, DvcmProcess b, Scheduler scheduler, int rounds, int bytes) {
        if (a.node() == b.node()) {
            throw new IllegalArgumentException("ping-pong needs two hosts, both processes are on node " + a.node());
        }
        this.a = a;
        this.b = b;
        this.scheduler = scheduler;
        this.rounds = rounds;
        this.bytes = bytes;
    }

    /** Starts the first trip now. */
    public void start() {
        a.onArrival(() -> a.poll(this::arrivedAtA));
        b.onArrival(() -> b.poll(this::arrivedAtB));
        if (rounds > 0) {
            send(a, b);
        } else {
            finishedPs = scheduler.now();
        }
    }

    private void send(DvcmProcess from, DvcmProcess to) {
        postedPs = scheduler.now();
        from.post(Dvcm.SEND, to.node(), bytes, trips, () -> { });
    }

    private void arrivedAtB(Delivery delivery) {
        if (delivery != null) {
            tripDone();
            send(b, a);
        }
    }

    private void arrivedAtA(Delivery delivery) {
        if (delivery != null) {
            tripDone();
            if (trips == 2 * rounds) {
                finishedPs = scheduler.now();
            } else {
                send(a, b);
            }
        }
    }

    private void tripDone() {
        trips++;
        totalOneWayPs += scheduler.now() - postedPs;
    }

    /** One-way trips completed (two per round). */
    public int trips() {
        return trips;
    }

    /** Mean one-way application-to-application latency over the completed trips, picoseconds; -1 before any. */
    public long meanOneWayPs() {
        return trips == 0 ? -1 : totalOneWayPs / trips;
    }

    /** Whether every round trip completed. */
    public boolean finished() {
        return finishedPs >= 0;
    }

    /** Virtual time, picoseconds, at which the last trip completed; -1 if the game did not finish. */
    public long finishedPs() {
        return finishedPs;
    }

    /** Messages posted so far. */
    public long messagesSent() {
        return trips + (finished() ? 0 : 1);
    }
}
