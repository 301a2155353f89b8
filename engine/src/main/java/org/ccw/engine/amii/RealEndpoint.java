package org.ccw.engine.amii;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.function.Consumer;

import org.ccw.engine.amii.MappedDestinations.Destination;
import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.Tracer;

/**
 * An AM-II endpoint that runs in real time in this OS process, its shared-memory queue block a
 * {@link MappedQueueBlock} that other processes of this machine map (seed 002 §3: one process per endpoint, the
 * paper's multi-process model, not threads). It has what a simulated {@link Endpoint} has — a name, a tag, a
 * handler table whose handler 0 receives returned messages, a translation table, request and reply queues — and
 * moves packets through the same {@link Handshake}: a send checks the destination's tag, compare-and-swaps the tail,
 * claims the packet (a full queue: back off exponentially and poll), writes it and marks it ready, in the calling
 * thread, now; {@link #poll} takes the packet at each queue's head, frees it and runs its handler. A request handler
 * answers at most once, to its requester, with {@link #reply4}; a reply handler sends nothing.
 *
 * <p>A sender that dies between its claim and its mark leaves a claimed packet at the head, and the receiver would
 * wait forever. So a poll that finds its head claimed for longer than the limit ({@link #setStaleAfterMs}) by a
 * process that no longer runs (the pid in the packet's line) frees the packet and moves on, and reports it: one line
 * to the reporter, a {@code TimerFired "stale-claim"} record, {@link #staleClaims()} counts it
 * ({@link StaleClaimWatch} says which half-done sends it recovers and when).
 *
 * <p>Bulk transfers ({@link #requestXfer4}) claim a block of the destination's bulk-data queue before their packet,
 * as §3.3 says. Not here: the network protocol. One thread drives an endpoint; it is not thread-safe.
 */
public final class RealEndpoint implements AutoCloseable {
    /** A translation table entry; its destination's block, once mapped, kept with it (no look-up per send). */
    private static final class Translation {
        final EndpointName name;
        final long tag;
        Destination to;

        Translation(EndpointName name, long tag) {
            this.name = name;
            this.tag = tag;
        }
    }

    /** How long {@link #pollUntil} spins before it yields its core now and then, ns. */
    static final long SPIN_NANOS = 50_000;

    private final MappedQueueBlock own;
    private final Destination self;
    private final MappedDestinations mapped;
    private final Map<Integer, Translation> translations = new HashMap<>();
    private final Map<Integer, RealToken.RequestHandler> requestHandlers = new HashMap<>();
    private final Map<Integer, Handlers.Reply> replyHandlers = new HashMap<>();
    private Handlers.Returned returnedHandler = (reason, handler, args) -> { };
    private Consumer<String> reporter = System.err::println;
    private Tracer tracer = Tracer.OFF;
    private long staleAfterMs = 1_000;
    private final StaleClaimWatch requestWatch;
    private final StaleClaimWatch replyWatch;
    private int inHandler;
    private boolean inReplyHandler;
    private long nextMessage;
    private long sent;
    private long delivered;
    private final RealSends sends = new RealSends(() -> poll(inHandler == 0));
    /** The endpoint's memory segment, where bulk transfers to it land ({@code AM_SetSeg}). */
    private byte[] segment = new byte[0];
    private long staleClaims;

    private RealEndpoint(Path directory, MappedQueueBlock own) {
        this.own = own;
        this.self = Destination.of(own);
        this.mapped = new MappedDestinations(directory, self);
        this.requestWatch = new StaleClaimWatch(self.requests(), own.requests(), self.bulk(), own.bulk());
        this.replyWatch = new StaleClaimWatch(self.replies(), own.replies(), null, null);
    }

    /**
     * Makes endpoint {@code name}'s queue block in {@code directory} ({@code null}: {@code /dev/shm}, else the
     * temporary directory) with {@code packets} packets in each queue and a few bulk blocks, and returns the
     * endpoint that polls it.
     */
    public static RealEndpoint create(Path directory, EndpointName name, long tag, int packets) throws IOException {
        Path dir = directory == null ? MappedQueueBlock.defaultDirectory() : directory;
        return new RealEndpoint(dir, MappedQueueBlock.create(dir, name, tag, packets, packets, 4));
    }

    /** Where queue blocks go unless told: {@code /dev/shm} when this machine has it, else {@code java.io.tmpdir}. */
    public static Path defaultDirectory() {
        return MappedQueueBlock.defaultDirectory();
    }

    public EndpointName name() {
        return own.name();
    }

    /** The file of this endpoint's queue block. */
    public Path blockFile() {
        return own.path();
    }

    /** {@code AM_Map}: translation entry {@code index} names {@code destination}, whose tag the sender believes is {@code tag}. */
    public void map(int index, EndpointName destination, long tag) {
        translations.put(index, new Translation(destination, tag));
    }

    /** {@code AM_SetHandler} for a request handler at {@code index} (1 and up). */
    public void setRequestHandler(int index, RealToken.RequestHandler handler) {
        requestHandlers.put(checked(index), handler);
    }

    /** {@code AM_SetHandler} for a reply handler at {@code index} (1 and up). */
    public void setReplyHandler(int index, Handlers.Reply handler) {
        replyHandlers.put(checked(index), handler);
    }

    /** Handler 0: where undeliverable messages come back, with their reason. */
    public void setReturnedHandler(Handlers.Returned handler) {
        returnedHandler = handler;
    }

    /** Where stale claims are reported, one line each (standard error unless told). */
    public void setReporter(Consumer<String> reporter) {
        this.reporter = reporter;
    }

    /** Where a stale claim leaves its {@code TimerFired "stale-claim"} record (none unless told). */
    public void setTracer(Tracer tracer) {
        this.tracer = tracer;
    }

    /** How long a packet may stay claimed by a dead process before a poll frees it, ms (1000 unless told). */
    public void setStaleAfterMs(long ms) {
        this.staleAfterMs = ms;
    }

    private static int checked(int index) {
        if (index < 1) {
            throw new IllegalArgumentException("handler 0 receives returned messages; user handlers start at 1");
        }
        return index;
    }

    /**
     * {@code AM_Request4}: sends a short request through translation entry {@code index}, now, to run request
     * handler {@code handler} there; returns when its packet is marked ready (or it came back to handler 0).
     *
     * @throws AmIIViolation from a reply handler
     */
    public void request4(int index, int handler, int... args) {
        Destination to = checked("request", index, handler, args);
        if (to != null) {
            enqueueShort(to.requests(), to.block().requests(), handler, args);
        }
    }

    /**
     * {@code AM_RequestXfer4}: a bulk transfer of {@code data} (at most 8 kB) into the destination's segment at
     * {@code offset}, then request handler {@code handler} runs there: the data goes into a bulk block of the
     * destination's queue block, claimed before the packet, which is marked ready-bulk (§3.3).
     *
     * @throws IllegalArgumentException for more than 8 kB
     * @throws AmIIViolation            from a reply handler
     */
    public void requestXfer4(int index, int offset, byte[] data, int handler, int... args) {
        if (data.length > BulkBlocks.BLOCK_BYTES) {
            throw new IllegalArgumentException("a bulk transfer carries at most " + BulkBlocks.BLOCK_BYTES
                    + " bytes, not " + data.length);
        }
        Destination to = checked("transfer", index, handler, args);
        if (to != null) {
            poll(inHandler == 0);
            int block = sends.block(to.bulk(), data);
            sends.packet(to.requests(), new Packet(nextMessage++, name(), handler, args, null,
                    new Packet.Bulk(block, offset, data.length)), SlotState.READY_BULK);
            sent++;
        }
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
     * Step 1 of a request: the destination of translation entry {@code index}, its tag checked (§3.2); null when
     * the message went back to handler 0 instead.
     */
    private Destination checked(String what, int index, int handler, int[] args) {
        if (inReplyHandler) {
            throw new AmIIViolation("endpoint " + name() + ": a reply handler sends nothing (" + what + " to entry "
                    + index + ")");
        }
        if (args.length > Packet.MAX_ARGS) {
            throw new IllegalArgumentException("a short message carries at most " + Packet.MAX_ARGS
                    + " arguments, not " + args.length);
        }
        Translation t = translations.get(index);
        if (t != null && t.to == null) {
            t.to = mapped.of(t.name);
        }
        Destination to = t == null ? null : t.to;
        ReturnReason refused = t == null ? ReturnReason.BAD_TRANSLATION_ENTRY : to == null ? ReturnReason.UNREACHABLE
                : to.block().tag() != t.tag ? ReturnReason.BAD_TAG : null;
        if (refused != null) {
            returnedHandler.returned(refused, handler, args);
            return null;
        }
        return to;
    }

    /**
     * {@code AM_Reply4}: answers the request of {@code token}, to its requester only, at most once, only from
     * inside its request handler.
     *
     * @throws AmIIViolation otherwise
     */
    public void reply4(RealToken token, int handler, int... args) {
        if (!token.open) {
            throw new AmIIViolation("endpoint " + name() + ": a reply is sent only from inside the request handler"
                    + " of its token");
        }
        if (token.replied) {
            throw new AmIIViolation("endpoint " + name() + ": a request handler replies at most once (request from "
                    + token.source() + ")");
        }
        if (args.length > Packet.MAX_ARGS) {
            throw new IllegalArgumentException("a short message carries at most " + Packet.MAX_ARGS
                    + " arguments, not " + args.length);
        }
        token.replied = true;
        Destination to = mapped.of(token.source());
        if (to != null) {
            enqueueShort(to.replies(), to.block().replies(), handler, args);
        }
    }

    /**
     * Waits until endpoint {@code name}'s block is there, made by a process that runs, and maps it; polls
     * meanwhile. False when {@code limitMs} passed first.
     */
    public boolean awaitPeer(EndpointName name, long limitMs) {
        return mapped.await(name, limitMs, this::poll);
    }

    /** A send: first a poll (§3.4: a layer polls when it sends; inside a handler, of the reply queue only). */
    private void enqueue(PacketQueue queue, Packet packet) {
        poll(inHandler == 0);
        sends.packet(queue, packet, SlotState.READY);
    }

    /** A short message's send, as {@link #enqueue}, its words written straight into the packet. */
    private void enqueueShort(PacketQueue queue, MappedQueueBlock.Packets store, int handler, int[] args) {
        poll(inHandler == 0);
        sends.shortPacket(queue, store, nextMessage++, name(), handler, args);
        sent++;
    }

    /** One poll of both queues, reply queue first: runs at most one message of each; returns how many ran. */
    public int poll() {
        return poll(true);
    }

    private int poll(boolean requestsToo) {
        int n = take(self.replies(), replyWatch, false);
        return requestsToo ? n + take(self.requests(), requestWatch, true) : n;
    }

    /**
     * Polls until {@code done} holds or {@code limitMs} have passed; false when time ran out. It spins, keeping its
     * core, for the first {@value #SPIN_NANOS} ns of a wait (a peer with a core of its own answers within that);
     * a longer wait means the peer has no core now, so from then on it yields its own now and then.
     */
    public boolean pollUntil(BooleanSupplier done, long limitMs) {
        long start = System.nanoTime();
        long end = start + limitMs * 1_000_000;
        for (int idle = 0; !done.getAsBoolean(); ) {
            if (poll() > 0) {
                continue;
            }
            if ((++idle & 0xFF) == 0) {
                long now = System.nanoTime();
                if (now > end) {
                    return false;
                }
                if (now - start > SPIN_NANOS) {
                    Thread.yield();
                }
            }
            Thread.onSpinWait();
        }
        return true;
    }

    /**
     * Whether the next {@code n} packets of this endpoint's request queue, from its head, are all marked ready and
     * not yet polled: a delayed poll (seed 002 §4.1's o_r) waits for that before it times the polls that take them.
     */
    public boolean requestsWaiting(int n) {
        PacketQueue queue = self.requests();
        for (int i = 0; i < n; i++) {
            SlotState s = queue.state(queue.slotOf(queue.head() + i));
            if (s != SlotState.READY && s != SlotState.READY_BULK) {
                return false;
            }
        }
        return true;
    }

    private int take(PacketQueue queue, StaleClaimWatch watch, boolean request) {
        int slot = queue.headSlot();
        SlotState type = queue.state(slot);
        MappedQueueBlock.Packets store = request ? own.requests() : own.replies();
        if (type == SlotState.READY && store.isShort(slot)) {
            // a short message, read straight out of its line (no Packet per message); freed once its handler has
            // returned (§3.3), so that a reply's compare-and-swaps do not wait for this line to come back first
            int handler = store.handler(slot);
            EndpointName source = store.source(slot);
            int[] args = store.args(slot);
            long messageId = store.messageId(slot);
            queue.advanceHead();
            try {
                dispatch(messageId, handler, source, args, request);
            } finally {
                Handshake.release(queue, slot);
            }
            return 1;
        }
        if (type == SlotState.READY) {
            dispatch(Handshake.free(queue, slot), request);
            return 1;
        }
        if (type == SlotState.READY_BULK) {
            received(Handshake.free(queue, slot));
            return 1;
        }
        StaleClaimWatch.Recovery r = type == SlotState.CLAIMED ? watch.claimed(slot, staleAfterMs)
                : watch.free(slot, staleAfterMs);
        if (r != null) {
            stale(r);
        }
        return 0;
    }

    /**
     * A bulk transfer's packet: its data copied out of its block into the segment, the block freed, the handler run;
     * data bound outside the segment goes back to its sender.
     */
    private void received(Packet packet) {
        Packet.Bulk bulk = packet.bulk();
        byte[] data = self.bulk().take(bulk.block());
        if (bulk.offset() < 0 || bulk.offset() + bulk.length() > segment.length) {
            returnToSender(packet, ReturnReason.BAD_SEGMENT_OFFSET);
            return;
        }
        System.arraycopy(data, 0, segment, bulk.offset(), bulk.length());
        dispatch(packet, true);
    }

    /** Sends {@code packet} back to its sender's handler 0, through the sender's reply queue. */
    private void returnToSender(Packet packet, ReturnReason reason) {
        Destination back = mapped.of(packet.source());
        if (back != null) {
            inHandler++;
            try {
                enqueue(back.replies(), new Packet(packet.messageId(), name(), packet.handler(), packet.args(), reason));
            } finally {
                inHandler--;
            }
        }
    }

    /** Runs the handler a packet names: handler 0 for a returned one; a request whose handler is missing goes back. */
    private void dispatch(Packet packet, boolean request) {
        if (packet.reason() != null) {
            returnedHandler.returned(packet.reason(), packet.handler(), packet.args());
            return;
        }
        dispatch(packet.messageId(), packet.handler(), packet.source(), packet.args(), request);
    }

    /**
     * Runs handler {@code index} on message {@code messageId} from {@code source}; {@code args} is the handler's own
     * array.
     */
    private void dispatch(long messageId, int index, EndpointName source, int[] args, boolean request) {
        inHandler++;
        try {
            if (request) {
                RealToken.RequestHandler handler = requestHandlers.get(index);
                if (handler == null) {
                    returnToSender(new Packet(messageId, source, index, args, null), ReturnReason.BAD_HANDLER);
                    return;
                }
                delivered++;
                RealToken token = new RealToken(source);
                try {
                    handler.handle(token, args);
                } finally {
                    token.open = false;
                }
            } else {
                Handlers.Reply handler = replyHandlers.get(index);
                if (handler == null) {
                    returnedHandler.returned(ReturnReason.BAD_HANDLER, index, args);
                    return;
                }
                delivered++;
                inReplyHandler = true;
                try {
                    handler.handle(source, args);
                } finally {
                    inReplyHandler = false;
                }
            }
        } finally {
            inHandler--;
        }
    }

    /** A half-done send a dead process left at a queue's head, now recovered: counted, traced and reported. */
    private void stale(StaleClaimWatch.Recovery r) {
        staleClaims++;
        tracer.timerFired(name().host(), name().endpoint(), "stale-claim");
        reporter.accept("AM-II endpoint " + name() + ": " + r.description() + "; freed it and moved on (stale claim "
                + staleClaims + ")");
    }

    /** Messages this endpoint marked ready in a destination's queue. */
    public long messagesSent() {
        return sent;
    }

    /** Messages whose handler ran here (returned ones excluded). */
    public long messagesDelivered() {
        return delivered;
    }

    /** Compare-and-swaps on a tail that another sender won. */
    public long casFailures() {
        return sends.casFailures();
    }

    /** Claims that found the queue full and backed off. */
    public long backoffs() {
        return sends.backoffs();
    }

    /** Packets left claimed by a dead sender that a poll found and freed. */
    public long staleClaims() {
        return staleClaims;
    }

    /** Packets of this endpoint's own queues that are not free now (claimed or ready). */
    public int packetsInUse() {
        return self.requests().capacity() - self.requests().count(SlotState.FREE)
                + self.replies().capacity() - self.replies().count(SlotState.FREE);
    }

    /** Closes every block this process mapped and deletes this endpoint's own. */
    @Override
    public void close() throws IOException {
        mapped.close();
        Files.deleteIfExists(own.path());
    }
}
