package org.ccw.labs.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.function.DoubleUnaryOperator;

import org.ccw.engine.trace.TraceFingerprint;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Config;
import org.ccw.labs.pvmam.PvmamMpbenchLab.Platform;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

/**
 * Doubling one input, the Pentium II's memory-copy rate, moves PVMAM's MPBench figures over the BPI by what the
 * copies charged at that rate predict (not the AM layer's receive copy, which reads the caches), and leaves the
 * small-message latency, which rests on calls rather than copies, within what its few bytes' copies allow.
 */
class PvmamSensitivityTest {
    /** One fragment's message: no pipelining between fragments, so each copy is on the one-way path once. */
    private static final int BYTES = 4_096;

    @Test
    void doublingThePentiumIiCopyRateTakesThreeCopiesTimeOffTheOneWayLatency() {
        MpbenchProbe before = probe(Platform.LINUX, Config.BPI, BYTES, m -> m);
        MpbenchProbe after = probe(Platform.LINUX, Config.BPI, BYTES, m -> 2 * m);
        double memcpyMBps = host(Platform.LINUX).getMemcpyMBps();
        // one way: the AM layer's kept copy (before the BPI's send, §5.3.3), the BPI's copy out of the card's DMA
        // area and precv's copy into the user's buffer, each (about) the message; the extra receive copy (§7.3.1)
        // reads the staging buffer the BPI has just filled, from the caches, at a rate of cycles
        double savedUs = 3 * BYTES * (1 / memcpyMBps - 1 / (2 * memcpyMBps));
        assertEquals(savedUs, before.latencyUs() - after.latencyUs(), 0.03 * savedUs,
                () -> "latency " + before.latencyUs() + " -> " + after.latencyUs() + " us");
    }

    @Test
    void doublingThePentiumIiCopyRateHardlyMovesTheEightByteLatencyWhichIsCallsNotCopies() {
        MpbenchProbe before = probe(Platform.LINUX, Config.BPI, 8, m -> m);
        MpbenchProbe after = probe(Platform.LINUX, Config.BPI, 8, m -> 2 * m);
        // the same three copies, of an 8-byte message and its 68 bytes of headers at most: well under a microsecond
        double memcpyMBps = host(Platform.LINUX).getMemcpyMBps();
        double boundUs = 3 * (8 + 68) * (1 / memcpyMBps - 1 / (2 * memcpyMBps));
        double movedUs = before.latencyUs() - after.latencyUs();
        assertTrue(movedUs >= 0 && movedUs <= boundUs, () -> "8-byte latency moved " + movedUs + " us, bound "
                + boundUs);
    }

    private static MpbenchProbe probe(Platform platform, Config config, int bytes, DoubleUnaryOperator linuxMemcpy) {
        Scenario scenario = PvmamMpbenchLab.configured(platform, config, 1);
        if (platform == Platform.LINUX) {
            for (var node : scenario.getCluster().getNodes()) {
                if (node instanceof Host host) {
                    host.setMemcpyMBps(linuxMemcpy.applyAsDouble(host.getMemcpyMBps()));
                }
            }
        }
        return MpbenchProbe.measure(scenario, bytes, PvmamMpbenchLab.rounds(bytes), new TraceFingerprint());
    }

    private static Host host(Platform platform) {
        return (Host) PvmamMpbenchLab.configured(platform, Config.BPI, 1).getCluster().getJobs().get(0).getProcesses()
                .get(0).getProcessor().eContainer();
    }
}
