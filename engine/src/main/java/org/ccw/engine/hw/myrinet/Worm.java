package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

import java.util.ArrayList;
import java.util.List;

/** A packet crossing the Myrinet fabric, and the lines it holds. */
final class Worm {
    private final Cell packet;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final List<WormLine> held = new ArrayList<>(3);

    Worm(Cell packet, Scheduler scheduler, Tracer tracer) {
        this.packet = packet;
        this.scheduler = scheduler;
        this.tracer = tracer;
    }

    Cell packet() {
        return packet;
    }

    /** Moves the head onto {@code line} (waiting for it if held), then on to whatever is at its far end. */
    void advance(WormLine line, HeadReceiver farEnd, Runnable onGranted) {
        line.acquire(() -> {
            held.add(line);
            onGranted.run();
            long headFlight = line.link().propagationPs();
            tracer.cellDeparted(line.from().node(), line.from().port(), packet, line.link().id(),
                    scheduler.now() + headFlight + line.serializationPs(packet.sizeBytes()));
            scheduler.schedule(headFlight, () -> farEnd.headArrived(this, line));
        });
    }

    /**
     * The path is complete: the body streams at the slowest held line's rate; when the tail has arrived, every
     * line is released and {@code delivered} runs.
     */
    void stream(Runnable delivered) {
        long tail = 0;
        for (WormLine line : held) {
            tail = Math.max(tail, line.serializationPs(packet.sizeBytes()));
        }
        scheduler.schedule(tail, () -> {
            WormLine last = held.get(held.size() - 1);
            tracer.cellArrived(last.to().node(), last.to().port(), packet, last.link().id());
            for (WormLine line : held) {
                line.release();
            }
            delivered.run();
        });
    }
}
