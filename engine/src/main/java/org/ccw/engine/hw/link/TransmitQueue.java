package org.ccw.engine.hw.link;

import org.ccw.engine.hw.Cell;
import org.ccw.engine.hw.Egress;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

/**
 * A bounded FIFO in front of a {@link Channel}: a NIC's send FIFO or a switch's output-port buffer. A cell that
 * finds the line idle and nobody waiting goes straight onto the wire; otherwise it waits, and the queue wakes
 * itself when the line frees. The buffer holds waiting cells only: the cell being serialized has left it, so a
 * queue of capacity {@code B} holds at most {@code B} cells plus one on the line. Length changes are traced as
 * {@code QueueLengthChanged} under the queue's name.
 */
public final class TransmitQueue implements Egress {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Channel line;
    private final String name;
    private final int capacity;
    /** Grows on demand up to the capacity, so an unbounded queue (host-memory rings) costs nothing up front. */
    private Cell[] ring;
    private final Runnable serveNext = this::serveNext;
    private int head;
    private int length;
    private long lineFreeAtPs;
    private boolean wakeupPending;

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
        this.ring = new Cell[Math.min(capacity, 16)];
    }

    /** Cells waiting (not counting the one on the line). */
    @Override
    public int length() {
        return length;
    }

    @Override
    public int capacity() {
        return capacity;
    }

    public Channel line() {
        return line;
    }

    /** Whether a cell offered now would be refused. */
    public boolean full() {
        return length == capacity;
    }

    /**
     * Takes {@code cell} for transmission. Returns false, leaving the cell to the caller (who traces the drop
     * with its own reason), when the buffer is full.
     */
    @Override
    public boolean offer(Cell cell) {
        if (length == 0 && lineIdle()) {
            startTransmission(cell);
            return true;
        }
        if (length == capacity) {
            return false;
        }
        if (length == ring.length) {
            grow();
        }
        ring[(head + length) % ring.length] = cell;
        length++;
        traceLength();
        if (!wakeupPending) {
            wakeupPending = true;
            scheduler.schedule(lineFreeAtPs - scheduler.now(), serveNext);
        }
        return true;
    }

    private boolean lineIdle() {
        return lineFreeAtPs <= scheduler.now();
    }

    private void serveNext() {
        wakeupPending = false;
        Cell cell = ring[head];
        ring[head] = null;
        head = (head + 1) % ring.length;
        length--;
        traceLength();
        startTransmission(cell);
        if (length > 0) {
            wakeupPending = true;
            scheduler.schedule(lineFreeAtPs - scheduler.now(), serveNext);
        }
    }

    private void grow() {
        Cell[] larger = new Cell[(int) Math.min((long) ring.length * 2, capacity)];
        for (int i = 0; i < length; i++) {
            larger[i] = ring[(head + i) % ring.length];
        }
        ring = larger;
        head = 0;
    }

    private void startTransmission(Cell cell) {
        lineFreeAtPs = scheduler.now() + line.transmit(cell);
    }

    private void traceLength() {
        if (tracer.isOn()) {
            tracer.queueLengthChanged(line.from().node(), line.from().port(), name, length, capacity);
        }
    }
}
