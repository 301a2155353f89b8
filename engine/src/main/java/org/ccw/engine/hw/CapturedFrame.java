package org.ccw.engine.hw;

import org.ccw.engine.topology.NicKind;

/**
 * One frame as it left a host, for {@link PacketCapture}: on an ATM interface a single cell (its 48 payload bytes)
 * or a whole AAL5 packet (its CPCS-PDU, padding and trailer included, as one record, as a capture of a
 * segmenting card shows it); on a packet interface (Ethernet, Myrinet) the frame the stack sent.
 *
 * @param timePs      virtual time the host handed it (the first cell of an AAL5 packet) to its interface
 * @param source      node id of the sending host
 * @param destination node id of the receiving host
 * @param nic         the sending host's interface, by index
 * @param medium      what that interface is
 * @param cells       cells it took on an ATM interface (1 for a single-cell message), 1 for a packet
 * @param bytes       its bytes, or null when the sender put none in its cells (a raw traffic generator, or a stack
 *                    that models its packets as objects, not bytes)
 * @param lengthBytes its length on its medium, without the link's own header: 48 per cell, the frame's length for a
 *                    packet
 * @param kind        the stack's word for it (request, reply, data, ...), as in the trace
 * @param messageId   the message id the trace follows it under
 */
public record CapturedFrame(long timePs, int source, int destination, int nic, NicKind medium, int cells,
                            byte[] bytes, int lengthBytes, String kind, long messageId) {
}
