package org.ccw.engine.run;

import java.util.ArrayList;
import java.util.List;

import org.ccw.engine.kernel.Scheduler;
import org.ccw.engine.ssam.ReplyHandler;
import org.ccw.engine.ssam.SsamCell;
import org.ccw.engine.ssam.SsamEndpoint;
import org.ccw.engine.ssam.splitc.GlobalMemory;
import org.ccw.engine.ssam.splitc.SplitC;
import org.ccw.model.cluster.WorkloadKind;

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
 *   <li>{@code ALL_TO_ALL_PERMUTATION}: the parallel sort's permutation phase (§2.1): in phase k = 1 .. n-1
 *       (at most {@code messages} phases) every process bulk-writes {@code messageBytes} into process
 *       (p + k) mod n, all processes at once and without a barrier, then waits for its acknowledgments.</li>
 * </ul>
 * A process that has finished its part keeps serving (polling) so its peers can finish theirs; the run ends idle
 * once every request is acknowledged. {@link #finishedPs()} is when the last process finished its part.
 */
public final class SsamDriver implements StackDriver {
    private final List<SsamEndpoint> processes;
    private final Scheduler scheduler;
    private final WorkloadKind kind;
    private final int messages;
    private final int messageBytes;
    private final List<SplitC> splitC = new ArrayList<>();
    private final int pingHandler;
    private int working;
    private long finishedPs = -1;
    private long pingsAnswered;

    /**
     * @param processes    the job's processes in role order (process 0 sends in the two-party workloads)
     * @param messages     requests, reads, stores, blocks, or permutation phases (see the class comment)
     * @param messageBytes user bytes per ping (at most 40), per block, or per permutation message
     * @throws IllegalArgumentException for a workload SSAM does not run, or fewer than two processes
     */
    public SsamDriver(List<SsamEndpoint> processes, Scheduler scheduler, WorkloadKind kind, int messages,
            int messageBytes) {
        if (processes.size() < 2) {
            throw new IllegalArgumentException("an SSAM workload needs at least two processes, got "
                    + processes.size());
        }
        if (!List.of(WorkloadKind.PING_PONG, WorkloadKind.REMOTE_READ, WorkloadKind.REMOTE_STORE,
                WorkloadKind.BULK_TRANSFER, WorkloadKind.ALL_TO_ALL_PERMUTATION).contains(kind)) {
            throw new IllegalArgumentException("SSAM runs ping-pong, remote read, remote store, bulk transfer and"
                    + " all-to-all permutation workloads, not " + kind);
        }
        this.processes = List.copyOf(processes);
        this.scheduler = scheduler;
        this.kind = kind;
        this.messages = messages;
        this.messageBytes = messageBytes;
        int memoryWords = Math.max(1, Math.max(messages, processes.size()) * Math.max(1, blockWords()));
        ReplyHandler answered = (connection, in) -> pingsAnswered++;
        int ping = 0;
        for (SsamEndpoint am : processes) {
            splitC.add(new SplitC(am, new GlobalMemory(memoryWords)));
            am.registerReplyHandler("ping_rh", answered);
            ping = am.registerRequestHandler("ping_h", (connection, in, reply) -> {
                reply.put(in);
                return answered;
            });
            for (SsamEndpoint peer : processes) {
                if (peer != am) {
                    am.connect(peer.node());
                }
            }
        }
        this.pingHandler = ping;
    }

    @Override
    public void start() {
        switch (kind) {
            case PING_PONG -> twoParty(done -> ping(0, done));
            case REMOTE_READ -> twoParty(done -> read(0, done));
            case REMOTE_STORE -> twoParty(done -> store(0, () -> splitC.get(0).storeSync(done)));
            case BULK_TRANSFER -> twoParty(done -> bulk(0, 0, () -> splitC.get(0).storeSync(done)));
            default -> permutation();
        }
    }

    /** Process 0 plays {@code part}; the others serve. */
    private void twoParty(java.util.function.Consumer<Runnable> part) {
        working = 1;
        for (int p = 1; p < processes.size(); p++) {
            processes.get(p).serve();
        }
        part.accept(() -> finished(0));
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

    /** Every process at once: phase k sends to (p + k) mod n, at address p * blockWords there. */
    private void permutation() {
        int n = processes.size();
        int phases = Math.min(messages, n - 1);
        working = n;
        for (int p = 0; p < n; p++) {
            int self = p;
            phase(self, 1, phases, () -> splitC.get(self).storeSync(() -> finished(self)));
        }
    }

    private void phase(int p, int k, int phases, Runnable then) {
        if (k > phases) {
            then.run();
            return;
        }
        int n = processes.size();
        int target = (p + k) % n;
        // connections were opened to every other process in index order, skipping p itself
        int connection = target < p ? target : target - 1;
        int words = blockWords();
        splitC.get(p).bulkWrite(connection, p * words, pattern(p, words), () -> phase(p, k + 1, phases, then));
    }

    private void finished(int p) {
        working--;
        if (working == 0) {
            finishedPs = scheduler.now();
        }
        processes.get(p).serve();
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
        return switch (kind) {
            case PING_PONG -> (long) messages * Math.min(messageBytes, SsamCell.DATA_BYTES);
            case REMOTE_READ, REMOTE_STORE -> (long) messages * Long.BYTES;
            case BULK_TRANSFER -> (long) messages * blockWords() * Long.BYTES;
            default -> (long) processes.size() * Math.min(messages, processes.size() - 1) * blockWords()
                    * Long.BYTES;
        };
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
        return "ssam";
    }

    @Override
    public long cellsSent() {
        return processes.stream().mapToLong(SsamEndpoint::cellsSent).sum();
    }

    @Override
    public long cellsDelivered() {
        return processes.stream().mapToLong(am -> am.cellsReceived() - am.cellsDamaged()).sum();
    }

    @Override
    public long cellsDamaged() {
        return processes.stream().mapToLong(SsamEndpoint::cellsDamaged).sum();
    }

    @Override
    public long messagesSent() {
        return processes.stream().mapToLong(SsamEndpoint::requestsSent).sum();
    }

    @Override
    public long messagesDelivered() {
        return processes.stream().mapToLong(SsamEndpoint::requestsHandled).sum();
    }

    @Override
    public long retransmissions() {
        return processes.stream().mapToLong(SsamEndpoint::retransmissions).sum();
    }
}
