package org.ccw.engine.pvmam.pvm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.pvmam.AmInterface;
import org.ccw.engine.pvmam.config.PvmRoute;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.pvmd.Pvmd;
import org.ccw.engine.pvmam.pvm.FallbackRoute.Fallback;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;
import org.ccw.engine.pvmam.PvmamPresets;

/**
 * {@code pvm_send}'s checks (seed 003 §6.4.1): each failing check sends the message through the daemons, all passing
 * leaves it on the job's route; and the SIGIO flag (§6.4): a task reads its daemon socket only when the flag is set.
 */
class FallbackRouteTest {
    private static final int TASK = 0x40001;

    @Test
    void eachFailingCheckNamesItselfInThePapersOrder() {
        assertEquals(Fallback.NONE, FallbackRoute.check(TASK, 7, false, true, true));
        assertEquals(Fallback.DESTINATION_IS_DAEMON, FallbackRoute.check(Pvmd.daemonTid(1), 7, false, true, true));
        assertEquals(Fallback.REENTERED, FallbackRoute.check(TASK, 7, true, true, true));
        assertEquals(Fallback.NO_TASK_CONTROL_BLOCK, FallbackRoute.check(TASK, 7, false, false, true));
        assertEquals(Fallback.NOT_OPEN, FallbackRoute.check(TASK, 7, false, true, false));
        assertEquals(Fallback.CONTROL_TAG, FallbackRoute.check(TASK, 0x80030001, false, true, true));
        // the first that fails is the one named
        assertEquals(Fallback.DESTINATION_IS_DAEMON, FallbackRoute.check(Pvmd.daemonTid(2), -1, true, false, false));
        assertEquals(Fallback.REENTERED, FallbackRoute.check(TASK, -1, true, false, false));
    }

    /** A run of a two-task job on {@code route}, its trace kept. */
    private record Run(PvmJob job, List<TraceEvent> trace) {
        long hops(String kind) {
            return trace.stream().filter(e -> e instanceof TraceEvent.MessageDelivered d && d.kind().equals(kind))
                    .count();
        }
    }

    private static Run run(Scenario scenario, PvmRoute route, IntFunction<PvmProgram> programs,
            java.util.function.Consumer<PvmJob> before) {
        ((PvmamConfig) scenario.getCluster().getJobs().get(0).getStack()).setRoute(route);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        List<TraceEvent> trace = new ArrayList<>();
        Tracer tracer = new Tracer(kernel, trace::add);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        PvmJob job = PvmJob.of(topology.drivenJob().orElseThrow(), fabric, kernel, tracer, programs);
        before.accept(job);
        job.start();
        kernel.run();
        job.abandon();
        return new Run(job, trace);
    }

    /** Task 0 sends {@code count} messages to task 1 with tag 5, then waits for one back; task 1 echoes the last. */
    private static IntFunction<PvmProgram> sendsAndEcho(int count, List<ReceiveQueue.Received> got) {
        return i -> pvm -> {
            int peer = pvm.tids().get(1 - i);
            if (i == 0) {
                for (int m = 0; m < count; m++) {
                    pvm.initsend().pkint(m);
                    pvm.send(peer, 5);
                }
                got.add(pvm.recv(peer, 6));
            } else {
                for (int m = 0; m < count; m++) {
                    got.add(pvm.recv(peer, 5));
                }
                pvm.initsend().pkint(count);
                pvm.send(peer, 6);
            }
        };
    }

    @Test
    void whenEveryCheckPassesTheMessagesStayOnTheAmRouteAndTheDaemonSocketIsNeverRead() {
        List<ReceiveQueue.Received> got = new ArrayList<>();
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.AM, sendsAndEcho(4, got), job -> { });

        assertEquals(5, got.size());
        assertTrue(got.stream().noneMatch(ReceiveQueue.Received::viaDaemon));
        for (PvmTask task : run.job().tasks()) {
            FallbackRoute route = (FallbackRoute) task.route();
            assertEquals(0, route.daemon().signals(), "no SIGIO: nothing came through the daemon");
            assertEquals(0, route.daemon().services(), "the flag was never set, so the socket was never read");
        }
        assertEquals(0, run.hops("pvmd-pvmd"));
    }

    @Test
    void aTaskWithoutAControlBlockIsReachedThroughTheDaemonsAndItsReplyComesBackTheSameWay() {
        List<ReceiveQueue.Received> got = new ArrayList<>();
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.AM, sendsAndEcho(3, got), job -> {
            // each task's control block of the other is gone (am_remove_task): no AM route between them
            AmInterface a = job.interfaces().get(0);
            AmInterface b = job.interfaces().get(1);
            a.removeTask(b.tid());
            b.removeTask(a.tid());
        });

        assertEquals(4, got.size());
        assertTrue(got.stream().allMatch(ReceiveQueue.Received::viaDaemon));
        FallbackRoute sender = (FallbackRoute) run.job().tasks().get(0).route();
        assertEquals(3, sender.count(Fallback.NO_TASK_CONTROL_BLOCK));
        // every fragment's three hops are in the trace
        assertEquals(4, run.hops("task-pvmd"));
        assertEquals(4, run.hops("pvmd-pvmd"));
        assertEquals(4, run.hops("pvmd-task"));
        FallbackRoute receiver = (FallbackRoute) run.job().tasks().get(1).route();
        assertTrue(receiver.daemon().services() > 0);
        assertTrue(receiver.daemon().services() <= receiver.daemon().signals(),
                "the socket is read only after a SIGIO set the flag");
    }

    @Test
    void aMessageToADaemonGoesThroughTheDaemonsAndEndsThere() {
        List<ReceiveQueue.Received> got = new ArrayList<>();
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.AM, i -> pvm -> {
            int peer = pvm.tids().get(1 - i);
            if (i == 0) {
                pvm.initsend().pkint(1);
                pvm.send(Pvmd.daemonTid(2), 9);
                pvm.initsend().pkint(2);
                pvm.send(peer, 5);
            } else {
                got.add(pvm.recv(peer, 5));
            }
        }, job -> { });

        assertEquals(1, got.size());
        assertFalse(got.get(0).viaDaemon(), "the task's own message stays on the AM route");
        FallbackRoute sender = (FallbackRoute) run.job().tasks().get(0).route();
        assertEquals(1, sender.count(Fallback.DESTINATION_IS_DAEMON));
        assertEquals(1, run.job().pvmds().get(1).statistics().messagesForDaemon());
        assertEquals(1, run.hops("pvmd-pvmd"));
        assertEquals(0, run.hops("pvmd-task"));
    }

    @Test
    void onTheDaemonRouteTheTaskReadsItsSocketOnlyAfterSigio() {
        List<ReceiveQueue.Received> got = new ArrayList<>();
        Run run = run(PvmamPresets.pvmamSolarisEthernet(), PvmRoute.DAEMON, sendsAndEcho(5, got), job -> { });

        assertEquals(6, got.size());
        for (PvmTask task : run.job().tasks()) {
            DaemonRoute route = (DaemonRoute) task.route();
            assertTrue(route.signals() > 0);
            assertTrue(route.services() > 0 && route.services() <= route.signals(),
                    route.services() + " reads after " + route.signals() + " SIGIOs");
        }
        assertEquals(6, run.hops("pvmd-pvmd"));
    }
}
