package org.ccw.engine.dvcm.module;

/**
 * The framework's heap in the network interface's memory, from which modules allocate state dynamically (seed 001
 * §3). It only accounts: a module keeps its state in Java objects and states their size here, so that what the
 * modules of a unit use is visible and bounded by the NI memory left to them.
 */
public final class ModuleHeap {
    private final long capacityBytes;
    private long usedBytes;

    /** @param capacityBytes NI memory available to modules, in bytes */
    public ModuleHeap(long capacityBytes) {
        this.capacityBytes = capacityBytes;
    }

    /**
     * Allocates {@code bytes}.
     *
     * @throws IllegalStateException when the NI memory left to modules is exhausted
     */
    public void allocate(long bytes) {
        if (bytes < 0 || usedBytes + bytes > capacityBytes) {
            throw new IllegalStateException("module heap: " + bytes + " bytes do not fit (" + usedBytes + " of "
                    + capacityBytes + " in use)");
        }
        usedBytes += bytes;
    }

    /** Frees {@code bytes} allocated before. */
    public void free(long bytes) {
        if (bytes < 0 || bytes > usedBytes) {
            throw new IllegalStateException("module heap: freeing " + bytes + " of " + usedBytes + " bytes in use");
        }
        usedBytes -= bytes;
    }

    public long usedBytes() {
        return usedBytes;
    }

    public long capacityBytes() {
        return capacityBytes;
    }
}
