package org.ccw.engine.hw.link;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.Egress;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.Tracer;

/**
 * A bounded FIFO in front of a {@link Channel}: a NIC's send FIFO or a switch's output-port buffer. The buffer
 * holds waiting cells only: the cell being serialized has left it, so a queue of capacity {@code B} holds at most
 * {@code B} cells plus one on the line.
 *
 * <p>Service is first-come first-served at the line rate, so when a cell is accepted its departure time is already
 * known: the later of its entry and the moment the line frees. The queue therefore hands the cell to the channel
 * at once, with that departure time, and only remembers when each waiting cell entered and will leave; cells
 * leave the buffer when their time comes, without events of their own. A cell may also be accepted ahead of its
 * entry ({@link #offerAt}): a switch decides on a cell as it arrives, though it reaches the output buffer only after
 * the fabric latency. That is exact as long as every cell reaches the queue after the same delay, so that cells
 * are offered in order of entry.
 *
 * <p>Length changes are traced as {@code QueueLengthChanged} of a {@link QueueId} of the given kind at the line's
 * sending end, at each entry that has to wait and (through the channel's trace-only departure event) whenever a
 * waiting cell goes onto the line.
 */
public final class TransmitQueue implements Egress {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Channel line;
    private final QueueId id;
    private final int capacity;
    /** Entry and departure times (ps) of cells not yet on the line, in order of entry (a ring). */
    private long[] entries = new long[16];
    private long[] departures = new long[16];
    private int head;
    private int size;
    private long lineFreeAtPs;

    /**
     * @param kind     the queue's kind in the trace ({@link QueueId#PORT}, {@link QueueId#NIC_OUT})
     * @param capacity cells the buffer holds, not counting the one on the line
     */
    public TransmitQueue(Scheduler scheduler, Tracer tracer, Channel line, String kind, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException(kind + ": capacity must be >= 1 cell");
        }
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.line = line;
        this.id = new QueueId(kind, line.from().node(), line.from().port());
        this.capacity = capacity;
        if (tracer.isOn()) {
            line.onDepartureTraced(() -> traceLength(waitingAt(scheduler.now())));
        }
    }

    /** Cells waiting now (not counting the one on the line). */
    @Override
    public int length() {
        return waitingAt(scheduler.now());
    }

    /** Cells that will be waiting at {@code timePs} (not before now), counting only cells offered so far. */
    public int waitingAt(long timePs) {
        forgetDeparted();
        int waiting = 0;
        for (int i = 0; i < size; i++) {
            int at = (head + i) % entries.length;
            if (entries[at] <= timePs && departures[at] > timePs) {
                waiting++;
            }
        }
        return waiting;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    public Channel line() {
        return line;
    }

    /**
     * Takes {@code cell} for transmission now. Returns false, leaving the cell to the caller (who traces the drop
     * with its own reason), when the buffer is full.
     */
    @Override
    public boolean offer(Cell cell) {
        return offerAt(cell, scheduler.now());
    }

    /**
     * Takes {@code cell}, which reaches the buffer at {@code entryPs} (now or later, and not before any cell
     * offered earlier), deciding now as the buffer will stand then. Returns false when it will be full.
     */
    public boolean offerAt(Cell cell, long entryPs) {
        int waiting = waitingAt(entryPs);
        if (waiting == capacity) {
            return false;
        }
        long departPs = Math.max(entryPs, lineFreeAtPs);
        if (departPs > entryPs) {
            remember(entryPs, departPs);
            int length = waiting + 1;
            if (tracer.isOn()) {
                if (entryPs == scheduler.now()) {
                    traceLength(length);
                } else {
                    scheduler.schedule(entryPs - scheduler.now(), () -> traceLength(length));
                }
            }
        }
        lineFreeAtPs = departPs + line.transmit(cell, departPs);
        return true;
    }

    private void forgetDeparted() {
        long now = scheduler.now();
        while (size > 0 && departures[head] <= now) {
            head = (head + 1) % entries.length;
            size--;
        }
    }

    private void remember(long entryPs, long departPs) {
        if (size == entries.length) {
            long[] entriesLarger = new long[size * 2];
            long[] departuresLarger = new long[size * 2];
            for (int i = 0; i < size; i++) {
                entriesLarger[i] = entries[(head + i) % entries.length];
                departuresLarger[i] = departures[(head + i) % entries.length];
            }
            entries = entriesLarger;
            departures = departuresLarger;
            head = 0;
        }
        int at = (head + size) % entries.length;
        entries[at] = entryPs;
        departures[at] = departPs;
        size++;
    }

    private void traceLength(int length) {
        tracer.queueLengthChanged(id.owner(), id.index(), id, length, capacity);
    }
}
