package org.ccw.engine.dvcm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.channels.DatagramChannel;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.dvcm.coordination.TokenMoved;
import org.ccw.engine.dvcm.coordination.SenderCoordination;
import org.ccw.engine.dvcm.coordination.TokenInvariants;
import org.ccw.engine.dvcm.module.Command;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.realtime.RealTimeTransport;
import org.ccw.engine.run.RealTimeRun;
import org.ccw.engine.run.RealTimeSummary;
import org.ccw.engine.topology.Topology;
import org.ccw.engine.topology.TopologyBuilder;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.ccw.model.workload.WorkloadKind;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The DVCM with one host per run, as {@code workbench peer} runs it (here each host's run on its own thread of this
 * JVM, its own scheduler and UDP socket on 127.0.0.1): each host ends on what its own unit knows, told by the other
 * units' {@code dvcm-finished} control messages; the token travels between the runs in control messages; every
 * message arrives exactly once, with and without the token, whatever the injected faults lose or duplicate; and
 * units in different OS processes agree on the opcodes of the commands they send one another.
 * Bounded: a few dozen messages, each run gives up after 60 s.
 */
class DvcmPeerTest {
    private static final long LIMIT_PS = 60 * Time.PS_PER_S;
    private final ExecutorService pool = Executors.newCachedThreadPool();

    @AfterEach
    void stop() {
        pool.shutdownNow();
    }

    /** One host's run: its summary and the trace it recorded. */
    private record Host(String name, int node, RealTimeSummary summary, List<TraceEvent> trace) {
        long moves() {
            return trace.stream().filter(e -> TokenMoved.KIND.payloadOf(e).isPresent()).count();
        }
    }

    private static Scenario burst(int hosts, int messages, boolean token, double loss) {
        Scenario s = DvcmPresets.dvcmStar(hosts);
        s.getWorkloads().get(0).setKind(WorkloadKind.ALL_TO_ONE_BURST);
        s.getWorkloads().get(0).setMessageCount(messages);
        s.getWorkloads().get(0).setMessageBytes(4096);
        s.getFaults().setLossRate(loss);
        s.getFaults().setDuplicationRate(loss);
        if (!token) {
            ((DvcmConfig) s.getCluster().getJobs().get(0).getStack()).getModules().clear();
        }
        return s;
    }

    @Test
    void aCoordinatedBurstBetweenThreeSeparateRunsDeliversEveryMessageOnceAndPassesTheToken() throws Exception {
        List<Host> hosts = runEachHostAlone(burst(3, 20, true, 0.03));

        Host receiver = hosts.get(2);
        assertEveryMessageOnce(hosts, 20);
        TokenInvariants invariants = new TokenInvariants();
        hosts.forEach(h -> h.trace().forEach(invariants::accept));
        assertTrue(invariants.starved().isEmpty(), "every request for the token was granted: "
                + invariants.starved());
        long gave = hosts.stream().flatMap(h -> h.trace().stream()).filter(e -> TokenMoved.KIND.payloadOf(e)
                .filter(m -> m.from() >= 0 && e.node() == m.from()).isPresent()).count();
        long took = hosts.stream().flatMap(h -> h.trace().stream()).filter(e -> TokenMoved.KIND.payloadOf(e)
                .filter(m -> m.from() >= 0 && e.node() == m.to()).isPresent()).count();
        assertTrue(gave > 0, "the two senders passed the token between their OS processes' runs");
        assertEquals(gave, took, "every token that left one run arrived at the other");
        assertEquals(0, receiver.moves(), "the destination's unit is never involved");
    }

    @Test
    void anUncoordinatedBurstBetweenFourSeparateRunsDeliversEveryMessageOnce() throws Exception {
        List<Host> hosts = runEachHostAlone(burst(4, 15, false, 0.03));

        assertEveryMessageOnce(hosts, 15);
        assertTrue(hosts.stream().allMatch(h -> h.moves() == 0), "no token without"
                + " the module");
        assertTrue(hosts.stream().mapToLong(h -> h.summary().framesLost()).sum() > 0, "the faults struck");
        assertTrue(hosts.stream().mapToLong(h -> h.summary().retransmissions()).sum() > 0,
                "and the units sent what was lost again");
    }

    @Test
    void aPingPongBetweenTwoSeparateRunsPlaysEveryRound() throws Exception {
        Scenario scenario = burst(2, 10, false, 0);
        scenario.getWorkloads().get(0).setKind(WorkloadKind.PING_PONG);
        List<Host> hosts = runEachHostAlone(scenario);

        for (Host host : hosts) {
            assertTrue(host.summary().complete(), host.summary().toString());
            assertEquals(10, host.summary().messagesSent(), host.name() + " sent its ten: " + host.summary());
            assertEquals(10, host.summary().messagesDelivered(), host.name() + " got its ten: " + host.summary());
        }
    }

    @Test
    void unitsInDifferentOperatingSystemProcessesAgreeOnTheOpcodesOfRemoteCommands() {
        // two DVCMs of one job stand for two OS processes; the sender first numbers another command
        Dvcm here = DvcmCluster.of(burst(3, 1, true, 0), null).dvcm();
        Dvcm there = DvcmCluster.of(burst(3, 1, true, 0), null).dvcm();
        int target = there.units().get(2).node();
        Command command = new Command(SenderCoordination.SEND_WITH_FLOW_CONTROL, 0, target, 4096, 7);
        here.carrying(new Command(Dvcm.SEND, 0, target, 1, 1), 0);

        assertEquals(command, there.carried(here.carrying(command, 0),
                there.unit(target).commandHandlers.keySet()), "the command the other process's unit runs");
    }

    /**
     * Every run complete; every sender's run posted its messages and the receiver's run delivered each sender's
     * {@code messages} messages exactly once.
     */
    private static void assertEveryMessageOnce(List<Host> hosts, int messages) {
        Host receiver = hosts.get(hosts.size() - 1);
        for (Host host : hosts) {
            assertTrue(host.summary().complete(), host.name() + " ended on its own: " + host.summary());
        }
        for (Host sender : hosts.subList(0, hosts.size() - 1)) {
            assertEquals(messages, sender.summary().messagesSent(), sender.summary().toString());
            assertEquals(0, sender.summary().messagesDelivered(), sender.summary().toString());
        }
        int senders = hosts.size() - 1;
        assertEquals(0, receiver.summary().messagesSent(), receiver.summary().toString());
        assertEquals((long) senders * messages, receiver.summary().messagesDelivered(), receiver.summary().toString());
        Map<Integer, Integer> from = new TreeMap<>();
        receiver.trace().stream().filter(e -> e instanceof TraceEvent.MessageDelivered d && d.kind().equals("data"))
                .forEach(e -> from.merge(((TraceEvent.MessageDelivered) e).source(), 1, Integer::sum));
        Map<Integer, Integer> expected = new TreeMap<>();
        hosts.subList(0, senders).forEach(h -> expected.put(h.node(), messages));
        assertEquals(expected, from, "each sender's messages, each exactly once");
    }

    /** Runs each host of the scenario's job alone, with its peers' addresses, all at once on separate threads. */
    private List<Host> runEachHostAlone(Scenario scenario) throws Exception {
        Topology topology = TopologyBuilder.from(scenario);
        Map<String, Integer> nodes = new LinkedHashMap<>();
        topology.drivenJob().orElseThrow().hosts().forEach(n -> nodes.put(topology.host(n).name(), n));
        Map<String, InetSocketAddress> addresses = new LinkedHashMap<>();
        for (String name : nodes.keySet()) {
            addresses.put(name, new InetSocketAddress("127.0.0.1", freePort()));
        }
        List<Future<Host>> runs = new ArrayList<>();
        for (String name : nodes.keySet()) {
            Map<String, InetSocketAddress> peers = new LinkedHashMap<>(addresses);
            peers.remove(name);
            List<TraceEvent> trace = Collections.synchronizedList(new ArrayList<>());
            runs.add(pool.submit(() -> new Host(name, nodes.get(name), RealTimeRun.of(scenario, RealTimeTransport.UDP)
                    .seed(11).only(name, addresses.get(name), peers).until(LIMIT_PS).sink(trace::add).run(),
                    trace)));
        }
        List<Host> hosts = new ArrayList<>();
        for (Future<Host> run : runs) {
            hosts.add(run.get(2 * LIMIT_PS / Time.PS_PER_S, TimeUnit.SECONDS));
        }
        return hosts;
    }

    private static int freePort() throws IOException {
        try (DatagramChannel udp = DatagramChannel.open().bind(new InetSocketAddress("127.0.0.1", 0))) {
            return ((InetSocketAddress) udp.getLocalAddress()).getPort();
        }
    }
}
