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

    /**
     * Charges {@code ps} picoseconds of work that a lab's cost ledger books under {@code component} (a cost's
     * input name, e.g. {@code cas} or {@code udp.send}): the same time as {@link #charge(long)}, named so that
     * {@code lab run --ledger} can say where a figure's time went.
     */
    default long charge(String component, long ps) {
        return charge(ps);
    }

    /**
     * Whether time on this CPU is modelled. False over real sockets, where the real CPU pays as it goes: a stack then
     * adds no modelled delay of its own either (a busy-poll loop's period), or the run would wait for a machine it is
     * not running on.
     */
    default boolean modelled() {
        return true;
    }

    /** The host's simulated processor. */
    static HostCpu of(Processor processor) {
        return new HostCpu() {
            @Override
            public long charge(long ps) {
                return processor.charge(ps);
            }

            @Override
            public long charge(String component, long ps) {
                return processor.charge(component, ps);
            }
        };
    }

    /** For real transports: work takes the time it takes, and nothing is charged. */
    static HostCpu realTime(Scheduler scheduler) {
        return new HostCpu() {
            @Override
            public long charge(long ps) {
                return scheduler.now();
            }

            @Override
            public boolean modelled() {
                return false;
            }
        };
    }
}
