package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * One message on its way from an endpoint's processor (seed 002 §3.2): through shared memory, the paper's five
 * steps — check the destination's tag, compare-and-swap the queue tail for a packet assignment, compare-and-swap
 * the packet free → claimed (a failure means the queue is full: back off exponentially and poll), write the
 * packet, mark it ready; through the network, the packet's words written into NIC memory (a bulk transfer's data
 * first copied into the pinned region the NIC's DMA reads). Each step is charged to
 * the processor before the next begins, so senders on other processors interleave with it, as on the machine; its
 * cycles go into a {@link SendLedger} by Figure 4's steps.
 */
final class Send implements ProcessStep {
    /** The stages of one message, in order; a failed compare-and-swap goes back a stage. */
    private enum Stage { CHECK, POLL, BULK_TAIL, BULK_CLAIM, COPY, LOCATE, CLAIM, FILL, NETWORK }

    private final Endpoint owner;
    /** The owner's process, which takes this send's stages. */
    private final EndpointProcess process;
    private final EndpointName destination;
    private final long destinationTag;
    private final boolean request;
    private final int handler;
    private final int[] args;
    private final SendLedger ledger = new SendLedger();
    private ReturnReason reason;
    private long messageId = -1;
    private Stage stage = Stage.CHECK;
    private PacketQueue queue;
    /** Through this SMP's shared memory (else through the network). */
    private boolean local;
    /** The network request this answers (-1: none), and whether it is a bare acknowledgment. */
    private int answers = -1;
    private boolean acknowledgment;
    /** This send carries a returned message back (its id is the original message's). */
    private boolean returned;
    private long assignment;
    private int doublings;
    /** A bulk transfer's data and where in the destination's segment it goes; null for a short message. */
    private byte[] bulkData;
    private int bulkOffset;
    /** The data is a medium message's, for the handler, not the segment. */
    private boolean toHandler;
    private BulkBlocks bulk;
    private long blockAssignment;

    Send(Endpoint owner, EndpointName destination, long destinationTag, boolean request, int handler, int[] args,
         ReturnReason reason) {
        this.owner = owner;
        this.process = owner.process();
        this.destination = destination;
        this.destinationTag = destinationTag;
        this.request = request;
        this.handler = handler;
        this.args = args.clone();
        this.reason = reason;
    }

    /** This send is a bulk transfer of {@code data} to {@code offset} of the destination's segment. */
    /** This send is a medium message carrying {@code data} to the destination's handler. */
    Send carryingForHandler(byte[] data) {
        this.toHandler = true;
        return carrying(data, 0);
    }

    Send carrying(byte[] data, int offset) {
        this.bulkData = data.clone();
        this.bulkOffset = offset;
        return this;
    }

    /** This send answers network request {@code sequence} (-1: a shared-memory one, nothing to name). */
    Send answering(int sequence, boolean bare) {
        this.answers = sequence;
        this.acknowledgment = bare;
        return this;
    }

    /** This send carries message {@code id} back to its sender's handler 0. */
    Send returning(ReturnReason why, long id) {
        this.reason = why;
        this.messageId = id;
        return this;
    }

    @Override
    public void advance() {
        switch (stage) {
            case CHECK -> check();
            case POLL -> charge(SendStep.POLL, process.pollCycles(), afterPoll());
            case BULK_TAIL -> blockTail();
            case BULK_CLAIM -> claimBlock();
            case COPY -> copy();
            case LOCATE -> locate();
            case CLAIM -> claim();
            case FILL -> fill();
            case NETWORK -> network();
        }
    }

    /**
     * The stage after the poll before a send. Only a request polls: a reply or a return is sent from inside a
     * handler, which a poll is running already (polling there would run handlers inside handlers).
     */
    private Stage afterPoll() {
        return !local ? (bulkData != null ? Stage.COPY : Stage.NETWORK)
                : bulkData != null ? Stage.BULK_TAIL : Stage.LOCATE;
    }

    /** The name a send step's cycles are booked under ({@code HostCpu.charge(component, ps)}). */
    private static String component(SendStep step) {
        return "send." + step.name().toLowerCase(java.util.Locale.ROOT);
    }

    private void charge(SendStep step, long cycles, Stage next) {
        ledger.add(step, cycles);
        process.after(component(step), cycles, c -> stage = next);
    }

    /**
     * Step 1: the call, the argument checks and, for a destination on this SMP, its tag (the network protocol
     * checks it at the receiver). The protocol is chosen here, per destination (§3).
     */
    private void check() {
        if (messageId < 0) {
            messageId = owner.newMessageId();
            if (destination != null && reason == null && !acknowledgment) {
                // recorded as the send begins (before its costs), so the time until the packet leaves is its o_s
                owner.sendStarted(new Packet(messageId, owner.name(), handler, args, null,
                        bulkData == null ? null : new Packet.Bulk(-1, bulkOffset, bulkData.length, toHandler)), request,
                        destination);
            }
        } else {
            returned = true;
        }
        local = destination != null && destination.host() == owner.smp().host() && (owner.multiProtocol() || owner.network() == null);
        Endpoint target = destination == null || !local ? null : owner.smp().endpoint(destination).orElse(null);
        if (destination != null && !local) {
            if (owner.network() == null && reason == null) {
                reason = ReturnReason.UNREACHABLE;
            }
            ledger.add(SendStep.CALL, owner.lib().call());
            ledger.add(SendStep.CHECKS, (long) owner.lib().checks());
            if (reason != null && !returned) {
                refuse(owner.lib().call() + owner.lib().checks());
            } else {
                process.after(component(SendStep.CALL), owner.lib().call() + owner.lib().checks(),
                        c -> stage = request ? Stage.POLL : afterPoll());
            }
            return;
        }
        ledger.add(SendStep.CALL, owner.lib().call());
        long checks = owner.baseLayer() ? 0 : owner.lib().checks() + (target == null ? 0
                : owner.smp().caches().read(owner.cpuIndex(), owner.smp().blockLine(destination.endpoint())));
        if (!owner.baseLayer()) {
            ledger.add(SendStep.CHECKS, checks);
        }
        if (reason == null && target == null) {
            reason = ReturnReason.BAD_TRANSLATION_ENTRY;
        }
        if (reason == null && target.tag() != destinationTag) {
            reason = ReturnReason.BAD_TAG;
        }
        if (reason != null && !returned) {
            refuse(owner.lib().call() + checks);
            return;
        }
        queue = request && reason == null ? target.requests() : target.replies();
        bulk = bulkData != null && reason == null ? target.requestBulk() : null;
        if (bulk == null) {
            bulkData = null;
        }
        process.after(component(SendStep.CALL), owner.lib().call() + checks, c -> stage = owner.baseLayer() ? Stage.LOCATE
                : request ? Stage.POLL : afterPoll());
    }

    /** Refused before it left: back to this endpoint's own handler 0, once {@code cycles} are spent. */
    private void refuse(long cycles) {
        process.after(component(SendStep.CALL), cycles, c -> owner.refused(reason, handler, args));
    }

    /**
     * The network protocol: write the packet into the NIC's memory, a word at a time with uncached stores, and
     * ring the LANai, which sends it to the destination's SMP.
     */
    private void network() {
        if (request && !owner.network().windowOpen(destination)) {
            // four requests to this destination are unanswered: poll the network, whose answers alone can open the
            // window, until one does
            long poll = process.networkPollCycles();
            ledger.add(SendStep.POLL, poll);
            process.after(component(SendStep.POLL), poll, StagesInPlace.NOTHING);
            return;
        }
        long id = messageId;
        NetworkPacket.Kind kind = request ? NetworkPacket.Kind.REQUEST
                : acknowledgment ? NetworkPacket.Kind.ACK : NetworkPacket.Kind.REPLY;
        byte[] data = reason == null ? bulkData : null;
        NetworkPacket out = new NetworkPacket(new Packet(id, owner.name(), handler, args, reason,
                data == null ? null : new Packet.Bulk(-1, bulkOffset, data.length, toHandler)), kind,
                destination.endpoint(), destinationTag, owner.tag(),
                request ? owner.network().nextSequence(destination) : answers, data);
        long cycles = owner.network().writeCycles(out);
        ledger.add(SendStep.NIC_WRITE, cycles);
        process.after(component(SendStep.NIC_WRITE), cycles, c -> {
            owner.network().transmit(destination.host(), out, owner::unreachable);
            if (!request) {
                owner.network().answered(destination, out);
            }
            owner.packetSent();
            owner.sendDone(ledger, reason == null && !acknowledgment ? out.packet() : null, request, destination);
        });
    }

    /** A bulk transfer first takes a block: compare-and-swap on the block tail for an assignment. */
    private void blockTail() {
        long tail = bulk.tail();
        long cas = owner.casCycles() + owner.smp().caches().read(owner.cpuIndex(), bulk.tailLine())
                + owner.smp().caches().write(owner.cpuIndex(), bulk.tailLine());
        ledger.add(SendStep.BULK_CLAIM, cas);
        process.after(component(SendStep.BULK_CLAIM), cas, c -> {
            if (Handshake.assign(bulk, tail)) {
                blockAssignment = tail;
                stage = Stage.BULK_CLAIM;
            } else {
                owner.casFailed(Endpoint.bulkQueue(destination), bulk.slotOf(tail), tail);
            }
        });
    }

    /** Then claims the block by its valid flag; a block still in use means the bulk queue is full: back off. */
    private void claimBlock() {
        int block = bulk.slotOf(blockAssignment);
        long cas = owner.casCycles() + owner.smp().caches().read(owner.cpuIndex(), bulk.lineOf(block))
                + owner.smp().caches().write(owner.cpuIndex(), bulk.lineOf(block));
        ledger.add(SendStep.BULK_CLAIM, cas);
        process.after(component(SendStep.BULK_CLAIM), cas, c -> {
            if (Handshake.claim(bulk, block)) {
                stage = Stage.COPY;
            } else {
                owner.claimFailed(Endpoint.bulkQueue(destination), block, blockAssignment);
                backOff(Stage.BULK_CLAIM);
            }
        });
    }

    /**
     * Copies the data at the host's memcpy rate — into the claimed block, or, for another SMP, into the endpoint's
     * pinned staging buffer where the NIC's DMA fetches it (one transfer at a time: a copy waits for the DMA of the
     * one before) — then goes on as a short message would.
     */
    private void copy() {
        if (!local && !owner.network().stagingFree()) {
            // the NIC's DMA has not fetched the last transfer's data yet: poll until the staging buffer is free
            long poll = process.pollCycles();
            ledger.add(SendStep.POLL, poll);
            process.after(component(SendStep.POLL), poll, StagesInPlace.NOTHING);
            return;
        }
        if (!local) {
            owner.network().stage(messageId);
        }
        long cycles = process.memcpyCycles(bulkData.length);
        ledger.add(SendStep.COPY, cycles);
        process.after(component(SendStep.COPY), cycles, c -> {
            if (local) {
                bulk.put(bulk.slotOf(blockAssignment), bulkData);
            }
            stage = local ? Stage.LOCATE : Stage.NETWORK;
        });
    }

    /** Step 2: read the tail and compare-and-swap it for a packet assignment; a lost race reads it again. */
    private void locate() {
        long tail = queue.tail();
        ledger.add(SendStep.LOCATE, owner.lib().locate());
        long access = owner.smp().caches().read(owner.cpuIndex(), queue.tailLine()) + owner.smp().caches().write(owner.cpuIndex(),
                queue.tailLine());
        long cas = (owner.baseLayer() ? 0 : owner.casCycles()) + access;
        ledger.add(SendStep.TAIL_CAS, cas);
        process.after(component(SendStep.TAIL_CAS), owner.lib().locate() + cas, c -> {
            if (Handshake.assign(queue, tail)) {
                assignment = tail;
                stage = owner.baseLayer() ? Stage.FILL : Stage.CLAIM;
                if (owner.baseLayer()) {
                    Handshake.take(queue, queue.slotOf(assignment));
                    process.traceSlot(queue, queue.slotOf(assignment), SlotState.FREE, SlotState.CLAIMED);
                }
            } else {
                owner.casFailed(queue.id(), queue.slotOf(tail), tail);
            }
        });
    }

    /** Step 3: read the assigned packet's type and compare-and-swap it free → claimed; full: back off, poll. */
    private void claim() {
        int slot = queue.slotOf(assignment);
        long line = queue.lineOf(slot);
        long check = owner.smp().caches().read(owner.cpuIndex(), line);
        // the compare-and-swap waits for the check's miss: it takes the line when it completes, and the fill's
        // stores follow at once (a receiver polling meanwhile costs this send nothing more)
        long cas = owner.casCycles() + owner.smp().caches().writeCost(owner.cpuIndex(), line);
        ledger.add(SendStep.OVERFLOW_CHECK, check);
        ledger.add(SendStep.CLAIM_CAS, cas);
        process.after(component(SendStep.CLAIM_CAS), check + cas, c -> {
            owner.smp().caches().write(owner.cpuIndex(), line);
            if (Handshake.claim(queue, slot)) {
                process.traceSlot(queue, slot, SlotState.FREE, SlotState.CLAIMED);
                stage = Stage.FILL;
            } else {
                owner.claimFailed(queue.id(), slot, assignment);
                backOff(Stage.CLAIM);
            }
        });
    }

    /**
     * The queue (or the bulk queue) is full: wait, doubling each time, and poll meanwhile, so two full queues never
     * deadlock; then try {@code retry} again.
     */
    private void backOff(Stage retry) {
        owner.backingOff();
        long wait = (long) owner.lib().backoff() << Math.min(doublings++, Endpoint.MAX_BACKOFF_DOUBLINGS);
        ledger.add(SendStep.BACKOFF, wait);
        process.after(component(SendStep.BACKOFF), wait + process.pollCycles(), c -> stage = retry);
    }

    /** Steps 4 and 5: write the packet, then mark it ready. */
    private void fill() {
        int slot = queue.slotOf(assignment);
        long miss = owner.smp().caches().write(owner.cpuIndex(), queue.lineOf(slot));
        long cycles = owner.lib().fill() + miss - Math.min(miss, owner.lib().fillHidesMiss());
        ledger.add(SendStep.FILL, cycles);
        Packet.Bulk data = bulkData == null ? null
                : new Packet.Bulk(bulk.slotOf(blockAssignment), bulkOffset, bulkData.length, toHandler);
        SlotState ready = data == null ? SlotState.READY : SlotState.READY_BULK;
        Packet packet = new Packet(messageId, owner.name(), handler, args, reason, data);
        // a receiver whose read of the line is served after the fill sees the packet ready
        queue.filling(assignment, packet, ready, process.doneAtPs(cycles));
        process.after(component(SendStep.FILL), cycles, c -> {
            Handshake.fill(queue, slot, packet, ready);
            process.traceSlot(queue, slot, SlotState.CLAIMED, ready);
            process.traceLength(queue);
            owner.sendDone(ledger, reason == null ? queue.get(slot) : null, request, destination);
        });
    }
}
