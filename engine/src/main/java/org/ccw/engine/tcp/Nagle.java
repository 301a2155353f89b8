package org.ccw.engine.tcp;

/**
 * When the sender may send a segment (RFC 1122 §4.2.3.4): a full-sized one whenever the windows allow; a smaller
 * one only when it carries all the data queued and nothing sent is unacknowledged — Nagle's algorithm (RFC 896),
 * which {@code TCP_NODELAY} turns off — or when it is at least half the largest window the receiver has offered
 * (the sender's silly-window avoidance).
 */
public final class Nagle {
    private Nagle() {
    }

    /**
     * @param length          the segment's bytes, as the windows and the queue allow
     * @param queued          bytes written and not yet sent
     * @param mss             a full-sized segment
     * @param unacknowledged  whether sent data is waiting for its acknowledgment
     * @param noDelay         {@code TCP_NODELAY}
     * @param maxWindowOffered the largest window the receiver has advertised
     */
    public static boolean maySend(long length, long queued, int mss, boolean unacknowledged, boolean noDelay,
            long maxWindowOffered) {
        if (length <= 0) {
            return false;
        }
        if (length >= mss) {
            return true;
        }
        if (length >= queued && (noDelay || !unacknowledged)) {
            return true;
        }
        return length >= maxWindowOffered / 2;
    }
}
