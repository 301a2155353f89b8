package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The network protocol's promise between two Enterprise 5000s across Myrinet (seed 002 §3; REFERENCE.md's
 * return-to-sender model): under the sweep's faults — 10% loss, 5% duplication, 5% reordering on each link — both
 * endpoints send a burst of requests to each other at once, and every request runs its handler exactly once, every
 * reply its reply handler exactly once, and nothing comes back to handler 0: the destination is reachable all along.
 * Only a destination that stays silent gets its requests back, as unreachable. Every request is answered by a
 * reply, so when both have every reply no request is outstanding and the endpoints stop polling (the run is short).
 */
class AmIIFaultPropertyTest {
    private static final int REQUESTS = 100;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
            25, 26, 27, 28, 29, 30})
    void aReachableDestinationGetsEveryRequestOnceAndNothingIsReturned(long seed) {
        Scenario scenario = AmIIPresets.clump(2);
        scenario.setSeed(seed);
        scenario.getFaults().setLossRate(0.10);
        scenario.getFaults().setDuplicationRate(0.05);
        scenario.getFaults().setReorderRate(0.05);
        AmIICluster cluster = AmIICluster.of(scenario, null);
        List<Peer> peers = List.of(new Peer(cluster.endpoints().get(0)), new Peer(cluster.endpoints().get(1)));
        Runnable doneCheck = () -> {
            if (peers.stream().allMatch(Peer::done)) {
                peers.forEach(p -> p.am.stopPolling());
            }
        };
        peers.forEach(p -> p.whenDone = doneCheck);
        for (int i = 0; i < peers.size(); i++) {
            for (int r = 0; r < REQUESTS; r++) {
                // translation entry j names endpoint j of the job
                peers.get(i).am.request4(1 - i, 1, r);
            }
            peers.get(i).am.start();
        }

        // a second of simulated time is the sweep's; the run stops when both are done
        cluster.run(Time.micros(1_000_000));

        for (Peer p : peers) {
            Peer other = peers.get(1 - peers.indexOf(p));
            assertEquals(List.of(), p.returned, "nothing came back from a reachable destination, seed " + seed);
            for (int r = 0; r < REQUESTS; r++) {
                assertEquals(1, other.handled[r], "request " + r + " of " + p.am.name() + " ran once, seed " + seed);
                assertEquals(1, p.replied[r], "its reply ran once, seed " + seed);
            }
        }
        assertTrue(peers.stream().mapToLong(p -> p.am.retransmissions()).sum() > 0, "the faults forced recovery");
    }

    /**
     * A destination nothing comes back from — every packet lost — is unreachable: the request goes {@value
     * NetworkSide#ATTEMPTS} times, then comes back to handler 0, and its handler never ran.
     */
    @Test
    void aSilentDestinationGetsItsRequestBackAfterItsTries() {
        Scenario scenario = AmIIPresets.clump(2);
        scenario.getFaults().setLossRate(1.0);
        AmIICluster cluster = AmIICluster.of(scenario, null);
        Peer sender = new Peer(cluster.endpoints().get(0));
        Peer receiver = new Peer(cluster.endpoints().get(1));
        sender.am.request4(1, 1, 7);
        sender.am.start();
        receiver.am.start();

        cluster.run(Time.micros(100_000));

        assertEquals(List.of(ReturnReason.UNREACHABLE + " 1 7"), sender.returned);
        assertEquals(NetworkSide.ATTEMPTS - 1, sender.am.retransmissions());
        assertEquals(0, receiver.handled[7]);
    }

    /** One endpoint: serves requests, answering each, and counts them and the replies to its own. */
    private static final class Peer {
        final Endpoint am;
        final int[] handled = new int[REQUESTS];
        final int[] replied = new int[REQUESTS];
        final List<String> returned = new ArrayList<>();
        Runnable whenDone = () -> { };

        Peer(Endpoint am) {
            this.am = am;
            am.setRequestHandler(1, (token, args) -> {
                handled[args[0]]++;
                am.reply4(token, 2, args[0]);
            });
            am.setReplyHandler(2, (source, args) -> {
                replied[args[0]]++;
                whenDone.run();
            });
            am.setReturnedHandler((reason, handler, args) -> returned.add(reason + " " + handler + " " + args[0]));
        }

        /** Every request of its own has its reply. */
        boolean done() {
            return java.util.Arrays.stream(replied).allMatch(n -> n > 0);
        }
    }
}
