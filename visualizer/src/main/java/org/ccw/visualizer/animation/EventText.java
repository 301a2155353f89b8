package org.ccw.visualizer.animation;

import java.util.Locale;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;

/** One-line descriptions of trace records in the papers' words, for the event list and the inspectors. */
public final class EventText {

    private EventText() {
    }

    /** Virtual time as the views print it: microseconds with three decimals, e.g. {@code 12.345 µs}. */
    public static String micros(long timePs) {
        return String.format(Locale.ROOT, "%.3f µs", timePs / 1e6);
    }

    /**
     * How the views name a record: by its number in the trace (TRACE.md), e.g. {@code 69} — the same in the event
     * list's # column, the status bar, a breakpoint's message, a {@code --trace} file and {@code --pause-at event:69}.
     */
    public static String number(TraceEvent event) {
        return String.format(Locale.ROOT, "%,d", event.number());
    }

    /**
     * Where a playback is, for the status bar: {@code event 70 of 8,105 (#69)} — counted from one, so the last is
     * "8,105 of 8,105", with the record's number as the event list shows it (numbers count from zero) — or
     * {@code before the first of 8,105 events}.
     */
    public static String position(TraceEvent current, int position, int size) {
        return current == null ? String.format(Locale.ROOT, "before the first of %,d events", size)
            : String.format(Locale.ROOT, "event %,d of %,d (#%s)", position + 1, size, number(current));
    }

    /** {@code count} and the noun, singular for one: {@code 1 drop}, {@code 0 drops}, {@code 2 drops}. */
    public static String count(long count, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", count, noun, count == 1 ? "" : "s");
    }

    /**
     * What happened, without the time and place columns the event list shows separately, in the words of
     * {@code stack} (the trace's {@code RunStarted} names it; "" for none) where its presentation has some.
     */
    public static String describe(TraceEvent event, TraceNames names, String stack) {
        return event.accept(new Describer(names, stack));
    }

    /** One sentence per record type: the compiler asks for a new record's sentence here. */
    private record Describer(TraceNames names, String stack) implements TraceEvent.Visitor<String> {

        private static String cell(TraceEvent.CellEvent cell) {
            return cell.kind() + " cell #" + cell.cellId();
        }

        @Override
        public String runStarted(TraceEvent.RunStarted e) {
            return "run of " + e.scenario() + " started, seed " + e.seed()
                + (e.stack().isEmpty() ? "" : ", stack " + e.stack());
        }

        @Override
        public String runEnded(TraceEvent.RunEnded e) {
            return "run ended (" + e.reason() + ")";
        }

        @Override
        public String cellInjected(TraceEvent.CellInjected e) {
            return cell(e) + " injected for " + names.node(e.destination());
        }

        @Override
        public String cellDeparted(TraceEvent.CellDeparted e) {
            return cell(e) + " departed on " + names.link(e.link()) + ", arrives at " + micros(e.arrivalPs());
        }

        @Override
        public String cellArrived(TraceEvent.CellArrived e) {
            return cell(e) + " arrived over " + names.link(e.link());
        }

        @Override
        public String cellDelivered(TraceEvent.CellDelivered e) {
            return cell(e) + " delivered";
        }

        @Override
        public String cellDropped(TraceEvent.CellDropped e) {
            return cell(e) + " dropped: " + reason(e);
        }

        @Override
        public String cellDuplicated(TraceEvent.CellDuplicated e) {
            return cell(e) + " duplicated from #" + e.originalCellId();
        }

        @Override
        public String retransmitted(TraceEvent.Retransmitted e) {
            return e.kind() + " message retransmitted (attempt " + e.attempt() + ")";
        }

        @Override
        public String queueLengthChanged(TraceEvent.QueueLengthChanged e) {
            return e.queue() + " queue " + e.length() + " / " + capacity(e.capacity());
        }

        @Override
        public String slotStateChanged(TraceEvent.SlotStateChanged e) {
            return e.queue() + " slot " + e.slot() + ": " + slotWord(e.queue(), e.from()) + " → "
                + slotWord(e.queue(), e.to());
        }

        @Override
        public String casFailed(TraceEvent.CasFailed e) {
            return e.target().equals(TraceEvent.CasFailed.TAIL)
                ? e.queue() + " tail: compare-and-swap lost to another sender (assignment " + e.assignment()
                    + ", slot " + e.slot() + ")"
                : e.queue() + " slot " + e.slot() + " taken: compare-and-swap failed, queue full (assignment "
                    + e.assignment() + ")";
        }

        @Override
        public String messageReturned(TraceEvent.MessageReturned e) {
            return (e.messageId() < 0 ? "message refused before it was sent" : "message #" + e.messageId())
                + " returned to endpoint " + e.port() + "'s handler 0: " + e.reason() + " (handler " + e.handler()
                + ")";
        }

        @Override
        public String messageSent(TraceEvent.MessageSent e) {
            return e.kind() + " message " + fragment(e) + "sent to " + names.node(e.destination()) + " ("
                + count(e.bytes(), "byte") + ")";
        }

        @Override
        public String messageDelivered(TraceEvent.MessageDelivered e) {
            return e.kind() + " message " + fragment(e) + "from " + names.node(e.source()) + " delivered ("
                + count(e.bytes(), "byte") + ")";
        }

        @Override
        public String windowChanged(TraceEvent.WindowChanged e) {
            return "window to " + names.node(e.peer()) + ": " + e.inFlight() + " of " + e.windowSize() + " in flight";
        }

        @Override
        public String congestionChanged(TraceEvent.CongestionChanged e) {
            // in segments, as a textbook tells slow start; ssthresh of a fresh connection is effectively unbounded
            int mss = Math.max(1, e.mss());
            return "cwnd " + e.cwnd() / mss + " segments, ssthresh " + e.ssthresh() / mss + ", " + e.phase()
                + " towards " + names.node(e.peer());
        }

        @Override
        public String handlerRan(TraceEvent.HandlerRan e) {
            // an active message's sender, or the host that issued a command or sent a control message
            return "handler " + e.handler() + " ran for " + names.node(e.from()) + " (" + micros(e.durationPs())
                + ")";
        }

        @Override
        public String timerFired(TraceEvent.TimerFired e) {
            return "timer " + e.timer() + " fired";
        }

        @Override
        public String stackRecord(TraceEvent.StackRecord e) {
            return StackPresentation.describeOf(e, names);
        }

        @Override
        public String pollPerformed(TraceEvent.PollPerformed e) {
            return "poll of " + e.target() + (e.found() ? " found a message" : " found nothing");
        }

        @Override
        public String cellFormatted(TraceEvent.CellFormatted e) {
            return e.kind() + " cell formatted: " + WireHeaders.summary(e);
        }

        @Override
        public String costCharged(TraceEvent.CostCharged e) {
            return "charged " + e.cost() + ": " + micros(e.durationPs());
        }

        /** {@code fragment 2 of 5 } of a fragmented message, nothing for a whole one. */
        private static String fragment(TraceEvent.MessageEvent e) {
            return e.fragments() > 1 ? "fragment " + (e.fragment() + 1) + " of " + e.fragments() + " " : "";
        }

        /** A slot state in its stack's words when its presentation has some (a request buffer waits for a reply). */
        private String slotWord(QueueId queue, SlotState state) {
            return StackPresentation.slotStateNameOf(stack, queue, state).orElseGet(() -> word(state));
        }

        private static String word(Enum<?> state) {
            return state.name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** A drop reason in plain words, for the tooltip of a drop burst. */
    public static String reason(TraceEvent.CellDropped drop) {
        return switch (drop.reason()) {
            case BUFFER_FULL -> "switch output buffer full";
            case EARLY_PACKET_DISCARD -> "early packet discard";
            case PARTIAL_PACKET_DISCARD -> "partial packet discard (rest of a broken packet)";
            case LINK_LOSS -> "lost on the wire";
            case SCRIPTED -> "scripted drop";
            case CHECKSUM -> "checksum (CRC) failed";
            case FIFO_FULL -> "NIC FIFO full";
            case PROTOCOL -> "discarded by the protocol";
        };
    }

    private static String capacity(int capacity) {
        return capacity == Integer.MAX_VALUE ? "∞" : Integer.toString(capacity);
    }
}
