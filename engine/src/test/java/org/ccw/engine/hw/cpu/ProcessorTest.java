package org.ccw.engine.hw.cpu;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;

class ProcessorTest {
    /** The AM-II paper's UltraSPARC (Table 1): 167 MHz, L2 miss 50, cache-to-cache 80, CAS 15, memcpy 200 MB/s. */
    private static final ProcessorSpec ULTRASPARC = new ProcessorSpec("ultrasparc", 167, 50, 80, 15, 200e6);

    @Test
    void primitiveCostsComeFromTheProcessorsFigures() {
        CpuCostModel costs = new CpuCostModel(ULTRASPARC);
        NicSpec lanai = new NicSpec("lanai", NicKind.MYRINET_LANAI, 8, 8, true, 33, 0, 0, 152, 54);

        assertEquals(Time.cycles(15, 167), costs.casPs());
        assertEquals(Time.cycles(50, 167), costs.cacheLineMissPs());
        assertEquals(Time.cycles(80, 167), costs.cacheToCachePs());
        assertEquals(Time.micros(40.96), costs.memcpyPs(8192), "8 KB at 200 MB/s");
        assertEquals(910_180, costs.uncachedReadPs(lanai), "152 cycles at 167 MHz are 0.91 µs");
        assertEquals(Time.cycles(54, 167), costs.uncachedWritePs(lanai));
    }

    @Test
    void workChargedWhileBusyWaitsForTheWorkBefore() {
        SimulationKernel kernel = new SimulationKernel(1);
        Processor cpu = new Processor("cpu", kernel, new CpuCostModel(ULTRASPARC));
        List<Long> finished = new ArrayList<>();

        cpu.run(Time.micros(5), () -> finished.add(kernel.now()));
        cpu.run(Time.micros(2), () -> finished.add(kernel.now()));
        kernel.schedule(Time.micros(10), () -> cpu.run(Time.micros(1), () -> finished.add(kernel.now())));
        kernel.run();

        assertEquals(List.of(Time.micros(5), Time.micros(7), Time.micros(11)), finished);
        assertEquals(Time.micros(8), cpu.busyTotalPs());
        assertEquals(true, cpu.idle());
    }

    @Test
    void aNamedChargeIsReportedOnlyToATraceThatAsksForCosts() {
        SimulationKernel kernel = new SimulationKernel(1);
        List<TraceEvent> costs = new ArrayList<>();
        TraceSink ledger = new TraceSink() {
            @Override
            public void accept(TraceEvent event) {
                costs.add(event);
            }

            @Override
            public boolean wantsCosts() {
                return true;
            }
        };
        Processor cpu = new Processor("cpu", kernel, new CpuCostModel(ULTRASPARC), new Tracer(kernel, ledger), 3, 1);
        List<TraceEvent> plain = new ArrayList<>();
        Processor quiet = new Processor("cpu", kernel, new CpuCostModel(ULTRASPARC), new Tracer(kernel, plain::add), 3, 1);

        cpu.charge(Time.micros(2));
        long done = cpu.charge("cas", Time.micros(1));
        quiet.charge("cas", Time.micros(1));

        assertEquals(Time.micros(3), done, "a named charge costs the same time as an unnamed one");
        assertEquals(List.of(new TraceEvent.CostCharged(0, 0, 3, 1, -1, "cas", Time.micros(2), Time.micros(1))), costs,
                "only the named charge, starting when the processor was next free");
        assertEquals(List.of(), plain, "a trace that does not ask for costs gets none");
    }
}
