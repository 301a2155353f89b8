package org.ccw.engine.hw.link;

import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.Egress;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

/**
 * A bounded FIFO in front of a {@link Channel}: a NIC's send FIFO or a switch's output-port buffer. The buffer
 * holds waiting cells only: the cell being serialized has left it, so a queue of capacity {@code B} holds at most
 * {@code B} cells plus one on the line.
 *
 * <p>Service is first-come first-served at the line rate, so when a cell is accepted its departure time is already
 * known: the later of now and the moment the line frees. The queue therefore hands the cell to the channel at
 * once, with that departure time, and only remembers the departure times of the cells still waiting; a cell
 * leaves the buffer when its time comes, without an event of its own. Length changes are traced as
 * {@code QueueLengthChanged} under the queue's name, on acceptance and (by the channel's trace-only departure
 * event) when a waiting cell goes onto the line.
 */
public final class TransmitQueue implements Egress {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Channel line;
    private final String name;
    private final int capacity;
    /** Departure times (ps) of the waiting cells, in order; grows on demand up to the capacity. */
    private long[] departures;
    private int head;
    private int length;
    private long lineFreeAtPs;

    /** @param capacity cells the buffer holds, not counting the one on the line */
    public TransmitQueue(Scheduler scheduler, Tracer tracer, Channel line, String name, int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException(name + ": capacity must be >= 1 cell");
        }
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.line = line;
        this.name = name;
        this.capacity = capacity;
        this.departures = new long[Math.min(capacity, 16)];
        if (tracer.isOn()) {
            line.onDepartureTraced(this::traceLength);
        }
    }

    /** Cells waiting now (not counting the one on the line). */
    @Override
    public int length() {
        forgetDeparted();
        return length;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    public Channel line() {
        return line;
    }

    /**
     * Takes {@code cell} for transmission. Returns false, leaving the cell to the caller (who traces the drop
     * with its own reason), when the buffer is full.
     */
    @Override
    public boolean offer(Cell cell) {
        forgetDeparted();
        if (length == capacity) {
            return false;
        }
        long now = scheduler.now();
        long departPs = Math.max(now, lineFreeAtPs);
        if (departPs > now) {
            remember(departPs);
            traceLength();
        }
        lineFreeAtPs = departPs + line.transmit(cell, departPs);
        return true;
    }

    private void forgetDeparted() {
        long now = scheduler.now();
        while (length > 0 && departures[head] <= now) {
            head = (head + 1) % departures.length;
            length--;
        }
    }

    private void remember(long departPs) {
        if (length == departures.length) {
            long[] larger = new long[(int) Math.min((long) departures.length * 2, capacity)];
            for (int i = 0; i < length; i++) {
                larger[i] = departures[(head + i) % departures.length];
            }
            departures = larger;
            head = 0;
        }
        departures[(head + length) % departures.length] = departPs;
        length++;
    }

    private void traceLength() {
        tracer.queueLengthChanged(line.from().node(), line.from().port(), name, length(), capacity);
    }
}
