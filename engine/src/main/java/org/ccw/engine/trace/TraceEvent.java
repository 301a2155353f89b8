package org.ccw.engine.trace;

import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One record of the trace, schema version {@link #SCHEMA_VERSION}. Every record is immutable and carries the
 * same header: its {@code number} (dense from 0 in a run), its {@code timePs} (virtual time in picoseconds), the
 * {@code node} it happened at (topology node id: hosts and switches share one id space; -1 for the run as a
 * whole), the {@code component} within that node (NIC index on a host, port number on a switch; -1 when none)
 * and its {@code cause} (the number of the record that caused it; -1 when none). The payload fields follow.
 * {@code engine/TRACE.md} documents every record and field; change both together and bump the version when a
 * field changes meaning or disappears.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({
    @JsonSubTypes.Type(value = TraceEvent.RunStarted.class, name = "RunStarted"),
    @JsonSubTypes.Type(value = TraceEvent.RunEnded.class, name = "RunEnded"),
    @JsonSubTypes.Type(value = TraceEvent.CellInjected.class, name = "CellInjected"),
    @JsonSubTypes.Type(value = TraceEvent.CellDeparted.class, name = "CellDeparted"),
    @JsonSubTypes.Type(value = TraceEvent.CellArrived.class, name = "CellArrived"),
    @JsonSubTypes.Type(value = TraceEvent.CellDelivered.class, name = "CellDelivered"),
    @JsonSubTypes.Type(value = TraceEvent.CellDropped.class, name = "CellDropped"),
    @JsonSubTypes.Type(value = TraceEvent.CellDuplicated.class, name = "CellDuplicated"),
    @JsonSubTypes.Type(value = TraceEvent.Retransmitted.class, name = "Retransmitted"),
    @JsonSubTypes.Type(value = TraceEvent.QueueLengthChanged.class, name = "QueueLengthChanged"),
    @JsonSubTypes.Type(value = TraceEvent.WindowChanged.class, name = "WindowChanged"),
    @JsonSubTypes.Type(value = TraceEvent.CongestionChanged.class, name = "CongestionChanged"),
    @JsonSubTypes.Type(value = TraceEvent.HandlerRan.class, name = "HandlerRan"),
    @JsonSubTypes.Type(value = TraceEvent.TimerFired.class, name = "TimerFired"),
    @JsonSubTypes.Type(value = TraceEvent.PollPerformed.class, name = "PollPerformed"),
    @JsonSubTypes.Type(value = TraceEvent.CellFormatted.class, name = "CellFormatted"),
    @JsonSubTypes.Type(value = TraceEvent.CostCharged.class, name = "CostCharged"),
    @JsonSubTypes.Type(value = TraceEvent.MessageSent.class, name = "MessageSent"),
    @JsonSubTypes.Type(value = TraceEvent.MessageDelivered.class, name = "MessageDelivered"),
    @JsonSubTypes.Type(value = TraceEvent.SlotStateChanged.class, name = "SlotStateChanged"),
    @JsonSubTypes.Type(value = TraceEvent.CasFailed.class, name = "CasFailed"),
    @JsonSubTypes.Type(value = TraceEvent.MessageReturned.class, name = "MessageReturned"),
})
public sealed interface TraceEvent {

    /** Version of this schema; written at the head of every trace file. */
    int SCHEMA_VERSION = 3;

    long number();

    long timePs();

    int node();

    int component();

    long cause();

    /**
     * Calls {@code visitor}'s method for this record's type. It stands in for an exhaustive {@code switch} over
     * the sealed records, which Java 17 has only as a preview: a new record adds a method to {@link Visitor}, and
     * the compiler then lists every visitor that must say what to do with it.
     */
    <R> R accept(Visitor<R> visitor);

    /** One method per record type; see {@link #accept}. */
    interface Visitor<R> {
        R runStarted(RunStarted e);

        R runEnded(RunEnded e);

        R cellInjected(CellInjected e);

        R cellDeparted(CellDeparted e);

        R cellArrived(CellArrived e);

        R cellDelivered(CellDelivered e);

        R cellDropped(CellDropped e);

        R cellDuplicated(CellDuplicated e);

        R retransmitted(Retransmitted e);

        R queueLengthChanged(QueueLengthChanged e);

        R slotStateChanged(SlotStateChanged e);

        R casFailed(CasFailed e);

        R messageReturned(MessageReturned e);

        R messageSent(MessageSent e);

        R messageDelivered(MessageDelivered e);

        R windowChanged(WindowChanged e);

        R congestionChanged(CongestionChanged e);

        R handlerRan(HandlerRan e);

        R timerFired(TimerFired e);


        R pollPerformed(PollPerformed e);

        R cellFormatted(CellFormatted e);

        R costCharged(CostCharged e);

        R stackRecord(StackRecord e);
    }

    /** Every record type of this schema (the concrete records under the sealed interfaces), in no set order. */
    static Set<Class<? extends TraceEvent>> recordTypes() {
        Set<Class<? extends TraceEvent>> types = new HashSet<>();
        ArrayDeque<Class<?>> open = new ArrayDeque<>(List.of(TraceEvent.class));
        while (!open.isEmpty()) {
            for (Class<?> sub : open.pop().getPermittedSubclasses()) {
                if (sub.isRecord()) {
                    types.add(sub.asSubclass(TraceEvent.class));
                } else {
                    open.push(sub);
                }
            }
        }
        return types;
    }

    /** Records that follow one cell or packet; a view can filter the trace on {@link #cellId()}. */
    sealed interface CellEvent extends TraceEvent {
        long cellId();

        long messageId();

        String kind();

        int sizeBytes();
    }

    /**
     * Records that follow one message (the unit a stack sends, above cells; see {@link MessageIdentity}); a view
     * pairs a {@link MessageSent} with its {@link MessageDelivered} by {@code messageId}, {@code kind} and
     * {@code fragment}, and finds the message's cells by {@code messageId}.
     */
    sealed interface MessageEvent extends TraceEvent {
        long messageId();

        String kind();

        int bytes();

        int source();

        int sourcePort();

        int destination();

        int destinationPort();

        int fragment();

        int fragments();
    }

    /**
     * The run began: the schema version, scenario name, the seed every random stream derives from, and
     * {@code stack}, the name of the registered stack whose job the run drives (the name its registration reports;
     * empty when the run drives raw cells, no stack): a view asks that stack's presentation, and no other, about
     * the records.
     */
    record RunStarted(long number, long timePs, int node, int component, long cause,
                      int schemaVersion, String scenario, long seed, String stack) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.runStarted(this);
        }
    }

    /** The run ended at {@code timePs}; {@code reason} is {@code "until"} (time limit) or {@code "idle"}. */
    record RunEnded(long number, long timePs, int node, int component, long cause,
                    String reason) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.runEnded(this);
        }
    }

    /** A host handed a cell to its NIC (component) bound for host {@code destination}. */
    record CellInjected(long number, long timePs, int node, int component, long cause,
                        long cellId, long messageId, String kind, int sizeBytes,
                        int source, int destination) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellInjected(this);
        }
    }

    /** The first bit of a cell left {@code node}/{@code component} on {@code link}; its last bit will reach the far
     * end at {@code arrivalPs} unless the link loses it. */
    record CellDeparted(long number, long timePs, int node, int component, long cause,
                        long cellId, long messageId, String kind, int sizeBytes,
                        int link, long arrivalPs) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellDeparted(this);
        }
    }

    /** The last bit of a cell reached {@code node}/{@code component} over {@code link}. */
    record CellArrived(long number, long timePs, int node, int component, long cause,
                       long cellId, long messageId, String kind, int sizeBytes,
                       int link) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellArrived(this);
        }
    }

    /** The destination host took the cell out of its NIC: end of the cell's journey. */
    record CellDelivered(long number, long timePs, int node, int component, long cause,
                         long cellId, long messageId, String kind, int sizeBytes) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellDelivered(this);
        }
    }

    /** The cell died here, for {@code reason}. */
    record CellDropped(long number, long timePs, int node, int component, long cause,
                       long cellId, long messageId, String kind, int sizeBytes,
                       DropReason reason) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellDropped(this);
        }
    }

    /** A faulty link duplicated cell {@code originalCellId}; {@code cellId} names the copy. */
    record CellDuplicated(long number, long timePs, int node, int component, long cause,
                          long cellId, long messageId, String kind, int sizeBytes,
                          long originalCellId) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellDuplicated(this);
        }
    }

    /** A protocol sent the cell again; {@code attempt} counts from 1 for the first retransmission. */
    record Retransmitted(long number, long timePs, int node, int component, long cause,
                         long cellId, long messageId, String kind, int sizeBytes,
                         int attempt) implements CellEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.retransmitted(this);
        }
    }

    /** Queue {@code queue} (a switch port buffer, NIC FIFO, protocol queue) now holds {@code length} of
     * {@code capacity} entries. An observation: it never becomes the cause of another record. */
    record QueueLengthChanged(long number, long timePs, int node, int component, long cause,
                              QueueId queue, int length, int capacity) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.queueLengthChanged(this);
        }
    }

    /**
     * Slot {@code slot} (from 0) of queue {@code queue} went from state {@code from} to {@code to}; {@code node} and
     * {@code component} are the actor that changed it (a sender claiming a slot of a receiver's queue is at its own
     * node). An observation, like {@link QueueLengthChanged}.
     */
    record SlotStateChanged(long number, long timePs, int node, int component, long cause,
                            QueueId queue, int slot, SlotState from, SlotState to) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.slotStateChanged(this);
        }
    }

    /**
     * A compare-and-swap on queue {@code queue} lost, by the actor at {@code node}/{@code component} (a sender: its
     * host and processor). {@code target} says on what: {@link #TAIL} — the sender read the tail as assignment
     * {@code assignment} (which lands in slot {@code slot}) and another sender advanced it first, so it reads the
     * tail again; {@link #SLOT} — slot {@code slot} (its assignment {@code assignment}) was not free when the sender
     * tried to claim it: the queue is full, and the sender backs off. A happening: the retry points back to it.
     */
    record CasFailed(long number, long timePs, int node, int component, long cause,
                     QueueId queue, String target, int slot, long assignment) implements TraceEvent {
        /** {@code target} of a lost race for the queue's tail. */
        public static final String TAIL = "tail";
        /** {@code target} of a claim that found its slot not free. */
        public static final String SLOT = "slot";

        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.casFailed(this);
        }
    }

    /**
     * A message came back undelivered: the returned-message handler (AM-II's handler 0) of endpoint {@code port} at
     * {@code node} received message {@code messageId} (its {@link MessageSent}'s id; -1 when it was refused before it
     * was sent, so the trace never saw it) for {@code reason} (the stack's word, e.g. {@code BAD_TAG}); {@code handler}
     * is the handler the message named. {@code component} is the processor that ran handler 0.
     */
    record MessageReturned(long number, long timePs, int node, int component, long cause,
                           long messageId, String reason, int port, int handler) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.messageReturned(this);
        }
    }

    /**
     * A sender handed a message (or fragment) to its stack, at {@code node} (the source host) and {@code component}
     * (the NIC, or -1 for the host's processor). The message's cells, if it has any, follow with its
     * {@code messageId}; a message that never becomes a cell (shared memory) has only this and its
     * {@link MessageDelivered}.
     */
    record MessageSent(long number, long timePs, int node, int component, long cause,
                       long messageId, String kind, int bytes, int source, int sourcePort, int destination,
                       int destinationPort, int fragment, int fragments) implements MessageEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.messageSent(this);
        }
    }

    /** The message (or fragment) reached the receiving application or its handler at {@code node}, the destination
     * host: end of the message's journey. At most one per {@link MessageSent}. */
    record MessageDelivered(long number, long timePs, int node, int component, long cause,
                            long messageId, String kind, int bytes, int source, int sourcePort, int destination,
                            int destinationPort, int fragment, int fragments) implements MessageEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.messageDelivered(this);
        }
    }

    /** The sliding window towards {@code peer} now has {@code inFlight} of {@code windowSize} slots in use.
     * An observation, like {@link QueueLengthChanged}. */
    record WindowChanged(long number, long timePs, int node, int component, long cause,
                         int peer, int inFlight, int windowSize) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.windowChanged(this);
        }
    }

    /** A TCP sender's state towards {@code peer}: its congestion window {@code cwnd} and slow-start threshold
     * {@code ssthresh} in bytes, its maximum segment {@code mss}, and its {@code phase} ({@code slow-start},
     * {@code congestion-avoidance}, {@code fast-recovery}). An observation, like {@link WindowChanged}. */
    record CongestionChanged(long number, long timePs, int node, int component, long cause,
                             int peer, int cwnd, int ssthresh, int mss, String phase) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.congestionChanged(this);
        }
    }

    /** Handler {@code handler} ran at {@code to} for a message from {@code from}, for {@code durationPs}. */
    record HandlerRan(long number, long timePs, int node, int component, long cause,
                      int from, int to, String handler, long durationPs) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.handlerRan(this);
        }
    }

    /** The named timer expired. */
    record TimerFired(long number, long timePs, int node, int component, long cause,
                      String timer) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.timerFired(this);
        }
    }

    /** A poll of {@code target} (for example {@code "network"}, {@code "shared-memory"}); {@code found} tells
     * whether it found a message. An observation, like {@link QueueLengthChanged}. */
    record PollPerformed(long number, long timePs, int node, int component, long cause,
                         String target, boolean found) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.pollPerformed(this);
        }
    }

    /**
     * A stack formatted a cell's payload and is about to hand it to its NIC: the payload's bytes as they go on the
     * wire, so a view can decode a cell without live engine objects. Recorded right before the cell's
     * {@link CellInjected} (same node, component and time; the same {@code messageId} and {@code kind} as its
     * {@link org.ccw.engine.net.FrameTag}). {@code format} names the stack whose
     * {@link WireFormat} reads the bytes, {@code headerHex} holds the header bytes and {@code dataHex} the bytes
     * after it, both in lower-case hex. An observation, like {@link QueueLengthChanged}: it never becomes a cause.
     */
    record CellFormatted(long number, long timePs, int node, int component, long cause,
                         long messageId, String kind, String format, String headerHex,
                         String dataHex) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.cellFormatted(this);
        }


        /** The header bytes. */
        public byte[] header() {
            return java.util.HexFormat.of().parseHex(headerHex);
        }

        /** The data bytes after the header. */
        public byte[] data() {
            return java.util.HexFormat.of().parseHex(dataHex);
        }
    }

    /**
     * Observation, made only for a sink that {@linkplain TraceSink#wantsCosts() asks for costs} (a lab's
     * {@code --ledger}): the processor at {@code node} was charged {@code durationPs} of work named {@code cost}
     * (a cost input's name, e.g. {@code cas} or {@code udp.send}), running from {@code startPs} (it may start
     * after {@code timePs} when the processor is busy). A cost ledger sums these; they change no state, and a run
     * without them behaves identically.
     */
    record CostCharged(long number, long timePs, int node, int component, long cause,
                       String cost, long startPs, long durationPs) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.costCharged(this);
        }
    }

    /**
     * A record of a kind its stack declares ({@link StackRecordKind}), not of this generic vocabulary: {@code stack}
     * names the stack (as its registration does), {@code kind} the kind, and {@code payload} is the stack's own
     * record of its fields. A view reads it only through that stack's presentation; the stack's code through its
     * kind's {@link StackRecordKind#payloadOf}. Its file line and its fingerprint are those of a generic record
     * named {@code kind} with the payload's fields.
     */
    record StackRecord(long number, long timePs, int node, int component, long cause,
                       String stack, String kind, Record payload) implements TraceEvent {
        @Override
        public <R> R accept(Visitor<R> visitor) {
            return visitor.stackRecord(this);
        }
    }
}
