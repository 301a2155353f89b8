package org.ccw.visualizer.animation;

import org.ccw.engine.trace.TraceEvent;
import org.ccw.visualizer.stacks.StackPresentation;

/**
 * The record types of the trace as a user picks them: in the event list's kind filter, for "next event of this
 * kind" and for Ctrl+B (a breakpoint on the selected event's kind). One constant per generic {@link TraceEvent}
 * record, and one for all the records stacks declare for themselves.
 */
public enum EventKind {
    RUN_STARTED(TraceEvent.RunStarted.class, "run started"),
    RUN_ENDED(TraceEvent.RunEnded.class, "run ended"),
    CELL_INJECTED(TraceEvent.CellInjected.class, "cell injected"),
    CELL_DEPARTED(TraceEvent.CellDeparted.class, "cell departed"),
    CELL_ARRIVED(TraceEvent.CellArrived.class, "cell arrived"),
    CELL_DELIVERED(TraceEvent.CellDelivered.class, "cell delivered"),
    CELL_DROPPED(TraceEvent.CellDropped.class, "cell dropped"),
    CELL_DUPLICATED(TraceEvent.CellDuplicated.class, "cell duplicated"),
    RETRANSMITTED(TraceEvent.Retransmitted.class, "retransmitted"),
    QUEUE_LENGTH_CHANGED(TraceEvent.QueueLengthChanged.class, "queue length"),
    WINDOW_CHANGED(TraceEvent.WindowChanged.class, "window changed"),
    CONGESTION_CHANGED(TraceEvent.CongestionChanged.class, "congestion window"),
    HANDLER_RAN(TraceEvent.HandlerRan.class, "handler ran"),
    TIMER_FIRED(TraceEvent.TimerFired.class, "timer fired"),
    POLL_PERFORMED(TraceEvent.PollPerformed.class, "poll"),
    CELL_FORMATTED(TraceEvent.CellFormatted.class, "cell formatted"),
    MESSAGE_SENT(TraceEvent.MessageSent.class, "message sent"),
    MESSAGE_DELIVERED(TraceEvent.MessageDelivered.class, "message delivered"),
    SLOT_STATE_CHANGED(TraceEvent.SlotStateChanged.class, "slot state"),
    CAS_FAILED(TraceEvent.CasFailed.class, "CAS failed"),
    MESSAGE_RETURNED(TraceEvent.MessageReturned.class, "message returned"),
    COST_CHARGED(TraceEvent.CostCharged.class, "cost charged"),
    /** A record of a kind its stack declares; {@link #labelOf} names it in the stack's words. */
    STACK_RECORD(TraceEvent.StackRecord.class, "stack record");

    private final Class<? extends TraceEvent> type;
    private final String label;

    EventKind(Class<? extends TraceEvent> type, String label) {
        this.type = type;
        this.label = label;
    }

    /** The record class this kind stands for. */
    public Class<? extends TraceEvent> type() {
        return type;
    }

    /** Short human label, as the event list shows it. */
    public String label() {
        return label;
    }

    /** What the event list calls {@code event}'s kind: its label, or a stack's record in its stack's words. */
    public static String labelOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r ? StackPresentation.kindLabelOf(r) : of(event).label();
    }

    /** The kind of {@code event}. */
    public static EventKind of(TraceEvent event) {
        for (EventKind kind : values()) {
            if (kind.type == event.getClass()) {
                return kind;
            }
        }
        throw new IllegalArgumentException("no event kind for " + event.getClass().getSimpleName());
    }

    @Override
    public String toString() {
        return label;
    }
}
