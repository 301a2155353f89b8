package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.Supplier;
import java.util.stream.Stream;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.pvmam.PvmamPresets;
import org.ccw.engine.ssam.SsamPresets;

/**
 * Every real-capable stack over real UDP on 127.0.0.1 with its timers adapting to the measured round trip: 10,000
 * requests with nothing lost cause no retransmission at all (the model's 1 ms or 500 µs timeouts caused dozens in a
 * fresh JVM), and with datagrams lost on purpose every request is still answered. Counts only, never times.
 */
class AdaptiveRetransmissionTest {
    private static final int QUIET_REQUESTS = 10_000;
    private static final int LOSSY_REQUESTS = 200;
    private static final long LIMIT_PS = 120 * Time.PS_PER_S;

    static Stream<Arguments> stacks() {
        return Stream.of(
                Arguments.of("ssam", (Supplier<Scenario>) () -> workload(SsamPresets.ssamTwoHosts(),
                        WorkloadKind.REMOTE_READ)),
                Arguments.of("amii", (Supplier<Scenario>) () -> workload(AmIIPresets.now(2), WorkloadKind.PING_PONG)),
                Arguments.of("pvmam", (Supplier<Scenario>) () -> workload(PvmamPresets.pvmamSolarisEthernet(),
                        WorkloadKind.PING_PONG)));
    }

    private static Scenario workload(Scenario scenario, WorkloadKind kind) {
        scenario.getWorkloads().get(0).setKind(kind);
        return scenario;
    }

    private static RealTimeSummary run(Scenario scenario, int requests, double loss) throws Exception {
        scenario.getWorkloads().get(0).setMessageCount(requests);
        scenario.getFaults().setLossRate(loss);
        scenario.getFaults().setDuplicationRate(0);
        scenario.getFaults().setCorruptionRate(0);
        return RealTimeRun.of(scenario, RealTimeTransport.UDP).seed(11).until(LIMIT_PS).run();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stacks")
    void tenThousandRequestsOnLoopbackAreNeverSentTwice(String stack, Supplier<Scenario> scenario)
            throws Exception {
        RealTimeSummary summary = run(scenario.get(), QUIET_REQUESTS, 0);

        assertTrue(summary.complete(), summary.toString());
        assertEquals(stack, summary.stack());
        assertEquals(QUIET_REQUESTS, summary.repliesHandled(), "every request answered: " + summary);
        assertEquals(0, summary.framesLost(), summary.toString());
        assertEquals(0, summary.retransmissions(), "nothing lost, so nothing sent again: " + summary);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("stacks")
    void datagramsLostOnPurposeAreStillRecovered(String stack, Supplier<Scenario> scenario) throws Exception {
        RealTimeSummary summary = run(scenario.get(), LOSSY_REQUESTS, 0.05);

        assertTrue(summary.complete(), summary.toString());
        assertEquals(LOSSY_REQUESTS, summary.repliesHandled(), "every request answered: " + summary);
        assertTrue(summary.framesLost() > 0, "the loss rate dropped datagrams: " + summary);
        assertTrue(summary.retransmissions() > 0, "and the stack sent them again: " + summary);
    }
}
