package org.ccw.engine.hw.cpu;

import org.ccw.engine.kernel.Scheduler;

/**
 * Where a protocol stack charges its host time. In simulation it is the host's {@link Processor}, so overheads
 * delay everything that follows on that host; over real sockets the real CPU pays, and nothing is charged.
 */
public interface HostCpu {

    /**
     * Charges {@code ps} picoseconds of work starting when the processor is next free.
     *
     * @return the time in picoseconds at which that work is done
     */
    long charge(long ps);

    /** The host's simulated processor. */
    static HostCpu of(Processor processor) {
        return processor::charge;
    }

    /** For real transports: work takes the time it takes, and nothing is charged. */
    static HostCpu realTime(Scheduler scheduler) {
        return ps -> scheduler.now();
    }
}
