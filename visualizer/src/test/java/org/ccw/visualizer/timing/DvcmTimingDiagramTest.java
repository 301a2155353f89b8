package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.dvcm.CommandPosted;
import org.ccw.engine.dvcm.DmaTransferred;
import org.ccw.engine.dvcm.ExecutionUnitStarted;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.PollPerformed;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.junit.jupiter.api.Test;

/**
 * The diagram of a canned DVCM trace: hosts a (node 0) and b (node 1) have execution units on their NIC 0. a's
 * application posts SEND; its unit fetches the command by DMA, runs SEND, reads the data by DMA and sends one data
 * cell through switch s (node 2) to b, whose unit writes data and completion into b's memory by DMA; b's
 * application polls the completion ring. Then b's unit sends a GRANT_LINK control message, whose handler runs on
 * a's unit, and b's application finds another message and at once posts a command for a's unit.
 */
class DvcmTimingDiagramTest {
    private static final String[] NAMES = {"a", "b", "s"};
    private final List<TraceEvent> trace = new ArrayList<>();

    DvcmTimingDiagramTest() {
        add(n -> new RunStarted(n, 0, -1, -1, -1, 1, "canned", 1, ExecutionUnitStarted.KIND.stack()));
        add(n -> ExecutionUnitStarted.KIND.record(n, 0, 0, 0, -1, new ExecutionUnitStarted())); // 1
        add(n -> ExecutionUnitStarted.KIND.record(n, 0, 1, 0, -1, new ExecutionUnitStarted())); // 2
        add(n -> CommandPosted.KIND.record(n, us(2), 0, -1, -1, new CommandPosted(0, "SEND", us(1)))); // 3
        add(n -> DmaTransferred.KIND.record(n, us(4), 0, 0, 3, new DmaTransferred("command", 32, false, us(1.5)))); // 4
        add(n -> new HandlerRan(n, us(5), 0, 0, 4, 0, 0, "SEND", us(0.5)));                        // 5
        add(n -> new CellInjected(n, us(7), 0, 0, 5, 10, 10, "data", 53, 0, 1));                   // 6
        add(n -> new CellDeparted(n, us(7), 0, 0, 6, 10, 10, "data", 53, 0, us(10)));              // 7
        add(n -> DmaTransferred.KIND.record(n, us(8), 0, 0, 5, new DmaTransferred("data", 40, false, us(2)))); // 8
        add(n -> new CellArrived(n, us(10), 2, 0, 7, 10, 10, "data", 53, 0));                      // 9
        add(n -> new CellDeparted(n, us(11), 2, 1, 9, 10, 10, "data", 53, 1, us(14)));             // 10
        add(n -> new CellArrived(n, us(14), 1, 0, 10, 10, 10, "data", 53, 1));                     // 11
        add(n -> new CellDelivered(n, us(15), 1, 0, 11, 10, 10, "data", 53));                      // 12
        add(n -> DmaTransferred.KIND.record(n, us(18), 1, 0, 12, new DmaTransferred("data", 40, true, us(2)))); // 13
        add(n -> DmaTransferred.KIND.record(n, us(20), 1, 0, 12, new DmaTransferred("completion", 16, true, us(2))));
        add(n -> new PollPerformed(n, us(21), 1, -1, 14, "completion-ring", true));                // 15
        add(n -> new PollPerformed(n, us(22), 1, -1, 15, "completion-ring", false));               // 16
        add(n -> new CellInjected(n, us(24), 1, 0, 15, 11, 11, "GRANT_LINK", 53, 1, 0));           // 17
        add(n -> new CellDeparted(n, us(24), 1, 0, 17, 11, 11, "GRANT_LINK", 53, 1, us(27)));      // 18
        add(n -> new CellArrived(n, us(27), 2, 1, 18, 11, 11, "GRANT_LINK", 53, 1));               // 19
        add(n -> new CellDeparted(n, us(28), 2, 0, 19, 11, 11, "GRANT_LINK", 53, 0, us(31)));      // 20
        add(n -> new CellArrived(n, us(31), 0, 0, 20, 11, 11, "GRANT_LINK", 53, 0));               // 21
        add(n -> new CellDelivered(n, us(32), 0, 0, 21, 11, 11, "GRANT_LINK", 53));                // 22
        add(n -> new HandlerRan(n, us(34), 0, 0, 22, 1, 0, "GRANT_LINK", us(1)));                  // 23
        add(n -> new PollPerformed(n, us(36), 1, -1, -1, "completion-ring", true));                // 24
        add(n -> CommandPosted.KIND.record(n, us(36.5), 1, -1, 24, new CommandPosted(0, "PROBE", us(0.5)))); // 25
    }

    @Test
    void aCoprocessorHostsLayersAreApplicationUnitAndNic() {
        TimingDiagram d = diagram(TimingOptions.all().withLayers(true));

        assertEquals(List.of("a application", "a NI coprocessor", "a NIC", "s", "b application", "b NI coprocessor",
                "b NIC"), d.lanes().stream().map(Lane::label).toList());
        assertEquals(2, d.arrows().get(0).fromLane(), "cells still leave from the NIC");
        assertEquals(6, d.arrows().get(1).toLane());
    }

    @Test
    void postsAndPollsAreTheApplicationsAndHandlersAndDmasTheUnits() {
        TimingDiagram d = diagram(TimingOptions.all().withLayers(true));

        assertBox(d, "post SEND", ActivityBox.Activity.COMMAND_POST, 0, us(1), us(2));
        assertBox(d, "DMA command", ActivityBox.Activity.DMA, 1, us(2.5), us(4));
        assertBox(d, "SEND", ActivityBox.Activity.HANDLER, 1, us(5), us(5.5));
        assertBox(d, "DMA data", ActivityBox.Activity.DMA, 1, us(6), us(8));
        assertBox(d, "DMA data", ActivityBox.Activity.DMA, 5, us(16), us(18));
        assertBox(d, "DMA completion", ActivityBox.Activity.DMA, 5, us(18), us(20));
        assertBox(d, "poll", ActivityBox.Activity.POLL, 4, us(21), us(21));
        assertBox(d, "GRANT_LINK", ActivityBox.Activity.HANDLER, 1, us(34), us(35));
        assertBox(d, "post PROBE to a", ActivityBox.Activity.COMMAND_POST, 4, us(36), us(36.5));
        assertEquals(10, d.boxes().size(), "an empty poll is no mark: " + d.boxes());
    }

    @Test
    void noOverheadBoxesOnACoprocessorHost() {
        // as SSAM reads it, SEND's end to the injection would be o_s, the delivery to GRANT_LINK's start o_r
        TimingDiagram d = diagram(TimingOptions.all().withLayers(true));

        assertTrue(d.boxes().stream().noneMatch(b -> b.activity() == ActivityBox.Activity.SEND_OVERHEAD
                || b.activity() == ActivityBox.Activity.RECEIVE_OVERHEAD), d.boxes().toString());
        assertTrue(d.lanes().stream().noneMatch(l -> l.layer() == Layer.LIBRARY));
    }

    @Test
    void withoutLayersEveryBoxIsOnItsHostsLane() {
        TimingDiagram d = diagram(TimingOptions.all());

        assertEquals(List.of("a", "s", "b"), d.lanes().stream().map(Lane::label).toList());
        assertEquals(List.of("post SEND@0", "DMA command@0", "SEND@0", "DMA data@0", "DMA data@2",
                "DMA completion@2", "poll@2", "GRANT_LINK@0", "poll@2", "post PROBE to a@2"),
                d.boxes().stream().map(b -> b.label() + "@" + b.lane()).toList());
    }

    @Test
    void aControlMessageIsNamedOnceAndADataCellByItsKind() {
        List<String> labels = diagram(TimingOptions.all()).arrows().stream().map(MessageArrow::label).toList();

        assertEquals(List.of("data", "data", "GRANT_LINK", "GRANT_LINK"), labels);
    }

    @Test
    void aControlMessageIsDrawnAsTheTracesStacksPresentationSays() {
        List<String> drawn = diagram(TimingOptions.all()).arrows().stream().map(MessageArrow::drawnAs).toList();

        assertEquals(List.of("data", "data", "control", "control"), drawn, "the DVCM's grant is a control message");
        trace.set(0, new RunStarted(0, 0, -1, -1, -1, 1, "canned", 1, ""));
        assertEquals(List.of("data", "data", "GRANT_LINK", "GRANT_LINK"),
            diagram(TimingOptions.all()).arrows().stream().map(MessageArrow::drawnAs).toList(),
            "in a trace that names no stack no presentation is asked: the kind is drawn as itself");
    }

    @Test
    void everyBoxIsNamedWhenThereIsRoom() {
        // wide enough that the name above the command's DMA leaves room for SEND's beside it
        TimingLayout layout = new TimingLayout(diagram(TimingOptions.all().withLayers(true)), 1600);

        for (ActivityBox box : layout.diagram().boxes()) {
            TimingLabels.Placed name = layout.labels().of(box).orElseThrow(() -> new AssertionError(box.label()));
            assertEquals(box.label(), name.text());
        }
    }

    @Test
    void aPollIsNamedOnItsLaneBeforeItsMarkLeavingTheRoomAboveToTheNextPost() {
        TimingLayout layout = new TimingLayout(diagram(TimingOptions.all().withLayers(true)), 1600);
        ActivityBox poll = layout.diagram().boxes().get(8);
        ActivityBox post = layout.diagram().boxes().get(9);

        TimingLabels.Placed pollName = layout.labels().of(poll).orElseThrow();
        TimingLabels.Placed postName = layout.labels().of(post).orElseThrow();
        assertTrue(pollName.x() < layout.x(poll.startPs()), "before the mark");
        assertEquals(layout.laneY(poll.lane()), pollName.y(), 5, "on the lane");
        assertTrue(postName.y() < layout.laneY(post.lane()) - TimingLabels.BOX_HEIGHT / 2, "above the post");
    }

    private static void assertBox(TimingDiagram d, String label, ActivityBox.Activity activity, int lane,
                                  long startPs, long endPs) {
        assertTrue(d.boxes().stream().anyMatch(b -> b.label().equals(label) && b.activity() == activity
                && b.lane() == lane && b.startPs() == startPs && b.endPs() == endPs),
                label + " on lane " + lane + " over [" + startPs + ", " + endPs + "] in " + d.boxes());
    }

    private TimingDiagram diagram(TimingOptions options) {
        return TimingDiagram.of(trace, node -> NAMES[node], options);
    }

    private void add(java.util.function.LongFunction<TraceEvent> record) {
        trace.add(record.apply(trace.size()));
    }

    private static long us(double micros) {
        return Time.micros(micros);
    }
}
