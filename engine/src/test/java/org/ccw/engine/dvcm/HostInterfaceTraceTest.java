package org.ccw.engine.dvcm;

import org.ccw.engine.dvcm.config.DvcmConfig;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.model.cluster.Scenario;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The DVCM's host interface as the trace shows it: the doorbell, four DMAs and a poll around the cells. */
class HostInterfaceTraceTest {

    private static Scenario pair() {
        Scenario pair = DvcmPresets.dvcmStar(2);
        ((DvcmConfig) pair.getCluster().getJobs().get(0).getStack()).getModules().clear();
        return pair;
    }

    @Test
    void oneMessageReadsPostCommandDmaSendDataDmaCellsDataAndCompletionDmasAndAPoll() {
        List<TraceEvent> trace = new ArrayList<>();
        DvcmCluster c = DvcmCluster.of(pair(), trace::add);
        PingPongWorkload game = new PingPongWorkload(c.process(0), c.process(1), c.kernel(), 1, 32);
        game.start();
        c.run(Time.micros(1_000));
        int sender = c.process(0).node();
        int receiver = c.process(1).node();

        List<String> all = trace.stream().map(HostInterfaceTraceTest::step).filter(s -> !s.isEmpty()).toList();
        List<String> steps = all.subList(0, all.indexOf("poll completion-ring found true at " + receiver) + 1);

        assertEquals(List.of("post SEND at " + sender, "DMA command from host " + sender,
                "handler SEND at " + sender, "DMA data from host " + sender, "cell taken at " + receiver,
                "DMA data to host " + receiver, "DMA completion to host " + receiver,
                "poll completion-ring found true at " + receiver), steps);
    }

    /** A host-interface step in words, or empty for records of the cells' journey and bookkeeping. */
    private static String step(TraceEvent e) {
        if (CommandPosted.KIND.payloadOf(e).isPresent()) {
            return "post " + CommandPosted.KIND.payloadOf(e).get().command() + " at " + e.node();
        } else if (DmaTransferred.KIND.payloadOf(e).isPresent()) {
            DmaTransferred d = DmaTransferred.KIND.payloadOf(e).get();
            return "DMA " + d.what() + (d.toHost() ? " to host " : " from host ") + e.node();
        } else if (e instanceof TraceEvent.HandlerRan h) {
            return "handler " + h.handler() + " at " + h.node();
        } else if (e instanceof TraceEvent.CellDelivered v) {
            return "cell taken at " + v.node();
        } else if (e instanceof TraceEvent.PollPerformed p) {
            return "poll " + p.target() + " found " + p.found() + " at " + p.node();
        }
        return "";
    }

    @Test
    void everyUnitIsDeclaredRightAfterTheRunStartsAndTheDmasAddUpToTheirDurations() {
        List<TraceEvent> trace = new ArrayList<>();
        DvcmCluster c = DvcmCluster.of(pair(), trace::add);
        new PingPongWorkload(c.process(0), c.process(1), c.kernel(), 2, 32).start();
        c.run(Time.micros(1_000));

        List<TraceEvent> units = trace.stream().filter(e -> ExecutionUnitStarted.KIND.payloadOf(e).isPresent())
                .toList();
        assertEquals(List.of(c.process(0).node(), c.process(1).node()),
                units.stream().map(TraceEvent::node).sorted().toList());
        assertTrue(units.stream().allMatch(u -> u.timePs() == 0 && u.component() == 0));
        DvcmCosts costs = c.dvcm().unit(c.process(0).node()).costs();
        trace.stream().flatMap(e -> DmaTransferred.KIND.payloadOf(e).stream())
                .forEach(d -> assertEquals(costs.dmaPs(d.bytes()), d.durationPs(), d.toString()));
    }

    @Test
    void tracingAddsRecordsButChangesNothingInTheRun() {
        DvcmCluster traced = DvcmCluster.of(pair(), e -> { });
        DvcmCluster quiet = DvcmCluster.of(pair(), null);
        PingPongWorkload a = new PingPongWorkload(traced.process(0), traced.process(1), traced.kernel(), 5, 512);
        PingPongWorkload b = new PingPongWorkload(quiet.process(0), quiet.process(1), quiet.kernel(), 5, 512);
        a.start();
        b.start();
        traced.run(Time.micros(2_000));
        quiet.run(Time.micros(2_000));

        assertTrue(a.finished() && b.finished());
        assertEquals(b.meanOneWayPs(), a.meanOneWayPs());
        assertEquals(quiet.dvcm().unit(quiet.process(0).node()).lastDataCellPs(),
                traced.dvcm().unit(traced.process(0).node()).lastDataCellPs(), "the last cell taken at the same ps");
    }
}
