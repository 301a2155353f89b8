package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

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
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * A program written as steps: on a task's thread it makes the calls a straight-line program makes, in the same order
 * (so a simulated run's trace is the same); over real sockets its steps run on the host's loop thread.
 */
class SteppedProgramTest {
    @Test
    void onATaskThreadTheStepsMakeTheStraightLineCallsInOrder() {
        List<String> calls = new ArrayList<>();
        ReceiveQueue.Received pong = new ReceiveQueue.Received(7,
                PvmMessage.of(new XdrPacker(8192).pkbyte(new byte[8]), PingPong.PONG, 0), false);
        Pvm pvm = (Pvm) Proxy.newProxyInstance(Pvm.class.getClassLoader(), new Class<?>[] {Pvm.class},
                (proxy, method, args) -> {
                    calls.add(method.getName() + (method.getName().equals("send") || method.getName().equals("recv")
                            ? List.of(args) : ""));
                    return switch (method.getName()) {
                        case "initsend" -> new XdrPacker(8192);
                        case "recv" -> pong;
                        case "now" -> 0L;
                        default -> null;
                    };
                });

        PingPong.ping(pvm, 7, new byte[8], 2, t -> calls.add("round trip"));

        assertEquals(List.of("initsend", "send[7, 1]", "recv[7, 2]", "now", "round trip",
                "initsend", "send[7, 1]", "recv[7, 2]", "now", "round trip"), calls);
    }

    @Test
    void overRealSocketsTheStepsRunOnTheLoopThreadsWithNoThreadOfTheirOwn() throws Exception {
        Topology topology = TopologyBuilder.from(PvmamPresets.pvmamSolarisEthernet());
        JobSpec job = topology.drivenJob().orElseThrow();
        Map<HostSpec, RealTimeStack.Site> sites = new HashMap<>();
        List<RealTimeScheduler> schedulers = new ArrayList<>();
        List<SocketNetworkPort> sockets = new ArrayList<>();
        Set<String> threads = ConcurrentHashMap.newKeySet();
        CountDownLatch pongs = new CountDownLatch(20);
        try {
            for (int node : job.hosts()) {
                RealTimeScheduler scheduler = new RealTimeScheduler(topology.seed());
                SocketNetworkPort socket = RealTimeTransport.UDP.open(scheduler, node, RawLoopback.loopback());
                schedulers.add(scheduler);
                sockets.add(socket);
                sites.put(topology.host(node), new RealTimeStack.Site(scheduler, socket, Tracer.OFF));
            }
            for (SocketNetworkPort socket : sockets) {
                sockets.stream().filter(s -> s != socket).forEach(s -> socket.peer(s.node(), s.localAddress()));
            }
            PvmJob tasks = PvmamRealTime.tasks(topology, job, sites::get, i -> i == 0
                    ? new SteppedProgram(pvm -> PingPong.ping(pvm, pvm.tids().get(1), new byte[8], 20, t -> {
                        threads.add(Thread.currentThread().getName());
                        pongs.countDown();
                    }))
                    : new SteppedProgram(pvm -> PingPong.echo(pvm, pvm.tids().get(0), 20)));
            tasks.start();
            schedulers.forEach(RealTimeScheduler::start);

            assertTrue(pongs.await(30, TimeUnit.SECONDS), "20 round trips");
            assertEquals(Set.of("ccw-realtime-loop"), threads, "each step on its host's loop");
            tasks.abandon();
        } finally {
            for (RealTimeScheduler scheduler : schedulers) {
                scheduler.close();
            }
            for (SocketNetworkPort socket : sockets) {
                socket.close();
            }
        }
    }
}
