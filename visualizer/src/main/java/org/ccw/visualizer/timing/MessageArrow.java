package org.ccw.visualizer.timing;

/**
 * One hop of a cell (or packet) on the wire: from the moment its first bit left a node to the moment its last bit
 * arrived at the next (or, for a cell lost on the wire, the moment it would have, where it is marked dropped). Or a
 * whole message, from its sending application to the receiving one, when none of its cells is drawn (a message
 * through shared memory has none): then {@code cellId} is -1 and {@code number} is its {@code MessageSent}.
 *
 * @param number         trace number of the {@code CellDeparted} (or {@code MessageSent}) record: what selecting the
 *                       arrow seeks to
 * @param cellId         the cell's id in the trace, -1 for a message
 * @param messageId      the message the cell belongs to (a request, its reply and its ACK share one in SSAM)
 * @param kind           the cell's kind: {@code request}, {@code reply}, {@code ack}, {@code data}, ...
 * @param drawnAs        the common kind it is drawn as: {@code kind}, or what the trace's stack's presentation draws
 *                       its own kind as (e.g. a DVCM grant as {@code control})
 * @param label          kind and the handler that ran for it at its destination, e.g. {@code request read_h}
 * @param fromLane       index of the sending lane
 * @param sendPs         departure time, ps
 * @param toLane         index of the receiving lane
 * @param arrivePs       arrival (or death) time, ps
 * @param retransmission whether the cell is a protocol's retransmission
 * @param dropped        whether the cell died at the end of this hop
 */
public record MessageArrow(long number, long cellId, long messageId, String kind, String drawnAs, String label,
                           int fromLane,
                           long sendPs, int toLane, long arrivePs, boolean retransmission, boolean dropped) {
}
