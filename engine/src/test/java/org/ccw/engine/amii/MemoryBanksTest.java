package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/**
 * The Enterprise 5000's memory banks, 400 MB/s in all (seed 002 §5.1): one processor streams at its own memcpy
 * rate (Table 1: 200 MB/s), eight streaming at once share the banks.
 */
class MemoryBanksTest {
    private static final long BYTES = 1_000_000;

    /** When each of {@code processes} processes of one E5000 has streamed {@link #BYTES}, µs. */
    private static List<Double> streamed(int processes, double banksMBps) {
        Scenario smp = AmIIPresets.enterprise5000SharedMemory(processes);
        ((org.ccw.model.cluster.Host) smp.getCluster().getNodes().get(0)).setMemoryBandwidthMBps(banksMBps);
        AmIICluster cluster = AmIICluster.of(smp, null);
        List<Double> done = new ArrayList<>();
        for (Endpoint e : cluster.endpoints()) {
            e.setRequestHandler(1, (token, args) -> done.add(Time.toMicros(cluster.kernel().now())));
            e.stream(BYTES);
            e.request4(e.name().endpoint(), 1); // to itself, after the work: marks when it ended
        }
        cluster.endpoints().forEach(Endpoint::start);
        cluster.kernel().runUntil(Time.micros(100_000));
        cluster.endpoints().forEach(Endpoint::stopPolling);
        return done;
    }

    @Test
    void oneProcessorAloneStreamsAtItsMemcpyRate() {
        double us = streamed(2, 400).get(0);
        assertEquals(BYTES / 200.0, us, 50, "1 MB at 200 MB/s, then a short send");
    }

    @Test
    void eightStreamingAtOnceShareTheBanks() {
        List<Double> done = streamed(8, 400);
        double last = done.stream().mapToDouble(Double::doubleValue).max().orElseThrow();
        assertEquals(8 * BYTES / 400.0, last, 100, "8 MB through 400 MB/s of banks");
    }

    @Test
    void unlimitedBanksLetEveryProcessorStreamAtItsOwnRate() {
        List<Double> done = streamed(8, 0);
        assertTrue(done.stream().allMatch(us -> us < BYTES / 200.0 + 50), done.toString());
    }
}
