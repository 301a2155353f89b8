package org.ccw.engine.amii;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;

/**
 * Where an endpoint's process spends its time. In simulation it is its SMP processor's: every cycle the library,
 * the caches and the NIC accesses cost is charged, so the paper's overheads compose. Over a real transport the real
 * CPU pays and nothing is charged; the process then polls only when there may be something to find (a message
 * arrived, or it has something to send) instead of spinning on the event loop.
 */
interface ProcessorTime {

    /** When the processor is next free, ps. */
    long busyUntilPs();

    /** Charges {@code cycles} from when the processor is next free; returns when they are done, ps. */
    long charge(long cycles);

    /** {@link #charge(long)}, booked under {@code component} for a cost ledger. */
    default long charge(String component, long cycles) {
        return charge(cycles);
    }

    /** What {@code cycles} take, ps. */
    long cyclesPs(long cycles);

    /** Cycles to copy {@code bytes} at the host's memcpy rate. */
    long memcpyCycles(long bytes);

    /** The cycles in {@code ps} (rounded up). */
    long cyclesIn(long ps);

    /** Whether this is real time, where nothing is charged and an idle process waits for an arrival. */
    boolean realTime();

    /** A simulated SMP processor's time. */
    static ProcessorTime of(Processor cpu) {
        HostCpu host = HostCpu.of(cpu);
        return new ProcessorTime() {
            @Override
            public long busyUntilPs() {
                return cpu.busyUntilPs();
            }

            @Override
            public long charge(long cycles) {
                return host.charge(cpu.costs().cyclesPs(cycles));
            }

            @Override
            public long charge(String component, long cycles) {
                return host.charge(component, cpu.costs().cyclesPs(cycles));
            }

            @Override
            public long cyclesPs(long cycles) {
                return cpu.costs().cyclesPs(cycles);
            }

            @Override
            public long memcpyCycles(long bytes) {
                return Math.round(cpu.costs().memcpyPs(bytes) * cpu.costs().spec().clockMhz() / 1e6);
            }

            @Override
            public long cyclesIn(long ps) {
                return (long) Math.ceil(ps * cpu.costs().spec().clockMhz() / 1e6);
            }

            @Override
            public boolean realTime() {
                return false;
            }
        };
    }

    /** The real CPU's time, on {@code scheduler}'s wall clock: nothing is charged. */
    static ProcessorTime realTime(Scheduler scheduler) {
        return new ProcessorTime() {
            @Override
            public long busyUntilPs() {
                return scheduler.now();
            }

            @Override
            public long charge(long cycles) {
                return scheduler.now();
            }

            @Override
            public long cyclesPs(long cycles) {
                return 0;
            }

            @Override
            public long memcpyCycles(long bytes) {
                return 0;
            }

            @Override
            public long cyclesIn(long ps) {
                return 0;
            }

            @Override
            public boolean realTime() {
                return true;
            }
        };
    }
}
