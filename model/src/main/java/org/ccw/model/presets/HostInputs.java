package org.ccw.model.presets;

import java.util.ArrayList;
import java.util.List;

import org.ccw.model.cluster.Host;
import org.ccw.model.provenance.Input;
import org.ccw.model.provenance.Source;

/**
 * The sources of the PVMAM platforms' host costs (seed 003 §7.1), read from the host a preset built, so a lab lists
 * what its run charged: the Pentium II of the Linux/Myrinet cluster (the paper gives none of its costs: each is
 * ASSUMED, with its reasoning) and the UltraSPARC-I of the Solaris hosts (the AM-II paper's Table 1 measures the
 * same processor).
 */
public final class HostInputs {
    /**
     * Pentium II memory copy, MB/s: the one measured memory-to-memory copy rate of a dual Pentium II of the period
     * found ({@link #PII_ONE_COPY}); no lmbench {@code bcopy} figure of a Pentium II under Linux 2.0 was found. It
     * agrees with the bus: the 66 MHz, 64-bit front-side bus moves at most 533 MB/s, and a copy of data not in the
     * caches crosses it three times per byte on the P6 (read, read for ownership, write back), at most 178 MB/s.
     */
    static final double PENTIUM_II_MEMCPY_MBPS = 100;
    /** Pentium II L2 miss, cycles: a 32-byte line fill of about 11 bus clocks at 66 MHz, ×4.5 (ASSUMED, ~165 ns). */
    static final int PENTIUM_II_LINE_MISS_CYCLES = 50;
    /** Pentium II {@code lock cmpxchg} on a cached line, cycles (ASSUMED: the P6's locked instructions, ~20). */
    static final int PENTIUM_II_CAS_CYCLES = 20;

    /**
     * A large message moved between two processes of one dual Pentium II by a single copy runs at the copy's rate,
     * so the figure is a measured copy rate (a lower bound: the message's own overheads are in it).
     */
    private static final String PII_ONE_COPY = "T. Takahashi, F. O'Carroll, H. Tezuka, A. Hori, S. Sumimoto, H. Harada,"
            + " Y. Ishikawa, P. H. Beckman, 'Implementation and Evaluation of MPI on an SMP Cluster' (RWCP,"
            + " MPICH-PM/CLUMP), abstract: on 'an SMP cluster consisting of 64 Pentium II dual processors and"
            + " Myrinet' one-copy message passing within a node 'achieves ... 100 MBytes/sec' (a large message moved by"
            + " one memory-to-memory copy: the copy runs at least that fast). No lmbench bcopy figure of a Pentium II"
            + " under Linux 2.0 was found; the bus allows at most 178 MB/s (66 MHz x 64 bits = 533 MB/s, crossed"
            + " three times per byte)";

    private static final String PII_BUS = "Pentium II 300 MHz on a 66 MHz 64-bit front-side bus (533 MB/s peak), no"
            + " measurement of the paper's machines found: ";

    private HostInputs() {
    }

    /**
     * The memory-system costs and clock of {@code host} (built by {@link MachinePresets#pentiumIiSmp} or
     * {@link MachinePresets#ultraSparc1}), named {@code prefix.memcpy} and so on, each with its source.
     *
     * @throws IllegalArgumentException for a host of another preset
     */
    public static List<Input> of(String prefix, Host host) {
        List<Input> inputs = new ArrayList<>();
        double clock = host.getProcessors().get(0).getClockMHz();
        switch (host.getPreset()) {
            case MachinePresets.PENTIUM_II_SMP -> {
                inputs.add(new Input(prefix + ".clock", clock, "MHz", Source.paper("003", "§7.1 (2 Pentium II 300Mhz)")));
                inputs.add(new Input(prefix + ".memcpy", host.getMemcpyMBps(), "MB/s", Source.cited(PII_ONE_COPY)));
                inputs.add(new Input(prefix + ".cache_line_miss", host.getCacheLineMissCycles(), "cycles",
                        Source.assumed(PII_BUS + "a 32-byte line fill takes about 11 bus clocks, x4.5 core clocks")));
            }
            case MachinePresets.ULTRASPARC_1 -> {
                inputs.add(new Input(prefix + ".clock", clock, "MHz", Source.paper("003", "§7.1 (UltraSparc I 167Mhz)")));
                inputs.add(new Input(prefix + ".memcpy", host.getMemcpyMBps(), "MB/s",
                        Source.paper("002", "Table 1 (UltraSPARC Model 170 column: memcpy)")));
                inputs.add(new Input(prefix + ".cache_line_miss", host.getCacheLineMissCycles(), "cycles",
                        Source.paper("002", "Table 1 (UltraSPARC Model 170 column: L2 miss)")));
            }
            default -> throw new IllegalArgumentException("no sources for the costs of preset " + host.getPreset());
        }
        return inputs;
    }
}
