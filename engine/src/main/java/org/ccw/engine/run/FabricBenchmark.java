package org.ccw.engine.run;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicKind;
import org.ccw.engine.topology.NicSpec;
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
import java.util.Map;

/**
 * The fabric throughput benchmark: 64 hosts on one 64-port output-buffered ATM switch, 155.52 Mb/s links, 64-cell
 * port buffers, every host offering 0.9 of its link rate in single cells to uniformly chosen others, tracing off.
 * Hosts have DMA NICs (no I/O-bus cost), so the figure measures the engine, not a host model.
 */
public final class FabricBenchmark {
    /** OC-3 line rate. */
    public static final double LINK_BITS_PER_SECOND = 155.52e6;
    public static final int HOSTS = 64;
    public static final int PORT_BUFFER_CELLS = 64;
    public static final double OFFERED_LOAD = 0.9;

    private FabricBenchmark() {
    }

    /** The benchmark's scenario, running for {@code durationPs} of virtual time. */
    public static Topology topology(long durationPs) {
        return StarTopology.of(HOSTS)
                .name("fabric-benchmark")
                .processor(new ProcessorSpec("cpu", 167, 50, 80, 15, 200e6))
                .nic(new NicSpec("dma-nic", NicKind.SBA_200E, 36, 292, true, 25, 0, 0, 0, 0))
                .switchLike(new SwitchSpec(0, "atm", SwitchKind.ATM, HOSTS, PORT_BUFFER_CELLS, false, 0,
                        Time.micros(1)))
                .links(LINK_BITS_PER_SECOND, Time.nanos(50))
                .workload(new WorkloadSpec(WorkloadKind.UNIFORM_RANDOM, 0, 1, WorkloadSpec.ATM_CELL_BYTES,
                        OFFERED_LOAD))
                .duration(durationPs)
                .build();
    }

    /**
     * Runs the benchmark for {@code durationPs} of virtual time and returns {@code fabric.cells_per_s} (cells
     * pushed per wall-clock second), {@code fabric.sim_over_wall} (simulated seconds per wall second),
     * {@code fabric.cells}, {@code fabric.drop_rate} and {@code fabric.events_per_cell}, in that order.
     */
    public static Map<String, Double> run(long durationPs) {
        RunSummary summary;
        try {
            summary = HeadlessRun.of(topology(durationPs)).untraced().run();
        } catch (IOException e) {
            throw new UncheckedIOException("an untraced run does no I/O", e);
        }
        Map<String, Double> metrics = new LinkedHashMap<>();
        metrics.put("fabric.cells_per_s", summary.cellsSent() / (summary.wallTimeNanos() / 1e9));
        metrics.put("fabric.sim_over_wall", summary.simOverWall());
        metrics.put("fabric.cells", (double) summary.cellsSent());
        metrics.put("fabric.drop_rate", summary.cellsDropped() / (double) Math.max(1, summary.cellsSent()));
        metrics.put("fabric.events_per_cell", summary.events() / (double) Math.max(1, summary.cellsSent()));
        return metrics;
    }

    /** Runs a warm-up and then the measured benchmark (20 ms virtual, about 420,000 cells) and prints it. */
    public static void main(String[] args) {
        long durationPs = args.length > 0 ? Time.micros(Double.parseDouble(args[0])) : 20 * Time.PS_PER_MS;
        run(durationPs / 4);
        run(durationPs).forEach((k, v) -> System.out.printf("%s %.4g%n", k, v));
    }
}
