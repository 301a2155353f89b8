package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * The bulk-data queue beside a packet queue (seed 002 §3.2): a {@link SlotRing} of fewer, larger blocks, each
 * beginning on a cache line so copying into it runs at full speed, its state the block's valid flag. A sender of a
 * bulk transfer claims a block — compare-and-swap on the tail for an assignment, then on the block's flag — before
 * it asks for a packet; the receiver frees the block when it has copied the data out.
 */
final class BulkBlocks extends SlotRing<byte[]> {
    /** Largest bulk transfer: 8 kB (seed 002 §3.1). */
    static final int BLOCK_BYTES = 8 * 1024;

    BulkBlocks(int blocks, long firstLine) {
        super(blocks, firstLine, "bulk-data queue");
    }

    /** A bulk-data queue over {@code store} (a mapped queue block's), its tail on line {@code firstLine}. */
    BulkBlocks(SlotStore<byte[]> store, long firstLine) {
        super(store, firstLine);
    }

    /** The data in {@code block}, freed for the next sender. */
    byte[] take(int block) {
        byte[] bytes = get(block);
        put(block, null);
        setState(block, SlotState.FREE);
        return bytes;
    }
}
