package org.ccw.engine.dvcm;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;

/**
 * A DVCM job of a scenario with a kernel, tracer and fabric of its own, for labs and tests that drive the
 * applications themselves (a {@code workbench run} uses {@link Dvcm#attach} on the run's fabric instead).
 */
public final class DvcmCluster {
    private final SimulationKernel kernel;
    private final Tracer tracer;
    private final Fabric fabric;
    private final Dvcm dvcm;

    private DvcmCluster(Scenario scenario, TraceSink sink, DvcmProcess.Notification notification) {
        Topology topology = TopologyBuilder.from(scenario);
        this.kernel = new SimulationKernel(topology.seed());
        this.tracer = sink == null ? Tracer.OFF : new Tracer(kernel, sink);
        tracer.runStarted(topology.name(), topology.seed(), DvcmStack.NAME);
        this.fabric = Fabric.build(topology, kernel, tracer);
        this.dvcm = Dvcm.attach(scenario, fabric, kernel, tracer, notification);
    }

    /** The scenario's DVCM job with polling applications, reporting to {@code sink} (null: untraced). */
    public static DvcmCluster of(Scenario scenario, TraceSink sink) {
        return new DvcmCluster(scenario, sink, DvcmProcess.Notification.POLLING);
    }

    /** As {@link #of(Scenario, TraceSink)}, with applications notified by {@code notification}. */
    public static DvcmCluster of(Scenario scenario, TraceSink sink, DvcmProcess.Notification notification) {
        return new DvcmCluster(scenario, sink, notification);
    }

    public SimulationKernel kernel() {
        return kernel;
    }

    public Fabric fabric() {
        return fabric;
    }

    public Dvcm dvcm() {
        return dvcm;
    }

    /** Process {@code index} of the job. */
    public DvcmProcess process(int index) {
        return dvcm.processes().get(index);
    }

    /** Runs until nothing is left to do or {@code limitPs}; deactivates the modules and records the end. */
    public void run(long limitPs) {
        kernel.runUntil(limitPs);
        dvcm.deactivate();
        tracer.runEnded(kernel.pendingCount() > 0 ? "until" : "idle");
    }
}
