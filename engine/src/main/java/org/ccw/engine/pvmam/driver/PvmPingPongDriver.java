package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.pvm.PingPong;
import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmProgram;
import org.ccw.engine.pvmam.pvm.SteppedProgram;
import java.util.function.Function;
import java.util.function.IntFunction;

import org.ccw.engine.stack.SimulatedRun;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;

/**
 * A PVMAM scenario's ping-pong workload: the job's first task pings its second {@code messages} times with
 * messages of {@code messageBytes} ({@link PingPong}), over the route the job names; any other tasks run an empty
 * program. The same driver runs simulated ({@link #of}) and over real sockets ({@link #realTime}).
 */
public final class PvmPingPongDriver extends PvmamDriver {
    private final long[] roundTrips;
    private final Runnable started;

    private PvmPingPongDriver(JobSpec spec, Function<IntFunction<PvmProgram>, PvmJob> build,
            Function<PvmJob, Runnable> started, long[] roundTrips) {
        super(spec, build.apply(programs(spec, roundTrips)));
        this.roundTrips = roundTrips;
        this.started = started.apply(job);
    }

    /**
     * The programs by process index: the pinger, the echo, and nothing for any other task; as steps, so that a real
     * run's tasks run on their hosts' loops.
     */
    private static IntFunction<PvmProgram> programs(JobSpec spec, long[] roundTrips) {
        if (spec.processes().size() < 2) {
            throw new IllegalArgumentException("a ping-pong needs two PVM tasks, got " + spec.processes().size());
        }
        JobSpec.Workload w = spec.workload();
        byte[] data = new byte[Math.max(0, w.messageBytes())];
        int rounds = w.messages();
        return i -> switch (i) {
            case 0 -> new SteppedProgram(pvm -> PingPong.ping(pvm, pvm.tids().get(1), data, rounds,
                    t -> roundTrips[0]++));
            case 1 -> new SteppedProgram(pvm -> PingPong.echo(pvm, pvm.tids().get(0), rounds));
            default -> pvm -> { };
        };
    }

    /**
     * The driver of {@code run}'s PVMAM job.
     *
     * @throws IllegalArgumentException for fewer than two tasks, or a route or transport this build does not run
     */
    public static StackDriver of(SimulatedRun run) {
        return new PvmPingPongDriver(run.job(), programs -> PvmJob.of(run.job(), run.fabric(), run.scheduler(),
                run.tracer(), programs), job -> () -> { }, new long[1]);
    }

    /**
     * The driver of the tasks of {@code spec} that run in this OS process, over real sockets: {@code build} makes
     * them from the programs by process index, and {@code started} what else begins with them (the watch that
     * tells the run when each is complete).
     */
    static StackDriver realTime(JobSpec spec, Function<IntFunction<PvmProgram>, PvmJob> build,
            Function<PvmJob, Runnable> started) {
        return new PvmPingPongDriver(spec, build, started, new long[1]);
    }

    @Override
    public void start() {
        super.start();
        started.run();
    }

    /** Round trips completed: each pong back at the pinger. */
    @Override
    public long repliesHandled() {
        return roundTrips[0];
    }
}
