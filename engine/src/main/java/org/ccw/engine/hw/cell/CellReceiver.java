package org.ccw.engine.hw.cell;

/** A node's side of a link: it is handed each cell whose last bit has arrived on one of its ports. */
@FunctionalInterface
public interface CellReceiver {
    /** Called at the arrival time, after the arrival has been traced. */
    void cellArrived(Cell cell, int port);
}
