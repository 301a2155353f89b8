package org.ccw.engine.topology;

/**
 * A processor's cost figures, the parts from which protocol overheads are built (AM-II paper, Table 1).
 *
 * @param clockMhz               clock rate in MHz (cycles are converted to time at this rate)
 * @param cacheLineMissCycles    cycles to fetch a line from memory (L2 miss), e.g. 50 on a 167 MHz UltraSPARC
 * @param cacheToCacheCycles     cycles to fetch a line held by another processor's cache, e.g. 80
 * @param casCycles              cycles of a compare-and-swap, e.g. 15
 * @param memcpyBytesPerSecond   memory-to-memory copy bandwidth in bytes per second, e.g. 200e6
 */
public record ProcessorSpec(String name, double clockMhz, int cacheLineMissCycles, int cacheToCacheCycles,
                            int casCycles, double memcpyBytesPerSecond) {
    public ProcessorSpec {
        if (!(clockMhz > 0) || !(memcpyBytesPerSecond > 0)) {
            throw new IllegalArgumentException("processor " + name + ": clock and memcpy bandwidth must be > 0");
        }
        if (cacheLineMissCycles < 0 || cacheToCacheCycles < 0 || casCycles < 0) {
            throw new IllegalArgumentException("processor " + name + ": cycle costs must be >= 0");
        }
    }
}
