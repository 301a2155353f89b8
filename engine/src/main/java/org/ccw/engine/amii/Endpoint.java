package org.ccw.engine.amii;

import java.util.HashMap;
import java.util.Map;
import java.util.function.ToIntFunction;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.trace.QueueId;
import org.ccw.engine.trace.TraceEvent;
import org.ccw.engine.trace.Tracer;

/**
 * An AM-II endpoint (seed 002 §3), polled by its {@link EndpointProcess} on one processor of an SMP: a global name, a
 * 64-bit tag, a handler table (handler 0 receives returned messages), a translation table of small indices →
 * (endpoint name, tag), and a shared-memory queue block of a request and a reply {@link PacketQueue}.
 *
 * <p>A short message to an endpoint of the same SMP is the paper's five steps ({@link Send}), each charged to the
 * sender's processor: check the destination's tag; compare-and-swap the queue tail for a packet assignment; compare-and-swap
 * the packet free → claimed (a failure means the queue is full: back off exponentially and poll, which avoids
 * deadlock); write the packet; mark it ready. The receiver polls its queues' heads, runs the handler and frees the
 * packet ({@link Receiver}). Senders on other processors run truly concurrently: between their two compare-and-swaps another sender
 * may take the tail, and the loser tries again, as on the machine. Every cache-line access is priced by the SMP's
 * {@link CacheLines}.
 *
 * <p>Trace: {@code SlotStateChanged} for every handshake step (node = host, component = the acting processor),
 * {@code QueueLengthChanged} for the ready packets of each queue (component −1: memory), {@code MessageSent} when
 * a packet is marked ready, {@code PollPerformed} for each poll that finds a packet, {@code HandlerRan} and
 * {@code MessageDelivered} when its handler runs, {@code CasFailed} when a sender lost the race for a tail or found
 * its slot taken, {@code TimerFired} "backoff" when a claim failed, {@code MessageReturned} when handler 0 gets a
 * message back.
 */
public final class Endpoint {
    /** Queue kinds in the trace's {@code QueueId}s. */
    static final String REQUEST_QUEUE = "shm-request";
    static final String REPLY_QUEUE = "shm-reply";
    static final String BULK_QUEUE = "shm-bulk";
    /** {@code PollPerformed}'s target for a poll of the endpoint's network queue block. */
    static final String NETWORK = "network";
    /** Largest back-off: 2^this times the first. */
    static final int MAX_BACKOFF_DOUBLINGS = 6;

    private final EndpointName name;
    private final SharedMemory smp;
    private final int cpuIndex;
    private final ProcessorTime cpu;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final LibraryCycles lib;
    private final int casCycles;
    private final PacketQueue requests;
    private final PacketQueue replies;
    /** The bulk-data queue beside the request queue, where bulk transfers' data waits. */
    private final BulkBlocks requestBulk;
    /** The endpoint's memory segment, where bulk transfers land ({@code AM_SetSeg}). */
    private byte[] segment = new byte[0];
    private final Receiver receiver;
    private final Map<Integer, Translation> translations = new HashMap<>();
    /** The process that polls this endpoint and runs its program: messages to send, work to do. */
    private final EndpointProcess process;
    private long tag;
    private long nextMessage;
    private boolean base;
    /** The network protocol of this endpoint; null: shared memory only. */
    private NetworkSide network;
    private boolean multiProtocol = true;
    private final java.util.List<SendLedger> sends = new java.util.ArrayList<>();
    private long sent;
    private long packetsSent;
    private long casFailures;
    private long backoffs;

    /** A translation-table entry: the destination's name and the tag the sender believes it has. */
    private record Translation(EndpointName name, long tag) {
    }

    Endpoint(EndpointName name, SharedMemory smp, int cpuIndex, ProcessorTime cpu, Scheduler scheduler, Tracer tracer,
             LibraryCycles lib, int casCycles, int requestPackets, int replyPackets, int bulkBlocks) {
        this.name = name;
        this.smp = smp;
        this.cpuIndex = cpuIndex;
        this.cpu = cpu;
        this.scheduler = scheduler;
        this.tracer = tracer;
        this.lib = lib;
        this.casCycles = casCycles;
        this.receiver = new Receiver(this, tracer);
        this.process = new EndpointProcess(name, cpuIndex, cpu, smp, scheduler, tracer, receiver);
        long block = smp.blockLine(name.endpoint());
        this.requests = new PacketQueue(new QueueId(REQUEST_QUEUE, name.host(), name.endpoint()), requestPackets,
                block + 1);
        this.replies = new PacketQueue(new QueueId(REPLY_QUEUE, name.host(), name.endpoint()), replyPackets,
                block + 2 + requestPackets);
        this.requestBulk = new BulkBlocks(bulkBlocks, block + 3 + requestPackets + replyPackets);
        smp.add(this);
        process.traceLength(requests);
        process.traceLength(replies);
    }

    public EndpointName name() {
        return name;
    }

    /** {@code AM_SetTag}: the tag a sender's translation entry must hold for its messages to be accepted. */
    public void setTag(long tag) {
        this.tag = tag;
    }

    /** {@code AM_Map}: translation entry {@code index} names endpoint {@code destination} with {@code tag}. */
    public void map(int index, EndpointName destination, long destinationTag) {
        translations.put(index, new Translation(destination, destinationTag));
    }

    /** {@code AM_SetHandler} for a request handler at {@code index} (1 and up; 0 is the returned-message handler). */
    public void setRequestHandler(int index, Handlers.Request handler) {
        receiver.setRequestHandler(checkedIndex(index), handler);
    }

    /** {@code AM_SetHandler} for a reply handler at {@code index} (1 and up). */
    public void setReplyHandler(int index, Handlers.Reply handler) {
        receiver.setReplyHandler(checkedIndex(index), handler);
    }

    /** Handler 0: where messages that could not be delivered come back, with their reason. */
    public void setReturnedHandler(Handlers.Returned handler) {
        receiver.setReturnedHandler(handler);
    }

    private static int checkedIndex(int index) {
        if (index < 1) {
            throw new IllegalArgumentException("handler 0 receives returned messages; user handlers start at 1");
        }
        return index;
    }

    /**
     * {@code AM_Request4} (up to eight arguments: {@code AM_Request8}): sends a short request through translation
     * entry {@code index} to run request handler {@code handler} there. The send happens on this endpoint's
     * processor, after what it is doing now.
     *
     * @throws AmIIViolation from a reply handler, which sends nothing
     */
    public void request4(int index, int handler, int... args) {
        process.enqueue(request("request", index, handler, args));
    }

    /**
     * A request through translation entry {@code index} (an entry that names nothing comes back to handler 0 as a
     * bad translation entry), refused from a reply handler, which sends nothing.
     */
    private Send request(String what, int index, int handler, int[] args) {
        if (receiver.inReplyHandler()) {
            throw new AmIIViolation("endpoint " + name + ": a reply handler sends nothing (" + what + " to entry "
                    + index + ")");
        }
        Translation t = translations.get(index);
        return new Send(this, t == null ? null : t.name(), t == null ? 0 : t.tag(), true, handler, args,
                t == null ? ReturnReason.BAD_TRANSLATION_ENTRY : null);
    }

    /**
     * {@code AM_RequestXfer4}: a bulk transfer of {@code data} (at most 8 kB) into the destination endpoint's
     * segment at {@code offset}, then request handler {@code handler} runs there with {@code args}. The data waits
     * in a bulk block of the destination's queue block: the sender claims a block before its packet, copies the data
     * in, and marks the packet ready-bulk; the receiver copies it out into its segment.
     *
     * <p>To an endpoint on another SMP the data goes by the network protocol: the sender copies it into its
     * pinned send region, the NICs move it across their SBuses by DMA, and the receiving NIC deposits it in the
     * segment before the poll finds the packet.
     *
     * @throws IllegalArgumentException for more than 8 kB
     * @throws AmIIViolation from a reply handler
     */
    public void requestXfer4(int index, int offset, byte[] data, int handler, int... args) {
        Send send = request("transfer", index, handler, args);
        if (data.length > BulkBlocks.BLOCK_BYTES) {
            throw new IllegalArgumentException("a bulk transfer carries at most " + BulkBlocks.BLOCK_BYTES
                    + " bytes, not " + data.length);
        }
        process.enqueue(send.carrying(data, offset));
    }

    /**
     * {@code AM_RequestI4}: a medium request of up to {@value Packet#MEDIUM_BYTES} bytes of {@code data}, handed to
     * the destination's medium request handler {@code handler} as a buffer of its own (no segment involved). It
     * travels as a bulk transfer does: through a bulk block within an SMP, by DMA across Myrinet.
     *
     * @throws IllegalArgumentException for more than {@value Packet#MEDIUM_BYTES} bytes
     * @throws AmIIViolation from a reply handler
     */
    public void requestI4(int index, byte[] data, int handler, int... args) {
        Send send = request("medium request", index, handler, args);
        if (data.length > Packet.MEDIUM_BYTES) {
            throw new IllegalArgumentException("a medium message carries at most " + Packet.MEDIUM_BYTES
                    + " bytes, not " + data.length + " (a bulk transfer, requestXfer4, carries up to 8 kB)");
        }
        process.enqueue(send.carryingForHandler(data));
    }

    /** {@code AM_SetHandler} for a medium request handler at {@code index} (1 and up): it gets the data too. */
    public void setMediumRequestHandler(int index, Handlers.MediumRequest handler) {
        receiver.setMediumHandler(checkedIndex(index), handler);
    }

    /** {@code AM_SetSeg}: this endpoint's segment, {@code bytes} long, where bulk transfers to it land. */
    public void setSegment(int bytes) {
        segment = new byte[bytes];
    }

    /** A copy of {@code length} bytes of the segment from {@code offset}. */
    public byte[] segment(int offset, int length) {
        return java.util.Arrays.copyOfRange(segment, offset, offset + length);
    }

    /**
     * {@code AM_Reply4}: answers the request of {@code token}, to its requester only, at most once, only from
     * inside its request handler.
     *
     * @throws AmIIViolation otherwise
     */
    public void reply4(Token token, int handler, int... args) {
        if (token.endpoint != this || !token.open) {
            throw new AmIIViolation("endpoint " + name + ": a reply is sent only from inside the request handler"
                    + " of its token");
        }
        if (token.replied) {
            throw new AmIIViolation("endpoint " + name + ": a request handler replies at most once (request from "
                    + token.source() + ")");
        }
        token.replied = true;
        // the reply goes out before anything this endpoint had queued: the handler sends it
        process.replyFirst(new Send(this, token.source(), token.sourceTag, false, handler, args, null)
                .answering(token.sequence, false));
    }

    /**
     * Sends as the paper's base layer does (the left bar of Figure 4): no argument or tag checks, no poll before a
     * send, and no concurrency management — the tail advanced and the packet taken without compare-and-swap, so
     * the fill's write takes the packet line's miss. Correct only while this is the queue's one sender.
     */
    public void sendAsBaseLayer() {
        base = true;
    }

    /**
     * Gives this endpoint the network protocol (seed 002 §3): messages to endpoints of other SMPs go through
     * {@code lanai}'s NIC, written into NIC memory with uncached stores of {@code uncachedWriteCycles} per 32-bit
     * word, which the processor's store buffer hides until it is full; every poll also reads the endpoint's network queue block, {@code uncachedReadCycles} per word.
     *
     * @param nicOf         the NIC each endpoint of the job is assigned to, where its packets are addressed
     * @param polling       which polls also poll the network
     * @param multiProtocol false: even endpoints of this SMP are reached through the network, and every poll is a
     *                      network poll alone (the single-protocol Myrinet layer)
     */
    void attachNetwork(Lanai lanai, ToIntFunction<EndpointName> nicOf, int uncachedReadCycles,
                       int uncachedWriteCycles, NetworkPolling polling, boolean multiProtocol) {
        // in real time a process polls when something may have come, so it polls the network every time
        this.network = new NetworkSide(lanai, nicOf, uncachedReadCycles, uncachedWriteCycles,
                multiProtocol && !cpu.realTime() ? polling : NetworkPolling.fractional(1), cpu, scheduler, tracer);
        this.multiProtocol = multiProtocol;
        if (cpu.realTime()) {
            lanai.onFiled(process::filed); // in place, or an event
        }
    }

    /** The NIC of its SMP this endpoint's network packets go through; -1 when it talks through shared memory only. */
    public int nic() {
        return network == null ? -1 : network.nic();
    }

    /** Bytes its NIC's DMA engine moved across the SBus, for every endpoint that shares the NIC. */
    public long nicDmaBytes() {
        return network == null ? 0 : network.dmaBytes();
    }

    /** Requests this endpoint sent again over the network because their answer was late. */
    public long retransmissions() {
        return network == null ? 0 : network.retransmissions();
    }

    /** Stops polling once nothing is left to send: the run's workload is over. */
    public void stopPolling() {
        process.stopPolling();
    }

    /** Starts the endpoint's process: it polls, and sends what its handlers and its program queue. */
    public void start() {
        process.start();
    }

    /** Messages this endpoint marked ready in a destination queue. */
    public long messagesSent() {
        return sent;
    }

    /** Messages whose handler ran here (returned ones excluded). */
    public long messagesDelivered() {
        return receiver.delivered();
    }

    /** Packets this endpoint handed to its NIC (the network protocol). */
    public long packetsSent() {
        return packetsSent;
    }

    /** Packets this endpoint's polls took out of its network queue block. */
    public long packetsReceived() {
        return receiver.packetsReceived();
    }

    /** Compare-and-swaps on a tail or a packet type that another sender won. */
    public long casFailures() {
        return casFailures;
    }

    /** Claims that found the queue full and backed off. */
    public long backoffs() {
        return backoffs;
    }

    /**
     * The cycles of each poll that took a message here, in order: the processor's time to receive it, poll
     * included (the shared-memory poll that finds a packet and the packet's free after its handler; or, for a
     * network poll that took several, its share).
     */
    public java.util.List<Long> receives() {
        return receiver.receives();
    }

    /** The cycles of each completed send of this endpoint, by step, in order: Figure 4 read from the run. */
    public java.util.List<SendLedger> sends() {
        return java.util.List.copyOf(sends);
    }

    // ---------------------------------------------------------------- the program, which the process runs

    /**
     * The program works for {@code cycles} after what it has queued so far, without polling: the delay of the
     * §4.1 microbenchmark, or a phase's computation.
     */
    public void compute(long cycles) {
        process.compute(cycles);
    }

    /**
     * The program's own memory-bound work: {@code bytes} streamed through memory at the memcpy rate (an FFT's pass
     * over its data), after what it has queued so far, sharing the SMP's memory banks with the other processors.
     */
    public void stream(long bytes) {
        stream(bytes, () -> { });
    }

    /** {@link #stream(long)}, then {@code done} runs when the processor has moved the bytes. */
    public void stream(long bytes, Runnable done) {
        process.stream(bytes, done);
    }

    /** The process that polls this endpoint and runs its program. */
    EndpointProcess process() {
        return process;
    }

    BulkBlocks requestBulk() {
        return requestBulk;
    }

    /** The segment itself, where a transfer's data lands. */
    byte[] segment() {
        return segment;
    }

    // ---------------------------------------------------------------- what a Send asks of its endpoint

    SharedMemory smp() {
        return smp;
    }

    /** The processor of its SMP the process runs on (a trace record's component; a cost ledger selects by it). */
    public int cpuIndex() {
        return cpuIndex;
    }

    LibraryCycles lib() {
        return lib;
    }

    int casCycles() {
        return casCycles;
    }

    /** The endpoint's network protocol, or null when it talks through shared memory only. */
    NetworkSide network() {
        return network;
    }

    long tag() {
        return tag;
    }

    /** Whether this endpoint sends as the paper's stripped base layer ({@link #sendAsBaseLayer}). */
    boolean baseLayer() {
        return base;
    }

    boolean multiProtocol() {
        return multiProtocol;
    }

    PacketQueue requests() {
        return requests;
    }

    PacketQueue replies() {
        return replies;
    }

    /** The id of this endpoint's next message. */
    long newMessageId() {
        return MessageIds.of(name, nextMessage++);
    }

    /** The compare-and-swap on {@code queue}'s tail for {@code assignment} (slot {@code slot}) lost to another sender. */
    void casFailed(QueueId queue, int slot, long assignment) {
        casFailures++;
        tracer.casFailed(name.host(), cpuIndex, queue, TraceEvent.CasFailed.TAIL, slot, assignment);
    }

    /** The compare-and-swap free → claimed on {@code slot} (of {@code assignment}) found it taken: the queue is full. */
    void claimFailed(QueueId queue, int slot, long assignment) {
        tracer.casFailed(name.host(), cpuIndex, queue, TraceEvent.CasFailed.SLOT, slot, assignment);
    }

    /** The trace's name of the bulk-data queue of endpoint {@code owner}. */
    static QueueId bulkQueue(EndpointName owner) {
        return new QueueId(BULK_QUEUE, owner.host(), owner.endpoint());
    }

    void backingOff() {
        backoffs++;
        tracer.timerFired(name.host(), cpuIndex, "backoff");
    }

    /** A message of this endpoint refused before it left: its handler 0 gets it back now. */
    void refused(ReturnReason reason, int handler, int[] args) {
        process.stepDone();
        receiver.returned(-1, reason, handler, args);
    }

    /** A request the network gave up on comes back to handler 0 as unreachable. */
    void unreachable(NetworkPacket lost) {
        receiver.returned(lost.packet().messageId(), ReturnReason.UNREACHABLE, lost.packet().handler(),
                lost.packet().args());
    }

    /** The program handed the layer message {@code packet} for {@code destination}: the send begins. */
    void sendStarted(Packet packet, boolean request, EndpointName destination) {
        tracer.messageSent(name.host(), cpuIndex, MessageIds.identity(packet, request, destination));
    }

    /**
     * The send in hand is done: its ledger kept, and, when it carried a message of the workload ({@code sent}
     * non-null), the message counted.
     */
    void sendDone(SendLedger ledger, Packet sentPacket, boolean request, EndpointName destination) {
        if (sentPacket != null) {
            sent++;
        }
        ledger.done(scheduler.now());
        sends.add(ledger);
        process.stepDone();
    }

    void packetSent() {
        packetsSent++;
    }
}
