package org.ccw.labs.pvmam;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.pvm.PingPong;
import org.ccw.engine.pvmam.pvm.PvmJob;
import org.ccw.engine.pvmam.pvm.PvmProgram;
import org.ccw.engine.pvmam.driver.PvmamRealTime;
import org.ccw.engine.realtime.RawLoopback;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.SocketNetworkPort;
import org.ccw.engine.stack.RealTimeStack;
import org.ccw.engine.topology.HostSpec;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * PVMAM's round trips on 127.0.0.1 measured in one JVM, a ping-pong of user data timed with
 * {@link System#nanoTime()}: PVMAM's PVM programs over a real socket ({@link PvmamRealTime#tasks}: the AM layer, PVM's
 * fragments and packing, each host with its real-time scheduler and a task thread, no trace), to set beside the raw
 * sockets' ping-pong of the same data ({@link RawLoopback}). It returns the round trips after {@code warmUp} untimed
 * ones, in microseconds, sorted.
 */
final class LoopbackBench {
    private static final long LIMIT_MS = 120_000;

    private LoopbackBench() {
    }

    /**
     * PVMAM's ping-pong ({@link PingPong}, MPBench's) of {@code bytes} between the two tasks of the Solaris preset's
     * job, each host's AM interface (AM route) over a real {@code transport} socket on 127.0.0.1.
     */
    static double[] pvmam(RealTimeTransport transport, int bytes, int warmUp, int rounds)
            throws IOException, InterruptedException {
        Scenario scenario = PvmamPresets.pvmamSolarisEthernet();
        Topology topology = TopologyBuilder.from(scenario);
        JobSpec job = topology.drivenJob().orElseThrow();
        Map<HostSpec, RealTimeStack.Site> sites = new HashMap<>();
        List<RealTimeScheduler> schedulers = new ArrayList<>();
        List<SocketNetworkPort> sockets = new ArrayList<>();
        int total = warmUp + rounds;
        long[] done = new long[total];
        CountDownLatch finished = new CountDownLatch(2);
        try {
            for (int node : job.hosts()) {
                RealTimeScheduler scheduler = new RealTimeScheduler(topology.seed());
                SocketNetworkPort socket = transport.open(scheduler, node, RawLoopback.loopback());
                schedulers.add(scheduler);
                sockets.add(socket);
                sites.put(topology.host(node), new RealTimeStack.Site(scheduler, socket, Tracer.OFF));
            }
            for (SocketNetworkPort socket : sockets) {
                sockets.stream().filter(s -> s != socket).forEach(s -> socket.peer(s.node(), s.localAddress()));
            }
            byte[] data = new byte[bytes];
            PvmJob tasks = PvmamRealTime.tasks(topology, job, sites::get, i -> i == 0 ? (PvmProgram) pvm -> {
                int[] round = {0};
                PingPong.ping(pvm, pvm.tids().get(1), data, total, t -> done[round[0]++] = t);
                finished.countDown();
            } : pvm -> {
                PingPong.echo(pvm, pvm.tids().get(0), total);
                finished.countDown();
            });
            tasks.start();
            schedulers.forEach(RealTimeScheduler::start);
            boolean complete = finished.await(LIMIT_MS, TimeUnit.MILLISECONDS);
            for (RealTimeScheduler scheduler : schedulers) {
                if (scheduler.failure() != null) {
                    throw new IllegalStateException("PVMAM over " + transport + " failed: " + scheduler.failure(),
                            scheduler.failure());
                }
            }
            if (!complete) {
                throw new IllegalStateException("PVMAM's ping-pong over " + transport + " did not finish "
                        + total + " round trips in " + LIMIT_MS / 1000 + " s");
            }
            tasks.abandon();
        } finally {
            for (RealTimeScheduler scheduler : schedulers) {
                scheduler.close();
            }
            for (SocketNetworkPort socket : sockets) {
                socket.close();
            }
        }
        double[] rtt = new double[rounds];
        for (int i = 0; i < rounds; i++) {
            // the next ping is sent as soon as the previous pong is back: the gap between two returns is a round trip
            rtt[i] = Time.toMicros(done[warmUp + i] - done[warmUp + i - 1]);
        }
        return RawLoopback.sorted(rtt);
    }

}
