package org.ccw.engine.dvcm;

import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.Scheduler;

import java.util.ArrayDeque;

/**
 * The execution unit's firmware main loop on its NI's coprocessor (seed 001 §2: the unit is firmware, and
 * everything it does is work on that one processor). Work runs one piece at a time, each when the coprocessor is
 * done with what was charged before it; the loop serves, in this order, the next cell for the transmit FIFO (so
 * the line does not idle), then arrivals (cells, expired timers), and only then new commands, so control messages
 * are not held up behind a burst the application has posted. It is separate from the {@link ExecutionUnit}
 * because this order is one thing, used by the unit, its {@link CellTransmitter} and its {@link CellReceiver}.
 */
final class FirmwareLoop {
    private final Processor coprocessor;
    private final Scheduler scheduler;
    private final ArrayDeque<Runnable> work = new ArrayDeque<>();
    private final ArrayDeque<Runnable> received = new ArrayDeque<>();
    private final ArrayDeque<Runnable> transmit = new ArrayDeque<>();
    private boolean workScheduled;

    FirmwareLoop(Processor coprocessor, Scheduler scheduler) {
        this.coprocessor = coprocessor;
        this.scheduler = scheduler;
    }

    /** Queues {@code task} (a command's work) to run on the coprocessor once the work before it is done. */
    void submit(Runnable task) {
        work.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    /** Queues work on something that arrived (a cell, an expired timer), served before commands. */
    void submitArrival(Runnable task) {
        received.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    /** Queues the preparation of the next outgoing cell, which the main loop serves first. */
    void submitTransmit(Runnable task) {
        transmit.add(task);
        if (!workScheduled) {
            scheduleWork();
        }
    }

    private void scheduleWork() {
        workScheduled = true;
        scheduler.schedule(coprocessor.busyUntilPs() - scheduler.now(), this::runWork);
    }

    private void runWork() {
        workScheduled = false;
        Runnable task = !transmit.isEmpty() ? transmit.poll() : !received.isEmpty() ? received.poll() : work.poll();
        if (task != null) {
            task.run();
        }
        if (!work.isEmpty() || !received.isEmpty() || !transmit.isEmpty()) {
            scheduleWork();
        }
    }

    /** Charges {@code cycles} of the coprocessor's work named {@code cost} (a {@link DvcmCosts} figure's name). */
    void charge(String cost, double cycles) {
        coprocessor.charge(cost, coprocessor.costs().cyclesPs(cycles));
    }

    /** Runs {@code action} when the coprocessor's work charged so far is done. */
    void whenIdle(Runnable action) {
        scheduler.schedule(coprocessor.busyUntilPs() - scheduler.now(), action);
    }

    /** Whether no work is queued or about to run. */
    boolean idle() {
        return work.isEmpty() && received.isEmpty() && transmit.isEmpty() && !workScheduled;
    }
}
