package org.ccw.engine.ssam;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.ssam.config.SsamConfig;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.FaultInjection;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The property SSAM's flow control promises (seed 000 §3.3.1): whatever the fabric loses, duplicates, reorders or
 * damages, every request runs its handler exactly once, every reply runs its reply handler exactly once, nothing
 * is lost, and no connection ever has more than w requests unacknowledged. Both processes send and serve at once.
 */
class SsamFaultPropertyTest {
    private static final int REQUESTS = 150;
    private static final int WINDOW = 4;

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24,
            25, 26, 27, 28, 29, 30})
    void nothingIsLostAndNothingHappensTwice(long seed) {
        Scenario scenario = SsamPresets.ssamTwoHosts();
        scenario.setSeed(seed);
        FaultInjection faults = scenario.getFaults();
        faults.setLossRate(0.10);
        faults.setDuplicationRate(0.05);
        faults.setReorderRate(0.10);
        faults.setCorruptionRate(0.05);
        SsamConfig config = (SsamConfig) scenario.getCluster().getJobs().get(0).getStack();
        config.setWindow(WINDOW);
        config.setRetransmitTimeoutMicros(200);
        List<TraceEvent> windows = new ArrayList<>();
        SsamCluster cluster = SsamCluster.of(scenario, null, LibraryCosts.SPARCSTATION_20, event -> {
            if (event instanceof TraceEvent.WindowChanged) {
                windows.add(event);
            }
        });
        List<Process> processes = List.of(new Process(cluster.endpoint(0)), new Process(cluster.endpoint(1)));
        processes.get(0).connectTo(processes.get(1));
        processes.get(1).connectTo(processes.get(0));
        processes.forEach(Process::start);

        cluster.run(Time.micros(2_000_000));

        for (int i = 0; i < 2; i++) {
            Process me = processes.get(i);
            Process peer = processes.get(1 - i);
            for (int r = 0; r < REQUESTS; r++) {
                assertEquals(1, peer.handledFrom[r], "request " + r + " of node " + me.am.node() + " ran once");
                assertEquals(r % 2 == 0 ? 1 : 0, me.replies[r], "reply to request " + r + " ran once if sent");
            }
            assertTrue(me.done, "node " + me.am.node() + " saw every request acknowledged");
        }
        assertTrue(windows.stream().allMatch(e -> ((TraceEvent.WindowChanged) e).inFlight() <= WINDOW));
        long retransmitted = processes.stream().mapToLong(p -> p.am.retransmissions()).sum();
        assertTrue(retransmitted > 0, "the faults did force recovery");
    }

    /** One process: sends REQUESTS numbered requests, even ones answered by a reply, odd ones not; serves. */
    private static final class Process {
        final SsamEndpoint am;
        final int[] handledFrom = new int[REQUESTS];
        final int[] replies = new int[REQUESTS];
        final int echo;
        final int sink;
        int connection;
        int sent;
        boolean done;

        Process(SsamEndpoint am) {
            this.am = am;
            ReplyHandler replied = (c, in) -> replies[in.getInt()]++;
            am.registerReplyHandler("count_rh", replied);
            echo = am.registerRequestHandler("echo_h", (c, in, reply) -> {
                int r = in.getInt();
                handledFrom[r]++;
                reply.putInt(r);
                return replied;
            });
            sink = am.registerRequestHandler("sink_h", (c, in, reply) -> {
                handledFrom[in.getInt()]++;
                return null;
            });
        }

        void connectTo(Process peer) {
            connection = am.connect(peer.am.node());
        }

        void start() {
            if (sent == REQUESTS) {
                am.drain(() -> {
                    done = true;
                    am.serve();
                });
                return;
            }
            int r = sent++;
            am.requestBuffer(connection).putInt(r);
            am.request(connection, r % 2 == 0 ? echo : sink, this::start);
        }
    }
}
