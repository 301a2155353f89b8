package org.ccw.engine.topology;

import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.KernelCosts;

/**
 * A host kernel's component costs, copied from the model at start (all in picoseconds): the fast traps' parts of
 * Table 1 and the system calls of Table 2 (seed 004 §3.4.1-3.4.2), and interrupt delivery (seed 001 §3). The
 * I/O-bus parts (push a cell into the NI, pull one out) belong to the NIC and come from its {@code NicSpec}.
 *
 * @param trapEntryExitPs     trap + rett
 * @param checkConnectionPs   write trap: check pid and connection id
 * @param writeOverheadPs     write trap: additional kernel overhead
 * @param loadCellPs          write trap: load the cell into registers
 * @param checkCellCountPs    read trap: read the NI's cell-count register
 * @param readOverheadPs      read trap: additional kernel overhead
 * @param cellDemuxPs         read trap, per cell: VCI table lookup
 * @param cellStorePs         read trap, per cell: store the cell into the process's buffer
 * @param writeSyscallPs      write system call sending one cell, total (Table 2 holds only totals in the model)
 * @param readSyscallOneCellPs read system call receiving one cell, total
 * @param readSyscallEmptyPs  read system call finding no cell, total
 * @param interruptKernelPs   an interrupt delivered to a kernel handler
 * @param interruptSignalPs   an interrupt delivered to a user signal handler
 */
public record KernelCostTable(long trapEntryExitPs, long checkConnectionPs, long writeOverheadPs, long loadCellPs,
                              long checkCellCountPs, long readOverheadPs, long cellDemuxPs, long cellStorePs,
                              long writeSyscallPs, long readSyscallOneCellPs, long readSyscallEmptyPs,
                              long interruptKernelPs, long interruptSignalPs) {

    public KernelCostTable {
        for (long cost : new long[] {trapEntryExitPs, checkConnectionPs, writeOverheadPs, loadCellPs,
                checkCellCountPs, readOverheadPs, cellDemuxPs, cellStorePs, writeSyscallPs, readSyscallOneCellPs,
                readSyscallEmptyPs, interruptKernelPs, interruptSignalPs}) {
            if (cost < 0) {
                throw new IllegalArgumentException("kernel costs must be >= 0 ps");
            }
        }
        if (readSyscallOneCellPs < readSyscallEmptyPs) {
            throw new IllegalArgumentException("a read system call that finds a cell cannot be cheaper than one"
                    + " that finds none");
        }
    }

    /** Copies the model's kernel costs (ns) of one host. */
    public static KernelCostTable from(KernelCosts k) {
        return new KernelCostTable(ns(k.getTrapEntryExitNanos()), ns(k.getCheckConnectionNanos()),
                ns(k.getWriteKernelOverheadNanos()), ns(k.getLoadCellNanos()), ns(k.getCheckCellCountNanos()),
                ns(k.getReadKernelOverheadNanos()), ns(k.getCellDemuxNanos()), ns(k.getCellStoreNanos()),
                ns(k.getWriteSyscallNanos()), ns(k.getReadSyscallOneCellNanos()), ns(k.getReadSyscallEmptyNanos()),
                ns(k.getInterruptKernelHandlerNanos()), ns(k.getInterruptSignalHandlerNanos()));
    }

    private static long ns(int nanos) {
        return Time.nanos(nanos);
    }
}
