package org.ccw.engine.pvmam;

import java.util.List;

import org.ccw.model.workload.WorkloadKind;

/** The workload kinds only PVMAM plays (seed 003), beside the generic ones; its registration declares them. */
public final class PvmamWorkloads {

    /** MPBench's own benchmarks (seed 003 §7), beyond its ping-pong: not run by this build yet. */
    public static final WorkloadKind MPBENCH = WorkloadKind.valueOf("MPBENCH");
    /** The FFT's exchange alone: not run by this build yet. */
    public static final WorkloadKind FFT_EXCHANGE = WorkloadKind.valueOf("FFT_EXCHANGE");
    /**
     * The paper's parallel FFT (seed 003 §8): a master/slave 2-D FFT of an N x N complex array; the master sends each
     * task its rows, every task transforms its rows, the tasks transpose among themselves, transform the columns, and
     * the master gathers them. Message bytes is one row, 16 N bytes (N complex doubles); message count is not used.
     */
    public static final WorkloadKind FFT_2D = WorkloadKind.valueOf("FFT_2D");

    /** Every kind of PVMAM's, in the order the property sheet lists them. */
    public static final List<WorkloadKind> ALL = List.of(MPBENCH, FFT_EXCHANGE, FFT_2D);

    private PvmamWorkloads() {
    }
}
