package org.ccw.engine.dvcm.coordination;

import org.ccw.engine.dvcm.BurstWorkload;
import org.ccw.engine.dvcm.DvcmCluster;
import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.model.cluster.AtmSwitch;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import org.ccw.engine.dvcm.DvcmPresets;

/** The token protocol of §4.2 on a star of four UltraSPARCs: host 1 receives, hosts 2-4 send. */
class SenderCoordinationTest {
    private final List<TraceEvent> trace = new ArrayList<>();
    private final TokenInvariants invariants = new TokenInvariants();

    private DvcmCluster star(long seed, int etrCells, double lossRate) {
        Scenario s = DvcmPresets.dvcmStar(4);
        s.setSeed(seed);
        s.getFaults().setLossRate(lossRate);
        s.getCluster().getNodes().stream().filter(AtmSwitch.class::isInstance).map(AtmSwitch.class::cast)
                .forEach(sw -> sw.setBufferCellsPerPort(64));
        ((DvcmConfig) s.getCluster().getJobs().get(0).getStack()).setEarlyTokenReleaseCells(etrCells);
        return DvcmCluster.of(s, TraceSink.fanOut(List.<TraceSink>of(trace::add, invariants)));
    }

    private SenderCoordination module(DvcmCluster c, int node) {
        return c.dvcm().modules().stream().map(SenderCoordination.class::cast)
                .filter(m -> c.dvcm().units().get(c.dvcm().modules().indexOf(m)).node() == node).findFirst()
                .orElseThrow();
    }

    /** The passes' records (at the giver and at the receiver), not the placing at the start. */
    private List<TraceEvent> moves() {
        return trace.stream().filter(e -> TokenMoved.KIND.payloadOf(e).filter(m -> m.from() >= 0).isPresent())
                .toList();
    }

    private static TokenMoved move(TraceEvent record) {
        return TokenMoved.KIND.payloadOf(record).orElseThrow();
    }

    @Test
    void anIdleHolderGrantsTheSuspectedHoldersRequestAtOnce() {
        DvcmCluster c = star(1, 0, 0);
        int receiver = c.process(0).node();
        int holder = c.process(1).node();
        assertTrue(module(c, holder).holds(receiver), "the first sender starts with the token");
        c.process(2).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 4096, 7, () -> { });
        c.run(Time.micros(2_000));

        List<TraceEvent> moves = moves();
        assertEquals(2, moves.size(), "one pass: leaving the idle holder, arriving at the requester");
        assertEquals(holder, move(moves.get(0)).from());
        assertEquals(c.process(2).node(), move(moves.get(1)).to());
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.HandlerRan h
                && h.handler().equals(SenderCoordination.UNI_REQ_LINK) && h.node() == holder));
        assertEquals(1, c.dvcm().unit(receiver).dataDelivered());
        assertTrue(invariants.violations().isEmpty(), invariants.violations()::toString);
    }

    @Test
    void aBusyHolderBroadcastsTheRequestAndPassesTheTokenWhenItsTransmissionEnds() {
        DvcmCluster c = star(1, 0, 0);
        int receiver = c.process(0).node();
        int holder = c.process(1).node();
        int requester = c.process(2).node();
        c.process(1).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 10_240, 1, () -> { });
        c.kernel().schedule(Time.micros(20), () ->
                c.process(2).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 1024, 2, () -> { }));
        c.run(Time.micros(5_000));

        TraceEvent.HandlerRan uni = trace.stream().filter(TraceEvent.HandlerRan.class::isInstance)
                .map(TraceEvent.HandlerRan.class::cast)
                .filter(h -> h.handler().equals(SenderCoordination.UNI_REQ_LINK)).findFirst().orElseThrow();
        assertEquals(holder, uni.node());
        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellInjected ci && ci.node() == holder
                && ci.kind().equals(SenderCoordination.BCAST_REQ_LINK)), "the busy holder broadcasts on behalf");
        TraceEvent pass = moves().get(0);
        long lastCellOfHolder = trace.stream().filter(e -> e instanceof TraceEvent.CellInjected ci
                && ci.node() == holder && ci.kind().equals("data")).mapToLong(TraceEvent::timePs).max().orElseThrow();
        assertTrue(pass.timePs() >= lastCellOfHolder, "the token stays until the transmission has ended");
        assertEquals(requester, move(pass).to());
        assertEquals(2, c.dvcm().unit(receiver).dataDelivered());
        assertTrue(trace.stream().noneMatch(e -> e instanceof TraceEvent.CellInjected ci
                && ci.destination() == receiver && !ci.kind().equals("data")), "the destination is never involved");
    }

    @Test
    void aStaleHintIsForwardedAsABroadcastOnTheRequestersBehalf() {
        DvcmCluster c = star(1, 0, 0);
        int receiver = c.process(0).node();
        int first = c.process(1).node();
        int second = c.process(2).node();
        int third = c.process(3).node();
        // the token goes first -> second directly (no hint); while second sends, third still suspects first
        c.process(2).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 4096, 1, () -> { });
        c.kernel().schedule(Time.micros(80), () ->
                c.process(3).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 1024, 2, () -> { }));
        c.kernel().runUntil(Time.micros(79));
        assertTrue(module(c, second).holds(receiver));
        assertEquals(first, module(c, third).suspectedHolder(receiver), "third has not heard of the pass");
        c.run(Time.micros(3_000));

        assertTrue(trace.stream().anyMatch(e -> e instanceof TraceEvent.CellInjected ci && ci.node() == first
                && ci.kind().equals(SenderCoordination.BCAST_REQ_LINK)), "the stale suspect forwards the request");
        List<TraceEvent> moves = moves();
        assertEquals(third, move(moves.get(moves.size() - 1)).to(), "the token ends with the requester");
        assertEquals(2, c.dvcm().unit(receiver).dataDelivered());
        assertTrue(invariants.violations().isEmpty(), invariants.violations()::toString);
    }

    @ParameterizedTest(name = "seed {0}")
    @ValueSource(longs = {1, 2, 3, 4, 5, 6, 7, 8})
    void simultaneousRequestsUnderLossKeepOneHolderAndStarveNobody(long seed) {
        DvcmCluster c = star(seed, (int) (seed % 2) * 10, 0.002 * seed);
        BurstWorkload burst = new BurstWorkload(c.process(0), c.dvcm().processes().subList(1, 4),
                SenderCoordination.SEND_WITH_FLOW_CONTROL, 12, 2048);
        burst.start(0);
        c.run(Time.micros(200_000));

        assertTrue(invariants.moves() > 10, "the token travelled");
        assertTrue(invariants.violations().isEmpty(), invariants.violations()::toString);
        assertTrue(invariants.starved().isEmpty(), () -> "still waiting: " + invariants.starved());
        assertTrue(c.dvcm().units().stream().allMatch(u -> u.controlQuiet()), "every control message acknowledged");
        assertEquals(36, c.dvcm().units().stream().mapToLong(u -> u.dataSent()).sum());
    }

    @Test
    void earlyReleaseBeforeTheFirstCellOfAShortMessageSendsEachCellOnce() {
        // a 6-cell message is shorter than the 10 ETR cells, so the token is passed before its first cell leaves
        DvcmCluster c = star(1, 10, 0);
        BurstWorkload burst = new BurstWorkload(c.process(0), c.dvcm().processes().subList(1, 4),
                SenderCoordination.SEND_WITH_FLOW_CONTROL, 40, 256);
        burst.start(0);
        c.run(Time.micros(100_000));

        assertEquals(0, c.dvcm().unit(c.process(0).node()).packetsDiscarded(), "no packet reassembled wrongly");
        assertEquals(120, burst.messagesDelivered());
        assertTrue(invariants.violations().isEmpty(), invariants.violations()::toString);
    }

    @Test
    void smallMessagesBypassCoordinationWithinTheSwitchBuffersShare() {
        DvcmCluster c = star(1, 10, 0);
        int receiver = c.process(0).node();
        c.process(2).post(SenderCoordination.SEND_WITH_FLOW_CONTROL, receiver, 256, 1, () -> { });
        c.run(Time.micros(1_000));
        assertTrue(moves().isEmpty(), "a 256-byte message goes without the token");
        assertEquals(1, c.dvcm().unit(receiver).dataDelivered());
    }
}
