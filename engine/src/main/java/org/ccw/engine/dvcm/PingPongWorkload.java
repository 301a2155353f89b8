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
    /** The two players and their nodes; a player is null when its host runs in another OS process ({@code peer}). */
    private final DvcmProcess a;
    private final DvcmProcess b;
    private final int aNode;
    private final int bNode;
    private final Scheduler scheduler;
    private final int rounds;
    private final int bytes;
    /** Messages that reached {@code a} and {@code b}: trips end at either player, each counted where it ends. */
    private int arrivalsAtA;
    private int arrivalsAtB;
    private int timedTrips;
    private long postedPs;
    private long totalOneWayPs;
    private long finishedPs = -1;

    /**
     * @param rounds round trips to play
     * @param bytes  user bytes per message
     */
    public PingPongWorkload(DvcmProcess a, DvcmProcess b, Scheduler scheduler, int rounds, int bytes) {
        this(a.node(), a, b.node(), b, scheduler, rounds, bytes);
    }

    /**
     * The part of the game played in this OS process ({@code workbench peer}): the players on nodes {@code aNode}
     * and {@code bNode}, each here when its process is not null.
     */
    PingPongWorkload(int aNode, DvcmProcess a, int bNode, DvcmProcess b, Scheduler scheduler, int rounds, int bytes) {
        if (aNode == bNode) {
            throw new IllegalArgumentException("ping-pong needs two hosts, both processes are on node " + aNode);
        }
        this.a = a;
        this.b = b;
        this.aNode = aNode;
        this.bNode = bNode;
        this.scheduler = scheduler;
        this.rounds = rounds;
        this.bytes = bytes;
    }

    /** Starts the first trip now (if {@code a} plays here). */
    public void start() {
        if (a != null) {
            a.onArrival(() -> a.poll(this::arrivedAtA));
        }
        if (b != null) {
            b.onArrival(() -> b.poll(this::arrivedAtB));
        }
        if (rounds == 0) {
            finishedPs = scheduler.now();
        } else if (a != null) {
            send(a, bNode, 0);
        }
    }

    /** Posts the next message; its tag is the number of trips before it (the ping after trip 2k, the pong 2k+1). */
    private void send(DvcmProcess from, int to, int tag) {
        postedPs = scheduler.now();
        from.post(Dvcm.SEND, to, bytes, tag, () -> { });
    }

    private void arrivedAtB(Delivery delivery) {
        if (delivery != null) {
            arrivalsAtB++;
            tripDone();
            send(b, aNode, 2 * arrivalsAtB - 1);
        }
    }

    private void arrivedAtA(Delivery delivery) {
        if (delivery != null) {
            arrivalsAtA++;
            tripDone();
            if (arrivalsAtA == rounds) {
                finishedPs = scheduler.now();
            } else {
                send(a, bNode, 2 * arrivalsAtA);
            }
        }
    }

    /** A trip is timed only with both players here: the other's post is on another OS process's clock. */
    private void tripDone() {
        if (a != null && b != null) {
            timedTrips++;
            totalOneWayPs += scheduler.now() - postedPs;
        }
    }

    /** Whether {@code process} (a player here) has played its part: all its rounds' messages reached it. */
    boolean played(DvcmProcess process) {
        return process == a ? arrivalsAtA == rounds : process == b && arrivalsAtB == rounds;
    }

    /** One-way trips completed (two per round). */
    public int trips() {
        return arrivalsAtA + arrivalsAtB;
    }

    /** Mean one-way application-to-application latency over the completed trips, picoseconds; -1 before any. */
    public long meanOneWayPs() {
        return timedTrips == 0 ? -1 : totalOneWayPs / timedTrips;
    }

    /** Whether every round trip completed. */
    public boolean finished() {
        return finishedPs >= 0;
    }

    /** Virtual time, picoseconds, at which the last trip completed; -1 if the game did not finish. */
    public long finishedPs() {
        return finishedPs;
    }

    /** Messages posted so far (by the players here). */
    public long messagesSent() {
        return (a == null ? 0 : arrivalsAtA + (arrivalsAtA == rounds ? 0 : 1)) + (b == null ? 0 : arrivalsAtB);
    }
}
