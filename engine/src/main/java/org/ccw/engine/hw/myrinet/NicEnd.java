package org.ccw.engine.hw.myrinet;

import java.util.function.LongSupplier;

import org.ccw.engine.hw.cell.Cell;
import org.ccw.engine.hw.link.LinkFaults;
import org.ccw.engine.hw.nic.Nic;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.Tracer;

/**
 * The destination end of a path: the head waits for a receive-FIFO slot (backpressure), then the body streams. The
 * link into the NIC applies the scenario's faults to the whole packet as it lands (Myrinet drops nothing under
 * contention, but a lossy link, a damaged packet, a duplicate or a late one are the scenario's to inject): a lost
 * packet frees its slot and is recorded dropped; a damaged one arrives flagged; a duplicate follows it; a
 * reordered one lands late, so a later packet may overtake it.
 */
final class NicEnd implements HeadReceiver {
    private final Nic nic;
    private final LinkFaults faults;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final LongSupplier cellIds;

    /** @param faults the faults of the link into the NIC, or null when nothing can strike it */
    NicEnd(Nic nic, LinkFaults faults, Scheduler scheduler, Tracer tracer, LongSupplier cellIds) {
        this.nic = nic;
        this.faults = faults;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.cellIds = cellIds;
    }

    @Override
    public void headArrived(Worm worm, WormLine via) {
        nic.reserveSlot(() -> worm.stream(() -> land(worm.packet())));
    }

    private void land(Cell packet) {
        if (faults == null) {
            nic.reservedArrived(packet);
            return;
        }
        LinkFaults.Fate fate = faults.next();
        if (fate.death() != null) {
            nic.releaseSlot();
            tracer.cellDropped(nic.host(), nic.index(), packet, fate.death());
            return;
        }
        Cell delivered = fate.corrupt() ? packet.corruptedCopy() : packet;
        long late = fate.reorderDelayPs() + fate.scriptedDelayPs();
        if (late > 0) {
            scheduler.schedule(late, () -> nic.reservedArrived(delivered));
        } else {
            nic.reservedArrived(delivered);
        }
        if (fate.duplicate()) {
            Cell copy = delivered.duplicate(cellIds.getAsLong());
            tracer.cellDuplicated(nic.host(), nic.index(), copy, packet.cellId());
            scheduler.schedule(late, () -> nic.cellArrived(copy, nic.index()));
        }
    }
}
