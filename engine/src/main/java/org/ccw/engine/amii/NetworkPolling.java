package org.ccw.engine.amii;

/**
 * When a poll also polls the network (seed 002 §3.3): a network poll reads uncached NIC memory and costs about ten
 * shared-memory polls, so the multi-protocol layer polls the network only every {@link #interval()}-th time and
 * then accepts up to that many network messages. The fractional strategy keeps the interval fixed (1: every poll);
 * the adaptive strategy moves it between {@code shortest} and {@code longest} with the history of the last
 * {@code history} network polls: the more of them found a message, the shorter the interval — our reading of "polls
 * the network whenever the history predicts the presence of a message, bounded by a minimum polling rate of one in
 * thirty-two and a maximum rate of one in eight".
 */
final class NetworkPolling {
    private final int shortest;
    private final int longest;
    private final int history;
    private final boolean adaptive;
    private long found;
    private int sinceNetworkPoll;

    private NetworkPolling(int shortest, int longest, int history, boolean adaptive) {
        if (shortest < 1 || longest < shortest || history < 1 || history > Long.SIZE) {
            throw new IllegalArgumentException("network polling: 1 <= shortest <= longest, history 1.." + Long.SIZE);
        }
        this.shortest = shortest;
        this.longest = longest;
        this.history = history;
        this.adaptive = adaptive;
    }

    /** One network poll in every {@code k} polls. */
    static NetworkPolling fractional(int k) {
        return new NetworkPolling(k, k, 1, false);
    }

    /** The paper's adaptive strategy between 1 in {@code shortest} and 1 in {@code longest}. */
    static NetworkPolling adaptive(int shortest, int longest, int history) {
        return new NetworkPolling(shortest, longest, history, true);
    }

    /** Whether this poll is one that polls the network too; call once per poll. */
    boolean due() {
        if (++sinceNetworkPoll < interval()) {
            return false;
        }
        sinceNetworkPoll = 0;
        return true;
    }

    /** What a network poll found: it moves the adaptive interval. */
    void record(boolean foundMessage) {
        long mask = history == Long.SIZE ? -1L : (1L << history) - 1;
        found = (found << 1 | (foundMessage ? 1 : 0)) & mask;
    }

    /** Polls per network poll now; also how many network messages one network poll accepts. */
    int interval() {
        if (!adaptive) {
            return shortest;
        }
        return longest - (longest - shortest) * Long.bitCount(found) / history;
    }
}
