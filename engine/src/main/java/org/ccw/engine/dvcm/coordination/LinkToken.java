package org.ccw.engine.dvcm.coordination;

import org.ccw.engine.dvcm.module.Transmission;

import java.util.ArrayDeque;
import java.util.Arrays;

/**
 * One execution unit's knowledge of the token of one link (seed 001 §4.2): whether it holds the token, whom it
 * suspects of holding it, the requests it has registered, its own messages waiting for the token, and whether a
 * coordinated transmission of its own is under way. While the unit holds the token, {@code served} is the token's
 * own record of the last request each unit had granted; it travels in {@code GRANT_LINK} so the next holder can
 * tell a registration that is still wanted from one already served.
 */
final class LinkToken {
    final int token;
    final int destination;
    boolean held;
    int suspectedHolder;
    boolean sending;
    boolean requested;
    int ownRequest;
    int[] served;
    final ArrayDeque<int[]> registered = new ArrayDeque<>();
    final ArrayDeque<PendingSend> waiting = new ArrayDeque<>();
    long burstBytes;
    long burstQuietAtPs;

    /** A message waiting for the token; the first in line is staged in NI memory ({@code staged} non-null). */
    static final class PendingSend {
        final int bytes;
        final long tag;
        Transmission staged;

        PendingSend(int bytes, long tag) {
            this.bytes = bytes;
            this.tag = tag;
        }
    }

    LinkToken(int token, int destination, int unitSlots, int initialHolder) {
        this.token = token;
        this.destination = destination;
        this.served = new int[unitSlots];
        this.suspectedHolder = initialHolder;
    }

    /** Registers {@code requester}'s request {@code seq} unless it is already registered or served. */
    boolean register(int requester, int seq) {
        if (held && served[requester] >= seq) {
            return false;
        }
        for (int[] r : registered) {
            if (r[0] == requester && r[1] >= seq) {
                return false;
            }
        }
        registered.add(new int[] {requester, seq});
        return true;
    }

    /** The oldest registered request the token has not served yet (stale ones are forgotten); null if none. */
    int[] nextLiveRequest() {
        while (!registered.isEmpty()) {
            int[] r = registered.peek();
            if (served[r[0]] < r[1]) {
                return r;
            }
            registered.poll();
        }
        return null;
    }

    /** Takes the token with the served record it carried. */
    void acquire(int[] carried) {
        held = true;
        served = Arrays.copyOf(carried, carried.length);
    }
}
