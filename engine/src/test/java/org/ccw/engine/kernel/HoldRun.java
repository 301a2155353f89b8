package org.ccw.engine.kernel;

import java.util.ArrayList;
import java.util.List;

/**
 * A small randomized model for determinism tests: 64 labelled jobs that reschedule themselves with random
 * delays on a coarse grid (so same-time ties are frequent), each drawing from its own named stream; with
 * {@code cancels}, a job sometimes cancels the most recently scheduled event, which makes the run depend on the
 * order of same-time events.
 */
final class HoldRun {
    private static final long GRID_PS = 1_000;

    private HoldRun() {
    }

    /** Runs until {@code untilPs} and returns "time label draw" for each event, in the order they ran. */
    static List<String> record(SimulationKernel kernel, long untilPs, boolean cancels) {
        List<String> log = new ArrayList<>();
        long[] lastScheduled = {-1};
        for (int i = 0; i < 64; i++) {
            reschedule(kernel, "job" + i, log, cancels, lastScheduled);
        }
        kernel.runUntil(untilPs);
        return log;
    }

    private static void reschedule(SimulationKernel kernel, String label, List<String> log, boolean cancels,
            long[] lastScheduled) {
        RandomStream random = kernel.random(label);
        lastScheduled[0] = kernel.schedule(random.nextLong(4) * GRID_PS, () -> {
            long draw = random.nextLong(1_000);
            log.add(kernel.now() + " " + label + " " + draw);
            if (cancels && draw < 5 && kernel.cancel(lastScheduled[0])) {
                log.add(kernel.now() + " " + label + " cancelled an event");
            }
            reschedule(kernel, label, log, cancels, lastScheduled);
        });
    }

    /** The log sorted by time, then text: equal for two runs that ran the same events at the same times. */
    static List<String> sortedByTimeAndLabel(List<String> log) {
        List<String> sorted = new ArrayList<>(log);
        sorted.sort((a, b) -> {
            int byTime = Long.compare(Long.parseLong(a.split(" ")[0]), Long.parseLong(b.split(" ")[0]));
            return byTime != 0 ? byTime : a.compareTo(b);
        });
        return sorted;
    }
}
