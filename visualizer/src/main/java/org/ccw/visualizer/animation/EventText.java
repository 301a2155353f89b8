package org.ccw.visualizer.animation;

import java.util.Locale;
import org.ccw.engine.trace.TraceEvent;

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

    /** Where a playback is, for the status bar: {@code event #69 of 8,105}, or {@code before the first of 8,105 events}. */
    public static String position(TraceEvent current, int size) {
        return current == null ? String.format(Locale.ROOT, "before the first of %,d events", size)
            : String.format(Locale.ROOT, "event #%s of %,d", number(current), size);
    }

    /** {@code count} and the noun, singular for one: {@code 1 drop}, {@code 0 drops}, {@code 2 drops}. */
    public static String count(long count, String noun) {
        return String.format(Locale.ROOT, "%,d %s%s", count, noun, count == 1 ? "" : "s");
    }

    /** What happened, without the time and place columns the event list shows separately. */
    public static String describe(TraceEvent event, TraceNames names) {
        if (event instanceof TraceEvent.CellEvent cell) {
            String what = cell.kind() + " cell #" + cell.cellId();
            if (event instanceof TraceEvent.CellInjected e) {
                return what + " injected for " + names.node(e.destination());
            } else if (event instanceof TraceEvent.CellDeparted e) {
                return what + " departed on " + names.link(e.link()) + ", arrives at " + micros(e.arrivalPs());
            } else if (event instanceof TraceEvent.CellArrived e) {
                return what + " arrived over " + names.link(e.link());
            } else if (event instanceof TraceEvent.CellDelivered) {
                return what + " delivered";
            } else if (event instanceof TraceEvent.CellDropped e) {
                return what + " dropped: " + reason(e);
            } else if (event instanceof TraceEvent.CellDuplicated e) {
                return what + " duplicated from #" + e.originalCellId();
            } else if (event instanceof TraceEvent.Retransmitted e) {
                return cell.kind() + " message retransmitted (attempt " + e.attempt() + ")";
            }
        }
        if (event instanceof TraceEvent.RunStarted e) {
            return "run of " + e.scenario() + " started, seed " + e.seed();
        } else if (event instanceof TraceEvent.RunEnded e) {
            return "run ended (" + e.reason() + ")";
        } else if (event instanceof TraceEvent.QueueLengthChanged e) {
            return e.queue() + " queue " + e.length() + " / " + capacity(e.capacity());
        } else if (event instanceof TraceEvent.WindowChanged e) {
            return "window to " + names.node(e.peer()) + ": " + e.inFlight() + " of " + e.windowSize() + " in flight";
        } else if (event instanceof TraceEvent.HandlerRan e) {
            // an active message's sender, or the host that issued a DVCM command or sent a control message
            return "handler " + e.handler() + " ran for " + names.node(e.from()) + " (" + micros(e.durationPs())
                + ")";
        } else if (event instanceof TraceEvent.TimerFired e) {
            return "timer " + e.timer() + " fired";
        } else if (event instanceof TraceEvent.TokenMoved e) {
            return "token of " + names.link(e.token()) + " passed " + names.node(e.from()) + " → " + names.node(e.to());
        } else if (event instanceof TraceEvent.PollPerformed e) {
            return "poll of " + e.target() + (e.found() ? " found a message" : " found nothing");
        } else if (event instanceof TraceEvent.CellFormatted e) {
            return e.kind() + " cell formatted: " + WireHeaders.summary(e);
        } else if (event instanceof TraceEvent.ExecutionUnitStarted e) {
            // the place column names the NIC already
            return "execution unit started on the NIC's coprocessor";
        } else if (event instanceof TraceEvent.CommandPosted e) {
            return "application posted " + e.command() + " for "
                + (e.unit() == e.node() ? "its unit" : "the unit of " + names.node(e.unit()))
                + " in " + micros(e.durationPs());
        } else if (event instanceof TraceEvent.DmaTransferred e) {
            return "DMA of " + e.what() + ", " + e.bytes() + " bytes " + (e.toHost() ? "NI → host" : "host → NI")
                + " (" + micros(e.durationPs()) + ")";
        }
        return event.getClass().getSimpleName();
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
