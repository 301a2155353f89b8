package org.ccw.visualizer.timing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

import org.ccw.engine.kernel.Time;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.junit.jupiter.api.Test;

/**
 * A trace of messages that never become cells (as through shared memory): host a (node 0) sends b (node 1) a
 * request, b replies with the same message id, and a third message is sent but never delivered.
 */
class MessageOnlyTimingTest {
    private static final String[] NAMES = {"a", "b"};
    private static final long ID = 77;

    private final List<TraceEvent> trace = List.of(
            new RunStarted(0, 0, -1, -1, -1, TraceEvent.SCHEMA_VERSION, "shared memory", 1, ""),
            new MessageSent(1, us(1), 0, -1, 0, ID, "request", 16, 0, 2, 1, 3, 0, 1),
            new MessageDelivered(2, us(3), 1, -1, 1, ID, "request", 16, 0, 2, 1, 3, 0, 1),
            new MessageSent(3, us(4), 1, -1, 2, ID, "reply", 8, 1, 3, 0, 2, 0, 1),
            new MessageDelivered(4, us(6), 0, -1, 3, ID, "reply", 8, 1, 3, 0, 2, 0, 1),
            new MessageSent(5, us(7), 0, -1, 4, ID + 1, "request", 16, 0, 2, 1, 3, 0, 1));

    @Test
    void aMessageWithoutCellsIsAnArrowFromItsSenderToItsReceiver() {
        TimingDiagram d = TimingDiagram.of(trace, node -> NAMES[node], TimingOptions.all());

        assertEquals(List.of("a", "b"), d.lanes().stream().map(Lane::label).toList());
        assertEquals(2, d.arrows().size(), "the undelivered message has no arrow");
        MessageArrow request = d.arrows().get(0);
        assertEquals(ID, request.messageId());
        assertEquals(-1, request.cellId());
        assertEquals("request", request.label());
        assertEquals(1, request.number(), "selecting the arrow seeks to the send");
        assertEquals(0, request.fromLane());
        assertEquals(1, request.toLane());
        assertEquals(us(1), request.sendPs());
        assertEquals(us(3), request.arrivePs());
        MessageArrow reply = d.arrows().get(1);
        assertEquals("reply", reply.kind());
        assertEquals(1, reply.fromLane());
        assertEquals(0, reply.toLane());
        assertTrue(TimingDiagram.kindsIn(trace).containsAll(List.of("reply", "request")));
    }
    /** Two endpoints of one SMP (node 0, endpoints 2 and 5): a lane each, the arrow and the handler between them. */
    @Test
    void endpointsOfOneHostGetALaneEachAndTheirMessagesRunBetweenThem() {
        List<TraceEvent> local = List.of(
                new RunStarted(0, 0, -1, -1, -1, TraceEvent.SCHEMA_VERSION, "one SMP", 1, ""),
                new MessageSent(1, us(1), 0, 3, 0, ID, "request", 16, 0, 2, 0, 5, 0, 1),
                new MessageDelivered(2, us(2), 0, 6, 1, ID, "request", 16, 0, 2, 0, 5, 0, 1),
                new TraceEvent.HandlerRan(3, us(2), 0, 6, 2, 0, 0, "ping", Time.nanos(300)));

        TimingDiagram d = TimingDiagram.of(local, node -> NAMES[node], TimingOptions.all());

        assertEquals(List.of("a endpoint 2", "a endpoint 5"), d.lanes().stream().map(Lane::label).toList());
        MessageArrow request = d.arrows().get(0);
        assertEquals(0, request.fromLane());
        assertEquals(1, request.toLane());
        assertEquals(1, d.boxes().stream().filter(b -> b.lane() == 1 && b.label().equals("ping")).count(),
                "the handler runs on the receiving endpoint's lane");
    }

    /**
     * A's task (endpoint 1) hands message 9 to its daemon (endpoint 0), whose frame of the same id crosses the wire
     * to b: the hand-over is an arrow of its own, though a cell carries the id.
     */
    @Test
    void aMessageWithinOneHostIsDrawnThoughCellsShareItsId() {
        List<TraceEvent> daemons = List.of(
                new RunStarted(0, 0, -1, -1, -1, TraceEvent.SCHEMA_VERSION, "through the daemons", 1, "pvmam"),
                new MessageSent(1, us(1), 0, 0, 0, 9, "task-pvmd", 16, 0, 1, 0, 0, 0, 1),
                new MessageDelivered(2, us(2), 0, 0, 1, 9, "task-pvmd", 16, 0, 1, 0, 0, 0, 1),
                new TraceEvent.CellInjected(3, us(3), 0, 0, 2, 100, 9, "pvmd", 64, 0, 1),
                new TraceEvent.CellDeparted(4, us(3), 0, 0, 3, 100, 9, "pvmd", 64, 0, us(5)),
                new TraceEvent.CellArrived(5, us(5), 1, 0, 4, 100, 9, "pvmd", 64, 0),
                new TraceEvent.CellDelivered(6, us(5), 1, 0, 5, 100, 9, "pvmd", 64));

        TimingDiagram d = TimingDiagram.of(daemons, node -> NAMES[node], TimingOptions.all());

        assertEquals(List.of("task-pvmd", "pvmd"), d.arrows().stream().map(MessageArrow::kind).sorted(
                java.util.Comparator.reverseOrder()).toList(), "the hand-over and the frame");
        MessageArrow handOver = d.arrows().stream().filter(a -> a.kind().equals("task-pvmd")).findFirst()
                .orElseThrow();
        assertEquals(List.of("a endpoint 0", "a task"), List.of(d.lanes().get(handOver.toLane()).label(),
                d.lanes().get(handOver.fromLane()).label()), "the sender of a task-pvmd hop is a task (PVMAM's"
                + " presentation); the daemon sent nothing here to say what it is");
    }

    private static long us(double micros) {
        return Time.micros(micros);
    }
}
