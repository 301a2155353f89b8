package org.ccw.labs.ssam;

import java.util.Locale;

import org.ccw.engine.kernel.Time;
import org.ccw.labs.Check;

/**
 * What one permutation phase of {@code ssam-contention} did: cells sent (requests, acknowledgments and
 * retransmissions alike) and where cells died, requests sent and handled, and when the last host's last block was
 * acknowledged.
 *
 * @param cellsSent       cells the hosts' SSAM layers sent
 * @param switchDrops     cells dropped at full switch output-port buffers
 * @param fifoDrops       cells dropped at full NIC input FIFOs (292 cells on the SBA-100)
 * @param requestsSent    bulk-write requests, one per 32-byte cell of user data, retransmissions not counted
 * @param requestsHandled request handlers run at the destinations
 * @param userBytes       the blocks' bytes
 * @param finishedPs      when every host's blocks were acknowledged (ps), or -1 if the run did not get there
 * @param misplacedWords  doublewords not holding what the plan put there, at their destinations
 * @param busiestBlocks   blocks the most loaded destination receives (n - 1 for the cyclic shift)
 */
record PhaseOutcome(PermutationPattern pattern, int hosts, int window, long cellsSent, long switchDrops,
                    long fifoDrops, long retransmissions, long requestsSent, long requestsHandled, long userBytes,
                    long finishedPs, int misplacedWords, int busiestBlocks) {

    /** Cells dropped anywhere. */
    long drops() {
        return switchDrops + fifoDrops;
    }

    /** The suffix of this phase's metric names, e.g. {@code data_dependent_8h_w4}. */
    String tag() {
        return pattern.tag + "_" + hosts + "h_w" + window;
    }

    /** Cells dropped anywhere per cell sent. */
    double lossRate() {
        return cellsSent == 0 ? 0 : (double) drops() / cellsSent;
    }

    /** User bytes moved per microsecond of the phase (MB/s). */
    double goodputMBps() {
        return finishedPs <= 0 ? 0 : userBytes / Time.toMicros(finishedPs);
    }

    double phaseMicros() {
        return Time.toMicros(Math.max(finishedPs, 0));
    }

    /** E.g. {@code w = 4: loss 0.0310 (120 in switch buffers, 0 in input FIFOs), 300 retransmissions, 12.10 MB/s}. */
    String summary() {
        return String.format(Locale.ROOT, "w = %d: loss %.4f (%d in switch buffers, %d in input FIFOs),"
                + " %d retransmissions, %.2f MB/s", window, lossRate(), switchDrops, fifoDrops, retransmissions,
                goodputMBps());
    }

    /** Every block reached its slot with the right words, and every request's handler ran exactly once. */
    Check delivered() {
        boolean passed = finishedPs > 0 && misplacedWords == 0 && requestsHandled == requestsSent;
        return new Check("every_block_delivered_once_" + tag(), passed, String.format(Locale.ROOT,
                "%s, %d hosts, w = %d: %d of %d cells dropped, %d retransmissions, %d requests sent and %d handled,"
                        + " %d doublewords wrong at their destination%s", pattern.label, hosts, window,
                drops(), cellsSent, retransmissions, requestsSent, requestsHandled, misplacedWords,
                finishedPs > 0 ? "" : ", did not finish"));
    }
}
