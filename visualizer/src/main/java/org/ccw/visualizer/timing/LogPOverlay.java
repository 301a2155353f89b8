package org.ccw.visualizer.timing;

import java.util.List;

import org.ccw.engine.kernel.Time;

/**
 * LogP's parameters as measured on one request/reply pair (Culler et al.; the papers' cost breakdowns use the
 * same split): the request's send overhead o_s, its latency L from leaving the sender's NIC to arriving at the
 * receiver's, the receive overhead o_r before its handler ran, and the gap g from the request's injection to the
 * sender's next injection.
 *
 * @param messageId the pair's message id
 * @param bands     the measured intervals, in the order o_s, L, o_r, g (g only when the sender sent again)
 */
public record LogPOverlay(long messageId, List<Band> bands) {

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
