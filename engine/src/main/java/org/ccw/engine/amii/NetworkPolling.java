package org.ccw.engine.amii;

/**
 * When a poll also polls the network (seed 002 §3.3): a network poll reads uncached NIC memory and costs about ten
 * shared-memory polls, so the multi-protocol layer polls the network only every {@link #interval()}-th time and
 * then accepts up to that many network messages. The fractional strategy keeps the interval fixed (1: every poll).
 * The adaptive strategy "polls the network whenever a history of the last thirty-two network poll operations
 * predicts the presence of a message, bounded by a minimum polling rate of one in thirty-two and a maximum rate of
 * one in eight" (§3.5; §3.3: "Within the boundaries, the strategy polls whenever the history predicts the presence
 * of a message"): when any of the last {@code history} network polls received a message, a message is predicted
 * and the network is polled as often as the upper bound allows, one poll in {@code shortest}; when none did, as
 * seldom as the lower bound allows, one in {@code longest}. The paper does not say how the history predicts; taking
 * any recent network message as the prediction is our reading, the one that needs no threshold of its own. (A rate
 * moving in proportion to the count, our earlier reading, left a network ping-pong, one message a round trip, near
 * one network poll in 28 and its round trip 17 us above the single-protocol layer's, where §4.2 finds "the gap and
 * round trip times remain unchanged".)
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

    /** Whether this call to poll polls the network too; call once per call to poll, whatever shared memory held. */
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
        return sum > 0 ? shortest : longest;
    }
}
