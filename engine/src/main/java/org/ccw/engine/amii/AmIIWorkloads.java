package org.ccw.engine.amii;

import java.util.List;

import org.ccw.model.workload.WorkloadKind;

/** The workload kinds only AM-II plays (seed 002), beside the generic ones; its registration declares them. */
public final class AmIIWorkloads {

    /**
     * The LogGP microbenchmark (seed 002 §4): a burst of short requests issued back to back, each answered, then one
     * round trip ({@link RequestBurst}).
     */
    public static final WorkloadKind LOGGP_MICROBENCHMARK = WorkloadKind.valueOf("LOGGP_MICROBENCHMARK");

    /** Every kind of AM-II's. */
    public static final List<WorkloadKind> ALL = List.of(LOGGP_MICROBENCHMARK);

    private AmIIWorkloads() {
    }
}
