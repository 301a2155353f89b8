package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.pvmd.Pvmd;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * PVM messages through the daemons under loss, duplication, reordering and damage on the simulated fabric: both
 * tasks send each other numbered messages of one to eight fragments with two tags, then receive whatever comes.
 * The pvmds' own protocol (sequence numbers, acknowledgements, a retry timer that doubles) delivers every message
 * exactly once, whole, and in the order sent for its source and tag.
 */
class DaemonRouteFaultPropertyTest {
    private static final int MESSAGES = 24;

    @ParameterizedTest(name = "Fast Ethernet, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void everyMessageArrivesOnceWholeAndInOrder(long seed) {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        scenario.setSeed(seed);
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(PvmRoute.DAEMON);
        FaultInjection faults = scenario.getFaults();
        faults.setLossRate(0.05);
        faults.setDuplicationRate(0.05);
        faults.setReorderRate(0.10);
        faults.setCorruptionRate(0.03);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        Fabric fabric = Fabric.build(topology, kernel, Tracer.OFF);
        List<List<int[]>> received = List.of(new ArrayList<>(), new ArrayList<>());
        PvmJob job = PvmJob.of(topology.drivenJob().orElseThrow(), fabric, kernel, Tracer.OFF, i -> pvm -> {
            int peer = pvm.tids().get(1 - i);
            for (int m = 0; m < MESSAGES; m++) {
                XdrPacker out = pvm.initsend().pkint(m, 600 * m);
                for (int k = 0; k < 600 * m; k++) {
                    out.pkint(m + k);
                }
                pvm.send(peer, m % 2 + 1);
            }
            for (int m = 0; m < MESSAGES; m++) {
                received.get(i).add(read(pvm.recv(Pvm.ANY, Pvm.ANY)));
            }
        });
        job.start();
        kernel.runUntil(Time.micros(3_600_000_000L));
        job.abandon();

        for (int t = 0; t < 2; t++) {
            List<int[]> got = received.get(t);
            assertEquals(MESSAGES, got.size(), "task " + t + " received every message");
            for (int tag = 1; tag <= 2; tag++) {
                int finalTag = tag;
                List<Integer> numbers = got.stream().filter(r -> r[0] == finalTag).map(r -> r[1]).toList();
                List<Integer> sent = new ArrayList<>();
                for (int m = tag - 1; m < MESSAGES; m += 2) {
                    sent.add(m);
                }
                assertEquals(sent, numbers, "tag " + tag + ": once each, in the order sent");
            }
            assertTrue(got.stream().allMatch(r -> r[2] == 1), "every message whole");
        }
        List<Pvmd.Statistics> pvmds = job.pvmds().stream().map(Pvmd::statistics).toList();
        assertTrue(pvmds.stream().mapToLong(Pvmd.Statistics::retransmissions).sum() > 0, "losses were recovered");
        assertTrue(pvmds.stream().mapToLong(s -> s.duplicates() + s.damaged()).sum() > 0,
                "duplicates or damaged packets were dropped");
    }

    /** {tag, number, 1 when the contents are intact}. */
    private static int[] read(ReceiveQueue.Received r) {
        XdrUnpacker in = r.message().unpacker();
        int m = in.upkint();
        int count = in.upkint();
        boolean intact = count == 600 * m && r.viaDaemon();
        for (int k = 0; k < count; k++) {
            intact &= in.upkint() == m + k;
        }
        return new int[] {r.message().header().tag(), m, intact ? 1 : 0};
    }
}
