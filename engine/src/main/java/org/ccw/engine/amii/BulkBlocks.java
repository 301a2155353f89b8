package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * The bulk-data queue beside a packet queue (seed 002 §3.2): fewer, larger blocks, each beginning on a cache line
 * so copying into it runs at full speed, each with a valid flag. A sender of a bulk transfer claims a block —
 * compare-and-swap on the block tail for an assignment, then on the block's flag — before it asks for a packet;
 * the receiver frees the block when it has copied the data out.
 */
final class BulkBlocks {
    /** Largest bulk transfer: 8 kB (seed 002 §3.1). */
    static final int BLOCK_BYTES = 8 * 1024;

    private final SlotState[] flags;
    private final byte[][] data;
    private final long firstLine;
    private long tail;

    /** @param firstLine the cache line of the block tail; block i's flag lies on line {@code firstLine + 1 + i} */
    BulkBlocks(int blocks, long firstLine) {
        if (blocks < 1) {
            throw new IllegalArgumentException("a bulk-data queue needs at least one block, got " + blocks);
        }
        this.flags = new SlotState[blocks];
        this.data = new byte[blocks][];
        java.util.Arrays.fill(flags, SlotState.FREE);
        this.firstLine = firstLine;
    }

    long tailLine() {
        return firstLine;
    }

    long flagLine(int block) {
        return firstLine + 1 + block;
    }

    int blockOf(long assignment) {
        return (int) (assignment % flags.length);
    }

    long tail() {
        return tail;
    }

    /** Compare-and-swap on the block tail. */
    boolean casTail(long expected) {
        if (tail != expected) {
            return false;
        }
        tail++;
        return true;
    }

    /** Compare-and-swap on a block's flag, free → claimed; false when the block is still in use. */
    boolean claim(int block) {
        if (flags[block] != SlotState.FREE) {
            return false;
        }
        flags[block] = SlotState.CLAIMED;
        return true;
    }

    void write(int block, byte[] bytes) {
        data[block] = bytes.clone();
    }

    /** The data in {@code block}, freed for the next sender. */
    byte[] take(int block) {
        byte[] bytes = data[block];
        data[block] = null;
        flags[block] = SlotState.FREE;
        return bytes;
    }
}
