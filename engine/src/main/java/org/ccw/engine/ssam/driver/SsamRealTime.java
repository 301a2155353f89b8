package org.ccw.engine.ssam.driver;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntConsumer;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.ssam.LibraryCosts;
import org.ccw.engine.ssam.SsamCluster;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.model.workload.WorkloadKind;
import org.ccw.engine.ssam.SsamPresets;

/**
 * SSAM over a real transport ({@code workbench run --transport udp|tcp}, {@code workbench peer}): each host's
 * process is the simulated {@link SsamEndpoint} code over its host's own socket, played by {@link SsamDriver}'s part
 * for the processes in this OS process. The real CPU pays for the library's work, so nothing is charged.
 */
final class SsamRealTime implements RealTimeStack {

    @Override
    public StackDriver attach(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf, Scheduler clock,
            IntConsumer completed) {
        List<SsamEndpoint> endpoints = SsamCluster.attach(job, topology, (host, cpu) -> {
            RealTimeStack.Site site = siteOf.apply(host);
            return site == null ? null : new SsamCluster.Site(site.scheduler(), site.port(),
                    HostCpu.realTime(site.scheduler()), site.tracer());
        }, null, LibraryCosts.SPARCSTATION_20);
        JobSpec.Workload workload = job.workload();
        return SsamDriver.part(job.hosts(), endpoints, clock, workload.kind(), workload.messages(),
                workload.messageBytes(), completed);
    }

    /** An 8-byte ping-pong (one cell each way), and a bulk transfer of 4 KB blocks, each one cell stream. */
    @Override
    public Optional<Bench> bench() {
        return Optional.of(new Bench(SsamPresets::ssamTwoHosts, new JobSpec.Workload(WorkloadKind.PING_PONG, 0, 8),
                Optional.of(new JobSpec.Workload(WorkloadKind.BULK_TRANSFER, 0, 4096))));
    }
}
