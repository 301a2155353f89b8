package org.ccw.engine.bench;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The engine's plain-Java benchmark, callable from the command line ({@code workbench bench --json}) and from
 * {@link #main}: runs each {@link BenchWorkload} in turn and collects their metrics in one ordered map. Wall
 * time is measured here and only here; no test asserts on it. For statistically careful numbers use the JMH
 * benchmarks under {@code engine/src/jmh} (see the engine's pom).
 */
public final class EngineBenchmark {
    private EngineBenchmark() {
    }

    /** The engine's own workloads; callers add the fabric workload from the hardware models beside them. */
    public static List<BenchWorkload> engineWorkloads() {
        return List.of(new KernelHoldWorkload());
    }

    /** Runs every workload and returns all their metrics, in workload order; later keys never replace earlier. */
    public static Map<String, Double> run(BenchSettings settings, List<? extends BenchWorkload> workloads) {
        Map<String, Double> metrics = new LinkedHashMap<>();
        for (BenchWorkload workload : workloads) {
            workload.measure(settings).forEach((name, value) -> {
                if (metrics.putIfAbsent(name, value) != null) {
                    throw new IllegalStateException("two workloads report " + name);
                }
            });
        }
        return Collections.unmodifiableMap(metrics);
    }

    /** Prints the engine workloads' metrics as one JSON object ({@code --smoke} for a quick run). */
    public static void main(String[] args) {
        BenchSettings settings = List.of(args).contains("--smoke") ? BenchSettings.smoke() : BenchSettings.standard();
        List<String> fields = new ArrayList<>();
        run(settings, engineWorkloads()).forEach((name, value) ->
                fields.add(String.format(Locale.ROOT, "  \"%s\": %.4g", name, value)));
        System.out.println("{\n" + String.join(",\n", fields) + "\n}");
    }
}
