package org.ccw.engine.ssam;

import org.ccw.engine.topology.KernelCostTable;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicSpec;

/**
 * What each step of SSAM costs one host, in picoseconds, composed from component costs: the kernel path
 * ({@link KernelPath} over {@link KernelCostTable}), the NIC's I/O-bus push and pull, and the library's cycles at
 * the processor's clock. Nothing here is a measured total of the paper.
 */
public final class SsamCostModel {
    private final KernelPath path;
    private final KernelCostTable kernel;
    private final long pushCellPs;
    private final long pullCellPs;
    private final LibraryCosts library;
    private final double clockMhz;

    /**
     * @param nic      the host's NIC (push/pull cost per cell across the I/O bus)
     * @param clockMhz the host processor's clock, converting library cycles to time
     */
    public SsamCostModel(KernelPath path, KernelCostTable kernel, NicSpec nic, LibraryCosts library,
            double clockMhz) {
        this(path, kernel, nic.pushCellPs(), nic.pullCellPs(), library, clockMhz);
    }

    SsamCostModel(KernelPath path, KernelCostTable kernel, long pushCellPs, long pullCellPs, LibraryCosts library,
            double clockMhz) {
        if (!(clockMhz > 0)) {
            throw new IllegalArgumentException("clock must be > 0 MHz");
        }
        this.path = path;
        this.kernel = kernel;
        this.pushCellPs = pushCellPs;
        this.pullCellPs = pullCellPs;
        this.library = library;
        this.clockMhz = clockMhz;
    }

    /** The same costs over another kernel path. */
    public SsamCostModel withPath(KernelPath other) {
        return new SsamCostModel(other, kernel, pushCellPs, pullCellPs, library, clockMhz);
    }

    public KernelPath path() {
        return path;
    }

    /** One kernel write of a cell (write trap or write system call). */
    public long writePs() {
        return path.writePs(kernel, pushCellPs);
    }

    /** A read call's fixed part; {@code afterWrite} inside a write-read trap. */
    public long readEntryPs(boolean afterWrite) {
        return path.readEntryPs(kernel, afterWrite);
    }

    /** A read call's part per cell moved. */
    public long readPerCellPs() {
        return path.readPerCellPs(kernel, pullCellPs);
    }

    /** Most cells one read call moves. */
    public int maxCellsPerRead() {
        return path.maxCellsPerRead();
    }

    /** Whether a request's write and the following read share one kernel call. */
    public boolean combinesWriteAndRead() {
        return path.combinesWriteAndRead();
    }

    /** Formatting one cell's header. */
    public long formatPs() {
        return cycles(library.formatCellCycles());
    }

    public long sendFlowControlPs() {
        return cycles(library.sendFlowControlCycles());
    }

    public long receiveFlowControlPs() {
        return cycles(library.receiveFlowControlCycles());
    }

    public long acknowledgePs() {
        return cycles(library.acknowledgeCycles());
    }

    public long dispatchPs() {
        return cycles(library.dispatchCycles());
    }

    private long cycles(double cycles) {
        return Time.cycles(cycles, clockMhz);
    }
}
