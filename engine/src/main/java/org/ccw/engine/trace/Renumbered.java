package org.ccw.engine.trace;

import org.ccw.engine.trace.TraceEvent.*;

/**
 * A record copied with another number, time and cause, every other field kept: how the hosts' traces of a real-time
 * run are merged into one numbering ({@code RealTimeTrace}). A new record type adds a method to {@link Visitor}, so
 * the compiler asks for its copy here too. (Copying through the record's JSON form cost tens of microseconds a record,
 * longer than a round trip on 127.0.0.1; reflection, hundreds of nanoseconds.)
 */
public final class Renumbered {
    private Renumbered() {
    }

    /** {@code event} with {@code number}, {@code timePs} and {@code cause} in place of its own. */
    public static TraceEvent of(TraceEvent event, long number, long timePs, long cause) {
        return event.accept(new Copy(number, timePs, cause));
    }

    private record Copy(long number, long timePs, long cause) implements Visitor<TraceEvent> {
        @Override
        public TraceEvent runStarted(RunStarted e) {
            return new RunStarted(number, timePs, e.node(), e.component(), cause, e.schemaVersion(), e.scenario(),
                    e.seed(), e.stack());
        }

        @Override
        public TraceEvent runEnded(RunEnded e) {
            return new RunEnded(number, timePs, e.node(), e.component(), cause, e.reason());
        }

        @Override
        public TraceEvent cellInjected(CellInjected e) {
            return new CellInjected(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.source(), e.destination());
        }

        @Override
        public TraceEvent cellDeparted(CellDeparted e) {
            return new CellDeparted(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.link(), e.arrivalPs());
        }

        @Override
        public TraceEvent cellArrived(CellArrived e) {
            return new CellArrived(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.link());
        }

        @Override
        public TraceEvent cellDelivered(CellDelivered e) {
            return new CellDelivered(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes());
        }

        @Override
        public TraceEvent cellDropped(CellDropped e) {
            return new CellDropped(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.reason());
        }

        @Override
        public TraceEvent cellDuplicated(CellDuplicated e) {
            return new CellDuplicated(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.originalCellId());
        }

        @Override
        public TraceEvent retransmitted(Retransmitted e) {
            return new Retransmitted(number, timePs, e.node(), e.component(), cause, e.cellId(), e.messageId(),
                    e.kind(), e.sizeBytes(), e.attempt());
        }

        @Override
        public TraceEvent queueLengthChanged(QueueLengthChanged e) {
            return new QueueLengthChanged(number, timePs, e.node(), e.component(), cause, e.queue(), e.length(),
                    e.capacity());
        }

        @Override
        public TraceEvent slotStateChanged(SlotStateChanged e) {
            return new SlotStateChanged(number, timePs, e.node(), e.component(), cause, e.queue(), e.slot(), e.from(),
                    e.to());
        }

        @Override
        public TraceEvent casFailed(CasFailed e) {
            return new CasFailed(number, timePs, e.node(), e.component(), cause, e.queue(), e.target(), e.slot(),
                    e.assignment());
        }

        @Override
        public TraceEvent messageReturned(MessageReturned e) {
            return new MessageReturned(number, timePs, e.node(), e.component(), cause, e.messageId(), e.reason(),
                    e.port(), e.handler());
        }

        @Override
        public TraceEvent messageSent(MessageSent e) {
            return new MessageSent(number, timePs, e.node(), e.component(), cause, e.messageId(), e.kind(), e.bytes(),
                    e.source(), e.sourcePort(), e.destination(), e.destinationPort(), e.fragment(), e.fragments());
        }

        @Override
        public TraceEvent messageDelivered(MessageDelivered e) {
            return new MessageDelivered(number, timePs, e.node(), e.component(), cause, e.messageId(), e.kind(),
                    e.bytes(), e.source(), e.sourcePort(), e.destination(), e.destinationPort(), e.fragment(),
                    e.fragments());
        }

        @Override
        public TraceEvent windowChanged(WindowChanged e) {
            return new WindowChanged(number, timePs, e.node(), e.component(), cause, e.peer(), e.inFlight(),
                    e.windowSize());
        }

        @Override
        public TraceEvent congestionChanged(CongestionChanged e) {
            return new CongestionChanged(number, timePs, e.node(), e.component(), cause, e.peer(), e.cwnd(),
                    e.ssthresh(), e.mss(), e.phase());
        }

        @Override
        public TraceEvent handlerRan(HandlerRan e) {
            return new HandlerRan(number, timePs, e.node(), e.component(), cause, e.from(), e.to(), e.handler(),
                    e.durationPs());
        }

        @Override
        public TraceEvent timerFired(TimerFired e) {
            return new TimerFired(number, timePs, e.node(), e.component(), cause, e.timer());
        }

        @Override
        public TraceEvent stackRecord(TraceEvent.StackRecord e) {
            return new TraceEvent.StackRecord(number, timePs, e.node(), e.component(), cause, e.stack(), e.kind(),
                    e.payload());
        }

        @Override
        public TraceEvent pollPerformed(PollPerformed e) {
            return new PollPerformed(number, timePs, e.node(), e.component(), cause, e.target(), e.found());
        }

        @Override
        public TraceEvent cellFormatted(CellFormatted e) {
            return new CellFormatted(number, timePs, e.node(), e.component(), cause, e.messageId(), e.kind(),
                    e.format(), e.headerHex(), e.dataHex());
        }

        @Override
        public TraceEvent costCharged(TraceEvent.CostCharged e) {
            return new TraceEvent.CostCharged(number, timePs, e.node(), e.component(), cause, e.cost(), e.startPs(),
                    e.durationPs());
        }
    }
}
