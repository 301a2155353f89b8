package org.ccw.engine.pvmam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.ccw.engine.hw.Fabric;
import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.pvmam.config.PvmTransport;
import org.ccw.engine.pvmam.config.PvmamConfig;
import org.ccw.engine.pvmam.config.PvmamFactory;
import org.ccw.engine.topology.JobSpec;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ccw.engine.amii.AmIIPresets;

/**
 * What the HPAM protocol promises (seed 003 §5), on the simulated fabric under loss, duplication, reordering and
 * damage: both tasks send numbered requests to each other at once (up to the depth in flight, the rest waiting),
 * some large enough to go as several IP fragments over Ethernet; every request's handler runs exactly once, every
 * request is answered by exactly one reply matched (its handler's, or a blank one for the odd requests, whose
 * handler does not reply: read from the trace's {@code MessageDelivered} by message id), and nothing is returned.
 */
class PvmamFaultPropertyTest {
    private static final int REQUESTS = 60;

    @ParameterizedTest(name = "UDP over Fast Ethernet, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void overUdpEveryRequestRunsOnceAndIsAnsweredOnce(long seed) {
        exactlyOnce(PvmamPresets.pvmamSolarisEthernet(), seed, PvmTransport.UDP, 8);
    }

    @ParameterizedTest(name = "TCP over Fast Ethernet, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6})
    void overTcpEveryRequestRunsOnceAndIsAnsweredOnce(long seed) {
        exactlyOnce(PvmamPresets.pvmamSolarisEthernet(), seed, PvmTransport.TCP, 8);
    }

    @ParameterizedTest(name = "Myrinet BPI, seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
    void overTheBpiEveryRequestRunsOnceAndIsAnsweredOnce(long seed) {
        exactlyOnce(AmIIPresets.now(2), seed, PvmTransport.MYRINET_BPI, 12);
    }

    private static void exactlyOnce(Scenario scenario, long seed, PvmTransport transport, int depth) {
        scenario.setSeed(seed);
        PvmamConfig config = PvmamFactory.eINSTANCE.createPvmamConfig();
        config.setTransport(transport);
        config.setDepth(depth);
        config.setTimeoutMicros(3_000);
        config.setMaxRetries(12);
        scenario.getCluster().getJobs().get(0).setStack(config);
        FaultInjection faults = scenario.getFaults();
        faults.setLossRate(0.05);
        faults.setDuplicationRate(0.05);
        faults.setReorderRate(0.10);
        faults.setCorruptionRate(0.03);
        Topology topology = TopologyBuilder.from(scenario);
        SimulationKernel kernel = new SimulationKernel(topology.seed());
        List<TraceEvent> trace = new ArrayList<>();
        Tracer tracer = new Tracer(kernel, trace::add);
        Fabric fabric = Fabric.build(topology, kernel, tracer);
        JobSpec job = topology.drivenJob().orElseThrow();
        List<AmInterface> tasks = PvmamCluster.attach(job, fabric, kernel, tracer).interfaces();
        List<Task> both = List.of(new Task(tasks.get(0)), new Task(tasks.get(1)));
        both.get(0).talkTo(both.get(1));
        both.get(1).talkTo(both.get(0));
        both.forEach(task -> kernel.schedule(0, task::sendAll));

        kernel.runUntil(Time.micros(60_000_000));

        for (Task task : both) {
            Task peer = task == both.get(0) ? both.get(1) : both.get(0);
            for (int r = 0; r < REQUESTS; r++) {
                assertEquals(1, peer.handled[r], "request " + r + " of " + Tid.text(task.am.tid()) + " ran once");
                assertEquals(r % 2 == 0 ? 1 : 0, task.answered[r], "request " + r + " of "
                        + Tid.text(task.am.tid()) + " ran its reply handler once if it had one");
            }
            assertEquals(0, task.am.statistics().requestsReturned(), "nothing was given up on");
        }
        Map<Long, Long> requestsDelivered = delivered(trace, "request");
        Map<Long, Long> repliesDelivered = delivered(trace, "reply");
        List<Long> requestIds = trace.stream().filter(e -> e instanceof TraceEvent.MessageSent m
                && m.kind().equals("request")).map(e -> ((TraceEvent.MessageSent) e).messageId()).toList();
        assertEquals(2 * REQUESTS, requestIds.size());
        for (long id : requestIds) {
            assertEquals(1, requestsDelivered.getOrDefault(id, 0L), "request " + Long.toHexString(id));
            assertEquals(1, repliesDelivered.getOrDefault(id, 0L), "its reply, blank or not, matched once");
        }
        long recovered = trace.stream().filter(TraceEvent.Retransmitted.class::isInstance).count();
        assertTrue(recovered > 0, "the faults did force retransmissions (of requests, or of TCP segments)");
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellDropped d
                && d.reason() == DropReason.CHECKSUM), "a damaged AM was caught by its checksum");
        assertTrue(trace.stream().filter(TraceEvent.WindowChanged.class::isInstance)
                .map(TraceEvent.WindowChanged.class::cast).allMatch(w -> w.inFlight() <= depth));
    }

    private static Map<Long, Long> delivered(List<TraceEvent> trace, String kind) {
        return trace.stream().filter(e -> e instanceof TraceEvent.MessageDelivered m && m.kind().equals(kind))
                .collect(Collectors.groupingBy(e -> ((TraceEvent.MessageDelivered) e).messageId(),
                        Collectors.counting()));
    }

    /** One task: sends REQUESTS numbered requests, even ones answered by its peer's handler, odd ones blank. */
    private static final class Task {
        final AmInterface am;
        final int[] handled = new int[REQUESTS];
        final int[] answered = new int[REQUESTS];
        final int echo;
        final int sink;
        final int replyHandler;
        Task peer;

        Task(AmInterface am) {
            this.am = am;
            this.replyHandler = am.addressToId((AmHandlers.ReplyHandler) (from, data) ->
                    answered[ByteBuffer.wrap(data).getInt()]++);
            this.echo = am.addressToId((AmHandlers.RequestHandler) (token, data) -> {
                handled[ByteBuffer.wrap(data).getInt()]++;
                token.reply(peer.replyHandler, data);
            });
            this.sink = am.addressToId((AmHandlers.RequestHandler) (token, data) ->
                    handled[ByteBuffer.wrap(data).getInt()]++);
        }

        void talkTo(Task peer) {
            this.peer = peer;
        }

        void sendAll() {
            for (int r = 0; r < REQUESTS; r++) {
                // every fifth request is 3000 bytes: three IP fragments on Ethernet
                byte[] data = ByteBuffer.allocate(r % 5 == 0 ? 3_000 : 8).putInt(r).array();
                am.request(peer.am.tid(), r % 2 == 0 ? peer.echo : peer.sink, data);
            }
        }
    }
}
