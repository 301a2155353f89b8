package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** How often a poll also polls the network: fixed, or adapting between 1 in 8 and 1 in 32 (seed 002 §3.3, §3.5). */
class NetworkPollingTest {

    @Test
    void theFractionalStrategyPollsTheNetworkEveryKthTime() {
        NetworkPolling every4 = NetworkPolling.fractional(4);

        assertEquals("...!...!...!", pattern(every4, 12));
        assertEquals(4, every4.interval(), "and then accepts up to 4 network messages");
    }

    @Test
    void theAdaptiveStrategyPollsAtTheUpperBoundWhileTheHistoryPredictsAMessage() {
        NetworkPolling adaptive = NetworkPolling.adaptive(8, 32, 32);
        assertEquals(32, adaptive.interval(), "no history: nothing predicted, the lower bound");

        adaptive.record(1);
        assertEquals(8, adaptive.interval(), "one message among the recent network polls: the upper bound");

        IntStream.range(0, 31).forEach(i -> adaptive.record(0));
        assertEquals(8, adaptive.interval(), "the message is still among the last 32 network polls");

        adaptive.record(0);
        assertEquals(32, adaptive.interval(), "the history forgets what is older than 32 network polls");

        IntStream.range(0, 32).forEach(i -> adaptive.record(4));
        assertEquals(8, adaptive.interval(), "a busy network never polls more often than one in eight");
    }

    @Test
    void aPredictedMessageIsLookedForEveryEighthPoll() {
        NetworkPolling adaptive = NetworkPolling.adaptive(8, 32, 32);
        adaptive.record(1);

        assertEquals(".......!.......!", pattern(adaptive, 16));
    }

    private static String pattern(NetworkPolling polling, int polls) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < polls; i++) {
            out.append(polling.due() ? '!' : '.');
        }
        return out.toString();
    }
}
