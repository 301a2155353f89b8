package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.Check;
import org.ccw.labs.Check.Outcome;
import org.junit.jupiter.api.Test;

/**
 * amii-em3d's procedures on known inputs: the layouts' blocks, the graph's face-adjacent messages, a phase's figures,
 * and each check against phases shaped like Tables 4 and 6 (every check passes), then broken one way at a time.
 */
class AmIIEm3dLabTest {
    private static final int P = Em3dGraph.PROCESSORS;

    @Test
    void theNaiveLayoutPutsEveryZFaceOffTheSmpAndTheGoodOneKeepsThreeFacesOnIt() {
        for (int p = 0; p < P; p++) {
            int me = p;
            long goodLocal = Em3dGraph.neighbours(p).stream()
                    .filter(q -> Em3dGraph.smpOf(q, true) == Em3dGraph.smpOf(me, true)).count();
            assertEquals(3, goodLocal, "a 2x2x2 block: each processor has one face inside it in x, y and z");
            int z = p % Em3dGraph.Z;
            int across = Em3dGraph.processor(p / (Em3dGraph.Y * Em3dGraph.Z), p / Em3dGraph.Z % Em3dGraph.Y, 1 - z);
            assertTrue(Em3dGraph.smpOf(across, false) != Em3dGraph.smpOf(p, false), "a 4x2x1 block is one z deep");
        }
        for (boolean good : new boolean[] {false, true}) {
            int[] perSmp = new int[4];
            for (int p = 0; p < P; p++) {
                perSmp[Em3dGraph.smpOf(p, good)]++;
            }
            assertEquals(List.of(8, 8, 8, 8), Arrays.stream(perSmp).boxed().toList(), "eight processors an SMP");
        }
    }

    @Test
    void aPhaseFetchesEachRemoteNodeOnceFromAFaceNeighbourAndTheSameSeedDrawsTheSameGraph() {
        Em3dGraph graph = Em3dGraph.draw(AmIIEm3dLab.NODES, AmIIEm3dLab.DEGREE, AmIIEm3dLab.REMOTE, 7);

        for (int p = 0; p < P; p++) {
            List<Integer> out = graph.messages().get(p);
            assertTrue(Em3dGraph.neighbours(p).containsAll(out), "only face-adjacent blocks");
            // at most one message per node of each neighbour
            assertTrue(out.size() <= Em3dGraph.neighbours(p).size() * AmIIEm3dLab.NODES);
            assertTrue(!out.isEmpty(), "500 edges, 40% remote");
        }
        assertEquals(graph.messages(), Em3dGraph.draw(AmIIEm3dLab.NODES, AmIIEm3dLab.DEGREE, AmIIEm3dLab.REMOTE, 7)
                .messages());
    }

    @Test
    void aPhaseEndsWithItsSlowestProcessorAndCountsItsRequestsByPath() {
        ExchangePhase phase = new ExchangePhase(new long[] {6, 2, 4}, new long[] {2, 6, 4},
                new double[] {30, 60, 45}, true);

        assertEquals(60, phase.phaseUs());
        assertEquals(0.5, phase.balance(), 1e-12, "fastest over slowest");
        assertEquals(50, phase.percentLocal(), 1e-12);
        assertEquals(1.5, phase.networkMaxOverMean(), 1e-12);
        assertEquals(0.5, phase.networkMinOverMean(), 1e-12);
        assertEquals(6, phase.networkMax());
        assertEquals(12, phase.networkTotal());
    }

    @Test
    void phasesShapedLikeTablesFourAndSixPassEveryCheck() {
        Map<String, Outcome> outcomes = outcomes(naive(), good(), now(48), now(52));

        assertTrue(outcomes.values().stream().allMatch(o -> o == Outcome.PASS), outcomes::toString);
        assertEquals(16, outcomes.size(), "every check of the lab");
    }

    @Test
    void aNowSlowerThanTheNaiveClumpMissesAndOneThatNeverRanFails() {
        assertEquals(Outcome.MISS, outcomes(naive(), good(), now(56), now(58)).get("now_beats_naive_clump"));
        // this check could not fail before: a phase with no time to compare is broken
        assertEquals(Outcome.FAIL, outcomes(naive(), good(), now(0), now(52)).get("now_beats_naive_clump"));
    }

    @Test
    void aNowWhoseLayoutsTieMissesTheNaiveLayoutsLeadAndOneThatNeverRanFails() {
        assertEquals(Outcome.MISS, outcomes(naive(), good(), now(52), now(52)).get("now_naive_layout_faster"));
        // under the paper's precision, 1 s in 52
        assertEquals(Outcome.MISS, outcomes(naive(), good(), now(51.5), now(52)).get("now_naive_layout_faster"));
        assertEquals(Outcome.FAIL, outcomes(naive(), good(), now(48), now(0)).get("now_naive_layout_faster"));
    }

    @Test
    void aNaiveMinimumOfHalfTheMeanMissesAndAProcessorWithNoNetworkRequestFails() {
        long[] network = naiveNetwork();
        network[1] = 500;
        network[2] = 829; // the mean stays 1,000
        assertEquals(Outcome.MISS, outcomes(naive(network), good(), now(48), now(52))
                .get("net_min_over_mean_naive_emerges"));
        network[1] = 0;
        network[2] = 1_329;
        assertEquals(Outcome.FAIL, outcomes(naive(network), good(), now(48), now(52))
                .get("net_min_over_mean_naive_emerges"));
    }

    @Test
    void aGoodLayoutNoLessBalancedThanTheNaiveOneFailsBothBalances() {
        ExchangePhase balancedGood = phase(goodNetwork(), 2_984, 30, 38, true);

        Map<String, Outcome> outcomes = outcomes(naive(), balancedGood, now(48), now(52));
        assertEquals(Outcome.FAIL, outcomes.get("balance_naive_emerges"));
        assertEquals(Outcome.FAIL, outcomes.get("balance_good_emerges"));
    }

    @Test
    void aLocalShareAFifthOffMissesAndHalfOffFails() {
        assertEquals(Outcome.MISS, outcomes(phase(naiveNetwork(), 1_000, 29.08, 54, true), good(), now(48), now(52))
                .get("pct_local_naive_emerges"), "50% local against the paper's 62.5");
        assertEquals(Outcome.FAIL, outcomes(phase(naiveNetwork(), 200, 29.08, 54, true), good(), now(48), now(52))
                .get("pct_local_naive_emerges"), "17% local");
    }

    @Test
    void theLayoutsAndMachinesOrderFailsWhenTurnedAround() {
        // the good layout as slow as the naive one, keeping no more local, and slower than the NOW
        ExchangePhase sameAsNaive = phase(naiveNetwork(), 1_667, 29.08, 54, true);
        Map<String, Outcome> outcomes = outcomes(naive(), sameAsNaive, now(48), now(52));

        assertEquals(Outcome.FAIL, outcomes.get("good_layout_keeps_more_local"));
        assertEquals(Outcome.FAIL, outcomes.get("good_layout_phase_faster"));
        assertEquals(Outcome.FAIL, outcomes.get("clump_good_beats_now"));
        assertEquals(Outcome.FAIL, outcomes(naive(), good(), phase(new long[P], 0, 48, 48, false), now(52))
                .get("every_request_answered"));
    }

    private static Map<String, Outcome> outcomes(ExchangePhase naive, ExchangePhase good, ExchangePhase nowNaive,
            ExchangePhase nowGood) {
        return AmIIEm3dLab.checks(naive, good, nowNaive, nowGood).stream()
                .collect(Collectors.toMap(Check::name, Check::outcome));
    }

    /**
     * Table 4's naive layout per processor: network requests with a maximum of 1.668 and a minimum of 0.328 of their
     * mean (1,000), five local for every three through the network (62.5%); Table 6: balance 28/52, 54 s.
     */
    private static ExchangePhase naive() {
        return naive(naiveNetwork());
    }

    private static ExchangePhase naive(long[] network) {
        return phase(network, 1_667, 54 * 28.0 / 52, 54, true);
    }

    private static long[] naiveNetwork() {
        long[] network = new long[P];
        Arrays.fill(network, 1_000);
        network[0] = 1_668;
        network[1] = 328;
        for (int p = 2; p < 6; p++) {
            network[p] = 1_001;
        }
        return network;
    }

    /** Table 4's good layout: a maximum of 2.009 of the mean network requests, 74.9% local; Table 6: 5.5/37, 38 s. */
    private static ExchangePhase good() {
        return phase(goodNetwork(), 2_984, 38 * 5.5 / 37, 38, true);
    }

    private static long[] goodNetwork() {
        long[] network = new long[P];
        Arrays.fill(network, 967);
        network[0] = 2_009;
        for (int p = 1; p < 15; p++) {
            network[p] = 968;
        }
        return network;
    }

    /** The NOW under one layout: every request through the network, each processor done at {@code phaseUs}. */
    private static ExchangePhase now(double phaseUs) {
        long[] network = new long[P];
        Arrays.fill(network, 1_000);
        return phase(network, 0, phaseUs, phaseUs, true);
    }

    /** A phase whose processors take {@code fastestUs} (the first) to {@code slowestUs} (the others). */
    private static ExchangePhase phase(long[] network, long localEach, double fastestUs, double slowestUs,
                                       boolean complete) {
        long[] local = new long[P];
        Arrays.fill(local, localEach);
        double[] comm = new double[P];
        Arrays.fill(comm, slowestUs);
        comm[0] = fastestUs;
        return new ExchangePhase(network, local, comm, complete);
    }
}
