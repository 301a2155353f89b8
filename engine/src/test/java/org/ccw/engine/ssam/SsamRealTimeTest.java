package org.ccw.engine.ssam;

import org.ccw.engine.hw.cpu.HostCpu;
import org.ccw.engine.topology.KernelCostTable;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicIntegerArray;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeScheduler;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.realtime.UdpNetworkPort;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.presets.MachinePresets;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.Test;

/**
 * The same SSAM code over real UDP between two endpoints on 127.0.0.1, each on its own real-time scheduler, with
 * every 29th datagram A sends and every 23rd B sends dropped on purpose, and every 17th and 13th sent twice: the
 * window and retransmissions still deliver every request and reply exactly once. Bounded traffic on loopback; the
 * wait is bounded.
 *
 * <p>Each loss costs at least the adaptive timer's 200 ms floor, and a timeout sends the whole window again, so
 * denser periodic loss (it was every 7th and 5th) chains timeouts through the retransmitted bursts and backs the
 * timer off: 20 s idle, past two minutes on a loaded 2-core machine. Sparse loss tests the same recovery.
 */
class SsamRealTimeTest {
    private static final int REQUESTS = 200;

    @Test
    void everyRequestAndReplyArrivesExactlyOnceOverLossyUdp() throws Exception {
        InetSocketAddress anyPort = new InetSocketAddress(InetAddress.getLoopbackAddress(), 0);
        AtomicIntegerArray handled = new AtomicIntegerArray(REQUESTS);
        AtomicIntegerArray replies = new AtomicIntegerArray(REQUESTS);
        CountDownLatch done = new CountDownLatch(1);
        try (RealTimeScheduler sideA = new RealTimeScheduler(1);
                RealTimeScheduler sideB = new RealTimeScheduler(2);
                UdpNetworkPort udpA = UdpNetworkPort.open(sideA, 0, anyPort, UdpNetworkPort.DEFAULT_MTU_BYTES);
                UdpNetworkPort udpB = UdpNetworkPort.open(sideB, 1, anyPort, UdpNetworkPort.DEFAULT_MTU_BYTES)) {
            udpA.peer(1, udpB.localAddress());
            udpB.peer(0, udpA.localAddress());
            TwoProcesses.FaultyPort portA = new TwoProcesses.FaultyPort(udpA);
            TwoProcesses.FaultyPort portB = new TwoProcesses.FaultyPort(udpB);
            for (int i = 0; i < 4 * REQUESTS; i++) {
                if (i % 29 == 3) {
                    portA.drop.add(i);
                }
                if (i % 23 == 2) {
                    portB.drop.add(i);
                }
                if (i % 17 == 5) {
                    portA.duplicate.add(i);
                }
                if (i % 13 == 7) {
                    portB.duplicate.add(i);
                }
            }
            SsamEndpoint a = endpoint(sideA, portA);
            SsamEndpoint b = endpoint(sideB, portB);
            int echo = 0;
            for (SsamEndpoint am : new SsamEndpoint[] {a, b}) {
                ReplyHandler replied = (c, in) -> replies.incrementAndGet(in.getInt());
                am.registerReplyHandler("count_rh", replied);
                echo = am.registerRequestHandler("echo_h", (c, in, reply) -> {
                    int r = in.getInt();
                    handled.incrementAndGet(r);
                    reply.putInt(r);
                    return r % 2 == 0 ? replied : null;
                });
            }
            a.connect(1);
            b.connect(0);
            int handler = echo;
            sideB.schedule(0, b::serve);
            int[] sent = {0};
            Runnable[] next = new Runnable[1];
            next[0] = () -> {
                if (sent[0] == REQUESTS) {
                    a.drain(() -> {
                        done.countDown();
                        a.serve();
                    });
                    return;
                }
                a.requestBuffer(0).putInt(sent[0]++);
                a.request(0, handler, next[0]);
            };
            sideA.schedule(0, next[0]);
            sideA.start();
            sideB.start();

            // a hang guard, not a speed: each lost cell waits out the 200 ms floor of the adaptive timer, more on a busy machine
            assertTrue(done.await(120, TimeUnit.SECONDS), "every request acknowledged within the bound");
            sideA.close();
            sideB.close();
            assertNull(sideA.failure());
            assertNull(sideB.failure());
            for (int r = 0; r < REQUESTS; r++) {
                assertEquals(1, handled.get(r), "request " + r + " handled once");
                assertEquals(r % 2 == 0 ? 1 : 0, replies.get(r), "reply " + r + " handled once if sent");
            }
            assertTrue(a.retransmissions() > 0, "the dropped datagrams were recovered by retransmission");
        }
    }

    @Test
    void aRealCpuTakesARoundTripsStepsInTurnInsteadOfAsAnEventEach() throws Exception {
        Scenario twoHosts = SsamPresets.ssamTwoHosts();
        twoHosts.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        twoHosts.getWorkloads().get(0).setMessageCount(REQUESTS);
        twoHosts.getWorkloads().get(0).setMessageBytes(8);

        RealTimeSummary summary = RealTimeRun.of(twoHosts, RealTimeTransport.UDP).until(120 * Time.PS_PER_S).run();

        assertTrue(summary.complete(), summary.toString());
        // a real CPU is charged nothing, so a round trip's steps are due at once: 16 events a round trip when every
        // step was one, 3 now (StepsInTurn: the arrival's at each end, and the rest of the requester's turn)
        assertTrue(summary.events() < 5L * REQUESTS, summary.events() + " events for " + REQUESTS + " round trips");
    }

    private static SsamEndpoint endpoint(RealTimeScheduler scheduler, TwoProcesses.FaultyPort port) {
        SsamCostModel costs = new SsamCostModel(KernelPath.FAST_TRAPS,
                KernelCostTable.from(MachinePresets.sparcStation20("ss20").getKernel()), Time.nanos(2050),
                Time.nanos(4270), LibraryCosts.SPARCSTATION_20, 60);
        SsamEndpoint endpoint = new SsamEndpoint(scheduler, port, HostCpu.realTime(scheduler), costs,
                new SsamOptions(8, Time.micros(20_000)), Tracer.OFF);
        return endpoint;
    }
}
