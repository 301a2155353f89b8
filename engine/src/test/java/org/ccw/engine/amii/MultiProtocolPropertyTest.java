package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Two Enterprise 5000s with three processes each: every process sends to every other at random times, so some
 * messages go through shared memory and some through Myrinet, chosen per destination. Every request arrives once,
 * in the order its sender issued it to that destination.
 */
class MultiProtocolPropertyTest {

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void bothProtocolsDeliverEverythingOnceInOrder(long seed) {
        deliversEverythingOnceInOrder(twoSmpsThreeProcessesEach(), seed);
    }

    /** The same over a network that loses, duplicates, damages and reorders packets: the protocol recovers. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10})
    void aFaultyNetworkLosesNothingDuplicatesNothingReordersNothing(long seed) {
        Scenario lossy = twoSmpsThreeProcessesEach();
        lossy.setSeed(seed);
        lossy.getFaults().setLossRate(0.05);
        lossy.getFaults().setDuplicationRate(0.03);
        lossy.getFaults().setCorruptionRate(0.02);
        lossy.getFaults().setReorderRate(0.05);
        List<Endpoint> endpoints = deliversEverythingOnceInOrder(lossy, seed);
        assertTrue(endpoints.stream().mapToLong(Endpoint::retransmissions).sum() > 0, "losses were recovered");
    }

    /**
     * Some messages go through translation entries that hold a stale tag: over both protocols, and a network that
     * loses, duplicates and reorders, each of them comes back to its sender's handler 0 exactly once, and every
     * other message arrives exactly once, in order.
     */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void everyReturnedMessageIsAccountedFor(long seed) {
        Scenario scenario = twoSmpsThreeProcessesEach();
        scenario.setSeed(seed);
        scenario.getFaults().setLossRate(0.03);
        scenario.getFaults().setDuplicationRate(0.03);
        scenario.getFaults().setReorderRate(0.05);
        AmIICluster cluster = AmIICluster.of(scenario, null);
        List<Endpoint> endpoints = cluster.endpoints();
        Map<String, List<Integer>> expected = new TreeMap<>();
        Map<String, List<Integer>> received = new TreeMap<>();
        Map<String, List<Integer>> expectedBack = new TreeMap<>();
        Map<String, List<Integer>> back = new TreeMap<>();
        for (Endpoint e : endpoints) {
            e.setRequestHandler(1, (token, args) -> received.computeIfAbsent(token.source().endpoint() + "→"
                    + e.name().endpoint(), k -> new ArrayList<>()).add(args[0]));
            e.setReturnedHandler((reason, handler, args) -> back.computeIfAbsent(e.name().endpoint() + " " + reason,
                    k -> new ArrayList<>()).add(args[0]));
            // entry 100 + i names endpoint i with a tag it no longer has
            endpoints.forEach(other -> e.map(STALE + other.name().endpoint(), other.name(), other.tag() + 1));
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int p = 0; p < endpoints.size(); p++) {
            for (int m = 0; m < 15; m++) {
                int sender = p;
                int to = (p + 1 + random.nextInt(endpoints.size() - 1)) % endpoints.size();
                boolean stale = random.nextInt(4) == 0;
                int seq = m;
                cluster.kernel().schedule(Time.nanos(random.nextInt(200_000)), () -> {
                    if (stale) {
                        expectedBack.computeIfAbsent(sender + " " + ReturnReason.BAD_TAG, k -> new ArrayList<>())
                                .add(seq);
                        endpoints.get(sender).request4(STALE + to, 1, seq);
                    } else {
                        expected.computeIfAbsent(sender + "→" + to, k -> new ArrayList<>()).add(seq);
                        endpoints.get(sender).request4(to, 1, seq);
                    }
                });
            }
        }
        endpoints.forEach(Endpoint::start);
        cluster.kernel().runUntil(Time.micros(100_000));
        endpoints.forEach(Endpoint::stopPolling);

        assertEquals(expected, received, "seed " + seed);
        back.values().forEach(java.util.Collections::sort);
        expectedBack.values().forEach(java.util.Collections::sort);
        assertEquals(expectedBack, back, "each stale-tagged message came back once, seed " + seed);
    }

    private static final int STALE = 100;

    private static List<Endpoint> deliversEverythingOnceInOrder(Scenario scenario, long seed) {
        AmIICluster cluster = AmIICluster.of(scenario, null);
        List<Endpoint> endpoints = cluster.endpoints();
        Map<String, List<Integer>> expected = new TreeMap<>();
        Map<String, List<Integer>> received = new TreeMap<>();
        for (Endpoint e : endpoints) {
            e.setRequestHandler(1, (token, args) -> received.computeIfAbsent(token.source().endpoint() + "→"
                    + e.name().endpoint(), k -> new ArrayList<>()).add(args[0]));
        }
        SplittableRandom random = new SplittableRandom(seed);
        for (int p = 0; p < endpoints.size(); p++) {
            for (int m = 0; m < 15; m++) {
                int sender = p;
                int to = (p + 1 + random.nextInt(endpoints.size() - 1)) % endpoints.size();
                int seq = m;
                cluster.kernel().schedule(Time.nanos(random.nextInt(200_000)), () -> {
                    expected.computeIfAbsent(sender + "→" + to, k -> new ArrayList<>()).add(seq);
                    endpoints.get(sender).request4(to, 1, seq);
                });
            }
        }
        endpoints.forEach(Endpoint::start);
        cluster.kernel().runUntil(Time.micros(50_000));
        endpoints.forEach(Endpoint::stopPolling);

        assertEquals(expected, received, "seed " + seed);
        assertTrue(endpoints.stream().mapToLong(Endpoint::packetsSent).sum() > 0, "some went through Myrinet");
        assertTrue(endpoints.stream().mapToLong(e -> e.sends().size()).sum()
                > endpoints.stream().mapToLong(Endpoint::packetsSent).sum(), "and some through shared memory");
        return endpoints;
    }

    /** The Clump preset with two more processes on each SMP, on their second and third processors. */
    private static Scenario twoSmpsThreeProcessesEach() {
        Scenario clump = AmIIPresets.clump(2);
        Job job = clump.getCluster().getJobs().get(0);
        List<Host> smps = clump.getCluster().getNodes().stream().filter(Host.class::isInstance)
                .map(Host.class::cast).toList();
        for (int cpu = 1; cpu <= 2; cpu++) {
            for (Host smp : smps) {
                org.ccw.model.cluster.Process p = ClusterFactory.eINSTANCE.createProcess();
                p.setName("p" + job.getProcesses().size());
                p.setProcessor(smp.getProcessors().get(cpu));
                job.getProcesses().add(p);
            }
        }
        return clump;
    }
}
