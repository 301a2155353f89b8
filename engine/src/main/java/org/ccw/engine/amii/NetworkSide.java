package org.ccw.engine.amii;

import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.ToIntFunction;

import org.ccw.engine.hw.cpu.StoreBuffer;
import org.ccw.engine.kernel.RetransmitTimeout;
import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.kernel.Time;
import org.ccw.engine.net.FrameTag;
import org.ccw.engine.trace.CellIdentity;
import org.ccw.engine.trace.Tracer;

/**
 * One endpoint's side of the network protocol (seed 002 §3; the reliability of AM-II's network layer as
 * REFERENCE.md describes it): the NIC it goes through, what NIC memory costs the host, how often it polls, and the
 * state that makes the protocol survive a network that loses, duplicates, damages or reorders packets.
 *
 * <p>Per destination a sender numbers its requests and keeps at most {@value #WINDOW} unanswered, none further
 * than the answers a receiver keeps past the oldest; each has a timer, and a request not answered in time goes
 * again with its timeout doubled, until after {@value #ATTEMPTS} tries in a row that its destination's host let
 * pass in silence it comes back to handler 0 as unreachable. A host that is heard from — any packet from it, or
 * its NIC's acknowledgment of any packet ({@link Lanai}) — is reachable, and its requests go on being tried: a
 * lost request is no likelier to be lost again, and giving up on a live destination returns messages whose
 * handlers may have run. Every request is answered — by its handler's reply, or by an acknowledgment when the
 * handler sends none — and the answer names the request. Per source a receiver takes
 * requests in order: a duplicate of one already taken gets its answer again, one that arrives early (a packet
 * before it lost or overtaken) is held until those before it are taken, so a reordering costs its sender no try.
 * An answer for no outstanding request is a duplicate, and dropped.
 */
final class NetworkSide {
    /** Unanswered requests per destination (REFERENCE.md: 4 per translation entry). */
    static final int WINDOW = 4;
    /** Tries of a request, none of them followed by a word from its destination's host, before it is returned. */
    static final int ATTEMPTS = 6;
    /** The first timeout: several Myrinet round trips (the paper's is 55 µs). */
    static final long FIRST_TIMEOUT_PS = Time.micros(500);
    /** Answers a receiver keeps per source for duplicates: those of the last twice the window requests. */
    private static final int ANSWERS_KEPT = 2 * WINDOW;
    /** Receive queues of the network queue block a poll reads the heads of: requests and replies (Figure 2). */
    static final int RECEIVE_QUEUES = 2;
    /**
     * Entries of the UltraSPARC-I's store buffer, which holds the host's uncached stores into NIC memory while they
     * cross to the SBus (seed 002 Table 1: "write latency for NIC memory is usually hidden by the write buffer").
     */
    static final int STORE_BUFFER_ENTRIES = 8;
    /** Cycles to issue one store into the store buffer: the UltraSPARC-I issues one load or store per cycle. */
    static final int STORE_ISSUE_CYCLES = 1;

    private final Lanai lanai;
    /** Which NIC of its SMP each endpoint is assigned to: where packets for it are addressed. */
    private final ToIntFunction<EndpointName> nicOf;
    private final int readCycles;
    private final NetworkPolling polling;
    private final ProcessorTime cpu;
    /** The processor's store buffer, which the packet's uncached stores go through. */
    private final StoreBuffer stores;
    private final Scheduler scheduler;
    private final Tracer tracer;
    private final Map<EndpointName, Destination> destinations = new HashMap<>();
    private final Map<EndpointName, Source> sources = new HashMap<>();
    /** When each host was last heard from (an arrival or a NIC's acknowledgment from it): it was reachable then. */
    private final Map<Integer, Long> heardPs = new HashMap<>();
    private long retransmissions;
    /** The message whose data waits in the staging buffer for the NIC's DMA; null: the buffer is free. */
    private Long staged;

    /** What a sender keeps per destination. */
    private static final class Destination {
        private int nextSequence;
        private final Map<Integer, Outstanding> outstanding = new HashMap<>();
        /** The model's doubling timer in simulation; over a real network, one adapting to this path. */
        private final RetransmitTimeout timeout;

        Destination(RetransmitTimeout timeout) {
            this.timeout = timeout;
        }
    }

    /** A request on the wire and not yet answered. */
    private static final class Outstanding {
        private final NetworkPacket packet;
        private long timer;
        private long sentPs = -1;
        /** When its latest try left. */
        private long triedPs;
        private int attempts = 1;
        /** Tries in a row after which nothing came from the destination's host. */
        private int silentTries;

        Outstanding(NetworkPacket packet) {
            this.packet = packet;
        }
    }

    /** What a receiver keeps per source: the next request in order, early ones held, the answers it sent lately. */
    private static final class Source {
        private int expected;
        private final Map<Integer, NetworkPacket> early = new HashMap<>();
        private final Map<Integer, NetworkPacket> answers = new HashMap<>();
    }

    /** How an arrival is to be handled. */
    enum Verdict {
        /** A request in order, or the answer to an outstanding request: run its handler. */
        DELIVER,
        /** A request already taken: its answer went again. */
        DUPLICATE,
        /** A request ahead of its turn: held until the requests before it are taken ({@link #released}). */
        HELD,
        /** An answer to nothing outstanding, or a request no sender may have out: dropped. */
        DROPPED
    }

    /**
     * @param readCycles  one uncached read of NIC memory (Table 1)
     * @param writeCycles one uncached write of NIC memory (Table 1): what each buffered store takes to drain
     * @param cpu         the processor of the endpoint, whose store buffer the writes go through
     */
    NetworkSide(Lanai lanai, ToIntFunction<EndpointName> nicOf, int readCycles, int writeCycles,
                NetworkPolling polling, ProcessorTime cpu, Scheduler scheduler, Tracer tracer) {
        this.lanai = lanai;
        this.nicOf = nicOf;
        this.readCycles = readCycles;
        this.polling = polling;
        this.cpu = cpu;
        this.stores = new StoreBuffer(STORE_BUFFER_ENTRIES, cpu.cyclesPs(writeCycles),
                cpu.cyclesPs(STORE_ISSUE_CYCLES));
        this.scheduler = scheduler;
        this.tracer = tracer;
        lanai.onAcknowledgment(this::heard);
    }

    NetworkPolling polling() {
        return polling;
    }

    /** Cycles of one uncached read of NIC memory. */
    int readCycles() {
        return readCycles;
    }

    /**
     * Cycles a poll spends in NIC memory when nothing has arrived: an uncached read of the head of each of the
     * network queue block's {@value #RECEIVE_QUEUES} receive queues (requests and replies, Figure 2). With Table 1's
     * 152-cycle read and the poll routine's 42 cycles that is about eight shared-memory polls, the "cost ratio of
     * one to ten between shared memory and network polling" of §3.3. The first read waits for the processor's
     * buffered stores into NIC memory to drain (they are ordered before it); {@code cyclesBefore}: what the
     * processor does in this poll before it reads NIC memory.
     */
    long pollCycles(long cyclesBefore) {
        return drainCycles(cyclesBefore) + (long) RECEIVE_QUEUES * readCycles;
    }

    /**
     * Cycles a read of NIC memory, reached {@code cyclesBefore} after the processor is next free, waits for the
     * stores in its store buffer to drain.
     */
    private long drainCycles(long cyclesBefore) {
        long at = cpu.busyUntilPs() + cpu.cyclesPs(cyclesBefore);
        return cpu.cyclesIn(stores.drainedBy(at) - at);
    }

    /**
     * Whether the endpoint's staging buffer is free for a transfer's data: the sender copies a bulk transfer into it
     * and the NIC's DMA fetches it from there, so the next copy waits until the DMA of the last one is done.
     */
    boolean stagingFree() {
        return staged == null;
    }

    /** A transfer's data is being copied into the staging buffer for {@code messageId}; it stays until its DMA. */
    void stage(long messageId) {
        staged = messageId;
    }

    /**
     * Cycles the processor spends writing {@code packet} into NIC memory and ringing the doorbell, from when it is
     * next free: each word's store goes into the store buffer, and the processor stalls only while the buffer is
     * full. The LANai sees the packet when the doorbell has drained ({@link #transmit}).
     */
    long writeCycles(NetworkPacket packet) {
        long at = cpu.busyUntilPs();
        return cpu.cyclesIn(stores.store(at, packet.hostWords() + 1) - at);
    }

    /** The arrivals for endpoint {@code endpoint}, in NIC memory. */
    Deque<NetworkPacket> block(int endpoint) {
        return lanai.block(endpoint);
    }

    /**
     * Whether a new request to {@code destination} may go now: fewer than {@value #WINDOW} are unanswered, and its
     * number is fewer than the answers a receiver keeps past the oldest unanswered one. Without the second rule
     * later requests' answers let the window slide on past a request whose answer was lost until the receiver no
     * longer kept that answer, so its duplicates were dropped and the request, its handler already run, came back
     * unreachable. A run without faults never reaches that far.
     */
    boolean windowOpen(EndpointName destination) {
        Destination d = destination(destination);
        return d.outstanding.size() < WINDOW
                && d.outstanding.keySet().stream().allMatch(sequence -> d.nextSequence - sequence < ANSWERS_KEPT);
    }

    /** The sequence number the next request to {@code destination} gets. */
    int nextSequence(EndpointName destination) {
        return destination(destination).nextSequence;
    }

    /**
     * Puts {@code packet} on the wire to {@code host}; a request is numbered (its {@code sequence} must be
     * {@link #nextSequence}) and timed, and {@code unreachable} gets it back if it is never answered.
     */
    void transmit(int host, NetworkPacket packet, Consumer<NetworkPacket> unreachable) {
        if (packet.request()) {
            EndpointName to = new EndpointName(host, packet.destinationEndpoint());
            Destination d = destination(to);
            d.nextSequence++;
            Outstanding o = new Outstanding(packet);
            d.outstanding.put(packet.sequence(), o);
            afterDoorbell(() -> send(host, packet, () -> arm(to, o, unreachable)));
        } else {
            afterDoorbell(() -> send(host, packet, () -> { }));
        }
    }

    /** Runs {@code then} once the doorbell the host just rang has drained from its store buffer to the NIC. */
    private void afterDoorbell(Runnable then) {
        long wait = stores.drainedBy(scheduler.now()) - scheduler.now();
        if (wait > 0) {
            scheduler.schedule(wait, then);
        } else {
            then.run();
        }
    }

    /** Hands {@code packet} to the NIC; {@code onWire} runs when it leaves (after its data's DMA). */
    private void send(int host, NetworkPacket packet, Runnable onWire) {
        String kind = packet.dataBytes() > 0 ? "bulk" : packet.kind().name().toLowerCase(java.util.Locale.ROOT);
        lanai.send(host, nicOf.applyAsInt(new EndpointName(host, packet.destinationEndpoint())),
                new FrameTag(kind, packet.packet().messageId()), packet, () -> {
                    // the DMA has fetched the data: the staging buffer takes the next transfer
                    if (staged != null && staged == packet.packet().messageId()) {
                        staged = null;
                    }
                    onWire.run();
                });
    }

    /**
     * Times {@code o} from the moment it left; a bulk request's data may wait behind a window of others for the
     * receiving NIC's SBus, so its timer allows that too.
     */
    private void arm(EndpointName to, Outstanding o, Consumer<NetworkPacket> unreachable) {
        long allowance = (WINDOW + 1) * lanai.transferPs(o.packet.dataBytes());
        Destination d = destination(to);
        if (o.sentPs < 0) {
            o.sentPs = scheduler.now();
        }
        o.triedPs = scheduler.now();
        o.timer = scheduler.schedule(d.timeout.timeoutPs(o.attempts - 1) + allowance, () -> {
            if (d.outstanding.get(o.packet.sequence()) != o) {
                return;
            }
            o.silentTries = heardPs.getOrDefault(to.host(), -1L) >= o.triedPs ? 0 : o.silentTries + 1;
            if (o.silentTries == ATTEMPTS) {
                d.outstanding.remove(o.packet.sequence());
                unreachable.accept(o.packet);
                return;
            }
            o.attempts++;
            retransmissions++;
            tracer.retransmitted(lanai.port().node(), 0, identity(o.packet), o.attempts - 1);
            send(to.host(), o.packet, () -> arm(to, o, unreachable));
        });
    }

    /**
     * Whether {@code arrived} runs its handler: a request in order, or the answer to an outstanding request. A
     * duplicate request gets the answer it had again.
     */
    Verdict accept(NetworkPacket arrived) {
        EndpointName from = arrived.packet().source();
        heard(from.host());
        if (arrived.request()) {
            Source s = sources.computeIfAbsent(from, k -> new Source());
            if (arrived.sequence() == s.expected) {
                s.expected++;
                return Verdict.DELIVER;
            }
            if (arrived.sequence() > s.expected && arrived.sequence() - s.expected < ANSWERS_KEPT) {
                // no sender has a request out further ahead than this (windowOpen); a copy held already stays
                s.early.putIfAbsent(arrived.sequence(), arrived);
                return Verdict.HELD;
            }
            NetworkPacket answer = s.answers.get(arrived.sequence());
            if (arrived.sequence() < s.expected && answer != null) {
                send(from.host(), answer, () -> { });
                return Verdict.DUPLICATE;
            }
            return Verdict.DROPPED;
        }
        Destination d = destination(from);
        Outstanding o = d.outstanding.remove(arrived.sequence());
        if (o == null) {
            return Verdict.DROPPED;
        }
        scheduler.cancel(o.timer);
        if (o.attempts == 1 && o.sentPs >= 0) {
            // Karn's rule: an answer to a request sent again may be the first copy's, so it gives no round trip
            d.timeout.roundTrip(scheduler.now() - o.sentPs);
        }
        return Verdict.DELIVER;
    }

    /**
     * The request of {@code source} held for being early whose turn it now is (taken: the next one's turn comes),
     * or null when none is.
     */
    NetworkPacket released(EndpointName source) {
        Source s = sources.get(source);
        NetworkPacket next = s == null ? null : s.early.remove(s.expected);
        if (next != null) {
            s.expected++;
        }
        return next;
    }

    /** Remembers the answer sent for request {@code sequence} of {@code source}, for its duplicates. */
    void answered(EndpointName source, NetworkPacket answer) {
        Source s = sources.computeIfAbsent(source, k -> new Source());
        s.answers.put(answer.sequence(), answer);
        // kept by number, not by count: every request its sender may still send again (no further than this past
        // its oldest unanswered one, windowOpen) finds its answer
        s.answers.keySet().removeIf(sequence -> answer.sequence() - sequence >= ANSWERS_KEPT);
    }

    /** Something came from {@code host} now: the network reaches it. */
    private void heard(int host) {
        heardPs.put(host, scheduler.now());
    }

    /** The NIC this side goes through: its index among its host's. */
    int nic() {
        return lanai.nic();
    }

    /** Bytes the NIC of this side moved by DMA (for every endpoint that shares it). */
    long dmaBytes() {
        return lanai.dmaBytes();
    }

    /** Requests sent again because their answer was late. */
    long retransmissions() {
        return retransmissions;
    }

    private Destination destination(EndpointName name) {
        return destinations.computeIfAbsent(name,
                k -> new Destination(scheduler.retransmitTimeout(RetransmitTimeout.doubling(FIRST_TIMEOUT_PS))));
    }

    private static CellIdentity identity(NetworkPacket packet) {
        return new Sent(packet.packet().messageId(), packet.packet().messageId(), "request",
                Integer.BYTES * packet.words() + packet.dataBytes());
    }

    /** A retransmitted request as the trace names it. */
    private record Sent(long cellId, long messageId, String kind, int sizeBytes) implements CellIdentity {
    }
}
