package org.ccw.engine.run.peers;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealBenchmark;
import org.ccw.engine.stack.Peer;
import org.junit.jupiter.api.Test;

/** A peer that asks for a longer warm-up gets it on both sides, and its round trips only: the bulk warm-up stays. */
class PeerWarmUpTest {

    @Test
    void aLongerWarmUpLengthensTheRoundTripsOnly() {
        RealBenchmark.Settings standard = RealBenchmark.Settings.standard();
        RealBenchmark.Settings paced = standard.withWarmUp(standard.warmUp() * 50);

        assertEquals(1_000_000, paced.warmUp());
        assertEquals(standard.roundTrips(), paced.roundTrips());
        assertEquals(standard.bulkWarmUp(), paced.bulkWarmUp());
        assertEquals(1_000, standard.bulkWarmUp(), "a twentieth of the round trips' warm-up");
    }

    @Test
    void aPeerWarmsUpAsTheBenchUnlessItSaysOtherwise() {
        Peer.Ours ours = new Peer.Ours.RealSockets(RealTimeTransport.TCP);
        assertEquals(1, new Peer("p", "a peer", new Peer.Program.Mpi("self,tcp"), ours).warmUpFactor());
        assertThrows(IllegalArgumentException.class,
            () -> new Peer("p", "a peer", new Peer.Program.Mpi("self,tcp"), ours, 0));
    }
}
