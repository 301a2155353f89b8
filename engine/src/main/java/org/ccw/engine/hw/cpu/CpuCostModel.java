package org.ccw.engine.hw.cpu;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.topology.NicSpec;
import org.ccw.engine.topology.ProcessorSpec;

/**
 * The cost in picoseconds of the primitive operations protocol code is built from, for one processor. Every figure
 * comes from the {@link ProcessorSpec} (and, for NIC accesses, the {@link NicSpec}); nothing is assumed here.
 */
public final class CpuCostModel {
    private final ProcessorSpec spec;

    public CpuCostModel(ProcessorSpec spec) {
        this.spec = spec;
    }

    public ProcessorSpec spec() {
        return spec;
    }

    /** {@code cycles} clock cycles in picoseconds. */
    public long cyclesPs(double cycles) {
        return Time.cycles(cycles, spec.clockMhz());
    }

    /** Fetching one cache line from memory (an L2 miss). */
    public long cacheLineMissPs() {
        return cyclesPs(spec.cacheLineMissCycles());
    }

    /** Fetching one cache line that another processor holds modified (a cache-to-cache transfer). */
    public long cacheToCachePs() {
        return cyclesPs(spec.cacheToCacheCycles());
    }

    /** One compare-and-swap. */
    public long casPs() {
        return cyclesPs(spec.casCycles());
    }

    /** Copying {@code bytes} from memory to memory at the processor's memcpy bandwidth. */
    public long memcpyPs(long bytes) {
        return Math.round(bytes * (double) Time.PS_PER_S / spec.memcpyBytesPerSecond());
    }

    /** One uncached 32-bit read of {@code nic}'s memory (AM-II polls the NIC this way). */
    public long uncachedReadPs(NicSpec nic) {
        return cyclesPs(nic.uncachedReadCycles());
    }

    /** One uncached 32-bit write to {@code nic}'s memory. */
    public long uncachedWritePs(NicSpec nic) {
        return cyclesPs(nic.uncachedWriteCycles());
    }
}
