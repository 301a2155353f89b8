package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.PvmamTestSupport;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamFactory;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ccw.engine.amii.AmIIPresets;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * PVM messages over PVMAM under loss, duplication, reordering and damage on the simulated fabric: both tasks send
 * each other numbered messages of one to several fragments, with two tags. Holding fragments that come ahead of
 * their turn, every message arrives exactly once, whole, and in the order sent for its source and tag. With the
 * paper's policy (drop them, rely on the AM layer's retransmission, §6.4.2) a loss makes every fragment in flight
 * behind it wait for a timeout, and under 8% loss and damage some are given up after the retry limit: the messages
 * that do arrive are still whole, once and in order, and what is missing was reported to its sender as returned.
 */
class PvmFaultPropertyTest {
    private static final int MESSAGES = 30;

    @ParameterizedTest(name = "UDP over Fast Ethernet, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void overUdpEveryMessageArrivesOnceWholeAndInOrder(long seed) {
        exactlyOnceInOrder(PvmamPresets.pvmamSolarisEthernet(), seed, PvmTransport.UDP, PvmAssembler.OutOfOrder.HOLD, 0.10);
    }

    @ParameterizedTest(name = "Myrinet BPI, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void overTheBpiEveryMessageArrivesOnceWholeAndInOrder(long seed) {
        exactlyOnceInOrder(AmIIPresets.now(2), seed, PvmTransport.MYRINET_BPI, PvmAssembler.OutOfOrder.HOLD, 0.10);
    }

    /** The paper's policy: a fragment out of order is dropped and the AM layer sends it again. */
    @ParameterizedTest(name = "UDP, fragments out of order dropped, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void droppingFragmentsOutOfOrderDeliversOnceInOrderAndReportsWhatItGivesUp(long seed) {
        exactlyOnceInOrder(PvmamPresets.pvmamSolarisEthernet(), seed, PvmTransport.UDP, PvmAssembler.OutOfOrder.DROP, 0);
    }

    private static void exactlyOnceInOrder(Scenario scenario, long seed, PvmTransport transport,
            PvmAssembler.OutOfOrder policy, double reorderRate) {
        scenario.setSeed(seed);
        PvmamConfig config = PvmamFactory.eINSTANCE.createPvmamConfig();
        config.setTransport(transport);
        config.setTimeoutMicros(3_000);
        config.setMaxRetries(12);
        scenario.getCluster().getJobs().get(0).setStack(config);
        FaultInjection faults = scenario.getFaults();
        faults.setLossRate(0.05);
        faults.setDuplicationRate(0.05);
        faults.setReorderRate(reorderRate);
        faults.setCorruptionRate(0.03);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
        List<AmInterface> interfaces = PvmamTestSupport.attach(topology, fabric, kernel);
        List<AmRoute> tasks = List.of(new AmRoute(interfaces.get(0), policy),
                new AmRoute(interfaces.get(1), policy));
        List<List<int[]>> received = List.of(new ArrayList<>(), new ArrayList<>());
        for (int t = 0; t < 2; t++) {
            AmRoute me = tasks.get(t);
            List<int[]> mine = received.get(t);
            ReceiveQueue queue = me.queue();
            queue.onArrival(r -> mine.add(read(queue.take(ReceiveQueue.ANY, ReceiveQueue.ANY).orElseThrow())));
        }
        for (int t = 0; t < 2; t++) {
            AmRoute me = tasks.get(t);
            int peer = tasks.get(1 - t).tid();
            kernel.schedule(0, () -> {
                for (int m = 0; m < MESSAGES; m++) {
                    me.send(peer, message(m));
                }
            });
        }

        kernel.runUntil(Time.micros(60_000_000));

        for (int t = 0; t < 2; t++) {
            List<int[]> got = received.get(t);
            long returnedByPeer = interfaces.get(1 - t).statistics().requestsReturned();
            if (policy == PvmAssembler.OutOfOrder.HOLD) {
                assertEquals(MESSAGES, got.size(), "task " + t + " received every message");
                assertEquals(0, returnedByPeer);
            } else if (got.size() < MESSAGES) {
                assertTrue(returnedByPeer > 0, "what task " + t + " lacks its peer was told of as returned");
            }
            for (int tag = 1; tag <= 2; tag++) {
                int finalTag = tag;
                List<Integer> numbers = got.stream().filter(r -> r[0] == finalTag).map(r -> r[1]).toList();
                List<Integer> sent = new ArrayList<>();
                for (int m = tag - 1; m < MESSAGES && sent.size() < numbers.size(); m += 2) {
                    sent.add(m);
                }
                assertEquals(sent, numbers, "tag " + tag + ": once each, in the order sent, none skipped");
            }
            assertTrue(got.stream().allMatch(r -> r[2] == 1), "every message whole");
        }
    }

    /** Message {@code m}: tag 1 or 2, its number, then {@code 50 * m} ints counting from it (up to 6 fragments). */
    private static PvmMessage message(int m) {
        XdrPacker packer = new XdrPacker(1024).pkint(m, 50 * m);
        for (int i = 0; i < 50 * m; i++) {
            packer.pkint(m + i);
        }
        return PvmMessage.of(packer, m % 2 + 1, 0);
    }

    /** {tag, number, 1 when the contents are intact}. */
    private static int[] read(ReceiveQueue.Received r) {
        XdrUnpacker in = r.message().unpacker();
        int m = in.upkint();
        int count = in.upkint();
        boolean intact = count == 50 * m;
        for (int i = 0; i < count; i++) {
            intact &= in.upkint() == m + i;
        }
        return new int[] {r.message().header().tag(), m, intact ? 1 : 0};
    }
}
