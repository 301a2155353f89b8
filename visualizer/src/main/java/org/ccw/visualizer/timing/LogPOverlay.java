package org.ccw.visualizer.timing;

import java.util.List;

import org.ccw.engine.kernel.Time;

/**
 * LogP's parameters as measured on one request/reply pair (Culler et al.; the papers' cost breakdowns use the
 * same split): the request's send overhead o_s, its latency L from leaving the sender's NIC to arriving at the
 * receiver's, the receive overhead o_r before its handler ran, and the gap g from the request's injection to the
 * sender's next injection. A message with no cells (shared memory) has L from its hand-off to its delivery; a
 * message that arrived before the receiver's poll took it has a {@code wait} between its arrival and its delivery.
 *
 * @param messageId the pair's message id
 * @param bands     the measured intervals, in the order o_s, L, wait, o_r, g (wait only when the message waited,
 *                  o_r only when the trace shows one, g only when the sender sent again)
 */
public record LogPOverlay(long messageId, List<Band> bands) {
    public static final String O_S = "o_s";
    public static final String L = "L";
    /** From a message's arrival to its delivery: until the receiver's poll took it. */
    public static final String WAIT = "wait";
    public static final String O_R = "o_r";
    public static final String G = "g";

    public LogPOverlay {
        bands = List.copyOf(bands);
    }

    /** One parameter: its name and the interval it was measured over, ps. */
    public record Band(String name, long startPs, long endPs) {

        public double micros() {
            return Time.toMicros(endPs - startPs);
        }

        /** {@code o_s 4.00 µs}. */
        public String label() {
            return String.format(java.util.Locale.ROOT, "%s %.2f \u00b5s", name, micros());
        }
    }
}
