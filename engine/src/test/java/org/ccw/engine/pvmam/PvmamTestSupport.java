package org.ccw.engine.pvmam;

import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.trace.Tracer;

/** For tests of the PVM layer (another package): the driven PVMAM job's interfaces on a built fabric, connected. */
public final class PvmamTestSupport {
    private PvmamTestSupport() {
    }

    public static List<AmInterface> attach(Topology topology, Fabric fabric, Scheduler scheduler) {
        return PvmamCluster.attach(topology.drivenJob().orElseThrow(), fabric, scheduler, Tracer.OFF).interfaces();
    }
}
