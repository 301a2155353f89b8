package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.Retransmitted;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.junit.jupiter.api.Test;

/**
 * The diagram model on a canned trace: host a (node 0) sends a request through switch s (node 2) to host b
 * (node 1), whose handler replies; the reply is dropped in the switch's full buffer, b retransmits it, and the
 * copy gets through.
 */
class TimingDiagramTest {
    private static final String[] NAMES = {"a", "b", "s"};
    private final List<TraceEvent> trace = new ArrayList<>();

    TimingDiagramTest() {
        add(n -> new RunStarted(n, 0, -1, -1, -1, 1, "canned", 1, ""));
        add(n -> new CellInjected(n, us(4), 0, 0, 0, 10, 100, "request", 53, 0, 1));          // 1
        add(n -> new CellDeparted(n, us(4), 0, 0, 1, 10, 100, "request", 53, 0, us(7)));       // 2
        add(n -> new CellArrived(n, us(7), 2, 0, 2, 10, 100, "request", 53, 0));               // 3
        add(n -> new CellDeparted(n, us(9), 2, 1, 3, 10, 100, "request", 53, 1, us(12)));      // 4
        add(n -> new CellArrived(n, us(12), 1, 0, 4, 10, 100, "request", 53, 1));              // 5
        add(n -> new CellDelivered(n, us(13), 1, 0, 5, 10, 100, "request", 53));               // 6
        add(n -> new HandlerRan(n, us(19), 1, 0, 6, 0, 1, "read_h", Time.nanos(200)));         // 7
        add(n -> new CellInjected(n, us(23), 1, 0, 7, 11, 100, "reply", 53, 1, 0));            // 8
        add(n -> new CellDeparted(n, us(23), 1, 0, 8, 11, 100, "reply", 53, 1, us(26)));       // 9
        add(n -> new CellArrived(n, us(26), 2, 1, 9, 11, 100, "reply", 53, 1));                // 10
        add(n -> new CellDropped(n, us(26), 2, 0, 10, 11, 100, "reply", 53, DropReason.BUFFER_FULL)); // 11
        add(n -> new Retransmitted(n, us(60), 1, 0, -1, 100, 100, "reply", 53, 1));            // 12
        add(n -> new CellInjected(n, us(60), 1, 0, 12, 12, 100, "reply", 53, 1, 0));           // 13
        add(n -> new CellDeparted(n, us(60), 1, 0, 13, 12, 100, "reply", 53, 1, us(63)));      // 14
        add(n -> new CellArrived(n, us(63), 2, 1, 14, 12, 100, "reply", 53, 1));               // 15
        add(n -> new CellDeparted(n, us(65), 2, 0, 15, 12, 100, "reply", 53, 0, us(68)));      // 16
        add(n -> new CellArrived(n, us(68), 0, 0, 16, 12, 100, "reply", 53, 0));               // 17
        add(n -> new CellDelivered(n, us(70), 0, 0, 17, 12, 100, "reply", 53));                // 18
        add(n -> new HandlerRan(n, us(75), 0, 0, 18, 1, 0, "read_rh", Time.nanos(200)));       // 19
        add(n -> new CellInjected(n, us(80), 0, 0, 19, 13, 101, "request", 53, 0, 1));         // 20
    }

    @Test
    void everyHopIsAnArrowLabelledWithKindAndTheHandlerItRan() {
        TimingDiagram d = diagram(TimingOptions.all());

        assertEquals(List.of("a", "s", "b"), d.lanes().stream().map(Lane::label).toList(), "switch in the middle");
        assertEquals(List.of("request read_h", "request read_h", "reply", "reply read_rh (retx)",
                "reply read_rh (retx)"), d.arrows().stream().map(MessageArrow::label).toList());
        MessageArrow first = d.arrows().get(0);
        assertEquals(2, first.number(), "an arrow is its departure record");
        assertEquals(0, first.fromLane());
        assertEquals(1, first.toLane());
        assertEquals(us(4), first.sendPs());
        assertEquals(us(7), first.arrivePs());
        assertTrue(d.arrows().get(3).retransmission());
        assertFalse(d.arrows().get(2).retransmission());
    }

    @Test
    void aDropIsMarkedWhereTheCellDiedWithItsReason() {
        TimingDiagram d = diagram(TimingOptions.all());

        DropMark drop = d.drops().get(0);
        assertEquals(1, d.drops().size());
        assertEquals(1, drop.lane(), "the switch's lane");
        assertEquals(us(26), drop.timePs());
        assertEquals(DropReason.BUFFER_FULL, drop.reason());
        assertEquals("reply", drop.kind());
    }

    @Test
    void handlersAndOverheadsAreBoxesOnTheirHostsLanes() {
        TimingDiagram d = diagram(TimingOptions.all());

        ActivityBox handler = box(d, "read_h");
        assertEquals(2, handler.lane());
        assertEquals(us(19), handler.startPs());
        assertEquals(us(19) + Time.nanos(200), handler.endPs());
        ActivityBox receive = d.boxes().stream().filter(b -> b.activity() == ActivityBox.Activity.RECEIVE_OVERHEAD)
                .findFirst().orElseThrow();
        assertEquals(us(13), receive.startPs(), "o_r starts when the cell leaves the NIC");
        assertEquals(us(19), receive.endPs(), "and ends when its handler starts");
        ActivityBox send = d.boxes().stream().filter(b -> b.activity() == ActivityBox.Activity.SEND_OVERHEAD)
                .filter(b -> b.lane() == 2).findFirst().orElseThrow();
        assertEquals(us(19) + Time.nanos(200), send.startPs(), "the reply's o_s starts when its handler ends");
        assertEquals(us(23), send.endPs());
    }

    @Test
    void perLayerLanesSplitHostsIntoApplicationLibraryAndNic() {
        TimingDiagram d = diagram(TimingOptions.all().withLayers(true));

        assertEquals(List.of("a application", "a AM library / trap", "a NIC", "s", "b application",
                "b AM library / trap", "b NIC"), d.lanes().stream().map(Lane::label).toList());
        assertEquals(4, box(d, "read_h").lane());
        assertEquals(2, d.arrows().get(0).fromLane(), "cells leave from the NIC");
    }

    @Test
    void filtersKeepOnlyTheChosenNodesKindsAndTimes() {
        TimingDiagram noSwitch = diagram(TimingOptions.all().withNodes(Set.of(0, 1)));
        assertEquals(2, noSwitch.lanes().size());
        assertTrue(noSwitch.arrows().isEmpty(), "every hop here touches the switch");

        TimingDiagram replies = diagram(TimingOptions.all().withKinds(Set.of("reply")));
        assertTrue(replies.arrows().stream().allMatch(a -> a.kind().equals("reply")));
        assertEquals(3, replies.arrows().size());

        TimingDiagram late = diagram(TimingOptions.all().withRange(us(50), us(100)));
        assertEquals(2, late.arrows().size(), "only the retransmitted reply's two hops");
        assertTrue(late.drops().isEmpty());
        assertEquals(us(100), late.toPs());
    }

    @Test
    void theRangeEndsAtTheLastActivityByDefault() {
        assertEquals(us(80), diagram(TimingOptions.all()).toPs());
    }

    @Test
    void logPIsMeasuredOnTheFirstRequestThatRanItsHandler() {
        LogPOverlay logP = diagram(TimingOptions.all().withLogP(true)).logPOverlay().orElseThrow();

        assertEquals(100, logP.messageId());
        assertEquals(List.of("o_s", "L", "o_r", "g"), logP.bands().stream().map(LogPOverlay.Band::name).toList());
        assertEquals(4.0, logP.bands().get(0).micros(), 1e-9, "run start to injection");
        assertEquals(8.0, logP.bands().get(1).micros(), 1e-9, "leaving a's NIC to arriving at b's, through s");
        assertEquals(6.0, logP.bands().get(2).micros(), 1e-9, "delivery to handler");
        assertEquals(76.0, logP.bands().get(3).micros(), 1e-9, "to a's next injection");
        assertEquals("o_s 4.00 \u00b5s", logP.bands().get(0).label());
        assertNull(diagram(TimingOptions.all()).logP(), "only when asked for");
    }

    @Test
    void clickingNearAnArrowFindsItAndNothingElse() {
        TimingLayout layout = new TimingLayout(diagram(TimingOptions.all()), 1000);
        MessageArrow first = layout.diagram().arrows().get(0);
        double x = (layout.x(first.sendPs()) + layout.x(first.arrivePs())) / 2;
        double y = (layout.laneY(first.fromLane()) + layout.laneY(first.toLane())) / 2;

        assertSame(first, layout.arrowAt(x + 1, y, 4));
        assertNull(layout.arrowAt(x, layout.plotTop() - 20, 4));
        assertEquals(first.sendPs(), layout.timeAt(layout.x(first.sendPs())), Time.nanos(1));
    }

    private TimingDiagram diagram(TimingOptions options) {
        return TimingDiagram.of(trace, node -> NAMES[node], options);
    }

    private static ActivityBox box(TimingDiagram d, String label) {
        return d.boxes().stream().filter(b -> b.label().equals(label)).findFirst().orElseThrow();
    }

    private void add(java.util.function.LongFunction<TraceEvent> record) {
        trace.add(record.apply(trace.size()));
    }

    private static long us(double micros) {
        return Time.micros(micros);
    }
}
