package org.ccw.engine.amii;

/**
 * When a poll also polls the network (seed 002 §3.3): a network poll reads uncached NIC memory and costs about ten
 * shared-memory polls, so the multi-protocol layer polls the network only every {@link #interval()}-th time and
 * then accepts up to that many network messages. The fractional strategy keeps the interval fixed (1: every poll);
 * the adaptive strategy moves it between {@code shortest} and {@code longest} with the number of network messages
 * the last {@code history} network polls received: none, the longest; as many as polls (or more), the shortest; in
 * between, in proportion — our reading of "ranges between frequencies of one in eight and one in thirty-two based on
 * the number of network messages received by the last thirty-two network polls" (the paper gives the bounds and
 * what the rate depends on, not the rule between them).
 */
final class NetworkPolling {
    private final int shortest;
    private final int longest;
    private final int history;
    private final boolean adaptive;
    /** Messages each of the last {@code history} network polls received, oldest first overwritten. */
    private final int[] received;
    private int next;
    private int sum;
    private int sinceNetworkPoll;

    private NetworkPolling(int shortest, int longest, int history, boolean adaptive) {
        if (shortest < 1 || longest < shortest || history < 1) {
            throw new IllegalArgumentException("network polling: 1 <= shortest <= longest, history >= 1");
        }
        this.received = new int[history];
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

    /** How many messages a network poll received: it moves the adaptive interval. */
    void record(int messages) {
        sum += messages - received[next];
        received[next] = messages;
        next = (next + 1) % history;
    }

    /** Polls per network poll now; also how many network messages one network poll accepts. */
    int interval() {
        if (!adaptive) {
            return shortest;
        }
        return longest - (longest - shortest) * Math.min(sum, history) / history;
    }
}
