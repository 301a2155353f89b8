package org.ccw.engine.pvmam;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;

/**
 * A task's service of its sockets, run when its processor is next free: a user-level library reads the kernel's
 * sockets only from inside its own calls (PVMAM's poll, PVM's {@code mxfer}), never while the task computes, so
 * data that arrives meanwhile waits in the socket's buffer — and a TCP receiver's window shrinks by what waits.
 * Asked for again before it ran, it runs once.
 */
public final class WhenProcessorFree {
    private final Scheduler scheduler;
    private final HostCpu cpu;
    private final Runnable service;
    private boolean scheduled;

    public WhenProcessorFree(Scheduler scheduler, HostCpu cpu, Runnable service) {
        this.scheduler = scheduler;
        this.cpu = cpu;
        this.service = service;
    }

    /** Runs the service when the processor is next free, unless it is already due to run. */
    public void request() {
        if (scheduled) {
            return;
        }
        scheduled = true;
        scheduler.schedule(delayPs(), () -> {
            scheduled = false;
            service.run();
        });
    }

    /** From now until the processor has finished the work charged to it, ps. */
    public long delayPs() {
        return Math.max(0, cpu.charge(0) - scheduler.now());
    }
}
