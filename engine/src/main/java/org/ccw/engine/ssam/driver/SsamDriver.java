package org.ccw.engine.ssam.driver;

import org.ccw.engine.ssam.ReplyHandler;
import org.ccw.engine.ssam.SsamCell;
import org.ccw.engine.ssam.SsamEndpoint;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.run.PermutationPlan;
import org.ccw.engine.ssam.splitc.GlobalMemory;
import org.ccw.engine.stack.StackDriver;
import org.ccw.engine.ssam.splitc.SplitC;
import org.ccw.model.workload.WorkloadKind;

/**
 * Runs a scenario's workload as SSAM processes (seed 000 §3): every process connects to every other, registers
 * the Split-C handlers and a ping handler in the same order, and then plays its part.
 * <ul>
 *   <li>{@code PING_PONG}: process 0 sends {@code messages} requests of up to 40 bytes, one at a time, each
 *       answered by process 1's reply handler.</li>
 *   <li>{@code REMOTE_READ}: process 0 makes {@code messages} blocking Split-C reads of a doubleword of
 *       process 1 (Figure 2's {@code readDouble}).</li>
 *   <li>{@code REMOTE_STORE}: process 0 stores {@code messages} doublewords into process 1 (as fast as the
 *       window lets it), then waits until all are acknowledged.</li>
 *   <li>{@code BULK_TRANSFER}: process 0 bulk-writes {@code messages} blocks of {@code messageBytes} into
 *       process 1, one cell at a time, then waits for the acknowledgments.</li>
 *   <li>{@code ALL_TO_ALL_PERMUTATION}: the parallel sort's permutation phase (§2.1): every process bulk-writes
 *       its blocks of {@code messageBytes} where a {@link PermutationPlan} sends them, all processes at once and
 *       without a barrier, then waits for its acknowledgments. From a scenario the plan is the contention-free
 *       {@link PermutationPlan#cyclicShift} (phase k = 1 .. n-1, at most {@code messages} phases, to
 *       (p + k) mod n); {@link #permutation} runs any plan, e.g. a sort's {@link PermutationPlan#dataDependent}
 *       one.</li>
 * </ul>
 * A process that has finished its part keeps serving (polling) so its peers can finish theirs; the run ends idle
 * once every request is acknowledged. {@link #finishedPs()} is when the last process finished its part.
 */
public final class SsamDriver implements StackDriver {
    private final List<SsamEndpoint> processes;
    private final List<Integer> nodes;
    private final Scheduler scheduler;
    private final WorkloadKind kind;
    private final int messages;
    private final int messageBytes;
    private final PermutationPlan plan;
    private final List<SplitC> splitC = new ArrayList<>();
    private final int pingHandler;
    private final IntConsumer completed;
    private final int finishedHandler;
    private final int[] noticesReceived;
    private final boolean[] partDone;
    private int working;
    private long finishedPs = -1;
    private long pingsAnswered;
    private long noticesSent;

    /**
     * @param processes    the job's processes in role order (process 0 sends in the two-party workloads)
     * @param messages     requests, reads, stores, blocks, or permutation phases (see the class comment)
     * @param messageBytes user bytes per ping (at most 40), per block, or per permutation message
     * @throws IllegalArgumentException for a workload SSAM does not run, or fewer than two processes
     */
    public SsamDriver(List<SsamEndpoint> processes, Scheduler scheduler, WorkloadKind kind, int messages,
            int messageBytes) {
        this(processes.stream().map(SsamEndpoint::node).toList(), processes, scheduler, kind, messages,
                messageBytes, null, null);
    }

    /**
     * The permutation phase {@code plan} describes, every process bulk-writing its blocks of {@code blockBytes}
     * where the plan sends them (all at once, no barrier), then waiting for its acknowledgments. Block b of the
     * plan lands at doubleword {@code b.slot() * ceil(blockBytes / 8)} of its destination's memory.
     *
     * @param processes one per process of the plan, in its order
     * @throws IllegalArgumentException when the plan is for another number of processes, or fewer than two
     */
    public static SsamDriver permutation(List<SsamEndpoint> processes, Scheduler scheduler, PermutationPlan plan,
            int blockBytes) {
        if (plan.processes() != processes.size()) {
            throw new IllegalArgumentException("a plan for " + plan.processes() + " processes cannot drive "
                    + processes.size());
        }
        return new SsamDriver(processes.stream().map(SsamEndpoint::node).toList(), processes, scheduler,
                WorkloadKind.ALL_TO_ALL_PERMUTATION, plan.blocks(), blockBytes, null, plan);
    }

    /**
     * This OS process's part of the workload over a real transport, where each process runs on its own host's
     * real-time scheduler and some may run in other OS processes. Besides the workload, every process tells every
     * other one, with a {@code finished_h} request, when it has finished its part (a process that only serves has
     * finished at once); a process is <em>complete</em> once it has finished, everything it sent is acknowledged
     * and every peer has told it so. These notices are not counted as the workload's messages.
     *
     * @param nodes     every process's node in role order
     * @param local     the processes in role order, null for those running elsewhere
     * @param clock     the scheduler {@link #finishedPs()} reads
     * @param completed called with a process's index, on its scheduler's loop, when it becomes complete
     */
    public static SsamDriver part(List<Integer> nodes, List<SsamEndpoint> local, Scheduler clock,
            WorkloadKind kind, int messages, int messageBytes, IntConsumer completed) {
        return new SsamDriver(nodes, local, clock, kind, messages, messageBytes, completed, null);
    }

    /** {@code plan}: the permutation's, or null for the scenario's cyclic shift (ignored by other workloads). */
    private SsamDriver(List<Integer> nodes, List<SsamEndpoint> processes, Scheduler scheduler, WorkloadKind kind,
            int messages, int messageBytes, IntConsumer completed, PermutationPlan plan) {
        if (nodes.size() < 2) {
            throw new IllegalArgumentException("an SSAM workload needs at least two processes, got "
                    + nodes.size());
        }
        if (!List.of(WorkloadKind.PING_PONG, WorkloadKind.REMOTE_READ, WorkloadKind.REMOTE_STORE,
                WorkloadKind.BULK_TRANSFER, WorkloadKind.ALL_TO_ALL_PERMUTATION).contains(kind)) {
            throw new IllegalArgumentException("SSAM runs ping-pong, remote read, remote store, bulk transfer and"
                    + " all-to-all permutation workloads, not " + kind);
        }
        this.processes = java.util.Collections.unmodifiableList(new ArrayList<>(processes));
        this.nodes = List.copyOf(nodes);
        this.scheduler = scheduler;
        this.kind = kind;
        this.messages = messages;
        this.messageBytes = messageBytes;
        this.completed = completed;
        this.plan = kind != WorkloadKind.ALL_TO_ALL_PERMUTATION ? null
                : plan != null ? plan : PermutationPlan.cyclicShift(nodes.size(), Math.min(messages, nodes.size() - 1));
        this.noticesReceived = new int[nodes.size()];
        this.partDone = new boolean[nodes.size()];
        int memoryBlocks = Math.max(messages, Math.max(nodes.size(), this.plan == null ? 0 : this.plan.slots()));
        int memoryWords = Math.max(1, memoryBlocks * Math.max(1, blockWords()));
        ReplyHandler answered = (connection, in) -> pingsAnswered++;
        int ping = 0;
        int finished = 0;
        for (int p = 0; p < nodes.size(); p++) {
            SsamEndpoint am = processes.get(p);
            if (am == null) {
                splitC.add(null);
                continue;
            }
            splitC.add(new SplitC(am, new GlobalMemory(memoryWords)));
            am.registerReplyHandler("ping_rh", answered);
            ping = am.registerRequestHandler("ping_h", (connection, in, reply) -> {
                reply.put(in);
                return answered;
            });
            if (completed != null) {
                int self = p;
                finished = am.registerRequestHandler("finished_h", (connection, in, reply) -> {
                    noticesReceived[self]++;
                    checkComplete(self);
                    return null;
                });
            }
            for (int q = 0; q < nodes.size(); q++) {
                if (q != p) {
                    am.connect(nodes.get(q));
                }
            }
        }
        this.pingHandler = ping;
        this.finishedHandler = finished;
    }

    @Override
    public void start() {
        if (kind == WorkloadKind.PING_PONG) {
            twoParty(done -> ping(0, done));
        } else if (kind == WorkloadKind.REMOTE_READ) {
            twoParty(done -> read(0, done));
        } else if (kind == WorkloadKind.REMOTE_STORE) {
            twoParty(done -> store(0, () -> splitC.get(0).storeSync(done)));
        } else if (kind == WorkloadKind.BULK_TRANSFER) {
            twoParty(done -> bulk(0, 0, () -> splitC.get(0).storeSync(done)));
        } else {
            permutation();
        }
    }

    /** Process 0 plays {@code part}; the others serve. */
    private void twoParty(java.util.function.Consumer<Runnable> part) {
        working = 1;
        for (int p = 1; p < processes.size(); p++) {
            if (processes.get(p) != null) {
                partDone(p);
            }
        }
        if (processes.get(0) != null) {
            part.accept(() -> finished(0));
        }
    }

    private void ping(int sent, Runnable done) {
        if (sent == messages) {
            done.run();
            return;
        }
        SsamEndpoint am = processes.get(0);
        byte[] data = new byte[Math.min(messageBytes, SsamCell.DATA_BYTES)];
        am.requestBuffer(0).put(data);
        long before = pingsAnswered;
        am.request(0, pingHandler, () -> am.pollUntil(() -> pingsAnswered > before, () -> ping(sent + 1, done)));
    }

    private void read(int done, Runnable then) {
        if (done == messages) {
            then.run();
            return;
        }
        splitC.get(0).readDouble(0, done, done, () -> read(done + 1, then));
    }

    private void store(int done, Runnable then) {
        if (done == messages) {
            then.run();
            return;
        }
        splitC.get(0).store(0, done, done, () -> store(done + 1, then));
    }

    private void bulk(int block, int connection, Runnable then) {
        if (block == messages) {
            then.run();
            return;
        }
        int words = blockWords();
        splitC.get(0).bulkWrite(connection, block * words, pattern(block, words),
                () -> bulk(block + 1, connection, then));
    }

    /** Every process at once, each through its blocks of the plan in order. */
    private void permutation() {
        working = nodes.size();
        for (int p = 0; p < nodes.size(); p++) {
            if (processes.get(p) == null) {
                continue;
            }
            int self = p;
            send(self, 0, () -> splitC.get(self).storeSync(() -> finished(self)));
        }
    }

    /** Process p bulk-writes its blocks i, i + 1, ... of the plan, then runs {@code then}. */
    private void send(int p, int i, Runnable then) {
        List<PermutationPlan.Block> blocks = plan.sends(p);
        if (i == blocks.size()) {
            then.run();
            return;
        }
        PermutationPlan.Block block = blocks.get(i);
        int words = blockWords();
        long[] data = new long[words];
        java.util.Arrays.setAll(data, block::word);
        splitC.get(p).bulkWrite(connection(p, block.destination()), block.slot() * words, data,
                () -> send(p, i + 1, then));
    }

    /** Connections were opened to every other process in index order, skipping p itself. */
    private static int connection(int p, int q) {
        return q < p ? q : q - 1;
    }

    private void finished(int p) {
        // synchronized: over a real transport the processes of one OS process run on separate loop threads
        synchronized (this) {
            working--;
            if (working == 0) {
                finishedPs = scheduler.now();
            }
        }
        partDone(p);
    }

    /** Process p has played its part: it serves, after telling every peer so over a real transport. */
    private void partDone(int p) {
        if (completed == null) {
            processes.get(p).serve();
        } else {
            announce(p, 0);
        }
    }

    /** Sends the {@code finished_h} notice to processes q, q + 1, ..., then waits for their acknowledgments. */
    private void announce(int p, int q) {
        SsamEndpoint am = processes.get(p);
        if (q == nodes.size()) {
            am.drain(() -> {
                partDone[p] = true;
                checkComplete(p);
                am.serve();
            });
            return;
        }
        if (q == p) {
            announce(p, q + 1);
            return;
        }
        noticesSent++;
        am.requestBuffer(connection(p, q));
        am.request(connection(p, q), finishedHandler, () -> announce(p, q + 1));
    }

    private void checkComplete(int p) {
        // each condition becomes true exactly once, so this reports each process once
        if (partDone[p] && noticesReceived[p] == nodes.size() - 1) {
            completed.accept(p);
        }
    }

    private int blockWords() {
        return (messageBytes + Long.BYTES - 1) / Long.BYTES;
    }

    private static long[] pattern(int seed, int words) {
        long[] block = new long[words];
        for (int i = 0; i < words; i++) {
            block[i] = 31L * seed + i;
        }
        return block;
    }

    /** User bytes the workload moves: the payload its goodput counts. */
    public long userBytes() {
        if (kind == WorkloadKind.PING_PONG) {
            return (long) messages * Math.min(messageBytes, SsamCell.DATA_BYTES);
        } else if (kind == WorkloadKind.REMOTE_READ || kind == WorkloadKind.REMOTE_STORE) {
            return (long) messages * Long.BYTES;
        } else if (kind == WorkloadKind.BULK_TRANSFER) {
            return (long) messages * blockWords() * Long.BYTES;
        }
        return (long) plan.blocks() * blockWords() * Long.BYTES;
    }

    /**
     * For a permutation: the doublewords at the blocks' destinations that are not what the plan put there, 0 when
     * every block arrived whole and in its place.
     */
    public int misplacedWords() {
        if (plan == null) {
            throw new IllegalStateException("misplaced words are counted for a permutation, not for " + kind);
        }
        int words = blockWords();
        int wrong = 0;
        for (int p = 0; p < plan.processes(); p++) {
            for (PermutationPlan.Block block : plan.sends(p)) {
                for (int i = 0; i < words; i++) {
                    long there = splitC(block.destination()).memory().read(block.slot() * words + i);
                    wrong += there == block.word(i) ? 0 : 1;
                }
            }
        }
        return wrong;
    }

    /** The Split-C layer of process {@code p} (its global memory shows what arrived). */
    public SplitC splitC(int p) {
        return splitC.get(p);
    }

    @Override
    public long finishedPs() {
        return finishedPs;
    }

    @Override
    public String stack() {
        return SsamStack.NAME;
    }

    @Override
    public long cellsSent() {
        return local().mapToLong(SsamEndpoint::cellsSent).sum();
    }

    @Override
    public long cellsDelivered() {
        return local().mapToLong(am -> am.cellsReceived() - am.cellsDamaged()).sum();
    }

    @Override
    public long cellsDamaged() {
        return local().mapToLong(SsamEndpoint::cellsDamaged).sum();
    }

    @Override
    public long messagesSent() {
        return local().mapToLong(SsamEndpoint::requestsSent).sum() - noticesSent;
    }

    @Override
    public long messagesDelivered() {
        long notices = java.util.Arrays.stream(noticesReceived).sum();
        return local().mapToLong(SsamEndpoint::requestsHandled).sum() - notices;
    }

    /** Replies whose handler ran at the processes here (remote reads answered, pings echoed). */
    @Override
    public long repliesHandled() {
        return local().mapToLong(SsamEndpoint::repliesHandled).sum();
    }

    private java.util.stream.Stream<SsamEndpoint> local() {
        return processes.stream().filter(java.util.Objects::nonNull);
    }

    @Override
    public long retransmissions() {
        return local().mapToLong(SsamEndpoint::retransmissions).sum();
    }
}
