package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Consumer;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * The figures emerge from the inputs (issue 25): doubling one input moves a composite figure by exactly what the
 * cost accounting says it should, and leaves a figure that does not rest on it where it was.
 */
class SensitivityTest {
    private static final int ROUNDS = 30;
    private static final double CLOCK_MHZ = 167;

    /** A ping-pong's steady state: its last request's send cycles, its last receive's cycles, its round trip. */
    private record PingPong(long sendCycles, long receiveCycles, double rttUs) {
    }

    @Test
    void doublingTheCompareAndSwapAddsTwoToEveryLocalSendAndFourToItsRoundTrip() {
        PingPong table1 = pingPong(AmIIPresets.enterprise5000SharedMemory(2), h -> { });
        PingPong doubled = pingPong(AmIIPresets.enterprise5000SharedMemory(2), h -> h.setCasCycles(2 * h.getCasCycles()));

        // a local send takes two compare-and-swaps: the tail's, then the packet's free -> claimed (§3.3)
        assertEquals(table1.sendCycles + 2 * 15, doubled.sendCycles);
        assertEquals(table1.receiveCycles, doubled.receiveCycles, "a receive takes none");
        // a round trip is two sends; when the receiver's poll notices may shift by part of a poll (42 cycles)
        double expectedUs = 4 * 15 / CLOCK_MHZ;
        assertEquals(expectedUs, doubled.rttUs - table1.rttUs, 42 / CLOCK_MHZ,
                "the round trip grows by four compare-and-swaps");
    }

    @Test
    void doublingTheNicReadMovesANetworkReceiveByItsReadsAndNothingLocal() {
        int read = AmIIPresets.clump(2).getCluster().getNodes().stream().filter(Host.class::isInstance)
                .map(n -> ((Host) n).getNics().get(0).getUncachedReadCycles()).findFirst().orElseThrow();
        Consumer<Host> doubleRead = h -> h.getNics().forEach(n -> n.setUncachedReadCycles(2 * read));
        PingPong table1 = pingPong(myrinetAlone(), h -> { });
        PingPong doubled = pingPong(myrinetAlone(), doubleRead);

        // a network poll reads both receive queues' heads, then the rest of the packet's words, each uncached
        int reads = NetworkSide.RECEIVE_QUEUES + NetworkPacket.HOST_HEADER_WORDS + 4 - 1;
        assertEquals(table1.receiveCycles + (long) reads * read, doubled.receiveCycles);
        // the request's poll before it goes reads the two heads too; its stores to NIC memory are writes
        assertEquals(table1.sendCycles + (long) NetworkSide.RECEIVE_QUEUES * read, doubled.sendCycles);

        PingPong local = pingPong(AmIIPresets.enterprise5000SharedMemory(2), h -> { });
        PingPong localDoubled = pingPong(AmIIPresets.enterprise5000SharedMemory(2), doubleRead);
        assertEquals(local, localDoubled, "shared memory alone never reads NIC memory");
    }

    @Test
    void doublingTheNicWriteMovesASendOnlyByTheStoresItsStoreBufferCannotHold() {
        int write = AmIIPresets.clump(2).getCluster().getNodes().stream().filter(Host.class::isInstance)
                .map(n -> ((Host) n).getNics().get(0).getWriteCycles()).findFirst().orElseThrow();
        PingPong table1 = pingPong(myrinetAlone(), h -> { });
        PingPong doubled = pingPong(myrinetAlone(), h -> h.getNics().forEach(n -> n.setWriteCycles(2 * write)));

        // a 16-byte request is its header's host words, four arguments and the doorbell: the first eight stores go
        // into the store buffer's free entries at a cycle each, and each one beyond waits for a store to drain
        int stores = NetworkPacket.HOST_HEADER_WORDS + 4 + 1;
        int stalls = stores - NetworkSide.STORE_BUFFER_ENTRIES;
        assertEquals(table1.sendCycles + (long) stalls * write, doubled.sendCycles, 1,
                "the stalls move, the issue does not (to a cycle: picoseconds round to cycles)");
        // the LANai sees the packet once the doorbell has drained: every store's write lies on the round trip (the
        // reply's as well), up to where a network poll notices the arrival (a poll takes some 350 cycles)
        double expectedUs = 2 * stores * write / CLOCK_MHZ;
        assertEquals(expectedUs, doubled.rttUs - table1.rttUs, 2 * 350 / CLOCK_MHZ,
                "the round trip grows by both packets' writes");
    }

    @Test
    void halvingTheMemcpyRateDoublesATransfersCopyAndNothingElseOfItsSend() {
        SendLedger table1 = bulkSend(h -> { });
        SendLedger halved = bulkSend(h -> h.setMemcpyMBps(h.getMemcpyMBps() / 2));

        assertEquals(2 * table1.cycles(SendStep.COPY), halved.cycles(SendStep.COPY), 2);
        assertEquals(table1.total() - table1.cycles(SendStep.COPY), halved.total() - halved.cycles(SendStep.COPY));
        assertTrue(table1.cycles(SendStep.COPY) > 6_000, "8 kB at 200 MB/s is some 6,800 cycles at 167 MHz");
    }

    /** The network protocol alone between two SMPs of the Clump (Table 2's Myrinet column). */
    private static Scenario myrinetAlone() {
        Scenario clump = AmIIPresets.clump(2);
        ((AmIIConfig) clump.getCluster().getJobs().get(0).getStack()).setMultiProtocol(false);
        return clump;
    }

    private static PingPong pingPong(Scenario scenario, Consumer<Host> change) {
        scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .forEach(change);
        AmIICluster cluster = AmIICluster.of(scenario, null);
        List<Endpoint> ends = cluster.endpoints();
        AmIIDriver driver = new AmIIDriver(List.of(ends.get(0), ends.get(1)), cluster.kernel(),
                WorkloadKind.PING_PONG, ROUNDS, 16);
        driver.start();
        cluster.run(Time.micros(10_000));
        List<SendLedger> sends = ends.get(0).sends();
        List<Long> receives = ends.get(1).receives();
        return new PingPong(sends.get(sends.size() - 1).total(), receives.get(receives.size() - 1),
                Time.toMicros(driver.finishedPs()) / ROUNDS);
    }

    /** The second of two 8 kB transfers through shared memory (the first warms the lines). */
    private static SendLedger bulkSend(Consumer<Host> change) {
        Scenario scenario = AmIIPresets.enterprise5000SharedMemory(2);
        scenario.getCluster().getNodes().stream().filter(Host.class::isInstance).map(Host.class::cast)
                .forEach(change);
        AmIICluster cluster = AmIICluster.of(scenario, null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        to.setSegment(8192);
        to.setRequestHandler(1, (token, args) -> { });
        from.requestXfer4(to.name().endpoint(), 0, new byte[8192], 1);
        from.requestXfer4(to.name().endpoint(), 0, new byte[8192], 1);
        from.start();
        to.start();
        cluster.kernel().runUntil(Time.micros(1_000));
        return from.sends().get(1);
    }
}
