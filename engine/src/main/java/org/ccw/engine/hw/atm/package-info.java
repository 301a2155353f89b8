/**
 * The ATM switch of the SSAM and DVCM papers (Fore ASX-100, ForeRunner ASX-200WG): output-queued, with a buffer
 * of a fixed number of cells per output port and no flow control. A cell crosses the fabric in the switch's
 * fabric latency and joins its output port's {@link org.ccw.engine.hw.link.TransmitQueue}; when the buffer is
 * full it is dropped ({@code CellDropped}, {@code BUFFER_FULL}) — the cell loss under contention that SSAM's
 * retransmission and DVCM's sender coordination exist for. With Early Packet Discard a port refuses a whole new
 * AAL5 packet when it already holds the threshold number of cells, and once any cell of a packet is dropped it
 * drops the rest of that packet ({@code EARLY_PACKET_DISCARD}), since the receiver would discard the truncated
 * packet anyway.
 */
package org.ccw.engine.hw.atm;
