package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.Check;
import org.ccw.labs.Check.Outcome;
import org.junit.jupiter.api.Test;

/**
 * amii-nic-balance's procedures on known inputs: the transpose's destinations, the shared-memory share the layout
 * alone gives, the FFT's memory work beside an exchange, the bandwidth per NIC, and each check's failure modes.
 */
class AmIINicBalanceLabTest {
    private static final int P = AmIINicBalanceLab.PROCESSORS;

    @Test
    void theTransposeSendsOneBlockToEveryOtherProcessorSuccessorFirstAndSevenOfThirtyOneStayOnTheSmp() {
        List<List<Integer>> transpose = AmIINicBalanceLab.allToAll();

        assertEquals(P, transpose.size());
        long local = 0;
        for (int p = 0; p < P; p++) {
            List<Integer> out = transpose.get(p);
            assertEquals(P - 1, new HashSet<>(out).size(), "each other processor once");
            assertTrue(!out.contains(p));
            assertEquals((p + 1) % P, out.get(0), "no destination is everyone's first");
            int me = p;
            local += out.stream().filter(q -> q / AmIINicBalanceLab.PER_SMP == me / AmIINicBalanceLab.PER_SMP).count();
        }
        assertEquals(7L * P, local);
        assertEquals(22.6, 100.0 * local / (P * (P - 1)), 0.05, "Table 4's share, from the layout alone");
    }

    @Test
    void theFftsMemoryWorkIsThreePassesReadingAndWritingFourteenMegabytesSpreadOverItsBlocks() {
        // 3 passes x (read + write) x 14 MB, of which this exchange's 31 blocks are 31 of the run's 3,968
        assertEquals(656_250, AmIINicBalanceLab.PASS_BYTES);
        assertEquals(5.17, AmIINicBalanceLab.PASS_BYTES / (31.0 * AmIINicBalanceLab.BLOCK_BYTES), 0.01,
                "bytes streamed per byte exchanged");
    }

    @Test
    void theClumpsBandwidthPerNicIsItsNetworkBlocksOverTwelveNicsAndThePhase() {
        ExchangePhase clump = clumpExchange(1_000);

        // 32 x 24 network blocks of 4 kB through four SMPs' three NICs each, in 1,000 us
        assertEquals(32 * 24 * 4_096 / 12 / 1_000.0, AmIINicBalanceLab.clumpMegabytesPerNic(clump), 1e-9);
    }

    @Test
    void anFftPhaseThreeTimesSlowerOnTheClumpPassesEveryCheck() {
        Map<String, Outcome> outcomes = outcomes(clumpExchange(400), phase(200), phase(680), phase(220));

        assertEquals(Map.of("every_transfer_answered", Outcome.PASS, "pct_local_emerges", Outcome.PASS,
                "clump_slower", Outcome.PASS, "clump_over_now_emerges", Outcome.PASS), outcomes);
    }

    @Test
    void aClumpOnlyTwoAndAHalfTimesSlowerMissesAndOneBarelySlowerFails() {
        assertEquals(Outcome.MISS, outcomes(clumpExchange(400), phase(200), phase(550), phase(220))
                .get("clump_over_now_emerges"));
        assertEquals(Outcome.FAIL, outcomes(clumpExchange(400), phase(200), phase(264), phase(220))
                .get("clump_over_now_emerges"));
    }

    @Test
    void aClumpExchangingFasterThanTheNowOrATransferUnansweredFails() {
        assertEquals(Outcome.FAIL, outcomes(clumpExchange(150), phase(200), phase(680), phase(220))
                .get("clump_slower"));
        ExchangePhase unanswered = new ExchangePhase(new long[P], new long[P], new double[P], false);
        assertEquals(Outcome.FAIL, outcomes(clumpExchange(400), phase(200), unanswered, phase(220))
                .get("every_transfer_answered"));
    }

    private static Map<String, Outcome> outcomes(ExchangePhase clump, ExchangePhase now, ExchangePhase clumpFft,
                                                 ExchangePhase nowFft) {
        return AmIINicBalanceLab.checks(clump, now, clumpFft, nowFft).stream()
                .collect(Collectors.toMap(Check::name, Check::outcome));
    }

    /** The Clump's exchange: each processor sends 7 blocks through shared memory and 24 through the network. */
    private static ExchangePhase clumpExchange(double phaseUs) {
        long[] network = new long[P];
        long[] local = new long[P];
        double[] comm = new double[P];
        Arrays.fill(network, 24);
        Arrays.fill(local, 7);
        Arrays.fill(comm, phaseUs);
        return new ExchangePhase(network, local, comm, true);
    }

    /** A phase whose processors all finish at {@code phaseUs}, every block through the network. */
    private static ExchangePhase phase(double phaseUs) {
        long[] network = new long[P];
        double[] comm = new double[P];
        Arrays.fill(network, P - 1);
        Arrays.fill(comm, phaseUs);
        return new ExchangePhase(network, new long[P], comm, true);
    }
}
