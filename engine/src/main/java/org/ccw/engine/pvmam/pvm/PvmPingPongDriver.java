package org.ccw.engine.pvmam.pvm;

import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;

/**
 * A PVMAM scenario's ping-pong workload: the job's first task pings its second {@code messages} times with
 * messages of {@code messageBytes} ({@link PingPong}), over the route the job names; any other tasks run an empty
 * program.
 */
public final class PvmPingPongDriver extends PvmDriver {
    private final long[] roundTrips;

    private PvmPingPongDriver(SimulatedRun run, long[] roundTrips) {
        super(job(run, roundTrips));
        this.roundTrips = roundTrips;
        if (job.tasks().size() < 2) {
            throw new IllegalArgumentException("a ping-pong needs two PVM tasks, got " + job.tasks().size());
        }
    }

    private static PvmJob job(SimulatedRun run, long[] roundTrips) {
        JobSpec.Workload w = run.workload();
        byte[] data = new byte[Math.max(0, w.messageBytes())];
        int rounds = w.messages();
        return PvmJob.of(run.job(), run.fabric(), run.scheduler(), run.tracer(), i -> switch (i) {
            case 0 -> pvm -> PingPong.ping(pvm, pvm.tids().get(1), data, rounds, t -> roundTrips[0]++);
            case 1 -> pvm -> PingPong.echo(pvm, pvm.tids().get(0), rounds);
            default -> pvm -> { };
        });
    }

    /**
     * The driver of {@code run}'s PVMAM job.
     *
     * @throws IllegalArgumentException for fewer than two tasks, or a route or transport this build does not run
     */
    public static StackDriver of(SimulatedRun run) {
        return new PvmPingPongDriver(run, new long[1]);
    }

    /** Round trips completed: each pong back at the pinger. */
    @Override
    public long repliesHandled() {
        return roundTrips[0];
    }
}
