package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.cell.Egress;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

/**
 * A Myrinet NIC's send side: up to {@code capacity} packets wait, in order, for the NIC's outgoing line; each
 * takes it when the packet before has released it (after its tail reached the destination).
 */
final class WormSender implements Egress {
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final WormLine line;
    private final HeadReceiver farEnd;
    private final int capacity;
    private int waiting;

    WormSender(Scheduler scheduler, Tracer tracer, WormLine line, HeadReceiver farEnd, int capacity) {
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.line = line;
        this.farEnd = farEnd;
        this.capacity = capacity;
    }

    @Override
    public boolean offer(Cell packet) {
        if (waiting >= capacity) {
            return false;
        }
        waiting++;
        new Worm(packet, scheduler, tracer).advance(line, farEnd, () -> waiting--);
        return true;
    }

    @Override
    public int length() {
        return waiting;
    }

    @Override
    public int capacity() {
        return capacity;
    }
}
