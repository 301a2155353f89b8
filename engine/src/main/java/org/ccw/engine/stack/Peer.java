package org.ccw.engine.stack;

import java.io.IOException;
import java.util.OptionalDouble;

import org.ccw.engine.os.CorePinning;
import org.ccw.engine.realtime.RealTimeTransport;

/**
 * A real system a user would run instead of a stack, which {@code workbench bench --peers} sets beside it in one
 * run ({@code run.peers.PeerBenchmark}): the peer's C ping-pong ({@link Program}) and ours ({@link Ours}), with the
 * same message sizes, warm-up and statistic, both sides' ends on the same cores. A stack names its peers in
 * {@link Stack#peers()}; the bench names none.
 *
 * @param name    the metrics' key, {@code peer.<name>.rtt_ratio}, e.g. {@code mpi_shm}
 * @param title   what a reader calls the peer, e.g. {@code "Open MPI, shared memory"}
 * @param program the peer's ping-pong
 * @param ours    what of the stack runs beside it
 * @param warmUpFactor how many times the bench's warm-up both sides run first: more than 1 for a pair whose round
 *                trip is so short that the bench's count is over before a fresh JVM's compiler has compiled ours
 */
public record Peer(String name, String title, Program program, Ours ours, int warmUpFactor) {
    public Peer {
        if (warmUpFactor < 1) {
            throw new IllegalArgumentException("peer " + name + ": a warm-up factor of at least 1, not "
                    + warmUpFactor);
        }
    }

    /** A peer warmed up as the bench warms up. */
    public Peer(String name, String title, Program program, Ours ours) {
        this(name, title, program, ours, 1);
    }

    /** The peer's ping-pong: a C program that comes with the bench, built and run on this machine. */
    public sealed interface Program {
        /**
         * Real PVM 3.4: two tasks of one pvmd, the message packed with {@code pvm_pkbyte}.
         *
         * @param direct {@code PvmRouteDirect} (a task-to-task socket), else {@code PvmDontRoute} (through the pvmds)
         */
        record Pvm(boolean direct) implements Program {
        }

        /**
         * Open MPI: two ranks, {@code MPI_Send}/{@code MPI_Recv} of bytes.
         *
         * @param btl the byte transfer layers ({@code --mca btl}), e.g. {@code self,vader} (shared memory)
         */
        record Mpi(String btl) implements Program {
        }
    }

    /** Ours beside the peer. */
    public sealed interface Ours {
        /**
         * The stack's {@link RealTimeStack#bench()} workloads as {@code bench --real} runs them: its round trip over
         * {@code roundTrip}, timed from a message of kind {@code sentKind} sent by a node to the next of kind
         * {@code answerKind} delivered to it (the peer's program times its own messages so: a PVM peer beside the
         * PVM messages, not the Active Messages that carry them), its bulk workload (if any) over TCP.
         */
        record RealSockets(RealTimeTransport roundTrip, String sentKind, String answerKind) implements Ours {
            /** Timed as {@code bench --real} times it: from a request to its reply. */
            public RealSockets(RealTimeTransport roundTrip) {
                this(roundTrip, "request", "reply");
            }
        }

        /** A ping-pong of the stack's own (one that runs on no socket), its ends placed where the peer's run. */
        non-sealed interface Own extends Ours {
            /**
             * {@code warmUp} untimed round trips of 8 bytes, then {@code roundTrips} timed ones, each timed from its
             * send to its reply; the ping end on {@code cores.ping()}, the echo end on {@code cores.echo()}, as the
             * peer's.
             *
             * @throws IllegalStateException when it did not complete (not a measurement)
             */
            Figures measure(int warmUp, int roundTrips, CorePinning.Pair cores) throws IOException,
                    InterruptedException;
        }
    }

    /**
     * What one side measured.
     *
     * @param roundTripsUs       every timed round trip of 8 bytes, µs
     * @param bulkBytesPerSecond the bulk ping-pong's user bytes (both ways) over its time, when the side moves bulk
     */
    public record Figures(double[] roundTripsUs, OptionalDouble bulkBytesPerSecond) {
    }
}
