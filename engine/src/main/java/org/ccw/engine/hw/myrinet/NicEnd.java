package org.ccw.engine.hw.myrinet;

import org.ccw.engine.hw.nic.Nic;

/** The destination end of a path: the head waits for a receive-FIFO slot (backpressure), then the body streams. */
final class NicEnd implements HeadReceiver {
    private final Nic nic;

    NicEnd(Nic nic) {
        this.nic = nic;
    }

    @Override
    public void headArrived(Worm worm, WormLine via) {
        nic.reserveSlot(() -> worm.stream(() -> nic.reservedArrived(worm.packet())));
    }
}
