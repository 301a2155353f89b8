package org.ccw.engine.dvcm;

/**
 * A data message that reached an application: placed in its memory by the NI's DMA and announced by a completion
 * word it polls.
 *
 * @param source      node id of the sending host
 * @param bytes       user bytes
 * @param tag         the sender's label
 * @param deliveredPs virtual time, picoseconds, at which the completion became visible in host memory
 */
public record Delivery(int source, int bytes, long tag, long deliveredPs) {
}
