package org.ccw.engine.kernel;

import java.util.Arrays;

/**
 * Unordered lists of parked (time, order key, slot) entries for the ladder of {@link EventQueue}, numbered from 0,
 * all sharing one pool of fixed-size chunks in primitive arrays. A list is a chain of chunks, newest first, so
 * appending is O(1) and draining reads {@value #CHUNK} neighbouring entries per chunk: the memory traffic of a
 * large pending set is then a few sequential cache lines per chunk, not one dependent cache miss per event as
 * in a linked list of events. Drained chunks return to a free chain and are reused first.
 */
final class ChunkedLists {
    /** Entries per chunk. */
    static final int CHUNK = 8;
    private static final int NONE = -1;

    /** Receives the entries of a drained list. */
    @FunctionalInterface
    interface EntrySink {
        void accept(long time, long order, int slot);
    }

    /** Entry j of chunk c: time at [2 (c CHUNK + j)], order key right after it. */
    private long[] keys = new long[2 * CHUNK * 16];
    private int[] slots = new int[CHUNK * 16];
    /** A chunk's older neighbour in its list, or the next free chunk. */
    private int[] older = new int[16];
    private int chunksEverUsed;
    private int freeChunk = NONE;
    /** List i's newest chunk at [2i] (NONE when empty), the entries in that chunk at [2i + 1]. */
    private int[] lists = {NONE, 0};

    /** Makes lists 0 .. {@code count - 1} usable; lists that already exist keep their entries. */
    void ensureLists(int count) {
        if (2 * count > lists.length) {
            int old = lists.length;
            lists = Arrays.copyOf(lists, Math.max(2 * count, 2 * old));
            for (int i = old; i < lists.length; i += 2) {
                lists[i] = NONE;
            }
        }
    }

    boolean isEmpty(int list) {
        return lists[2 * list] == NONE;
    }

    void append(int list, long time, long order, int slot) {
        int chunk = lists[2 * list];
        int filled = lists[2 * list + 1];
        if (chunk == NONE || filled == CHUNK) {
            int fresh = allocateChunk();
            older[fresh] = chunk;
            lists[2 * list] = fresh;
            chunk = fresh;
            filled = 0;
        }
        int entry = chunk * CHUNK + filled;
        keys[2 * entry] = time;
        keys[2 * entry + 1] = order;
        slots[entry] = slot;
        lists[2 * list + 1] = filled + 1;
    }

    /**
     * Empties {@code list}, handing each entry to {@code sink} in no particular order. The sink may append to
     * other lists (a drained chunk is free again only once it has been read).
     */
    void drain(int list, EntrySink sink) {
        int chunk = lists[2 * list];
        int filled = lists[2 * list + 1];
        lists[2 * list] = NONE;
        while (chunk != NONE) {
            int first = chunk * CHUNK;
            for (int entry = first; entry < first + filled; entry++) {
                sink.accept(keys[2 * entry], keys[2 * entry + 1], slots[entry]);
            }
            int next = older[chunk];
            older[chunk] = freeChunk;
            freeChunk = chunk;
            chunk = next;
            filled = CHUNK;
        }
    }

    private int allocateChunk() {
        if (freeChunk != NONE) {
            int chunk = freeChunk;
            freeChunk = older[chunk];
            return chunk;
        }
        if (chunksEverUsed == older.length) {
            int capacity = 2 * older.length;
            older = Arrays.copyOf(older, capacity);
            slots = Arrays.copyOf(slots, CHUNK * capacity);
            keys = Arrays.copyOf(keys, 2 * CHUNK * capacity);
        }
        return chunksEverUsed++;
    }
}
