package org.ccw.engine.amii;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.ccw.engine.amii.config.AmIIConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.model.cluster.ClusterFactory;
import org.ccw.model.cluster.Host;
import org.ccw.model.cluster.Job;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The network protocol's bulk transfers, the processor-to-NIC assignment of an SMP with three NICs, and the
 * network protocol alone (seed 002 §3, §5.1, Table 2's Myrinet column).
 */
class NetworkBulkTest {

    @Test
    void aTransferToAnotherSmpCrossesBothSbusesAndLandsInTheSegment() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        to.setSegment(16 * 1024);
        List<Long> ran = new ArrayList<>();
        to.setRequestHandler(1, (token, args) -> ran.add(cluster.kernel().now()));
        byte[] data = new byte[8192];
        new SplittableRandom(7).nextBytes(data);
        from.start();
        to.start();
        from.requestXfer4(1, 4096, data, 1, 42);
        cluster.kernel().runUntil(Time.micros(2_000));

        assertEquals(1, ran.size(), "its handler ran once");
        assertArrayEquals(data, to.segment(4096, data.length), "the data is where the sender put it");
        assertEquals(2L * data.length, from.nicDmaBytes() + to.nicDmaBytes(), "out of one SBus and into the other");
        // two SBus crossings at 38 MB/s bound the transfer from below: about 431 µs for 8 kB
        assertTrue(ran.get(0) > 2 * data.length * 1e12 / 38e6, "the DMAs took their time: " + ran.get(0) + " ps");
    }

    @Test
    void aSendersNextCopyWaitsUntilTheNicsDmaHasFetchedTheLastTransfer() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        to.setSegment(16 * 1024);
        to.setRequestHandler(1, (token, args) -> { });
        from.requestXfer4(1, 0, new byte[8192], 1);
        from.requestXfer4(1, 8192, new byte[8192], 1);
        from.start();
        to.start();
        cluster.kernel().runUntil(Time.micros(3_000));

        List<SendLedger> sends = from.sends();
        assertEquals(2, sends.size());
        // one staging buffer: the second copy starts after the first transfer crossed the sender's SBus (38 MB/s)
        long dmaPs = Math.round(8192 * 1e12 / 38e6);
        assertTrue(sends.get(1).donePs() - sends.get(0).donePs() > dmaPs, "the copy waited for the DMA");
        assertTrue(sends.get(1).cycles(SendStep.POLL) > sends.get(0).cycles(SendStep.POLL),
                "and polled meanwhile: " + sends.get(1).cycles());
    }

    @Test
    void aTransferOutsideTheDestinationsSegmentComesBackToHandlerZero() {
        AmIICluster cluster = AmIICluster.of(AmIIPresets.clump(2), null);
        Endpoint from = cluster.endpoints().get(0);
        Endpoint to = cluster.endpoints().get(1);
        to.setSegment(1024);
        List<ReturnReason> returned = new ArrayList<>();
        from.setReturnedHandler((reason, handler, args) -> returned.add(reason));
        from.start();
        to.start();
        from.requestXfer4(1, 512, new byte[1024], 1);
        cluster.kernel().runUntil(Time.micros(2_000));

        assertEquals(List.of(ReturnReason.BAD_SEGMENT_OFFSET), returned);
    }

    /** Bulk transfers both ways over a network that loses, duplicates, damages and reorders: every byte once. */
    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5})
    void transfersSurviveAFaultyNetwork(long seed) {
        Scenario lossy = AmIIPresets.clump(2);
        lossy.setSeed(seed);
        lossy.getFaults().setLossRate(0.05);
        lossy.getFaults().setDuplicationRate(0.03);
        lossy.getFaults().setCorruptionRate(0.02);
        lossy.getFaults().setReorderRate(0.05);
        AmIICluster cluster = AmIICluster.of(lossy, null);
        List<Endpoint> ends = cluster.endpoints();
        int blocks = 12;
        int size = 2048;
        Map<Integer, Integer> arrivals = new TreeMap<>();
        SplittableRandom random = new SplittableRandom(seed);
        byte[][] sent = new byte[2][blocks * size];
        for (int e = 0; e < 2; e++) {
            int me = e;
            ends.get(e).setSegment(blocks * size);
            ends.get(e).setRequestHandler(1, (token, args) -> arrivals.merge(me * 100 + args[0], 1, Integer::sum));
            random.nextBytes(sent[e]);
        }
        ends.forEach(Endpoint::start);
        for (int b = 0; b < blocks; b++) {
            for (int e = 0; e < 2; e++) {
                ends.get(e).requestXfer4(1 - e, b * size, java.util.Arrays.copyOfRange(sent[e], b * size,
                        (b + 1) * size), 1, b);
            }
        }
        cluster.kernel().runUntil(Time.micros(200_000));

        for (int e = 0; e < 2; e++) {
            assertArrayEquals(sent[1 - e], ends.get(e).segment(0, blocks * size), "seed " + seed);
        }
        assertEquals(2 * blocks, arrivals.size(), "every transfer's handler ran");
        assertTrue(arrivals.values().stream().allMatch(n -> n == 1), "once each: " + arrivals);
        assertTrue(ends.stream().mapToLong(Endpoint::retransmissions).sum() > 0, "losses were recovered");
    }

    @Test
    void eightProcessorsShareThreeNicsThreeThreeAndTwo() {
        Scenario clump = AmIIPresets.clump(2);
        Job job = clump.getCluster().getJobs().get(0);
        Host first = (Host) job.getProcesses().get(0).getProcessor().eContainer();
        for (int cpu = 1; cpu < 8; cpu++) {
            org.ccw.model.cluster.Process p = ClusterFactory.eINSTANCE.createProcess();
            p.setName("extra" + cpu);
            p.setProcessor(first.getProcessors().get(cpu));
            job.getProcesses().add(p);
        }
        AmIICluster cluster = AmIICluster.of(clump, null);
        Map<Integer, Integer> perNic = new TreeMap<>();
        cluster.endpoints().stream().filter(e -> e.name().host() == cluster.endpoints().get(0).name().host())
                .forEach(e -> perNic.merge(e.nic(), 1, Integer::sum));

        assertEquals(Map.of(0, 3, 1, 3, 2, 2), perNic);
    }

    @Test
    void aProcessThatNamesItsNicGoesThroughIt() {
        Scenario clump = AmIIPresets.clump(2);
        org.ccw.model.cluster.Process p = clump.getCluster().getJobs().get(0).getProcesses().get(0);
        Host host = (Host) p.getProcessor().eContainer();
        p.setNic(host.getNics().get(2));
        AmIICluster cluster = AmIICluster.of(clump, null);

        assertEquals(2, cluster.endpoints().get(0).nic());
        assertEquals(0, cluster.endpoints().get(1).nic(), "the other takes its processor's turn");
    }

    @Test
    void theNetworkProtocolAloneCarriesEvenMessagesWithinAnSmp() {
        Scenario one = AmIIPresets.clump(1);
        Job job = one.getCluster().getJobs().get(0);
        ((AmIIConfig) job.getStack()).setMultiProtocol(false);
        org.ccw.model.cluster.Process second = ClusterFactory.eINSTANCE.createProcess();
        second.setName("second");
        second.setProcessor(((Host) job.getProcesses().get(0).getProcessor().eContainer()).getProcessors().get(1));
        job.getProcesses().add(second);
        AmIICluster cluster = AmIICluster.of(one, null);
        Endpoint a = cluster.endpoints().get(0);
        Endpoint b = cluster.endpoints().get(1);
        List<Integer> got = new ArrayList<>();
        b.setRequestHandler(1, (token, args) -> b.reply4(token, 1, args[0] + 1));
        a.setReplyHandler(1, (source, args) -> got.add(args[0]));
        a.start();
        b.start();
        a.request4(1, 1, 41);
        cluster.kernel().runUntil(Time.micros(500));

        assertEquals(List.of(42), got);
        assertEquals(2, a.packetsSent() + b.packetsSent(), "both went through the NICs and the switch");
    }
}
