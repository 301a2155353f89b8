package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.IntConsumer;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.model.workload.WorkloadKind;

/**
 * AM-II's network protocol over a real transport ({@code workbench run --transport udp}, {@code workbench peer}):
 * the simulated {@link Endpoint} code, with the real CPU's time ({@link ProcessorTime#realTime}) and each host's
 * socket for its NIC. A real run has one process per host (it refuses more), so every message crosses the socket;
 * the processes of one SMP share memory for real through {@code peer --transport shm} ({@link RealEndpoint}). The
 * LANai's and the SBus's modelled times are left out: the socket takes what it takes.
 */
final class AmIIRealTime implements RealTimeStack {

    @Override
    public StackDriver attach(Topology topology, JobSpec job, Function<HostSpec, Site> siteOf, Scheduler clock,
            IntConsumer completed) {
        job.processes().stream().filter(p -> p.endpoints() > 1).findFirst().ifPresent(p -> {
            throw new IllegalArgumentException("process " + p.name() + " of AM-II job " + job.name() + " opens "
                    + p.endpoints() + " endpoints (a bundle); over a real transport a process opens one");
        });
        AmIIOptions options = job.options(AmIIOptions.class);
        long tag = job.name().hashCode();
        List<Endpoint> endpoints = new ArrayList<>();
        for (int i = 0; i < job.processes().size(); i++) {
            JobSpec.Placement p = job.processes().get(i);
            HostSpec host = topology.host(p.host());
            Site site = siteOf.apply(host);
            if (site == null) {
                endpoints.add(null);
                continue;
            }
            ProcessorSpec cpu = host.processors().get(p.cpu());
            SharedMemory smp = new SharedMemory(host.id(), new CacheLines(cpu.cacheLineMissCycles(),
                    cpu.cacheToCacheCycles()));
            Endpoint e = new Endpoint(new EndpointName(host.id(), i), smp, p.cpu(),
                    ProcessorTime.realTime(site.scheduler()), site.scheduler(), site.tracer(),
                    LibraryCycles.ENTERPRISE_5000, cpu.casCycles(), options.requestPackets(), options.replyPackets(),
                    options.bulkBlocks());
            e.attachNetwork(new Lanai(site.port(), 0, other -> Cell.ANY_NIC, site.scheduler(), 0, 0),
                    other -> Cell.ANY_NIC, 0, 0,
                    options.polling(), options.multiProtocol());
            e.setTag(tag);
            endpoints.add(e);
        }
        for (Endpoint e : endpoints) {
            if (e == null) {
                continue;
            }
            for (int i = 0; i < job.processes().size(); i++) {
                e.map(i, new EndpointName(job.processes().get(i).host(), i), tag);
            }
        }
        JobSpec.Workload workload = job.workload();
        return AmIIDriver.part(endpoints, clock, workload.kind(), workload.messages(), workload.messageBytes(),
                completed);
    }

    /** A ping-pong of 8 bytes (two arguments); the real-time driver runs only short messages, so no bulk. */
    @Override
    public Optional<Bench> bench() {
        return Optional.of(new Bench(() -> AmIIPresets.now(2), new JobSpec.Workload(WorkloadKind.PING_PONG, 0, 8),
                Optional.empty()));
    }
}
