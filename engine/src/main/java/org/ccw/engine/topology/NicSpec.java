package org.ccw.engine.topology;

/**
 * A network interface of a host, attached to one link.
 *
 * @param outFifoCells         depth of the send FIFO in cells or packets (SBA-100: 36)
 * @param inFifoCells          depth of the receive FIFO in cells or packets (SBA-100: 292)
 * @param dma                  whether the NIC moves data by DMA (the host then only posts descriptors)
 * @param coprocessorMhz       clock of the NIC's own processor in MHz (i960, LANai); 0 when it has none
 * @param pushCellPs           host time in picoseconds to push one cell across the I/O bus into the send FIFO
 *                             (SBA-100 on an SS-20: 2.05 µs)
 * @param pullCellPs           host time in picoseconds to pull one cell out of the receive FIFO (SS-20: 4.27 µs)
 * @param uncachedReadCycles   host cycles of one uncached 32-bit read of NIC memory (AM-II: 152)
 * @param uncachedWriteCycles  host cycles of one uncached 32-bit write to NIC memory (AM-II: 54)
 * @param dmaBytesPerSecond    rate of the NIC's DMA engine between host memory and the NIC; 0 when not modelled
 */
public record NicSpec(String name, NicKind kind, int outFifoCells, int inFifoCells, boolean dma,
                      double coprocessorMhz, long pushCellPs, long pullCellPs,
                      int uncachedReadCycles, int uncachedWriteCycles, double dmaBytesPerSecond) {
    public NicSpec {
        if (outFifoCells < 1 || inFifoCells < 1) {
            throw new IllegalArgumentException("NIC " + name + ": FIFO depths must be >= 1 cell");
        }
        if (coprocessorMhz < 0 || pushCellPs < 0 || pullCellPs < 0 || uncachedReadCycles < 0
                || uncachedWriteCycles < 0 || dmaBytesPerSecond < 0) {
            throw new IllegalArgumentException("NIC " + name + ": costs must be >= 0");
        }
    }

    /** Whether the NIC has a processor that can run code (a DVCM execution unit, the LANai control program). */
    public boolean hasCoprocessor() {
        return coprocessorMhz > 0;
    }

    /** A NIC whose DMA rate is not modelled. */
    public NicSpec(String name, NicKind kind, int outFifoCells, int inFifoCells, boolean dma, double coprocessorMhz,
                   long pushCellPs, long pullCellPs, int uncachedReadCycles, int uncachedWriteCycles) {
        this(name, kind, outFifoCells, inFifoCells, dma, coprocessorMhz, pushCellPs, pullCellPs, uncachedReadCycles,
                uncachedWriteCycles, 0);
    }
}
