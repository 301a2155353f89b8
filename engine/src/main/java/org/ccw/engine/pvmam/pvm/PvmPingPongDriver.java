package org.ccw.engine.pvmam.pvm;

import java.util.function.Function;
import java.util.function.IntFunction;

import org.ccw.engine.pvmam.PvmamStack;
import org.ccw.engine.pvmam.Statistics;
import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;

/**
 * A PVMAM scenario's ping-pong workload: the job's first task pings its second {@code messages} times with
 * messages of {@code messageBytes} ({@link PingPong}), over the route the job names; any other tasks run an empty
 * program. A PVM message counts as sent when {@code pvm_send} takes it and as delivered when it has arrived whole.
 */
public final class PvmPingPongDriver implements StackDriver {
    private final PvmJob job;
    private final Runnable started;
    private long roundTrips;

    private PvmPingPongDriver(JobSpec spec, Function<IntFunction<PvmProgram>, PvmJob> build,
            Function<PvmJob, Runnable> started) {
        if (spec.processes().size() < 2) {
            throw new IllegalArgumentException("a ping-pong needs two PVM tasks, got " + spec.processes().size());
        }
        JobSpec.Workload w = spec.workload();
        byte[] data = new byte[Math.max(0, w.messageBytes())];
        int rounds = w.messages();
        this.job = build.apply(i -> switch (i) {
            case 0 -> pvm -> PingPong.ping(pvm, pvm.tids().get(1), data, rounds, t -> roundTrips++);
            case 1 -> pvm -> PingPong.echo(pvm, pvm.tids().get(0), rounds);
            default -> pvm -> { };
        });
        this.started = started.apply(job);
    }

    /**
     * The driver of {@code run}'s PVMAM job.
     *
     * @throws IllegalArgumentException for fewer than two tasks, or a route or transport this build does not run
     */
    public static StackDriver of(SimulatedRun run) {
        return new PvmPingPongDriver(run.job(), programs -> PvmJob.of(run.job(), run.fabric(), run.scheduler(),
                run.tracer(), programs), job -> () -> { });
    }

    /**
     * The driver of the tasks of {@code spec} that run in this OS process, over real sockets: {@code build} makes
     * them from the programs by process index, and {@code started} what else begins with them (the watch that
     * tells the run when each is complete).
     */
    static StackDriver realTime(JobSpec spec, Function<IntFunction<PvmProgram>, PvmJob> build,
            Function<PvmJob, Runnable> started) {
        return new PvmPingPongDriver(spec, build, started);
    }

    @Override
    public void start() {
        job.start();
        started.run();
    }

    @Override
    public long cellsSent() {
        return job.framesSent();
    }

    @Override
    public long cellsDelivered() {
        return job.framesReceived();
    }

    @Override
    public long cellsDamaged() {
        return job.sum(Statistics::damagedDropped) + job.framesDamaged();
    }

    @Override
    public long messagesSent() {
        return job.tasks().stream().mapToLong(PvmTask::messagesSent).sum();
    }

    @Override
    public long messagesDelivered() {
        return job.tasks().stream().mapToLong(PvmTask::messagesArrived).sum();
    }

    /** Round trips completed: each pong back at the pinger. */
    @Override
    public long repliesHandled() {
        return roundTrips;
    }

    @Override
    public long retransmissions() {
        return job.sum(Statistics::retransmissions) + job.daemonRetransmissions();
    }

    @Override
    public long finishedPs() {
        return job.finishedPs();
    }

    @Override
    public String stack() {
        return PvmamStack.NAME;
    }

    @Override
    public void close() {
        job.abandon();
    }
}
