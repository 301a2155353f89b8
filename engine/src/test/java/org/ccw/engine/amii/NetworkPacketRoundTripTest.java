package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** AM-II's network packets round-tripped over a real UDP socket on 127.0.0.1. */
class NetworkPacketRoundTripTest {

    @Test
    void everyRequestComesBackAsItsReplyOverLoopbackUdp() throws Exception {
        NetworkPacketRoundTrip.Result r = NetworkPacketRoundTrip.measure(20, 200, new int[] {1, 2, 3, 4}, 10_000);

        assertTrue(r.correct());
        assertEquals(200, r.rounds());
        assertTrue(Double.isFinite(r.rttUs()) && r.rttUs() > 0, () -> "rtt " + r.rttUs());
    }
}
