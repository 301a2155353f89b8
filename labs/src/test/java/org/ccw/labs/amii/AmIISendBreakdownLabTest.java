package org.ccw.labs.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.labs.Check;
import org.ccw.labs.Check.Outcome;
import org.ccw.labs.LabOptions;
import org.ccw.labs.LabResult;
import org.ccw.labs.Metric;
import org.ccw.labs.amii.AmIISendBreakdownLab.Sender;
import org.junit.jupiter.api.Test;

/**
 * amii-send-breakdown: Figure 4's bars add up to the send they break down, and each check misses a bar a fifth off
 * the paper's and fails one off by more than half, a round trip that never came back, or a race a lone sender lost.
 */
class AmIISendBreakdownLabTest {
    private static final Sender CLEAN = new Sender(50, 0, 0);

    @Test
    void figureFoursBarsAddUpToTheSteadySendWhoseMicrosecondsAreItsCyclesAt167MHz() {
        LabResult result = new AmIISendBreakdownLab().run(LabOptions.defaults());

        double shm = result.metric("send_overhead_shm_cycles").value();
        double steps = result.metrics().stream().filter(m -> m.name().startsWith("send_")
                && m.name().endsWith("_cycles") && !m.name().startsWith("send_overhead")).mapToDouble(Metric::value)
                .sum();
        assertEquals(shm, steps, 1e-9, "call, checks, poll, locate, the two compare-and-swaps, overflow check, fill");
        assertEquals(shm / 167, result.metric("send_overhead_shm_us").value(), 1e-12);
    }

    @Test
    void thePapersBarsPassEveryCheck() {
        assertEquals(Map.of("send_overhead_base_cycles_emerges", Outcome.PASS,
                "send_overhead_shm_cycles_emerges", Outcome.PASS, "send_overhead_mp_cycles_emerges", Outcome.PASS,
                "shm_rtt_us_emerges", Outcome.PASS, "every_round_trip_completed", Outcome.PASS,
                "one_sender_never_loses_a_race", Outcome.PASS), outcomes(108, 299, 345, 5.6, CLEAN));
    }

    @Test
    void eachBarAFifthOffMissesAndOffByMoreThanHalfFails() {
        Map<String, Outcome> fifth = outcomes(1.2 * 108, 0.8 * 299, 1.2 * 345, 0.8 * 5.6, CLEAN);
        Map<String, Outcome> broken = outcomes(1.6 * 108, 0.4 * 299, 1.6 * 345, 0.4 * 5.6, CLEAN);

        for (String bar : List.of("send_overhead_base_cycles", "send_overhead_shm_cycles", "send_overhead_mp_cycles",
                "shm_rtt_us")) {
            assertEquals(Outcome.MISS, fifth.get(bar + "_emerges"), bar);
            assertEquals(Outcome.FAIL, broken.get(bar + "_emerges"), bar);
        }
    }

    @Test
    void aReplyNeverHandledOrAFailedCompareAndSwapOfTheOnlySenderFails() {
        assertEquals(Outcome.FAIL, outcomes(108, 299, 345, 5.6, new Sender(49, 0, 0))
                .get("every_round_trip_completed"));
        assertEquals(Outcome.FAIL, outcomes(108, 299, 345, 5.6, new Sender(50, 1, 0))
                .get("one_sender_never_loses_a_race"));
        assertEquals(Outcome.FAIL, outcomes(108, 299, 345, 5.6, new Sender(50, 0, 2))
                .get("one_sender_never_loses_a_race"));
    }

    private static Map<String, Outcome> outcomes(double base, double shm, double mp, double rtt, Sender ping) {
        return AmIISendBreakdownLab.checks(Metric.of("send_overhead_base_cycles", base, "cycles", 108.0),
                Metric.of("send_overhead_shm_cycles", shm, "cycles", 299.0),
                Metric.of("send_overhead_mp_cycles", mp, "cycles", 345.0), Metric.of("shm_rtt_us", rtt, "us", 5.6),
                ping).stream().collect(Collectors.toMap(Check::name, Check::outcome));
    }
}
