package org.ccw.engine.amii;

import org.ccw.engine.trace.SlotState;

/**
 * A receiver's watch over the head of one of its packet queues in a {@link MappedQueueBlock} (and, for the request
 * queue, over the bulk blocks beside it), for a send that a
 * dying process left half done, which would otherwise wedge the queue for every sender (#14; the paper's senders
 * never die, its §3.3 only makes them robust to being swapped out). Two halves of a send can be left behind:
 * <ul>
 *   <li>a packet <b>claimed</b> and never marked ready: recovered once it has been seen claimed at the head for longer
 *       than the limit by a process that no longer runs (the pid in the packet's line); a claim whose pid is not written
 *       yet is given ten times the limit, as a process that died between its claim and the write of its pid;</li>
 *   <li>an <b>assignment taken</b> (the tail moved past the head) and its packet never claimed: the head packet is
 *       free while the tail is ahead of it for ten times the limit. A live sender is never that slow between its
 *       two compare-and-swaps unless the operating system stopped it for that long; if it did, its claim later
 *       succeeds on the freed packet and its message is taken one lap of the ring late;</li>
 *   <li>a <b>bulk block</b> claimed by a process that no longer runs, past the limit (its packet never came): the
 *       block is freed, or a later sender assigned to it would wait for it forever.</li>
 * </ul>
 * A packet goes through {@link Handshake#recover}: it is freed and the head moves past it.
 */
final class StaleClaimWatch {
    /** Empty polls between two looks at the tail (the tail's line is the senders'; a poll should not read it). */
    private static final int TAIL_LOOK_EVERY = 1024;

    /** What a recovery found, in words: which packet or block, left how, how long ago. */
    record Recovery(String description) {
    }

    private final PacketQueue queue;
    private final MappedQueueBlock.Packets store;
    /** The bulk blocks watched with this queue; null for none. */
    private final BulkBlocks bulk;
    private final MappedQueueBlock.Blocks bulkStore;
    private long head = -1;
    private long seenMs;
    private int emptyPolls;

    StaleClaimWatch(PacketQueue queue, MappedQueueBlock.Packets store, BulkBlocks bulk,
                    MappedQueueBlock.Blocks bulkStore) {
        this.queue = queue;
        this.store = store;
        this.bulk = bulk;
        this.bulkStore = bulkStore;
    }

    /** The head packet, {@code slot}, is claimed: recovers it if its claimer died; null while it may yet be filled. */
    Recovery claimed(int slot, long limitMs) {
        long now = System.currentTimeMillis();
        if (firstSight(now)) {
            return null;
        }
        MappedQueueBlock.Claim claim = store.claim(slot);
        // a packet's claim is dated from when this receiver first saw it at its head (a send reads no clock)
        long since = claim.atMs() == 0 ? seenMs : claim.atMs();
        if (now - since <= (claim.pid() == 0 ? 10 * limitMs : limitMs)
                || claim.pid() != 0 && alive(claim.pid(), since)) {
            return null;
        }
        return recovered(slot, "left claimed " + (now - since) + " ms ago by " + (claim.pid() == 0
                ? "a process that never wrote its pid" : "process " + claim.pid() + ", which no longer runs"));
    }

    /**
     * The head packet, {@code slot}, is free: now and then, whether an assignment to it was taken and abandoned,
     * and whether a bulk block was left claimed.
     */
    Recovery free(int slot, long limitMs) {
        if (++emptyPolls % TAIL_LOOK_EVERY != 0) {
            return null;
        }
        long now = System.currentTimeMillis();
        Recovery block = bulk == null ? null : bulkBlock(now, limitMs);
        if (block != null || queue.tail() <= queue.head()) {
            head = block == null ? -1 : head;
            return block;
        }
        if (firstSight(now) || now - seenMs <= 10 * limitMs || !Handshake.claim(queue, slot)) {
            return null;
        }
        return recovered(slot, "assigned " + (now - seenMs) + " ms ago to a sender that never claimed it");
    }

    /** The first bulk block claimed past the limit by a process that no longer runs, freed; null for none. */
    private Recovery bulkBlock(long now, long limitMs) {
        for (int b = 0; b < bulk.capacity(); b++) {
            if (bulk.state(b) != SlotState.CLAIMED) {
                continue;
            }
            MappedQueueBlock.Claim claim = bulkStore.claim(b);
            if (claim.pid() == 0 || now - claim.atMs() <= limitMs || alive(claim.pid(), claim.atMs())) {
                continue;
            }
            bulk.put(b, null);
            if (bulk.casState(b, SlotState.CLAIMED, SlotState.FREE)) {
                return new Recovery("bulk block " + b + " was left claimed " + (now - claim.atMs()) + " ms ago by"
                        + " process " + claim.pid() + ", which no longer runs");
            }
        }
        return null;
    }

    /** Whether the head moved since the last look (and starts watching it). */
    private boolean firstSight(long now) {
        if (queue.head() != head) {
            head = queue.head();
            seenMs = now;
            return true;
        }
        return false;
    }

    private Recovery recovered(int slot, String what) {
        if (!Handshake.recover(queue, slot)) {
            return null;
        }
        head = -1;
        return new Recovery("packet " + slot + " of its " + queue.id().kind() + " queue was " + what);
    }

    /** Whether claimer {@code pid} still runs: its pid lives and did not start after the claim (a reused pid). */
    private static boolean alive(int pid, long claimedByMs) {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .filter(p -> p.info().startInstant().map(s -> s.toEpochMilli() <= claimedByMs + 2_000).orElse(true))
                .isPresent();
    }
}
