package org.ccw.engine.trace;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.TraceEvent.CellArrived;
import org.ccw.engine.trace.TraceEvent.CellDelivered;
import org.ccw.engine.trace.TraceEvent.CellDeparted;
import org.ccw.engine.trace.TraceEvent.CellDropped;
import org.ccw.engine.trace.TraceEvent.CellDuplicated;
import org.ccw.engine.trace.TraceEvent.CellInjected;
import org.ccw.engine.trace.TraceEvent.HandlerRan;
import org.ccw.engine.trace.TraceEvent.MessageDelivered;
import org.ccw.engine.trace.TraceEvent.MessageSent;
import org.ccw.engine.trace.TraceEvent.PollPerformed;
import org.ccw.engine.trace.TraceEvent.QueueLengthChanged;
import org.ccw.engine.trace.TraceEvent.Retransmitted;
import org.ccw.engine.trace.TraceEvent.RunEnded;
import org.ccw.engine.trace.TraceEvent.RunStarted;
import org.ccw.engine.trace.TraceEvent.SlotStateChanged;
import org.ccw.engine.trace.TraceEvent.TimerFired;
import org.ccw.engine.trace.TraceEvent.WindowChanged;

/**
 * The one door through which hardware models and protocol stacks report a run. Each report method builds the
 * record with the next number, the scheduler's current time and cause, passes it to the sink, and (for records
 * that are happenings rather than observations) makes it the scheduler's cause, so whatever the running event
 * schedules next points back to it. Each method returns the record's number, or -1 when tracing is off.
 *
 * <p>When off ({@link #OFF}, or built with no sink) every method is a single branch: no record is built, no
 * number is used, and the scheduler's cause is left alone. A record of a type the sink does not want
 * ({@link TraceSink#wants}) is not passed on; a happening still takes its number, so the numbers of what it causes
 * point at no other record.
 */
public final class Tracer {

    /** A tracer that records nothing. */
    public static final Tracer OFF = new Tracer(null, null);

    /** The record types the report methods build; the sink is asked once for each (its wants do not change). */
    private enum Type {
        RUN_STARTED(RunStarted.class),
        RUN_ENDED(RunEnded.class),
        CELL_INJECTED(CellInjected.class),
        CELL_DEPARTED(CellDeparted.class),
        CELL_ARRIVED(CellArrived.class),
        CELL_DELIVERED(CellDelivered.class),
        CELL_DROPPED(CellDropped.class),
        CELL_DUPLICATED(CellDuplicated.class),
        RETRANSMITTED(Retransmitted.class),
        QUEUE_LENGTH_CHANGED(QueueLengthChanged.class),
        SLOT_STATE_CHANGED(SlotStateChanged.class),
        CAS_FAILED(TraceEvent.CasFailed.class),
        MESSAGE_RETURNED(TraceEvent.MessageReturned.class),
        MESSAGE_SENT(MessageSent.class),
        MESSAGE_DELIVERED(MessageDelivered.class),
        WINDOW_CHANGED(WindowChanged.class),
        CONGESTION_CHANGED(TraceEvent.CongestionChanged.class),
        HANDLER_RAN(HandlerRan.class),
        TIMER_FIRED(TimerFired.class),
        POLL_PERFORMED(PollPerformed.class),
        STACK_RECORD(TraceEvent.StackRecord.class),
        CELL_FORMATTED(TraceEvent.CellFormatted.class),
        COST_CHARGED(TraceEvent.CostCharged.class);

        private final Class<? extends TraceEvent> type;

        Type(Class<? extends TraceEvent> type) {
            this.type = type;
        }
    }

    private final Scheduler scheduler;
    private final TraceSink sink;
    private final boolean costs;
    /**
     * The sink's answer for each {@link Type}, asked when the tracer is made: a real-time host reports several
     * records per message, and asking the sink each time (a chain of calls) cost more than the records it kept.
     */
    private final boolean[] wants = new boolean[Type.values().length];
    private long next;

    /** A tracer reporting to {@code sink} at {@code scheduler}'s time; a null sink turns tracing off. */
    public Tracer(Scheduler scheduler, TraceSink sink) {
        this.scheduler = scheduler;
        this.sink = sink;
        this.costs = sink != null && sink.wantsCosts();
        for (Type type : Type.values()) {
            wants[type.ordinal()] = sink != null && sink.wants(type.type);
        }
    }

    /** Whether records are being made; callers may skip work that only feeds the trace. */
    public boolean isOn() {
        return sink != null;
    }

    /** Whether named charges of processor time are recorded ({@link #costCharged}): the sink asked for them. */
    public boolean costsOn() {
        return costs;
    }

    /** A processor at {@code node} was charged {@code durationPs} of {@code cost} from {@code startPs}. */
    public long costCharged(int node, int component, String cost, long startPs, long durationPs) {
        return costs && wanted(Type.COST_CHARGED) ? observed(new TraceEvent.CostCharged(next, now(), node, component, cause(), cost, startPs,
                durationPs)) : -1;
    }

    /** How many records have been made so far (the number the next one will get). */
    public long recorded() {
        return next;
    }

    /** {@code scenario}'s run with {@code seed} began, driving a job of the stack named {@code stack} ("": none). */
    public long runStarted(String scenario, long seed, String stack) {
        return wanted(Type.RUN_STARTED) ? happened(new RunStarted(next, now(), -1, -1, -1, TraceEvent.SCHEMA_VERSION,
                scenario, seed, stack)) : unwanted();
    }

    public long runEnded(String reason) {
        return wanted(Type.RUN_ENDED) ? happened(new RunEnded(next, now(), -1, -1, cause(), reason)) : unwanted();
    }

    public long cellInjected(int node, int component, CellIdentity c, int source, int destination) {
        return wanted(Type.CELL_INJECTED) ? happened(new CellInjected(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes(), source, destination)) : unwanted();
    }

    public long cellDeparted(int node, int component, CellIdentity c, int link, long arrivalPs) {
        return wanted(Type.CELL_DEPARTED) ? happened(new CellDeparted(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes(), link, arrivalPs)) : unwanted();
    }

    public long cellArrived(int node, int component, CellIdentity c, int link) {
        return wanted(Type.CELL_ARRIVED) ? happened(new CellArrived(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes(), link)) : unwanted();
    }

    public long cellDelivered(int node, int component, CellIdentity c) {
        return wanted(Type.CELL_DELIVERED) ? happened(new CellDelivered(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes())) : unwanted();
    }

    public long cellDropped(int node, int component, CellIdentity c, DropReason reason) {
        return wanted(Type.CELL_DROPPED) ? happened(new CellDropped(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes(), reason)) : unwanted();
    }

    public long cellDuplicated(int node, int component, CellIdentity copy, long originalCellId) {
        return wanted(Type.CELL_DUPLICATED) ? happened(new CellDuplicated(next, now(), node, component, cause(),
                copy.cellId(), copy.messageId(), copy.kind(), copy.sizeBytes(), originalCellId)) : unwanted();
    }

    public long retransmitted(int node, int component, CellIdentity c, int attempt) {
        return wanted(Type.RETRANSMITTED) ? happened(new Retransmitted(next, now(), node, component, cause(),
                c.cellId(), c.messageId(), c.kind(), c.sizeBytes(), attempt)) : unwanted();
    }

    public long queueLengthChanged(int node, int component, QueueId queue, int length, int capacity) {
        return wanted(Type.QUEUE_LENGTH_CHANGED) ? observed(new QueueLengthChanged(next, now(), node, component,
                cause(), queue, length,
                capacity)) : -1;
    }

    /** The actor at {@code node}/{@code component} moved slot {@code slot} of {@code queue} from one state to another. */
    public long slotStateChanged(int node, int component, QueueId queue, int slot, SlotState from, SlotState to) {
        return wanted(Type.SLOT_STATE_CHANGED) ? observed(new SlotStateChanged(next, now(), node, component, cause(),
                queue, slot, from, to)) : -1;
    }

    /**
     * The actor at {@code node}/{@code component} lost a compare-and-swap on {@code queue}'s {@code target}
     * ({@link TraceEvent.CasFailed#TAIL} or {@link TraceEvent.CasFailed#SLOT}) for {@code slot}, assignment
     * {@code assignment}.
     */
    public long casFailed(int node, int component, QueueId queue, String target, int slot, long assignment) {
        return wanted(Type.CAS_FAILED) ? happened(new TraceEvent.CasFailed(next, now(), node, component,
                cause(), queue, target, slot,
                assignment)) : unwanted();
    }

    /**
     * Endpoint {@code port} at {@code node} got message {@code messageId} (-1: never sent) back for {@code reason};
     * it named handler {@code handler}.
     */
    public long messageReturned(int node, int component, long messageId, String reason, int port, int handler) {
        return wanted(Type.MESSAGE_RETURNED) ? happened(new TraceEvent.MessageReturned(next, now(), node,
                component, cause(), messageId,
                reason, port, handler)) : unwanted();
    }

    public long messageSent(int node, int component, MessageIdentity m) {
        return wanted(Type.MESSAGE_SENT) ? happened(new MessageSent(next, now(), node, component, cause(),
                m.messageId(), m.kind(),
                m.bytes(), m.source(), m.sourcePort(), m.destination(), m.destinationPort(), m.fragment(),
                m.fragments())) : unwanted();
    }

    public long messageDelivered(int node, int component, MessageIdentity m) {
        return wanted(Type.MESSAGE_DELIVERED) ? happened(new MessageDelivered(next, now(), node, component, cause(),
                m.messageId(), m.kind(),
                m.bytes(), m.source(), m.sourcePort(), m.destination(), m.destinationPort(), m.fragment(),
                m.fragments())) : unwanted();
    }

    public long windowChanged(int node, int component, int peer, int inFlight, int windowSize) {
        return wanted(Type.WINDOW_CHANGED) ? observed(new WindowChanged(next, now(), node, component, cause(), peer,
                inFlight,
                windowSize)) : -1;
    }

    public long congestionChanged(int node, int component, int peer, int cwnd, int ssthresh, int mss, String phase) {
        return wanted(Type.CONGESTION_CHANGED) ? observed(new TraceEvent.CongestionChanged(next, now(),
                node, component, cause(), peer, cwnd,
                ssthresh, mss, phase)) : -1;
    }

    public long handlerRan(int node, int component, int from, String handler, long durationPs) {
        return wanted(Type.HANDLER_RAN) ? happened(new HandlerRan(next, now(), node, component, cause(), from, node,
                handler,
                durationPs)) : unwanted();
    }

    public long timerFired(int node, int component, String timer) {
        return wanted(Type.TIMER_FIRED) ? happened(new TimerFired(next, now(), node, component, cause(),
                timer)) : unwanted();
    }

    /**
     * A record of {@code kind}, a kind its stack declares, with {@code payload} at {@code node}/{@code component}: a
     * happening or an observation as the kind says.
     */
    public <P extends Record> long stackRecord(int node, int component, StackRecordKind<P> kind, P payload) {
        if (!wanted(Type.STACK_RECORD)) {
            return kind.observation() ? -1 : unwanted();
        }
        TraceEvent.StackRecord record = kind.record(next, now(), node, component, cause(), payload);
        return kind.observation() ? observed(record) : happened(record);
    }

    /**
     * A stack formatted a cell: its {@code payload} as it goes on the wire, the first {@code headerBytes} of it
     * the header that the stack's {@link WireFormat} (named {@code format}) reads.
     */
    public long cellFormatted(int node, int component, long messageId, String kind, String format, int headerBytes,
            byte[] payload) {
        if (!wanted(Type.CELL_FORMATTED)) {
            return -1;
        }
        java.util.HexFormat hex = java.util.HexFormat.of();
        return observed(new TraceEvent.CellFormatted(next, now(), node, component, cause(), messageId, kind, format,
            hex.formatHex(payload, 0, headerBytes), hex.formatHex(payload, headerBytes, payload.length)));
    }

    public long pollPerformed(int node, int component, String target, boolean found) {
        return wanted(Type.POLL_PERFORMED) ? observed(new PollPerformed(next, now(), node, component, cause(),
                target, found)) : -1;
    }

    private long now() {
        return scheduler.now();
    }

    private long cause() {
        return scheduler.cause();
    }

    /** Whether a record of {@code type} is to be built: tracing is on and the sink reads that type. */
    private boolean wanted(Type type) {
        return wants[type.ordinal()];
    }

    /**
     * A happening the sink does not want (or none, tracing off: -1), unbuilt (no clock read,
                no record): it still takes its number and becomes the
     * cause, so what it causes does not name another record.
     */
    private long unwanted() {
        if (!isOn()) {
            return -1;
        }
        scheduler.cause(next);
        return next++;
    }

    /** A happening the sink wants ({@link #unwanted} numbers one it does not, so what it causes names no other). */
    private long happened(TraceEvent event) {
        sink.accept(event);
        scheduler.cause(event.number());
        return next++;
    }

    /** An observation the sink wants; one it does not want causes nothing, so it is not numbered at all. */
    private long observed(TraceEvent event) {
        sink.accept(event);
        return next++;
    }
}
