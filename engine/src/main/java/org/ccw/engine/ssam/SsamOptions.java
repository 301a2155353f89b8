package org.ccw.engine.ssam;

/**
 * Per-process SSAM settings.
 *
 * @param window              sliding-window size w per connection, 1..{@value SsamCell#MAX_WINDOW} cells
 * @param retransmitTimeoutPs picoseconds a requester waits for a reply or ACK before sending its unacknowledged
 *                            requests again
 */
public record SsamOptions(int window, long retransmitTimeoutPs) {

    public SsamOptions {
        if (window < 1 || window > SsamCell.MAX_WINDOW) {
            throw new IllegalArgumentException("SSAM window must be 1.." + SsamCell.MAX_WINDOW
                    + " cells (7-bit sequence numbers in the 16-bit flow-control field), got " + window);
        }
        if (retransmitTimeoutPs <= 0) {
            throw new IllegalArgumentException("retransmission timeout must be > 0 ps");
        }
    }

    /** Cells a process pre-allocates per peer: 4w (seed 000 §3.3.1). */
    public int bufferCellsPerPeer() {
        return 4 * window;
    }

    /**
     * Pinned bytes per peer, with each 56-byte SBA-100 cell in a 64-byte slot: 8 KB at w = 32, as the paper
     * reports (§3.4.4).
     */
    public long bufferBytesPerPeer() {
        return bufferCellsPerPeer() * 64L;
    }
}
