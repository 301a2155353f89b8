package org.ccw.engine.hw.cpu;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

/**
 * A processor that work is charged to. It runs one thing at a time: work charged while it is busy starts when
 * the earlier work ends. {@link #charge(long)} returns when the work will be done, {@link #run(long, Runnable)}
 * schedules a continuation then; either way the processor's busy-until time moves forward, so contention for a
 * processor (a host that both sends and handles replies) shows up as delay without anyone stating it. A charge
 * given a name ({@link #charge(String, long)}) is reported as a {@code CostCharged} record when the trace asks for
 * costs, so a lab's cost ledger reads where a figure's time went from the run itself.
 */
public final class Processor {
    private final String name;
    private final Scheduler scheduler;
    private final CpuCostModel costs;
    private final Tracer tracer;
    private final int node;
    private final int component;
    private long busyUntilPs;
    private long busyTotalPs;

    public Processor(String name, Scheduler scheduler, CpuCostModel costs) {
        this(name, scheduler, costs, Tracer.OFF, -1, -1);
    }

    /** A processor of {@code node} (its {@code component}-th) whose named charges go to {@code tracer}. */
    public Processor(String name, Scheduler scheduler, CpuCostModel costs, Tracer tracer, int node, int component) {
        this.name = name;
        this.scheduler = scheduler;
        this.costs = costs;
        this.tracer = tracer;
        this.node = node;
        this.component = component;
    }

    public String name() {
        return name;
    }

    /** The cost figures of this processor. */
    public CpuCostModel costs() {
        return costs;
    }

    /** Time in picoseconds at which the work charged so far is done (not earlier than now). */
    public long busyUntilPs() {
        return Math.max(busyUntilPs, scheduler.now());
    }

    /** Whether the processor is idle now. */
    public boolean idle() {
        return busyUntilPs <= scheduler.now();
    }

    /** Total picoseconds of work charged since the start, for utilisation figures. */
    public long busyTotalPs() {
        return busyTotalPs;
    }

    /**
     * Charges {@code durationPs} of work, starting when the processor is next free.
     *
     * @return the time in picoseconds at which that work is done
     */
    public long charge(long durationPs) {
        if (durationPs < 0) {
            throw new IllegalArgumentException(name + ": negative work " + durationPs + " ps");
        }
        busyUntilPs = busyUntilPs() + durationPs;
        busyTotalPs += durationPs;
        return busyUntilPs;
    }

    /**
     * Charges {@code durationPs} of work named {@code cost} (a cost input's name): the same as
     * {@link #charge(long)}, and reported to the trace's cost ledger when it asks for costs.
     */
    public long charge(String cost, long durationPs) {
        long start = busyUntilPs();
        long done = charge(durationPs);
        if (tracer.costsOn()) {
            tracer.costCharged(node, component, cost, start, durationPs);
        }
        return done;
    }

    /** Charges {@code cycles} clock cycles. Returns the time in picoseconds at which they are done. */
    public long chargeCycles(double cycles) {
        return charge(costs.cyclesPs(cycles));
    }

    /** Charges {@code durationPs} of work named {@code cost} and runs {@code then} when it is done. */
    public void run(String cost, long durationPs, Runnable then) {
        long done = charge(cost, durationPs);
        scheduler.schedule(done - scheduler.now(), then);
    }

    /** Charges {@code durationPs} of work and runs {@code then} when it is done. */
    public void run(long durationPs, Runnable then) {
        long done = charge(durationPs);
        scheduler.schedule(done - scheduler.now(), then);
    }
}
