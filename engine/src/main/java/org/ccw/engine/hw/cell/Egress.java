package org.ccw.engine.hw.cell;

/** Where a NIC's send FIFO drains to: a cell link's transmit queue, or a Myrinet packet sender. */
public interface Egress {
    /** Takes {@code cell} for transmission; false when the FIFO is full (the cell is not taken). */
    boolean offer(Cell cell);

    /** Cells or packets waiting. */
    int length();

    int capacity();
}
