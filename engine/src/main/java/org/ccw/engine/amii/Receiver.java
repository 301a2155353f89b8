package org.ccw.engine.amii;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.ccw.engine.trace.SlotState;
import org.ccw.engine.trace.Tracer;

/**
 * The receiving side of an {@link Endpoint}'s process (seed 002 §3.2-3.3): its polls — the shared-memory queues'
 * heads, reply queue first, and, when {@link NetworkPolling} says so, the network queue block in NIC memory — and
 * what follows a find: the head advanced, a bulk transfer's data put in the segment, the handler run from the
 * handler table, the packet freed after the handler returns (so a reply the handler sends goes first), a network
 * request answered (by its handler's reply or an acknowledgment), and a message that cannot be delivered sent back
 * to its sender's handler 0. A poll reads a head packet's type as the line's holder has it when the read is served:
 * a read that misses is served at the end of the miss, so it sees a fill that finished meanwhile.
 */
final class Receiver {
    private final Endpoint endpoint;
    private final Tracer tracer;
    private final Map<Integer, Handlers.Request> requestHandlers = new HashMap<>();
    private final Map<Integer, Handlers.MediumRequest> mediumHandlers = new HashMap<>();
    private final Map<Integer, Handlers.Reply> replyHandlers = new HashMap<>();
    private Handlers.Returned returnedHandler = (reason, handler, args) -> { };
    private boolean inReplyHandler;
    /**
     * Cycles of each poll that took a message and of the packet's free after its handler (the receive overhead o_r,
     * with the poll it came in).
     */
    private final List<Long> receives = new ArrayList<>();
    private long delivered;
    private long packetsReceived;
    private boolean lastPollFound;

    Receiver(Endpoint endpoint, Tracer tracer) {
        this.endpoint = endpoint;
        this.tracer = tracer;
    }

    void setRequestHandler(int index, Handlers.Request handler) {
        requestHandlers.put(index, handler);
    }

    void setMediumHandler(int index, Handlers.MediumRequest handler) {
        mediumHandlers.put(index, handler);
    }

    void setReplyHandler(int index, Handlers.Reply handler) {
        replyHandlers.put(index, handler);
    }

    void setReturnedHandler(Handlers.Returned handler) {
        returnedHandler = handler;
    }

    /** Whether a reply handler runs now (it may send nothing). */
    boolean inReplyHandler() {
        return inReplyHandler;
    }

    List<Long> receives() {
        return List.copyOf(receives);
    }

    /** Whether the last poll took a message (a packet of either queue, or one from the network). */
    boolean lastPollFound() {
        return lastPollFound;
    }

    long delivered() {
        return delivered;
    }

    long packetsReceived() {
        return packetsReceived;
    }

    /** The endpoint's process, which takes the polls and runs what they found. */
    private EndpointProcess process() {
        return endpoint.process();
    }

    private int host() {
        return endpoint.name().host();
    }

    private NetworkSide network() {
        return endpoint.network();
    }

    private LibraryCycles lib() {
        return endpoint.lib();
    }

    private CacheLines caches() {
        return endpoint.smp().caches();
    }

    /**
     * One poll of both queues, reply queue first: reads each head packet's type (a miss when a sender wrote it),
     * and runs and frees a packet found ready. Returns the cycles; the handlers run when they are done.
     */
    long pollCycles() {
        return pollCycles(false);
    }

    /**
     * One poll, as {@link #pollCycles()}; {@code network}: the network's queue block is polled whether or not the
     * strategy has a network poll due (a request waiting for the network's answers can get them nowhere else).
     */
    long pollCycles(boolean networkNow) {
        lastPollFound = false;
        NetworkSide network = network();
        // every call to poll counts towards the network's turn, whether or not shared memory has a message (§3.4: "a
        // strategy that polls the network only once in every four calls to poll"), and a call whose turn it is polls
        // the network after the shared-memory queues in either case
        boolean networkTurn = network != null && (network.polling().due() || networkNow);
        long cycles = network == null || !endpoint.multiProtocol() ? lib().poll() : lib().multiProtocolPoll();
        long reads = 0;
        boolean real = process().realTime();
        for (int q = endpoint.multiProtocol() ? 0 : 2; q < 2; q++) {
            PacketQueue queue = q == 0 ? endpoint.replies() : endpoint.requests();
            int slot = queue.headSlot();
            // a real CPU pays its own misses: the modelled lines would charge nothing
            long read = real ? 0 : caches().read(endpoint.cpuIndex(), queue.lineOf(slot));
            cycles += read;
            reads += read;
            // the poll reads the heads' types first thing (§3.3); a read that misses is served by the line's holder at
            // the end of the miss, and sees the packet as the sender has it then, not as it was when the poll began
            long served = process().doneAtPs(reads);
            SlotState type = queue.headTypeSeenAt(served);
            if (type == SlotState.READY || type == SlotState.READY_BULK) {
                // advance the head, take the handler index and the arguments out of the packet, call the handler
                cycles += lib().advanceHead() + lib().passArguments() + lib().dispatch();
                Packet.Bulk bulk = queue.headPacketSeenAt(served).bulk();
                if (bulk != null) {
                    // copy the data out of its block into the segment, for the handler, at the memcpy rate: the block's
                    // lines come from memory, not from the sender's L2, since a large copy's block loads and stores
                    // (64-byte aligned, as §3.1 aligns bulk blocks "to increase copying speed") allocate in no E-cache
                    // (UltraSPARC User's Manual, Sun Microelectronics 1997, §13.6.4; a block store that misses writes
                    // memory and invalidates other copies, §7.7.6)
                    cycles += process().memcpyCycles(bulk.length());
                }
                receives.add(cycles);
                int receive = receives.size() - 1;
                lastPollFound = true;
                process().at(cycles, () -> deliver(queue, slot, receive));
                break;
            }
        }
        if (networkTurn) {
            cycles = pollNetwork(network, cycles, lastPollFound ? cycles : 0);
        }
        return cycles;
    }

    /**
     * The network part of a poll that has spent {@code cycles} so far: the heads of the network queue block in NIC
     * memory (uncached, a word at a time), then as many messages as polls the strategy skipped at most, so the
     * protocols keep their balance (§3.4), each read a word at a time; returns the poll's cycles with it. Each
     * message taken gets its share of the poll in {@link #receives}, but for the {@code attributed} cycles a
     * shared-memory message this poll took has already.
     */
    private long pollNetwork(NetworkSide network, long cycles, long attributed) {
        cycles += network.pollCycles(cycles);
        java.util.Deque<NetworkPacket> block = network.block(endpoint.name().endpoint());
        if (block.isEmpty() && process().realTime()) {
            // the poll is done already on a real CPU: its record needs no event of its own
            tracer.pollPerformed(host(), endpoint.cpuIndex(), Endpoint.NETWORK, false);
        } else if (block.isEmpty()) {
            process().at(cycles, () -> tracer.pollPerformed(host(), endpoint.cpuIndex(), Endpoint.NETWORK, false));
        }
        long before = cycles;
        int taken = 0;
        for (int n = network.polling().interval(); n > 0 && !block.isEmpty(); n--) {
            NetworkPacket arrived = block.pollFirst();
            // the poll read the packet's first word already; the rest come a word at a time
            cycles += (long) (arrived.hostWords() - 1) * network.readCycles() + lib().dispatch();
            taken++;
            process().at(cycles, () -> deliver(arrived));
        }
        network.polling().record(taken);
        lastPollFound |= taken > 0;
        for (int i = 0; i < taken; i++) {
            receives.add((before - attributed) / taken + (cycles - before) / taken);
        }
        return cycles;
    }

    /**
     * The receiver's side of the network protocol: a duplicate or early arrival goes no further for now (the
     * protocol answers, holds or drops it); a request in order is taken, then the early ones it held back, in
     * order; an acknowledgment only settles its request.
     */
    private void deliver(NetworkPacket arrived) {
        tracer.pollPerformed(host(), endpoint.cpuIndex(), Endpoint.NETWORK, true);
        packetsReceived++;
        if (network().accept(arrived) != NetworkSide.Verdict.DELIVER
                || arrived.kind() == NetworkPacket.Kind.ACK) {
            return;
        }
        take(arrived);
        for (NetworkPacket next = arrived.request() ? network().released(arrived.packet().source()) : null;
             next != null; next = network().released(arrived.packet().source())) {
            take(next);
        }
    }

    /** A request's tag is checked, a transfer's data put in place, and the handler run. */
    private void take(NetworkPacket arrived) {
        Packet packet = arrived.packet();
        if (arrived.request() && arrived.destinationTag() != endpoint.tag()) {
            returnToSender(packet, arrived.replyTag(), ReturnReason.BAD_TAG, arrived.sequence());
            return;
        }
        boolean medium = arrived.dataBytes() > 0 && packet.bulk().toHandler();
        if (arrived.dataBytes() > 0 && !medium && !depositable(packet.bulk())) {
            returnToSender(packet, arrived.replyTag(), ReturnReason.BAD_SEGMENT_OFFSET, arrived.sequence());
            return;
        }
        if (arrived.dataBytes() > 0 && !medium) {
            // the NIC's DMA put the data in place before the poll found the packet
            System.arraycopy(arrived.data(), 0, endpoint.segment(), packet.bulk().offset(), arrived.dataBytes());
        }
        dispatch(packet, arrived.request(), arrived.replyTag(), arrived.request() ? arrived.sequence() : -1,
                medium ? arrived.data() : null);
    }

    /**
     * The receiver's side: take the head packet (the head advances), put a bulk transfer's data in the segment, run
     * the handler; the packet (and its bulk block) are freed after the handler returns (§3.3), so a reply the handler
     * sends goes before the free. Receive {@code receive}'s cycles get the free's.
     */
    private void deliver(PacketQueue queue, int slot, int receive) {
        SlotState type = queue.state(slot);
        Packet packet = Handshake.receive(queue, slot);
        tracer.pollPerformed(host(), endpoint.cpuIndex(), queue.id().toString(), true);
        Packet.Bulk bulk = packet.bulk();
        process().first(new ProcessStep.Compute(process(), "free", () -> freeCycles(queue, slot, bulk, receive),
                () -> freed(queue, slot, type, bulk)));
        byte[] medium = null;
        if (bulk != null) {
            byte[] data = endpoint.requestBulk().get(bulk.block());
            if (bulk.toHandler()) {
                medium = java.util.Arrays.copyOf(data, bulk.length());
            } else if (!depositable(bulk)) {
                returnToSender(packet, tagOf(packet.source()), ReturnReason.BAD_SEGMENT_OFFSET, -1);
                return;
            } else {
                System.arraycopy(data, 0, endpoint.segment(), bulk.offset(), bulk.length());
            }
        }
        dispatch(packet, queue == endpoint.requests(), tagOf(packet.source()), -1, medium);
    }

    /**
     * Marking a packet free (and its bulk block invalid) writes lines its sender holds too: a bus transaction each to
     * invalidate the sender's copy ({@link CacheLines}).
     */
    private long freeCycles(PacketQueue queue, int slot, Packet.Bulk bulk, int receive) {
        long cycles = caches().write(endpoint.cpuIndex(), queue.lineOf(slot)) + (bulk == null ? 0
                : caches().write(endpoint.cpuIndex(), endpoint.requestBulk().lineOf(bulk.block())));
        receives.set(receive, receives.get(receive) + cycles);
        return cycles;
    }

    /** The packet and its bulk block are free for the next senders. */
    private void freed(PacketQueue queue, int slot, SlotState type, Packet.Bulk bulk) {
        Handshake.release(queue, slot);
        if (bulk != null) {
            endpoint.requestBulk().take(bulk.block());
        }
        process().traceSlot(queue, slot, type, SlotState.FREE);
        process().traceLength(queue);
    }

    /** Whether a bulk transfer's data fits its place in this endpoint's segment. */
    private boolean depositable(Packet.Bulk bulk) {
        return bulk.offset() >= 0 && bulk.offset() + bulk.length() <= endpoint.segment().length;
    }

    /**
     * Runs the handler a packet names (handler 0 for a returned one); {@code replyTag} lets an answer find home,
     * {@code sequence} is a network request's number (-1 through shared memory), which its answer names, and
     * {@code medium} a medium request's data (null for any other message).
     */
    private void dispatch(Packet packet, boolean request, long replyTag, int sequence, byte[] medium) {
        if (packet.reason() != null) {
            returned(packet.messageId(), packet.reason(), packet.handler(), packet.args());
            return;
        }
        tracer.messageDelivered(host(), endpoint.cpuIndex(), MessageIds.identity(packet, request, endpoint.name()));
        if (request) {
            Handlers.Request handler = requestHandlers.get(packet.handler());
            Handlers.MediumRequest mediumHandler = mediumHandlers.get(packet.handler());
            if (medium == null ? handler == null : mediumHandler == null) {
                returnToSender(packet, replyTag, ReturnReason.BAD_HANDLER, sequence);
                return;
            }
            delivered++;
            tracer.handlerRan(host(), endpoint.cpuIndex(), packet.source().host(), "handler " + packet.handler(), 0);
            Token token = new Token(endpoint, packet.source(), replyTag, sequence);
            if (medium == null) {
                handler.handle(token, packet.args());
            } else {
                mediumHandler.handle(token, packet.args(), medium);
            }
            token.open = false;
            if (sequence >= 0 && !token.replied) {
                // over the network every request is answered: an acknowledgment when its handler sent no reply
                process().first(new Send(endpoint, packet.source(), replyTag, false, 0, new int[0], null)
                        .answering(sequence, true));
            }
        } else {
            Handlers.Reply handler = replyHandlers.get(packet.handler());
            if (handler == null) {
                returned(packet.messageId(), ReturnReason.BAD_HANDLER, packet.handler(), packet.args());
                return;
            }
            delivered++;
            tracer.handlerRan(host(), endpoint.cpuIndex(), packet.source().host(), "reply handler " + packet.handler(), 0);
            inReplyHandler = true;
            try {
                handler.handle(packet.source(), packet.args());
            } finally {
                inReplyHandler = false;
            }
        }
    }

    /** The tag this endpoint's own table holds for {@code source}, so that a reply finds it (0 when unmapped). */
    private long tagOf(EndpointName source) {
        return endpoint.smp().endpoint(source).map(Endpoint::tag).orElse(0L);
    }

    /**
     * Sends {@code packet} back to its sender, where its poll hands it to handler 0; over the network the returned
     * message answers request {@code sequence} (-1 through shared memory).
     */
    private void returnToSender(Packet packet, long senderTag, ReturnReason reason, int sequence) {
        process().first(new Send(endpoint, packet.source(), senderTag, false, packet.handler(), packet.args(), null)
                .returning(reason, packet.messageId()).answering(sequence, false));
    }

    /**
     * Every way a message comes back ends here: handler 0 gets it, and the trace says which message (-1: refused
     * before it was sent) and why.
     */
    void returned(long messageId, ReturnReason reason, int handler, int[] args) {
        tracer.messageReturned(host(), endpoint.cpuIndex(), messageId, reason.name(), endpoint.name().endpoint(),
                handler);
        returnedHandler.returned(reason, handler, args);
    }
}
