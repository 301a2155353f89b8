package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

/** How often a poll also polls the network: fixed, or adapting between 1 in 8 and 1 in 32 (seed 002 §3.3). */
class NetworkPollingTest {

    @Test
    void theFractionalStrategyPollsTheNetworkEveryKthTime() {
        NetworkPolling every4 = NetworkPolling.fractional(4);

        assertEquals("...!...!...!", pattern(every4, 12));
        assertEquals(4, every4.interval(), "and then accepts up to 4 network messages");
    }

    @Test
    void theAdaptiveWindowOpensWhenTheNetworkIsBusyAndClosesWhenItIsQuiet() {
        NetworkPolling adaptive = NetworkPolling.adaptive(8, 32, 32);
        assertEquals(32, adaptive.interval(), "no history: the longest interval");

        IntStream.range(0, 32).forEach(i -> adaptive.record(1));
        assertEquals(8, adaptive.interval(), "a message for every recent network poll: the shortest");

        IntStream.range(0, 16).forEach(i -> adaptive.record(0));
        assertEquals(20, adaptive.interval(), "half as many: halfway");

        IntStream.range(0, 32).forEach(i -> adaptive.record(0));
        assertEquals(32, adaptive.interval(), "the history forgets what is older than 32 network polls");

        IntStream.range(0, 4).forEach(i -> adaptive.record(4));
        assertEquals(20, adaptive.interval(), "four polls that took four each count as sixteen messages: halfway");
    }

    private static String pattern(NetworkPolling polling, int polls) {
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < polls; i++) {
            out.append(polling.due() ? '!' : '.');
        }
        return out.toString();
    }
}
