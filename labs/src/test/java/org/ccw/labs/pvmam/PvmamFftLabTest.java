package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.Check;
import org.ccw.labs.Check.Outcome;
import org.ccw.labs.pvmam.PvmamFftLab.Network;
import org.ccw.labs.pvmam.PvmamFftLab.Point;
import org.ccw.labs.pvmam.PvmamFftLab.Route;
import org.junit.jupiter.api.Test;

/**
 * pvmam-fft: the speed-up is the time on one processor over the time on p, the figures §8 states in words are ratios
 * of the times on eight, and each of its statements passes on times shaped as §8 describes them, misses when the
 * times say otherwise and fails when a run did not finish — no FFT is run.
 */
class PvmamFftLabTest {
    private static final long S = 1_000_000_000_000L;
    /** The probes beside the sweep as the model measures them: a row 0.78 times the latency, 1.43 the bandwidth. */
    private static final PvmamFftLab.Beside BESIDE = new PvmamFftLab.Beside(true, 0.78, 1.43, 18_432, 4.1);

    @Test
    void theSpeedUpIsTheTimeOnOneProcessorOverTheTimeOnP() {
        Map<Point, FftProbe> runs = paperLike();

        assertEquals(10.0 / 4.0, PvmamFftLab.speedup(runs, new Point(Network.ATM, Route.PVMAM, 8)), 1e-12);
        assertEquals(10.0 / 6.5, PvmamFftLab.speedup(runs, new Point(Network.ETHERNET, Route.PVM, 2)), 1e-12);
        assertTrue(Double.isNaN(PvmamFftLab.seconds(probe(-1))), "an unfinished run has no time");
    }

    @Test
    void theComparedFiguresAreRatiosOfTheTimesOnEightProcessors() {
        List<Double> ratios = PvmamFftLab.comparisons(paperLike()).stream().map(m -> m.value()).toList();

        assertEquals(List.of(4.0 / 4.1, 4.0 / 4.2, 4.1 / 4.3), ratios);
    }

    @Test
    void timesShapedAsSectionEightDescribesThemPassEveryStatement() {
        Map<String, Outcome> outcomes = outcomes(paperLike());

        assertEquals(Map.of("every_fft_finished", Outcome.PASS, "atm_nearly_identical_to_ethernet", Outcome.PASS,
                "speedup_far_from_linear", Outcome.PASS, "pvmam_about_pvm", Outcome.PASS,
                "atm_a_little_more_scalable", Outcome.PASS), outcomes);
    }

    @Test
    void eachStatementMissesWhenTheTimesSayOtherwise() {
        Map<Point, FftProbe> runs = paperLike();
        runs.put(new Point(Network.ATM, Route.PVMAM, 8), probe(4.6)); // 1.12 of Ethernet's, and less scalable
        runs.put(new Point(Network.ETHERNET, Route.PVM, 8), probe(2.4)); // a speed-up of 4.2, over half of linear

        Map<String, Outcome> outcomes = outcomes(runs);
        assertEquals(Outcome.MISS, outcomes.get("atm_nearly_identical_to_ethernet"));
        assertEquals(Outcome.MISS, outcomes.get("atm_a_little_more_scalable"));
        assertEquals(Outcome.MISS, outcomes.get("speedup_far_from_linear"));
        assertEquals(Outcome.MISS, outcomes.get("pvmam_about_pvm"), "PVMAM 1.7 times PVM's on Ethernet");
        assertEquals(Outcome.PASS, outcomes.get("every_fft_finished"));
    }

    @Test
    void aRunThatDidNotFinishFailsEveryStatement() {
        Map<Point, FftProbe> runs = paperLike();
        runs.put(new Point(Network.ETHERNET, Route.PVM, 4), probe(-1));

        Map<String, Outcome> outcomes = outcomes(runs);
        assertTrue(outcomes.values().stream().allMatch(o -> o == Outcome.FAIL), outcomes::toString);
    }

    @Test
    void aProbeBesideTheSweepThatDidNotFinishFailsEveryStatement() {
        Map<String, Outcome> outcomes = PvmamFftLab.checks(paperLike(),
                new PvmamFftLab.Beside(false, 0.78, 1.43, 18_432, 4.1)).stream()
                .collect(Collectors.toMap(Check::name, Check::outcome));

        assertTrue(outcomes.values().stream().allMatch(o -> o == Outcome.FAIL), outcomes::toString);
    }

    private static Map<String, Outcome> outcomes(Map<Point, FftProbe> runs) {
        return PvmamFftLab.checks(runs, BESIDE).stream().collect(Collectors.toMap(Check::name, Check::outcome));
    }

    /**
     * Every run of the sweep, 10 s on one processor, falling to about 4 s on eight: PVMAM slightly faster than PVM,
     * ATM slightly faster and more scalable than Fast Ethernet.
     */
    private static Map<Point, FftProbe> paperLike() {
        Map<Point, FftProbe> runs = new LinkedHashMap<>();
        for (Network network : Network.values()) {
            for (Route route : Route.values()) {
                double slower = (network == Network.ETHERNET ? 0.1 : 0) + (route == Route.PVM ? 0.2 : 0);
                runs.put(new Point(network, route, 1), probe(10));
                runs.put(new Point(network, route, 2), probe(6.2 + slower));
                runs.put(new Point(network, route, 4), probe(4.8 + slower));
                runs.put(new Point(network, route, 8), probe(4.0 + slower));
                runs.put(new Point(network, route, 8, true), probe(3.8 + slower));
            }
        }
        return runs;
    }

    private static FftProbe probe(double seconds) {
        return new FftProbe(seconds < 0 ? -1 : Math.round(seconds * S), "", 0, 0, 0, null);
    }
}
