package org.ccw.engine.dvcm;

/**
 * A data message that reached an application: placed in its memory by the NI's DMA and announced by a completion
 * word it polls.
 *
 * @param source      node id of the sending host
 * @param messageId   the AAL5 packet's id, as its cells and its {@code MessageSent} record carry it
 * @param bytes       user bytes
 * @param tag         the sender's label
 * @param deliveredPs virtual time, picoseconds, at which the completion became visible in host memory
 */
public record Delivery(int source, long messageId, int bytes, long tag, long deliveredPs) {
}
