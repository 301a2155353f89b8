package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;

/**
 * A test rig: one Enterprise 5000 (Table 1: 167 MHz, miss to memory 50 cycles, to another L2 80, CAS 15) with one
 * endpoint per processor, all tagged 7 and mapped to each other (entry i → endpoint i), tracing into a list.
 */
final class OneSmp {
    static final int HOST = 3;
    static final long TAG = 7;
    final SimulationKernel kernel = new SimulationKernel(1);
    final List<TraceEvent> trace = new ArrayList<>();
    final List<Endpoint> endpoints = new ArrayList<>();

    OneSmp(int processes, int packets) {
        Tracer tracer = new Tracer(kernel, trace::add);
        SharedMemory smp = new SharedMemory(HOST, new CacheLines(50, 80));
        for (int p = 0; p < processes; p++) {
            Processor cpu = new Processor("e5000.cpu" + p, kernel,
                    new CpuCostModel(new ProcessorSpec("cpu" + p, 167, 50, 80, 15, 200e6)));
            Endpoint e = new Endpoint(new EndpointName(HOST, p), smp, p, ProcessorTime.of(cpu), kernel, tracer,
                    LibraryCycles.ENTERPRISE_5000, 15, packets, packets, 4);
            e.setTag(TAG);
            endpoints.add(e);
        }
        for (Endpoint e : endpoints) {
            for (Endpoint other : endpoints) {
                e.map(other.name().endpoint(), other.name(), TAG);
            }
        }
    }

    Endpoint get(int p) {
        return endpoints.get(p);
    }

    /** Starts every endpoint's process, runs {@code micros} of virtual time, then stops their polling. */
    void run(long micros) {
        endpoints.forEach(Endpoint::start);
        kernel.runUntil(org.ccw.engine.kernel.Time.micros(micros));
        endpoints.forEach(Endpoint::stopPolling);
    }

    long count(Class<? extends TraceEvent> type) {
        return trace.stream().filter(type::isInstance).count();
    }
}
