/**
 * The ATM switch of the SSAM and DVCM papers (Fore ASX-100, ForeRunner ASX-200WG): output-queued, with a buffer
 * of a fixed number of cells per output port and no flow control. A cell crosses the fabric in the switch's
 * fabric latency and joins its output port's {@link org.ccw.engine.hw.link.TransmitQueue}; when the buffer is
 * full it is dropped ({@code CellDropped}, {@code BUFFER_FULL}) — the cell loss under contention that SSAM's
 * retransmission and DVCM's sender coordination exist for. The switch's
 * {@link org.ccw.engine.topology.PacketDiscard} policy says what it does with the rest of an AAL5 packet, which the
 * receiver discards whole once it lost a cell: {@code NONE} forwards the rest; {@code PARTIAL} (Partial Packet
 * Discard, what seed 001's footnote calls Early Packet Discard) drops every remaining cell of a packet once one is
 * dropped ({@code PARTIAL_PACKET_DISCARD}); {@code EARLY} (Early Packet Discard proper) does that and also refuses a
 * new packet whole while its port holds at least the threshold number of cells ({@code EARLY_PACKET_DISCARD}), so
 * that the buffer is kept for packets already under way.
 */
package org.ccw.engine.hw.atm;
