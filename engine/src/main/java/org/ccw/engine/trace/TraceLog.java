package org.ccw.engine.trace;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The in-memory trace a view reads: an append-only sequence of records with a {@code long[]} of times for seeking
 * by time (binary search), and position indices per record type and per node for "next event of this kind /
 * at this node". One thread appends (the engine), any number read through {@link #snapshot()}: a snapshot is an
 * immutable view of the records present when it was taken, safe to use while the log keeps growing.
 *
 * <p>Numbers must be dense: the log accepts record {@code n + 1} only after record {@code n}.
 */
public final class TraceLog implements TraceSink {

    private TraceEvent[] events = new TraceEvent[1024];
    private long[] times = new long[1024];
    /** Concurrent because a reader's snapshot iterates it while the engine may add a new record type. */
    private final Map<Class<?>, Positions> byType = new ConcurrentHashMap<>();
    private Positions[] byNode = new Positions[0];
    private long firstNumber = -1;
    /** Published last, so a reader that sees a count also sees the arrays and indices filled up to it. */
    private volatile int count;

    @Override
    public void accept(TraceEvent event) {
        int n = count;
        if (n == 0) {
            firstNumber = event.number();
        } else if (event.number() != firstNumber + n) {
            throw new IllegalArgumentException("trace numbers must be dense: expected " + (firstNumber + n)
                    + ", got " + event.number());
        }
        if (n == events.length) {
            events = Arrays.copyOf(events, n * 2);
            times = Arrays.copyOf(times, n * 2);
        }
        events[n] = event;
        times[n] = event.timePs();
        byType.computeIfAbsent(event.getClass(), k -> new Positions()).add(n);
        int node = event.node();
        if (node >= 0) {
            if (node >= byNode.length) {
                byNode = Arrays.copyOf(byNode, Math.max(node + 1, byNode.length * 2));
            }
            if (byNode[node] == null) {
                byNode[node] = new Positions();
            }
            byNode[node].add(n);
        }
        count = n + 1;
    }

    /** Number of records so far. */
    public int size() {
        return count;
    }

    /** An immutable view of the records appended so far. */
    public Snapshot snapshot() {
        int n = count;
        Map<Class<?>, int[]> types = new HashMap<>();
        byType.forEach((type, positions) -> types.put(type, positions.upTo(n)));
        Positions[] nodes = byNode;
        int[][] nodePositions = new int[nodes.length][];
        for (int i = 0; i < nodes.length; i++) {
            nodePositions[i] = nodes[i] == null ? new int[0] : nodes[i].upTo(n);
        }
        return new Snapshot(events, times, n, firstNumber, types, nodePositions);
    }

    /** A growable int list whose prefix below any published count stays readable. */
    private static final class Positions {
        private int[] items = new int[64];
        private int size;

        void add(int position) {
            if (size == items.length) {
                items = Arrays.copyOf(items, size * 2);
            }
            items[size++] = position;
        }

        int[] upTo(int limit) {
            int[] current = items;
            int end = Math.min(size, current.length);
            int cut = Arrays.binarySearch(current, 0, end, limit);
            return Arrays.copyOf(current, cut >= 0 ? cut : -cut - 1);
        }
    }

    /**
     * The records of a log at one moment: positions run from 0 to {@link #size()} - 1, and the record at position
     * {@code i} has number {@code firstNumber() + i}.
     */
    public static final class Snapshot {
        private final TraceEvent[] events;
        private final long[] times;
        private final int size;
        private final long firstNumber;
        private final Map<Class<?>, int[]> byType;
        private final int[][] byNode;

        private Snapshot(TraceEvent[] events, long[] times, int size, long firstNumber,
                         Map<Class<?>, int[]> byType, int[][] byNode) {
            this.events = events;
            this.times = times;
            this.size = size;
            this.firstNumber = firstNumber;
            this.byType = byType;
            this.byNode = byNode;
        }

        public int size() {
            return size;
        }

        /** Number of the first record (0 for a whole run). */
        public long firstNumber() {
            return size == 0 ? 0 : firstNumber;
        }

        public TraceEvent at(int position) {
            if (position < 0 || position >= size) {
                throw new IndexOutOfBoundsException("position " + position + " of " + size);
            }
            return events[position];
        }

        /** The record with trace number {@code number}. */
        public TraceEvent byNumber(long number) {
            return at(Math.toIntExact(number - firstNumber()));
        }

        /** The stack that wrote the trace, as its {@code RunStarted} names it; "" when none does (none, or no start). */
        public String stack() {
            return size > 0 && events[0] instanceof TraceEvent.RunStarted start ? start.stack() : "";
        }

        /** Time of the last record in picoseconds, or 0 when empty. */
        public long endTimePs() {
            return size == 0 ? 0 : times[size - 1];
        }

        /** Position of the first record at or after {@code timePs}; {@link #size()} when there is none. */
        public int firstAtOrAfter(long timePs) {
            int lo = 0;
            int hi = size;
            while (lo < hi) {
                int mid = (lo + hi) >>> 1;
                if (times[mid] < timePs) {
                    lo = mid + 1;
                } else {
                    hi = mid;
                }
            }
            return lo;
        }

        /** Position of the last record at or before {@code timePs}; -1 when there is none. */
        public int lastAtOrBefore(long timePs) {
            return firstAtOrAfter(timePs + 1) - 1;
        }

        /** Positions of all records of {@code type}, ascending (a copy). */
        public int[] positionsOf(Class<? extends TraceEvent> type) {
            return byType.getOrDefault(type, new int[0]).clone();
        }

        /** How many records of {@code type} there are. */
        public int countOf(Class<? extends TraceEvent> type) {
            int[] positions = byType.get(type);
            return positions == null ? 0 : positions.length;
        }

        /** Position of the next record of {@code type} after {@code position}; -1 when there is none. */
        public int nextOf(Class<? extends TraceEvent> type, int position) {
            return after(byType.get(type), position);
        }

        /** Position of the previous record of {@code type} before {@code position}; -1 when there is none. */
        public int previousOf(Class<? extends TraceEvent> type, int position) {
            return before(byType.get(type), position);
        }

        /** Position of the next record at {@code node} after {@code position}; -1 when there is none. */
        public int nextAt(int node, int position) {
            return after(node >= 0 && node < byNode.length ? byNode[node] : null, position);
        }

        /** Position of the previous record at {@code node} before {@code position}; -1 when there is none. */
        public int previousAt(int node, int position) {
            return before(node >= 0 && node < byNode.length ? byNode[node] : null, position);
        }

        private static int after(int[] positions, int position) {
            if (positions == null) {
                return -1;
            }
            int i = Arrays.binarySearch(positions, position + 1);
            int at = i >= 0 ? i : -i - 1;
            return at < positions.length ? positions[at] : -1;
        }

        private static int before(int[] positions, int position) {
            if (positions == null) {
                return -1;
            }
            int i = Arrays.binarySearch(positions, position);
            int at = (i >= 0 ? i : -i - 1) - 1;
            return at >= 0 ? positions[at] : -1;
        }
    }
}
