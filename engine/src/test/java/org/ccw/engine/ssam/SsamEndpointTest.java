package org.ccw.engine.ssam;

import org.ccw.engine.ssam.driver.SsamStack;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.trace.DropReason;
import org.ccw.engine.trace.TraceEvent;
import org.junit.jupiter.api.Test;

/** One request and its answer between two processes, with one fault at a time (seed 000 §3.3.1). */
class SsamEndpointTest {
    private final TwoProcesses p = new TwoProcesses(4);
    private final List<Integer> handled = new ArrayList<>();
    private final List<Integer> replied = new ArrayList<>();
    private final ReplyHandler onReply = (connection, in) -> replied.add(in.getInt());
    private final int echo;
    private final int sink;

    SsamEndpointTest() {
        for (SsamEndpoint endpoint : List.of(p.a, p.b)) {
            endpoint.registerReplyHandler("echo_rh", onReply);
        }
        echo = register("echo_h", true);
        sink = register("sink_h", false);
    }

    private int register(String name, boolean replies) {
        int id = 0;
        for (SsamEndpoint endpoint : List.of(p.a, p.b)) {
            id = endpoint.registerRequestHandler(name, (connection, in, reply) -> {
                int value = in.getInt();
                handled.add(value);
                reply.putInt(value * 10);
                return replies ? onReply : null;
            });
        }
        return id;
    }

    private void sendFromA(int handler, int value) {
        p.b.serve();
        p.a.requestBuffer(0).putInt(value);
        p.a.request(0, handler, () -> p.a.drain(p.a::serve));
        p.run();
    }

    @Test
    void aRequestRunsItsHandlerOnceAndTheReplyCarriesTheAcknowledgment() {
        sendFromA(echo, 7);

        assertEquals(List.of(7), handled);
        assertEquals(List.of(70), replied);
        assertEquals(0, p.b.acksSent(), "the reply piggy-backs the acknowledgment");
        assertEquals(0, p.a.inFlight(0));
    }

    @Test
    void everyCellSentLeavesItsHeaderInTheTraceAsItWentOnTheWire() {
        sendFromA(echo, 7);

        List<TraceEvent.CellFormatted> formatted = p.trace.stream()
                .filter(e -> e instanceof TraceEvent.CellFormatted).map(e -> (TraceEvent.CellFormatted) e).toList();
        assertEquals(List.of("request", "reply"), formatted.stream().map(TraceEvent.CellFormatted::kind).toList());
        TraceEvent.CellFormatted request = formatted.get(0);
        SsamCell decoded = SsamCell.decode(payloadOf(request));
        assertNotNull(decoded, "the recorded header and data pass the CRC-10 check");
        assertEquals(CellType.REQUEST, decoded.type());
        assertEquals(echo, decoded.handler());
        assertEquals(7, java.nio.ByteBuffer.wrap(decoded.data()).getInt());
        assertEquals(CellType.REPLY, SsamCell.decode(payloadOf(formatted.get(1))).type());
    }

    private static byte[] payloadOf(TraceEvent.CellFormatted cell) {
        assertEquals(SsamStack.NAME, cell.format());
        return java.nio.ByteBuffer.allocate(SsamCell.PAYLOAD_BYTES).put(cell.header()).put(cell.data()).array();
    }

    @Test
    void aHandlerThatDoesNotReplyCausesAnExplicitAck() {
        sendFromA(sink, 3);

        assertEquals(List.of(3), handled);
        assertEquals(List.of(), replied);
        assertEquals(1, p.b.acksSent());
        assertEquals(0, p.a.inFlight(0));
    }

    @Test
    void aLostRequestIsSentAgainAfterTheTimeout() {
        p.portA.drop.add(0);
        sendFromA(echo, 5);

        assertEquals(List.of(5), handled);
        assertEquals(List.of(50), replied);
        assertEquals(1, p.a.retransmissions());
        assertTrue(p.trace.stream().anyMatch(e -> e instanceof TraceEvent.TimerFired t
                && t.timer().equals("ssam-retransmit")));
    }

    @Test
    void aLostReplyIsResentFromItsCopyWithoutRunningTheHandlerAgain() {
        p.portB.drop.add(0);
        sendFromA(echo, 9);

        assertEquals(List.of(9), handled, "the duplicate request did not rerun the handler");
        assertEquals(List.of(90), replied);
        assertEquals(1, p.b.retransmissions(), "the kept reply was sent again");
    }

    @Test
    void aLostAckIsResentWhenTheRequestComesAgain() {
        p.portB.drop.add(0);
        sendFromA(sink, 4);

        assertEquals(List.of(4), handled);
        assertEquals(1, p.b.retransmissions());
        assertEquals(0, p.a.inFlight(0));
    }

    @Test
    void aDuplicatedRequestIsAnsweredAgainButHandledOnce() {
        p.portA.duplicate.add(0);
        sendFromA(echo, 6);

        assertEquals(List.of(6), handled);
        assertEquals(List.of(60), replied, "the second reply found nothing outstanding and was dropped");
        assertEquals(1, p.a.cellsDiscarded());
    }

    @Test
    void aDuplicatedReplyRunsTheReplyHandlerOnce() {
        p.portB.duplicate.add(0);
        sendFromA(echo, 8);

        assertEquals(List.of(80), replied);
        assertEquals(1, p.a.cellsDiscarded());
    }

    @Test
    void aCorruptedCellIsDroppedByTheChecksumAndRecovered() {
        p.portA.corrupt.add(0);
        sendFromA(echo, 2);

        assertEquals(List.of(2), handled);
        assertEquals(List.of(20), replied);
        assertEquals(1, p.b.cellsDamaged());
        assertTrue(p.trace.stream().anyMatch(e -> e instanceof TraceEvent.CellDropped d
                && d.reason() == DropReason.CHECKSUM));
    }

    @Test
    void neverMoreThanWRequestsAreUnacknowledged() {
        int[] sent = {0};
        Runnable[] next = new Runnable[1];
        next[0] = () -> {
            if (sent[0] == 50) {
                p.a.drain(() -> { });
                return;
            }
            p.a.requestBuffer(0).putInt(sent[0]++);
            p.a.request(0, sink, next[0]);
        };
        p.b.serve();
        next[0].run();
        p.run();

        assertEquals(50, handled.size());
        int widest = p.trace.stream().filter(e -> e instanceof TraceEvent.WindowChanged)
                .mapToInt(e -> ((TraceEvent.WindowChanged) e).inFlight()).max().orElseThrow();
        assertEquals(4, widest, "the window filled but never overflowed");
    }

    @Test
    void aReplyHandlerThatSendsBreaksTheRules() {
        p.a.registerReplyHandler("bad_rh", (connection, in) -> p.a.request(connection, echo, () -> { }));
        ReplyHandler bad = (connection, in) -> p.b.request(connection, echo, () -> { });
        p.b.registerReplyHandler("bad_rh", bad);
        int asks = 0;
        for (SsamEndpoint endpoint : List.of(p.a, p.b)) {
            asks = endpoint.registerRequestHandler("ask_h", (connection, in, reply) -> bad);
        }
        int ask = asks;
        p.b.serve();
        p.a.request(0, ask, () -> p.a.drain(() -> { }));

        ActiveMessageViolation violation = assertThrows(ActiveMessageViolation.class, p::run);
        assertTrue(violation.getMessage().contains("reply handler 'bad_rh'"), violation.getMessage());
    }

    @Test
    void aRequestHandlerThatSendsARequestBreaksTheRules() {
        int forward = 0;
        for (SsamEndpoint endpoint : List.of(p.a, p.b)) {
            forward = endpoint.registerRequestHandler("forward_h", (connection, in, reply) -> {
                endpoint.request(connection, echo, () -> { });
                return null;
            });
        }
        p.b.serve();
        p.a.request(0, forward, () -> { });

        ActiveMessageViolation violation = assertThrows(ActiveMessageViolation.class, p::run);
        assertTrue(violation.getMessage().contains("may only reply"), violation.getMessage());
    }
}
