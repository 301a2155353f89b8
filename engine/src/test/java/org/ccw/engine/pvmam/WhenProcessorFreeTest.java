package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.cpu.CpuCostModel;
import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.hw.cpu.Processor;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.ProcessorSpec;
import org.junit.jupiter.api.Test;

/** A task reads its sockets when its processor is free, once however often data came meanwhile. */
class WhenProcessorFreeTest {

    @Test
    void dataThatComesWhileTheTaskComputesWaitsUntilTheComputingIsDone() {
        SimulationKernel kernel = new SimulationKernel(1);
        HostCpu cpu = HostCpu.of(new Processor("cpu", kernel, new CpuCostModel(new ProcessorSpec("cpu", 100, 0, 0,
                0, 1e8))));
        List<Long> serviced = new ArrayList<>();
        WhenProcessorFree service = new WhenProcessorFree(kernel, cpu, () -> serviced.add(kernel.now()));

        cpu.charge("fft", Time.micros(2_800));
        service.request();
        service.request();
        kernel.run();

        assertEquals(List.of(Time.micros(2_800)), serviced, "after the transform, and once");
    }
}
