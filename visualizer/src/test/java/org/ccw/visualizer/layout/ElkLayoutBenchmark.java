package org.ccw.visualizer.layout;

import org.ccw.model.cluster.Scenario;
import org.ccw.engine.ssam.SsamPresets;

/**
 * How long ELK takes to lay out ATM clusters of 16, 64 and 256 hosts (a benchmark main, not a test): a few
 * warm-up runs, then the median of ten. Run with
 * {@code mvn -pl visualizer exec:java -Dexec.classpathScope=test -Dexec.mainClass=org.ccw.visualizer.layout.ElkLayoutBenchmark}.
 */
public final class ElkLayoutBenchmark {

    private ElkLayoutBenchmark() {
    }

    public static void main(String[] args) {
        for (int hosts : new int[] {16, 64, 256}) {
            Scenario scenario = SsamPresets.atmCluster(hosts);
            for (int i = 0; i < 5; i++) {
                ClusterLayout.compute(scenario.getCluster());
            }
            long[] nanos = new long[10];
            for (int i = 0; i < nanos.length; i++) {
                long start = System.nanoTime();
                ClusterLayout.compute(scenario.getCluster());
                nanos[i] = System.nanoTime() - start;
            }
            java.util.Arrays.sort(nanos);
            System.out.printf("ELK layered layout of %d hosts (%d nodes, %d links): median %.1f ms, min %.1f ms%n",
                hosts, scenario.getCluster().getNodes().size(), scenario.getCluster().getLinks().size(),
                nanos[nanos.length / 2] / 1e6, nanos[0] / 1e6);
        }
    }
}
