package org.ccw.engine.ssam;

import org.ccw.engine.topology.KernelCostTable;

/**
 * The two ways SSAM reaches the SBA-100 through the kernel (seed 000 §3.3, §3.4.1-3.4.2), as a strategy: each
 * constant composes the cost of one kernel call from the component costs of {@link KernelCostTable} and the
 * NIC's I/O-bus push/pull costs, so that Table 1 and Table 2 totals emerge rather than being stated.
 */
public enum KernelPath {
    /**
     * The three fast traps: write, read, and write-read (which sends a cell and then reads a batch in the same
     * trap, sparing one trap entry). A read trap takes up to {@value #TRAP_BATCH_CELLS} cells: the NI's count
     * register tells how many are waiting, so the library never makes an empty read after a batch.
     */
    FAST_TRAPS {
        @Override
        long writePs(KernelCostTable k, long pushCellPs) {
            return k.trapEntryExitPs() + k.checkConnectionPs() + k.writeOverheadPs() + k.loadCellPs() + pushCellPs;
        }

        @Override
        long readEntryPs(KernelCostTable k, boolean afterWrite) {
            return (afterWrite ? 0 : k.trapEntryExitPs()) + k.checkCellCountPs() + k.readOverheadPs();
        }

        @Override
        long readPerCellPs(KernelCostTable k, long pullCellPs) {
            return pullCellPs + k.cellDemuxPs() + k.cellStorePs();
        }

        @Override
        int maxCellsPerRead() {
            return TRAP_BATCH_CELLS;
        }

        @Override
        boolean combinesWriteAndRead() {
            return true;
        }
    },
    /**
     * The conventional read/write system calls on the device file, kept "for comparison purposes" (§3.4.2).
     * Each call moves one cell; the model keeps Table 2 as totals, so a read that finds a cell costs the
     * one-cell total and a read that finds none costs the empty total.
     */
    READ_WRITE_SYSCALLS {
        @Override
        long writePs(KernelCostTable k, long pushCellPs) {
            return k.writeSyscallPs();
        }

        @Override
        long readEntryPs(KernelCostTable k, boolean afterWrite) {
            return k.readSyscallEmptyPs();
        }

        @Override
        long readPerCellPs(KernelCostTable k, long pullCellPs) {
            return k.readSyscallOneCellPs() - k.readSyscallEmptyPs();
        }

        @Override
        int maxCellsPerRead() {
            return 1;
        }

        @Override
        boolean combinesWriteAndRead() {
            return false;
        }
    };

    /** Cells one read trap takes at most (seed 000 §3.4.3 measures handlers "reading 16 cells per trap"). */
    public static final int TRAP_BATCH_CELLS = 16;

    /** Host time to hand one cell to the NI, kernel entry to return. */
    abstract long writePs(KernelCostTable k, long pushCellPs);

    /** Host time of a read call before any cell is moved; {@code afterWrite}: inside a write-read trap. */
    abstract long readEntryPs(KernelCostTable k, boolean afterWrite);

    /** Host time per cell a read call moves out of the NI. */
    abstract long readPerCellPs(KernelCostTable k, long pullCellPs);

    /** Most cells one read call moves. */
    abstract int maxCellsPerRead();

    /** Whether sending a request also reads, in the same kernel call (the write-read trap). */
    abstract boolean combinesWriteAndRead();

    /** The model's literal for this path. */
    public static KernelPath of(org.ccw.engine.ssam.config.KernelPath path) {
        return path == org.ccw.engine.ssam.config.KernelPath.FAST_TRAPS ? FAST_TRAPS : READ_WRITE_SYSCALLS;
    }
}
