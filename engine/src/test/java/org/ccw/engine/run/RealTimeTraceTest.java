package org.ccw.engine.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import org.ccw.engine.kernel.SimulationKernel;
import org.ccw.engine.trace.MessageIdentity;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceSink;
import org.ccw.engine.trace.Tracer;
import org.junit.jupiter.api.Test;

class RealTimeTraceTest {

    private static MessageSent sent(long number, long cause) {
        return new MessageSent(number, 0, 0, -1, cause, 7, "request", 8, 0, 0, 1, 0, 0, 1);
    }

    private static HandlerRan handler(long number, long cause) {
        return new HandlerRan(number, 0, 0, -1, cause, 1, 0, "handler 1", 0);
    }

    private static MessageDelivered delivered(long number, long cause) {
        return new MessageDelivered(number, 0, 0, -1, cause, 7, "reply", 8, 1, 0, 0, 0, 0, 1);
    }

    @Test
    void aSinkThatWantsEverythingGetsEveryRecordRenumberedWithItsCause() {
        List<TraceEvent> merged = new ArrayList<>();
        TraceSink host = new RealTimeTrace(merged::add).host();
        host.accept(sent(0, -1));
        host.accept(handler(1, 0));
        host.accept(delivered(2, 1));

        assertEquals(List.of(0L, 1L, 2L), merged.stream().map(TraceEvent::number).toList());
        assertEquals(List.of(-1L, 0L, 1L), merged.stream().map(TraceEvent::cause).toList());
    }

    @Test
    void recordsNoSinkWantsAreNeverMadeAndWhatTheyCausedSaysNoCause() {
        List<TraceEvent> merged = new ArrayList<>();
        RealTimeTrace trace = new RealTimeTrace(TraceSink.only(Set.of(MessageSent.class, MessageDelivered.class),
                merged::add));
        SimulationKernel kernel = new SimulationKernel(1);
        Tracer tracer = new Tracer(kernel, trace.host());
        MessageIdentity request = MessageIdentity.whole(7, "request", 8, 0, 1);
        MessageIdentity reply = MessageIdentity.whole(8, "reply", 8, 1, 0);
        kernel.schedule(0, () -> {
            tracer.messageSent(0, -1, request);
            tracer.messageDelivered(1, -1, request);
            tracer.queueLengthChanged(1, -1, new QueueId("receive", 1, 0), 1, 8);
            tracer.timerFired(0, -1, "retransmit");
            tracer.messageDelivered(0, -1, reply);
        });
        kernel.run();

        assertEquals(List.of(MessageSent.class, MessageDelivered.class, MessageDelivered.class),
                merged.stream().map(Object::getClass).toList());
        assertEquals(List.of(0L, 1L, 2L), merged.stream().map(TraceEvent::number).toList(), "numbered densely");
        assertEquals(List.of(-1L, 0L, -1L), merged.stream().map(TraceEvent::cause).toList(),
                "a cause kept keeps its new number; one left out (the timer) reads as none");
        assertEquals(3, trace.recorded());
    }

    @Test
    void aFanOutWantsWhatAnyOfItsSinksWantsAndPassesEachOnlyItsOwn() {
        List<TraceEvent> sends = new ArrayList<>();
        List<TraceEvent> delivers = new ArrayList<>();
        TraceSink both = TraceSink.fanOut(List.of(TraceSink.only(Set.of(MessageSent.class), sends::add),
                TraceSink.only(Set.of(MessageDelivered.class), delivers::add)));

        assertTrue(both.wants(MessageSent.class));
        assertFalse(both.wants(HandlerRan.class));
        both.accept(sent(0, -1));
        both.accept(delivered(1, 0));
        assertEquals(1, sends.size());
        assertEquals(1, delivers.size());
    }
}
