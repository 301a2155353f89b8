package org.ccw.engine.topology;

import org.ccw.engine.kernel.Time;

/** Small stars for hardware tests, with round numbers so expected times can be worked out by hand. */
public final class TestTopologies {
    public static final double OC3_BPS = 155.52e6;
    public static final long PROPAGATION_PS = Time.nanos(100);
    public static final long FABRIC_LATENCY_PS = Time.micros(1);

    private TestTopologies() {
    }

    public static ProcessorSpec processor() {
        return new ProcessorSpec("cpu", 100, 50, 80, 15, 100e6);
    }

    /** A DMA ATM NIC: no host cost per cell. */
    public static NicSpec atmNic() {
        return new NicSpec("nic", NicKind.SBA_200E, 36, 292, true, 25, 0, 0, 152, 54);
    }

    public static SwitchSpec atmSwitch(int bufferCells, PacketDiscard discard, int epdThreshold) {
        return new SwitchSpec(0, "atm", SwitchKind.ATM, 1, bufferCells, discard, epdThreshold, FABRIC_LATENCY_PS);
    }

    /** {@code hosts} hosts around one ATM switch, OC-3 links, 100 ns propagation, 1 µs fabric latency. */
    public static StarTopology atmStar(int hosts, int bufferCells, WorkloadSpec workload) {
        return StarTopology.of(hosts).processor(processor()).nic(atmNic())
                .switchLike(atmSwitch(bufferCells, PacketDiscard.NONE, 0))
                .links(OC3_BPS, PROPAGATION_PS)
                .workload(workload);
    }

    public static WorkloadSpec cells(WorkloadKind kind, int messages, int cellsPerMessage) {
        return new WorkloadSpec(kind, messages, cellsPerMessage, WorkloadSpec.ATM_CELL_BYTES, 1);
    }
}
