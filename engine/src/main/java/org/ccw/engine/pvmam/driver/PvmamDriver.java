package org.ccw.engine.pvmam.driver;

import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmTask;
import org.ccw.engine.pvmam.Statistics;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.JobSpec;

/**
 * What every PVMAM workload's driver counts of its {@link PvmJob}: frames handed to and taken from the NICs, PVM
 * messages sent and arrived whole, the AM layer's and the daemons' retransmissions, when the last program returned. A PVM message
 * counts as sent when {@code pvm_send} takes it and as delivered when it has arrived whole. The workloads differ
 * only in their programs ({@link PvmPingPongDriver}, {@code fft.PvmFftDriver}).
 */
public abstract class PvmamDriver implements StackDriver {
    /** The job whose programs play the workload. */
    protected final PvmJob job;
    /** The stack its spec names (the driver reads it there rather than from the stack's registration). */
    private final String stack;

    protected PvmamDriver(JobSpec spec, PvmJob job) {
        this.stack = spec.stack();
        this.job = job;
    }

    @Override
    public void start() {
        job.start();
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
        return stack;
    }

    @Override
    public void close() {
        job.abandon();
    }
}
