package org.ccw.engine.dvcm.module;

/**
 * A data message the execution unit is sending with the default service (zero-copy, unreliable): its cells are
 * read from the application's memory by DMA, segmented into one AAL5 packet and pushed onto the link one at a
 * time. A module follows the transmission's progress through these callbacks, which run on the unit.
 */
public interface Transmission {

    /**
     * Puts the message in line for the link. A transmission from {@link ModuleContext#prepare} waits (its bytes
     * already moving into NI memory) until this is called; one from {@link ModuleContext#transmit} is started.
     */
    void start();

    /** Cells of the AAL5 packet (payload, 8-byte trailer, padding to whole 48-byte cells). */
    int cells();

    /**
     * Runs {@code action} when only {@code cells} cells of the message are left to go onto the link (at once, before
     * the first cell, when the message has no more than that). Early Token Release hangs on this.
     */
    void whenCellsLeft(int cells, Runnable action);

    /** Runs {@code action} when the last cell has left the network interface: the transmission has ended. */
    void whenEnded(Runnable action);
}
