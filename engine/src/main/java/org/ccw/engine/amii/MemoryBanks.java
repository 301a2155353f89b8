package org.ccw.engine.amii;

/**
 * The memory banks of one SMP, when their aggregate bandwidth is the limit (seed 002 §5.1: the Enterprise 5000s'
 * banks were not fully populated, "limiting aggregate memory bandwidth to 400 MB/s"). Every copy and every stretch
 * of memory-bound work a processor does moves its bytes through the banks once; the banks serve them in the order
 * they come, each for its bytes over the aggregate bandwidth, so a processor alone copies at its own memcpy rate but
 * eight streaming at once share the banks. The NICs' DMA (three SBuses at 38 MB/s at most) is not counted.
 */
final class MemoryBanks {
    private final double bytesPerSecond;
    private long freePs;

    /** @param bytesPerSecond the aggregate bandwidth; 0 or less: the banks never limit */
    MemoryBanks(double bytesPerSecond) {
        this.bytesPerSecond = bytesPerSecond;
    }

    /** Whether the banks limit anything. */
    boolean limited() {
        return bytesPerSecond > 0;
    }

    /**
     * When a transfer of {@code bytes} that starts at {@code startPs} and would take {@code alonePs} on an idle
     * machine is done: no sooner than that, and no sooner than the banks have served it after what they already
     * serve.
     */
    long done(long startPs, long bytes, long alonePs) {
        if (!limited()) {
            return startPs + alonePs;
        }
        long served = Math.max(startPs, freePs) + Math.round(bytes * 1e12 / bytesPerSecond);
        freePs = served;
        return Math.max(startPs + alonePs, served);
    }
}
