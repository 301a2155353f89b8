package org.ccw.visualizer.stacks;

import java.util.List;
import java.util.Optional;
import java.util.ServiceLoader;

import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.TraceEvent;

/**
 * How the views draw one stack's own vocabulary, beside the common one they know (cells of kind request, reply,
 * ack, bulk, data, control, frame; windows, queues, tokens): which common kind a cell of the stack's own kind is
 * drawn as (its colour, shape and letter), and which cells carry a token. A stack's presentation lives in a
 * package named after the stack and registers as a {@code META-INF/services} service of this type; the generic
 * views ask the presentation of the trace's stack ({@link #drawnAs}, {@link #tokenCarrier}) and never name a stack. A stack's own trace records (a
 * {@code TraceEvent.StackRecord}) reach the views only through its presentation: {@link #describe}, {@link #kindLabel},
 * {@link #tokenPass}, {@link #coprocessorNic}, {@link #hostInterfaceWork} and {@link #taskState} read them.
 */
public interface StackPresentation {

    /** The name of the registered stack this presents. */
    String stack();

    /**
     * The common kind cells of {@code kind} are drawn as (e.g. a stack's control messages as {@code control}), or
     * empty when {@code kind} is not this stack's own.
     */
    default Optional<String> kindAs(String kind) {
        return Optional.empty();
    }

    /** Whether cells of {@code kind} carry a token from its holder to the next (a moving token rides on them). */
    default boolean carriesToken(String kind) {
        return false;
    }

    /**
     * A short label drawn beside the cells of a message whose payload this stack formatted (e.g. a fragment's
     * number), read from the bytes its {@code CellFormatted} record holds; empty for none.
     */
    default Optional<String> cellLabel(TraceEvent.CellFormatted formatted) {
        return Optional.empty();
    }

    /**
     * What {@code state} means for a slot of {@code queue} in this stack's words (e.g. "waiting for its reply" for
     * a claimed request buffer), or empty when the queue is not this stack's or the common word fits.
     */
    default Optional<String> slotStateName(QueueId queue, SlotState state) {
        return Optional.empty();
    }

    /**
     * What an endpoint that sends messages of {@code kind} is in this stack's words (e.g. the daemon, for a daemon's
     * hops), for its lane in the timing diagram; empty when the kind says nothing of its sender.
     */
    default Optional<String> endpointRole(String kind) {
        return Optional.empty();
    }

    /**
     * One line saying what {@code record}, a record of one of this stack's own kinds, says, its nodes and links named
     * by {@code names}; empty for a kind it does not describe.
     */
    default Optional<String> describe(TraceEvent.StackRecord record, RecordNames names) {
        return Optional.empty();
    }

    /** What the event list calls this stack's records of {@code kind} (e.g. "token moved"); empty: the kind's name. */
    default Optional<String> kindLabel(String kind) {
        return Optional.empty();
    }

    /** The pass of a token {@code record}, one of this stack's own records, tells of, if it tells of one. */
    default Optional<TokenPass> tokenPass(TraceEvent.StackRecord record) {
        return Optional.empty();
    }

    /**
     * The NIC of the record's node whose coprocessor runs this stack's code, when {@code record} says one does: that
     * NIC's handlers and DMAs are the coprocessor's, drawn on a lane of their own.
     */
    default Optional<Integer> coprocessorNic(TraceEvent.StackRecord record) {
        return Optional.empty();
    }

    /** The work at the host interface {@code record} tells of, if any, its nodes named by {@code names}. */
    default Optional<HostInterfaceWork> hostInterfaceWork(TraceEvent.StackRecord record, RecordNames names) {
        return Optional.empty();
    }

    /** The change of an application task's state {@code record} tells of, if any (the space-time view's rows). */
    default Optional<TaskStateChange> taskState(TraceEvent.StackRecord record) {
        return Optional.empty();
    }

    /** The task state change {@code event} tells of, in its stack's presentation's reading. */
    static Optional<TaskStateChange> taskStateOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r ? of(r.stack()).flatMap(p -> p.taskState(r))
            : Optional.empty();
    }

    /** The NIC whose coprocessor runs its stack's code, if {@code event} says so in its stack's presentation. */
    static Optional<Integer> coprocessorNicOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r ? of(r.stack()).flatMap(p -> p.coprocessorNic(r))
            : Optional.empty();
    }

    /** The host-interface work {@code event} tells of, in its stack's presentation's reading. */
    static Optional<HostInterfaceWork> hostInterfaceWorkOf(TraceEvent event, RecordNames names) {
        return event instanceof TraceEvent.StackRecord r ? of(r.stack()).flatMap(p -> p.hostInterfaceWork(r, names))
            : Optional.empty();
    }

    /** The token pass {@code event} tells of, in the words of the presentation of the stack that recorded it. */
    static Optional<TokenPass> tokenPassOf(TraceEvent event) {
        return event instanceof TraceEvent.StackRecord r ? of(r.stack()).flatMap(p -> p.tokenPass(r))
            : Optional.empty();
    }

    /** {@code record} in its stack's presentation's words, else its payload's fields. */
    static String describeOf(TraceEvent.StackRecord record, RecordNames names) {
        return of(record.stack()).flatMap(p -> p.describe(record, names)).orElseGet(() -> record.payload().toString());
    }

    /** What the event list calls {@code record}'s kind: its stack's presentation's word, else the kind's name. */
    static String kindLabelOf(TraceEvent.StackRecord record) {
        return kindLabelOf(record.stack(), record.kind());
    }

    /** What the event list calls {@code stack}'s records of {@code kind}: its presentation's word, else the name. */
    static String kindLabelOf(String stack, String kind) {
        return of(stack).flatMap(p -> p.kindLabel(kind)).orElse(kind);
    }

    /**
     * The presentation of the stack named {@code stack} (the one a trace's {@code RunStarted} names), if one is
     * registered; empty for a trace of raw cells or of a stack with no presentation.
     */
    static Optional<StackPresentation> of(String stack) {
        return installed().stream().filter(p -> p.stack().equals(stack)).findFirst();
    }

    /** The role the presentation of {@code stack} reads from the kinds of message an endpoint sent, if any. */
    static Optional<String> endpointRoleOf(String stack, java.util.Collection<String> kindsSent) {
        return of(stack).flatMap(p -> kindsSent.stream().sorted().flatMap(k -> p.endpointRole(k).stream()).findFirst());
    }

    /** The label of {@code formatted}'s cells from the presentation of the stack that formatted them, if any. */
    static Optional<String> labelOf(TraceEvent.CellFormatted formatted) {
        return of(formatted.format()).flatMap(p -> p.cellLabel(formatted));
    }

    /** {@code state}'s name for a slot of {@code queue} in the words of {@code stack}'s presentation, else empty. */
    static Optional<String> slotStateNameOf(String stack, QueueId queue, SlotState state) {
        return of(stack).flatMap(p -> p.slotStateName(queue, state));
    }

    /** Whether {@code stack}'s presentation says cells of {@code kind} carry a token. */
    static boolean tokenCarrier(String stack, String kind) {
        return of(stack).map(p -> p.carriesToken(kind)).orElse(false);
    }

    /** Every registered presentation, in registration order. */
    static List<StackPresentation> installed() {
        return Installed.ALL;
    }

    /**
     * The common kind cells of {@code kind} in a trace of {@code stack} are drawn as: that stack's presentation's
     * answer, else {@code kind} itself. The legend, which has no trace, draws the common kinds, which every stack
     * draws as themselves: it asks with no stack ({@code ""}).
     */
    static String drawnAs(String stack, String kind) {
        return of(stack).flatMap(p -> p.kindAs(kind)).orElse(kind);
    }

    /** Loaded once: the class path does not change while the workbench runs. */
    final class Installed {
        private static final List<StackPresentation> ALL = ServiceLoader.load(StackPresentation.class,
            StackPresentation.class.getClassLoader()).stream().map(ServiceLoader.Provider::get).toList();

        private Installed() {
        }
    }
}
