package org.ccw.engine.run;

import org.ccw.engine.bench.BenchSettings;
import org.ccw.engine.bench.BenchWorkload;
import org.ccw.engine.bench.EngineBenchmark;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.PacketDiscard;
import org.ccw.engine.topology.ProcessorSpec;
import org.ccw.engine.topology.StarTopology;
import org.ccw.engine.topology.SwitchKind;
import org.ccw.engine.topology.SwitchSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.WorkloadKind;
import org.ccw.engine.topology.WorkloadSpec;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The fabric throughput benchmark: 64 hosts on one 64-port output-buffered ATM switch, 155.52 Mb/s links, 64-cell
 * port buffers, every host offering 0.9 of its link rate in single cells to uniformly chosen others, tracing off.
 * Hosts have DMA NICs (no I/O-bus cost), so the figure measures the engine, not a host model. A unit of
 * {@link BenchSettings} is one cell; the run length in virtual time follows from the offered load.
 */
public final class FabricBenchmark implements BenchWorkload {
    /** OC-3 line rate. */
    public static final double LINK_BITS_PER_SECOND = 155.52e6;
    public static final int HOSTS = 64;
    public static final int PORT_BUFFER_CELLS = 64;
    public static final double OFFERED_LOAD = 0.9;
    /** Cells the whole fabric is offered per simulated second (about 21 million). */
    public static final double CELLS_PER_SIMULATED_SECOND =
            HOSTS * OFFERED_LOAD * LINK_BITS_PER_SECOND / (WorkloadSpec.ATM_CELL_BYTES * 8);

    /** The benchmark's scenario, running for {@code durationPs} of virtual time. */
    public static Topology topology(long durationPs) {
        return StarTopology.of(HOSTS)
                .name("fabric-benchmark")
                .processor(new ProcessorSpec("cpu", 167, 50, 80, 15, 200e6))
                .nic(new NicSpec("dma-nic", NicKind.SBA_200E, 36, 292, true, 25, 0, 0, 0, 0))
                .switchLike(new SwitchSpec(0, "atm", SwitchKind.ATM, HOSTS, PORT_BUFFER_CELLS, PacketDiscard.NONE, 0,
                        Time.micros(1)))
                .links(LINK_BITS_PER_SECOND, Time.nanos(50))
                .workload(new WorkloadSpec(WorkloadKind.UNIFORM_RANDOM, 0, 1, WorkloadSpec.ATM_CELL_BYTES,
                        OFFERED_LOAD))
                .duration(durationPs)
                .build();
    }

    /** Runs the benchmark scenario untraced for about {@code cells} cells. */
    public static RunSummary runCells(long cells) {
        long durationPs = Math.max(1, Math.round(cells / CELLS_PER_SIMULATED_SECOND * Time.PS_PER_S));
        try {
            return HeadlessRun.of(topology(durationPs)).untraced().run();
        } catch (IOException e) {
            throw new UncheckedIOException("an untraced run does no I/O", e);
        }
    }

    /**
     * {@code fabric.cells_per_s}: cells offered per wall-clock second (median of the rounds);
     * {@code fabric.sim_over_wall}: simulated seconds per wall-clock second at that rate.
     */
    @Override
    public Map<String, Double> measure(BenchSettings settings) {
        double cellsPerSecond = settings.medianUnitsPerSecond(FabricBenchmark::runCells);
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put("fabric.cells_per_s", cellsPerSecond);
        metrics.put("fabric.sim_over_wall", cellsPerSecond / CELLS_PER_SIMULATED_SECOND);
        return metrics;
    }

    /** Prints the fabric metrics with the standard settings ({@code --smoke} for a quick run). */
    public static void main(String[] args) {
        BenchSettings settings = List.of(args).contains("--smoke") ? BenchSettings.smoke() : BenchSettings.standard();
        EngineBenchmark.run(settings, List.of(new FabricBenchmark()))
                .forEach((k, v) -> System.out.printf("%s %.4g%n", k, v));
    }
}
